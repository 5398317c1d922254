//! The request extractor every handler uses: query, form, JSON and multipart bodies parsed alike into one set of
//! text parameters (API-CONTRACT §1), plus the language, the token and the client address.

use std::{
    collections::HashMap,
    net::SocketAddr,
    sync::{Arc, OnceLock},
};

use axum::{
    body::{Body, to_bytes},
    extract::{ConnectInfo, FromRequest, OriginalUri, Request},
    http::{HeaderMap, StatusCode, header},
};
use bytes::Bytes;
use serde::de::DeserializeOwned;
use serde_json::Value;

use crate::error::{AppError, ErrorCode};
use crate::{
    app::AppState,
    auth::session::{self, SessionUser},
    i18n::Lang,
};

/// Bodies of ordinary API calls are small; uploads get their own, larger cap.
pub const BODY_LIMIT: usize = 1024 * 1024;
pub const UPLOAD_BODY_LIMIT: usize = 6 * 1024 * 1024;
/// The body cap of the operators' upload, which also takes audio and video (ADR 62).
pub const MEDIA_BODY_LIMIT: usize = 33 * 1024 * 1024;

/// Per-request facts the error renderer needs after the handler ran.
#[derive(Debug)]
pub struct RequestCtx {
    pub request_id: String,
    pub lang: OnceLock<Lang>,
}

#[derive(Debug, Clone)]
pub(crate) enum ParamValue {
    One(String),
    Many(Vec<String>),
}

/// Request fields as text. An empty value counts as absent; the body wins over the query.
#[derive(Debug, Default, Clone)]
pub struct Params(HashMap<String, ParamValue>);

/// A file part of a multipart body.
#[derive(Debug, Clone)]
pub struct FilePart {
    pub field: String,
    pub file_name: String,
    pub bytes: Bytes,
}

pub struct Req {
    pub params: Params,
    pub files: Vec<FilePart>,
    pub lang: Lang,
    pub token: Option<String>,
    pub ip: String,
    pub user_agent: String,
    /// The absolute URL of this request without its query, for paging links.
    pub url: String,
    idempotency_header: Option<String>,
}

impl Params {
    fn insert_pair(&mut self, key: String, value: String) {
        if let Some(open) = key.find('[')
            && key.ends_with(']')
        {
            let name = key[..open].to_string();
            let index = key[open + 1..key.len() - 1].parse::<usize>().ok();
            let list = match self.0.entry(name).or_insert_with(|| ParamValue::Many(Vec::new())) {
                ParamValue::Many(list) => list,
                slot => {
                    *slot = ParamValue::Many(Vec::new());
                    match slot {
                        ParamValue::Many(list) => list,
                        ParamValue::One(_) => return,
                    }
                }
            };
            match index {
                Some(i) if i < 1000 => {
                    if list.len() <= i {
                        list.resize(i + 1, String::new());
                    }
                    list[i] = value;
                }
                _ => list.push(value),
            }
            return;
        }
        self.0.insert(key, ParamValue::One(value));
    }

    fn merge(&mut self, other: Params) {
        self.0.extend(other.0);
    }

    /// The field as it arrived, empty values included; a field holding a NUL character is refused with its name,
    /// so no text with one reaches a query (PostgreSQL cannot store it) on either database.
    pub(crate) fn raw(&self, name: &'static str) -> Result<Option<&ParamValue>, AppError> {
        let value = self.0.get(name);
        let nul = match value {
            Some(ParamValue::One(text)) => text.contains('\0'),
            Some(ParamValue::Many(list)) => list.iter().any(|text| text.contains('\0')),
            None => false,
        };
        if nul {
            return Err(AppError::field(name));
        }
        Ok(value)
    }

    pub(crate) fn from_pairs(pairs: Vec<(String, String)>) -> Params {
        let mut params = Params::default();
        for (k, v) in pairs {
            params.insert_pair(k, v);
        }
        params
    }

    fn from_json(value: Value) -> Option<Params> {
        let Value::Object(map) = value else { return None };
        let scalar = |v: &Value| match v {
            Value::String(s) => Some(s.clone()),
            Value::Null => None,
            other => Some(other.to_string()),
        };
        let mut params = Params::default();
        for (k, v) in map {
            match &v {
                Value::Array(items) => {
                    params
                        .0
                        .insert(k, ParamValue::Many(items.iter().filter_map(scalar).collect()));
                }
                _ => {
                    if let Some(s) = scalar(&v) {
                        params.0.insert(k, ParamValue::One(s));
                    }
                }
            }
        }
        Some(params)
    }

    /// The field's text, or `None` when absent or empty; a field sent as a list (`name[]=..` or a JSON array)
    /// is refused rather than read as absent.
    pub fn get(&self, name: &'static str) -> Result<Option<&str>, AppError> {
        match self.raw(name)? {
            Some(ParamValue::One(s)) if !s.is_empty() => Ok(Some(s)),
            Some(ParamValue::Many(_)) => Err(AppError::field(name)),
            _ => Ok(None),
        }
    }

    /// The first of several accepted names that is present (for fields with aliases).
    pub fn get_any(&self, names: &[&'static str]) -> Result<Option<&str>, AppError> {
        for name in names {
            if let Some(value) = self.get(name)? {
                return Ok(Some(value));
            }
        }
        Ok(None)
    }

    pub fn required(&self, name: &'static str) -> Result<&str, AppError> {
        self.get(name)?.ok_or_else(|| AppError::field(name))
    }

    pub fn int(&self, name: &'static str) -> Result<Option<i64>, AppError> {
        self.get(name)?
            .map(|v| v.trim().parse::<i64>().map_err(|_| AppError::field(name)))
            .transpose()
    }

    pub fn flag(&self, name: &'static str) -> Result<Option<bool>, AppError> {
        self.get(name)?
            .map(|v| match v.trim().to_ascii_lowercase().as_str() {
                "1" | "true" => Ok(true),
                "0" | "false" => Ok(false),
                _ => Err(AppError::field(name)),
            })
            .transpose()
    }

    /// A list sent as `name[0]=..&name[1]=..` or as a JSON array.
    pub fn list(&self, name: &'static str) -> Result<Vec<String>, AppError> {
        Ok(match self.raw(name)? {
            Some(ParamValue::Many(list)) => list.clone(),
            Some(ParamValue::One(s)) if !s.is_empty() => vec![s.clone()],
            _ => Vec::new(),
        })
    }
}

impl Req {
    /// The request's fields read into `T` (see `http::form`): a missing or unreadable field answers
    /// `invalid_params` naming it.
    pub fn form<T: DeserializeOwned>(&self) -> Result<T, AppError> {
        super::form::from_params(&self.params)
    }

    /// The `Idempotency-Key` header or `idempotency_key` field of a money-moving call: 1–64 printable characters.
    pub fn idempotency_key(&self) -> Result<Option<String>, AppError> {
        let key = self
            .idempotency_header
            .as_deref()
            .or(self.params.get("idempotency_key")?)
            .map(str::trim)
            .filter(|k| !k.is_empty());
        match key {
            Some(k) if k.len() <= 64 && k.bytes().all(|b| b.is_ascii_graphic()) => Ok(Some(k.to_string())),
            Some(_) => Err(AppError::field("idempotency_key")),
            None => Ok(None),
        }
    }

    /// The signed-in user when the token is valid; an invalid token is ignored on calls that work without one.
    pub async fn maybe_user(&self, app: &AppState) -> Result<Option<SessionUser>, AppError> {
        match &self.token {
            Some(token) => session::resolve(app, token).await,
            None => Ok(None),
        }
    }
}

pub(crate) fn token_of(headers: &HeaderMap) -> Option<String> {
    let raw = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    let token = match raw.get(..7) {
        Some(prefix) if prefix.eq_ignore_ascii_case("bearer ") => raw[7..].trim(),
        _ => raw,
    };
    (!token.is_empty()).then(|| token.to_string())
}

fn client_ip(req: &Request, trust_proxy: bool) -> String {
    if trust_proxy
        && let Some(forwarded) = req.headers().get("x-forwarded-for").and_then(|v| v.to_str().ok())
        && let Some(first) = forwarded
            .split(',')
            .next()
            .map(str::trim)
            .filter(|s| !s.is_empty())
    {
        return first.to_string();
    }
    req.extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip().to_string())
        .unwrap_or_default()
}

/// The language a request asks for before its body is read: the query's `lang` (see [`lang_of`]).
pub fn lang_before_body(query: Option<&str>, headers: &HeaderMap) -> Lang {
    let asked = query
        .and_then(|q| serde_urlencoded::from_str::<Vec<(String, String)>>(q).ok())
        .and_then(|pairs| pairs.into_iter().find(|(k, _)| k == "lang").map(|(_, v)| v));
    lang_of(asked.as_deref(), headers)
}

/// The language of a request: its `lang` when Mercato speaks it, else the first language of `Accept-Language` it
/// speaks, else English when the request named only languages it does not speak (ADR 75), else zh.
pub fn lang_of(asked: Option<&str>, headers: &HeaderMap) -> Lang {
    if let Some(lang) = asked.and_then(Lang::parse) {
        return lang;
    }
    let unknown_asked = asked.is_some_and(|v| !v.trim().is_empty());
    headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok())
        .and_then(Lang::from_accept_language)
        .or(unknown_asked.then_some(Lang::En))
        .unwrap_or_default()
}

async fn read_body(body: Body, headers: &HeaderMap, limit: usize) -> Result<Bytes, AppError> {
    let declared = headers
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    let too_large = || AppError::new(ErrorCode::BodyTooLarge).with_status(StatusCode::PAYLOAD_TOO_LARGE);
    if declared.is_some_and(|n| n > limit) {
        return Err(too_large());
    }
    to_bytes(body, limit).await.map_err(|err| {
        let is_length =
            std::error::Error::source(&err).is_some_and(|src| src.is::<http_body_util::LengthLimitError>());
        if is_length {
            too_large()
        } else {
            AppError::new(ErrorCode::InvalidParams)
        }
    })
}

async fn parse_multipart(bytes: Bytes, content_type: &str) -> Result<(Params, Vec<FilePart>), AppError> {
    let boundary =
        multer::parse_boundary(content_type).map_err(|_| AppError::new(ErrorCode::InvalidParams))?;
    let stream = futures_util::stream::once(async move { Ok::<Bytes, std::io::Error>(bytes) });
    let mut multipart = multer::Multipart::new(stream, boundary);
    let mut params = Params::default();
    let mut files = Vec::new();
    while let Some(field) = multipart
        .next_field()
        .await
        .map_err(|_| AppError::new(ErrorCode::InvalidParams))?
    {
        let name = field.name().unwrap_or_default().to_string();
        match field.file_name().map(str::to_string) {
            Some(file_name) => {
                let bytes = field
                    .bytes()
                    .await
                    .map_err(|_| AppError::new(ErrorCode::InvalidParams))?;
                files.push(FilePart {
                    field: name,
                    file_name,
                    bytes,
                });
            }
            None => {
                let text = field
                    .text()
                    .await
                    .map_err(|_| AppError::new(ErrorCode::InvalidParams))?;
                params.insert_pair(name, text);
            }
        }
    }
    Ok((params, files))
}

/// Parses the request into a `Req` with the given body cap.
pub async fn read_request(req: Request, app: &AppState, limit: usize) -> Result<Req, AppError> {
    let ctx = req.extensions().get::<Arc<RequestCtx>>().cloned();
    let ip = client_ip(&req, app.config.server.trust_proxy);
    let (parts, body) = req.into_parts();
    let host = parts
        .headers
        .get(header::HOST)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("localhost");
    let scheme = match parts
        .headers
        .get("x-forwarded-proto")
        .and_then(|v| v.to_str().ok())
    {
        Some(proto @ ("http" | "https")) if app.config.server.trust_proxy => proto,
        _ => "http",
    };
    let path = parts
        .extensions
        .get::<OriginalUri>()
        .map_or(parts.uri.path(), |original| original.0.path());
    let url = format!("{scheme}://{host}{path}");
    let token = token_of(&parts.headers);
    let idempotency_header = parts
        .headers
        .get("idempotency-key")
        .and_then(|v| v.to_str().ok())
        .map(str::to_string);
    let user_agent = parts
        .headers
        .get(header::USER_AGENT)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .chars()
        .take(256)
        .collect();

    let mut params = match parts.uri.query() {
        Some(q) => Params::from_pairs(
            serde_urlencoded::from_str(q).map_err(|_| AppError::new(ErrorCode::InvalidParams))?,
        ),
        None => Params::default(),
    };
    // The multipart boundary is case-sensitive, so only the media type is compared in lower case.
    let raw_content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let content_type = raw_content_type.to_ascii_lowercase();
    let bytes = read_body(body, &parts.headers, limit).await?;
    let mut files = Vec::new();
    if !bytes.is_empty() {
        if content_type.starts_with("application/json") {
            let value: Value =
                serde_json::from_slice(&bytes).map_err(|_| AppError::new(ErrorCode::InvalidParams))?;
            params.merge(Params::from_json(value).ok_or(AppError::new(ErrorCode::InvalidParams))?);
        } else if content_type.starts_with("multipart/form-data") {
            let (fields, parts_files) = parse_multipart(bytes, &raw_content_type).await?;
            params.merge(fields);
            files = parts_files;
        } else {
            let pairs: Vec<(String, String)> =
                serde_urlencoded::from_bytes(&bytes).map_err(|_| AppError::new(ErrorCode::InvalidParams))?;
            params.merge(Params::from_pairs(pairs));
        }
    }

    let lang = lang_of(params.get("lang")?, &parts.headers);
    if let Some(ctx) = ctx {
        let _ = ctx.lang.set(lang);
    }
    Ok(Req {
        params,
        files,
        lang,
        token,
        ip,
        user_agent,
        url,
        idempotency_header,
    })
}

impl FromRequest<AppState> for Req {
    type Rejection = AppError;

    async fn from_request(req: Request, app: &AppState) -> Result<Self, Self::Rejection> {
        read_request(req, app, BODY_LIMIT).await
    }
}

/// A request to the upload call, read with the larger upload body cap.
pub struct UploadReq(pub Req);

impl FromRequest<AppState> for UploadReq {
    type Rejection = AppError;

    async fn from_request(req: Request, app: &AppState) -> Result<Self, Self::Rejection> {
        read_request(req, app, UPLOAD_BODY_LIMIT).await.map(UploadReq)
    }
}

/// A request to the operators' upload call, read with the media body cap.
pub struct MediaUploadReq(pub Req);

impl FromRequest<AppState> for MediaUploadReq {
    type Rejection = AppError;

    async fn from_request(req: Request, app: &AppState) -> Result<Self, Self::Rejection> {
        read_request(req, app, MEDIA_BODY_LIMIT).await.map(MediaUploadReq)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexed_form_keys_become_one_ordered_list() {
        let params = Params::from_pairs(vec![
            ("data[1]".into(), "b".into()),
            ("data[0]".into(), "a".into()),
            ("name".into(), "x".into()),
        ]);
        assert_eq!(params.list("data").unwrap(), vec!["a", "b"]);
        assert_eq!(params.get("name").unwrap(), Some("x"));
    }

    #[test]
    fn a_scalar_field_sent_as_a_list_is_refused_with_its_name() {
        let form = Params::from_pairs(vec![
            ("price[]".into(), "1".into()),
            ("amount[0]".into(), "2".into()),
            ("name".into(), "x".into()),
        ]);
        let json = Params::from_json(serde_json::json!({"price": ["1"], "amount": [], "name": "x"})).unwrap();
        for params in [form, json] {
            for name in ["price", "amount"] {
                let err = params.get(name).unwrap_err();
                assert_eq!((err.code, err.field), (ErrorCode::InvalidParams, Some(name)));
                assert!(
                    params.int(name).is_err() && params.flag(name).is_err() && params.required(name).is_err()
                );
            }
            assert!(params.get_any(&["absent", "price"]).is_err());
            assert_eq!(params.get_any(&["absent", "name"]).unwrap(), Some("x"));
            assert_eq!(params.get("absent").unwrap(), None);
        }
    }

    #[test]
    fn empty_values_count_as_absent_and_json_scalars_become_text() {
        let params =
            Params::from_json(serde_json::json!({"a": "", "b": 5, "c": true, "d": null, "e": [1, "x"]}))
                .unwrap();
        assert_eq!(params.get("a").unwrap(), None);
        assert_eq!(params.int("b").unwrap(), Some(5));
        assert_eq!(params.flag("c").unwrap(), Some(true));
        assert_eq!(params.get("d").unwrap(), None);
        assert_eq!(params.list("e").unwrap(), vec!["1", "x"]);
        assert!(params.required("a").is_err());
    }

    #[test]
    fn a_field_holding_a_nul_character_is_refused_with_its_name_however_it_is_read() {
        let params = Params::from_pairs(vec![
            ("name".into(), "a\0b".into()),
            ("ids[]".into(), "1".into()),
            ("ids[]".into(), "\0".into()),
        ]);
        for err in [
            params.get("name").unwrap_err(),
            params.required("name").unwrap_err(),
            params.int("name").unwrap_err(),
            params.list("ids").unwrap_err(),
        ] {
            assert_eq!(err.code, ErrorCode::InvalidParams);
            assert!(matches!(err.field, Some("name" | "ids")));
        }
    }

    #[test]
    fn flags_accept_one_zero_true_false_and_nothing_else() {
        let params = Params::from_pairs(vec![("f".into(), "0".into()), ("g".into(), "yes".into())]);
        assert_eq!(params.flag("f").unwrap(), Some(false));
        assert!(params.flag("g").is_err());
    }

    #[test]
    fn bearer_and_raw_tokens_are_both_read() {
        let mut headers = HeaderMap::new();
        headers.insert(header::AUTHORIZATION, "Bearer abc".parse().unwrap());
        assert_eq!(token_of(&headers).as_deref(), Some("abc"));
        headers.insert(header::AUTHORIZATION, "abc".parse().unwrap());
        assert_eq!(token_of(&headers).as_deref(), Some("abc"));
        headers.insert(header::AUTHORIZATION, "  ".parse().unwrap());
        assert_eq!(token_of(&headers), None);
    }
}
