//! Content rules: which categories exist, what operators may write (HTML is sanitised on save), and how a row
//! is shown in the reader's language.

use std::collections::BTreeMap;

use super::{
    dto::{AdminNews, MenuItem, News},
    repo::{self, MenuRow, NewsFields, NewsRow, TextRow},
};
use crate::{
    app::AppState,
    clock,
    error::{AppError, ErrorCode},
    features::{site, upload},
    http::pager::ListPage,
    i18n::Lang,
    operators::{
        Operator,
        audit::{self, Entry},
    },
};

pub const NEWS: i64 = 4;
pub const BANNER: i64 = 5;

/// The single pages, each the first shown row of its category.
#[derive(Debug, Clone, Copy)]
pub enum Page {
    Faq,
    Contact,
    About,
    Compliance,
}

impl Page {
    pub fn c_id(self) -> i64 {
        match self {
            Page::Faq => 10,
            Page::Contact => 11,
            Page::About => 12,
            Page::Compliance => 13,
        }
    }
}

pub const CATEGORIES: [i64; 6] = [NEWS, BANNER, 10, 11, 12, 13];

fn news(row: NewsRow, offset: time::UtcOffset, with_content: bool) -> News {
    News {
        id: row.id,
        c_id: row.c_id,
        title: row.title,
        abstract_text: row.abstract_text,
        content: with_content.then_some(row.content),
        cover: row.cover,
        create_time: clock::display(row.created_at, offset),
        create_time_ts: row.created_at,
    }
}

pub async fn popup(app: &AppState, lang: Lang) -> Result<Option<News>, AppError> {
    let offset = site::service::display_offset(app).await?;
    Ok(repo::popup(&app.db, lang.code())
        .await?
        .map(|row| news(row, offset, true)))
}

pub async fn list(
    app: &AppState,
    lang: Lang,
    c_id: i64,
    page: i64,
    limit: i64,
) -> Result<ListPage<News>, AppError> {
    if c_id != NEWS && c_id != BANNER {
        return Err(AppError::field("c_id"));
    }
    let offset = site::service::display_offset(app).await?;
    let rows = repo::shown_page(&app.db, lang.code(), c_id, limit, (page - 1) * limit).await?;
    Ok(ListPage {
        list: rows.into_iter().map(|r| news(r, offset, false)).collect(),
        count: repo::shown_count(&app.db, c_id).await?,
        page,
        limit,
    })
}

pub async fn detail(app: &AppState, lang: Lang, id: i64) -> Result<News, AppError> {
    let offset = site::service::display_offset(app).await?;
    repo::shown(&app.db, lang.code(), id)
        .await?
        .map(|row| news(row, offset, true))
        .ok_or(ErrorCode::NotFound.into())
}

/// A single page, or `{id:0, title:"", content:""}` when the operator wrote none.
pub async fn page(app: &AppState, lang: Lang, page: Page) -> Result<News, AppError> {
    let offset = site::service::display_offset(app).await?;
    let row = repo::shown_page(&app.db, lang.code(), page.c_id(), 1, 0)
        .await?
        .into_iter()
        .next();
    Ok(match row {
        Some(row) => news(row, offset, true),
        None => News {
            id: 0,
            c_id: page.c_id(),
            title: String::new(),
            abstract_text: String::new(),
            content: Some(String::new()),
            cover: String::new(),
            create_time: String::new(),
            create_time_ts: 0,
        },
    })
}

pub async fn menu(app: &AppState) -> Result<Vec<MenuItem>, AppError> {
    Ok(repo::menus(&app.db, true)
        .await?
        .into_iter()
        .map(MenuItem::from)
        .collect())
}

/// Operator HTML with everything that could run or track removed; links open safely.
pub fn sanitize(html: &str) -> String {
    ammonia::clean(html)
}

fn safe_static_path(path: &str) -> bool {
    (path.starts_with("/h5/") || path.starts_with(crate::web::MEDIA))
        && !path.contains("..")
        && path
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'/' | b'.' | b'_' | b'-'))
}

/// A cover is empty, a file of the app (`/h5/...`), a shipped picture (`/media/...`) or a public upload.
async fn check_cover(app: &AppState, cover: &str) -> Result<(), AppError> {
    if cover.is_empty() || safe_static_path(cover) {
        return Ok(());
    }
    let public = upload::service::is_upload_path(cover)
        && upload::repo::find(&app.db, cover)
            .await?
            .is_some_and(|u| u.is_private == 0);
    if public {
        Ok(())
    } else {
        Err(AppError::field("cover"))
    }
}

/// What an operator sends to create or edit a row; absent fields keep their value.
#[derive(Debug, Clone, Default)]
pub struct NewsEdit {
    pub id: Option<i64>,
    pub c_id: Option<i64>,
    pub cover: Option<String>,
    pub is_popup: Option<bool>,
    pub is_shown: Option<bool>,
    pub sort: Option<i64>,
    pub text_lang: Option<Lang>,
    pub title: Option<String>,
    pub abstract_text: Option<String>,
    pub content: Option<String>,
}

/// Checks a text an operator writes in one language: a title of 1–200 characters, a plain abstract of at most
/// 500 and sanitised content of at most 100,000.
pub fn check_text(lang: Lang, title: &str, abstract_text: &str, content: &str) -> Result<TextRow, AppError> {
    let title = title.trim();
    if !(1..=200).contains(&title.chars().count()) {
        return Err(AppError::field("title"));
    }
    let abstract_text = abstract_text.trim();
    if abstract_text.chars().count() > 500 {
        return Err(AppError::field("abstract"));
    }
    if content.chars().count() > 100_000 {
        return Err(AppError::field("content"));
    }
    Ok(TextRow {
        lang: lang.code().to_string(),
        title: title.to_string(),
        abstract_text: abstract_text.to_string(),
        content: sanitize(content),
    })
}

fn to_json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).unwrap_or_default()
}

/// Creates or edits a news row and its text in one language; the audit record holds both versions.
pub async fn save_news(
    app: &AppState,
    operator: &Operator,
    edit: NewsEdit,
    ip: &str,
) -> Result<i64, AppError> {
    let existing = match edit.id {
        Some(id) => Some(
            repo::find(&app.db, id)
                .await?
                .ok_or(AppError::new(ErrorCode::NotFound).with_field("id"))?,
        ),
        None => None,
    };
    let before = existing.as_ref().map(|r| NewsFields {
        c_id: r.c_id,
        cover: r.cover.clone(),
        is_popup: r.is_popup,
        is_shown: r.is_shown,
        sort: r.sort,
    });
    let fields = NewsFields {
        c_id: edit
            .c_id
            .or(before.as_ref().map(|b| b.c_id))
            .ok_or(AppError::field("c_id"))?,
        cover: edit
            .cover
            .clone()
            .or(before.as_ref().map(|b| b.cover.clone()))
            .unwrap_or_default(),
        is_popup: edit
            .is_popup
            .map(i64::from)
            .or(before.as_ref().map(|b| b.is_popup))
            .unwrap_or(0),
        is_shown: edit
            .is_shown
            .map(i64::from)
            .or(before.as_ref().map(|b| b.is_shown))
            .unwrap_or(1),
        sort: edit.sort.or(before.as_ref().map(|b| b.sort)).unwrap_or(0),
    };
    if !CATEGORIES.contains(&fields.c_id) {
        return Err(AppError::field("c_id"));
    }
    if fields.is_popup == 1 && fields.c_id != NEWS {
        return Err(AppError::field("is_popup"));
    }
    check_cover(app, &fields.cover).await?;
    let lang = edit.text_lang.unwrap_or_default();
    let text = match (&edit.title, existing.is_none()) {
        (Some(title), _) => Some(check_text(
            lang,
            title,
            edit.abstract_text.as_deref().unwrap_or_default(),
            edit.content.as_deref().unwrap_or_default(),
        )?),
        (None, true) => return Err(AppError::field("title")),
        (None, false) => None,
    };
    let old_text = match (edit.id, &text) {
        (Some(id), Some(t)) => repo::text(&app.db, id, &t.lang).await?,
        _ => None,
    };
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let id = match edit.id {
        Some(id) => {
            repo::update(&mut tx, id, &fields, now).await?;
            id
        }
        None => repo::insert(&mut tx, &fields, now).await?,
    };
    if let Some(text) = &text {
        repo::upsert_text(&mut tx, id, text).await?;
    }
    let before_value = match (&before, &old_text) {
        (None, _) => String::new(),
        (Some(b), t) => to_json(&(b, t)),
    };
    let entry = Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action: if existing.is_some() {
            "content.update"
        } else {
            "content.create"
        },
        target: &format!("news:{id}"),
        before: &before_value,
        after: &to_json(&(&fields, &text)),
        ip,
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    Ok(id)
}

pub async fn admin_list(
    app: &AppState,
    c_id: i64,
    page: i64,
    limit: i64,
) -> Result<ListPage<AdminNews>, AppError> {
    let offset = site::service::display_offset(app).await?;
    let rows = repo::all_page(&app.db, c_id, limit, (page - 1) * limit).await?;
    let mut list = Vec::with_capacity(rows.len());
    for row in rows {
        let texts: BTreeMap<String, TextRow> = repo::texts(&app.db, row.id)
            .await?
            .into_iter()
            .map(|t| (t.lang.clone(), t))
            .collect();
        list.push(AdminNews {
            id: row.id,
            c_id: row.c_id,
            cover: row.cover,
            is_popup: row.is_popup,
            is_shown: row.is_shown,
            is_sample: row.is_sample,
            sort: row.sort,
            created_at: clock::display(row.created_at, offset),
            texts,
        });
    }
    Ok(ListPage {
        list,
        count: repo::all_count(&app.db, c_id).await?,
        page,
        limit,
    })
}

/// Checks a menu entry: a translation key as title, an app route for open type 1 and an http(s) address or a
/// path of this site for types 2 and 3.
pub fn check_menu(menu: &MenuRow) -> Result<(), AppError> {
    let key = |s: &str, max: usize| {
        s.len() <= max
            && s.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'-')
    };
    if menu.title.is_empty() || !key(&menu.title, 40) {
        return Err(AppError::field("title"));
    }
    if !key(&menu.icon, 40) {
        return Err(AppError::field("icon"));
    }
    let url_ok = match menu.open_type {
        1 => menu.url.starts_with("/pages/") && !menu.url.contains(['<', '>', '"', ' ']),
        2 | 3 => {
            (menu.url.starts_with("https://") || menu.url.starts_with("http://") || menu.url.starts_with('/'))
                && !menu.url.contains(['<', '>', '"', ' '])
        }
        _ => return Err(AppError::field("open_type")),
    };
    if !url_ok || menu.url.len() > 500 {
        return Err(AppError::field("url"));
    }
    if !matches!(menu.is_financial, 0 | 1) || !matches!(menu.is_shown, 0 | 1) {
        return Err(AppError::new(ErrorCode::InvalidParams));
    }
    Ok(())
}

pub async fn admin_menus(app: &AppState) -> Result<Vec<MenuRow>, AppError> {
    Ok(repo::menus(&app.db, false).await?)
}

/// Creates (id 0) or replaces a menu entry.
pub async fn save_menu(
    app: &AppState,
    operator: &Operator,
    menu: MenuRow,
    ip: &str,
) -> Result<i64, AppError> {
    check_menu(&menu)?;
    let before = match menu.id {
        0 => None,
        id => Some(
            repo::menus(&app.db, false)
                .await?
                .into_iter()
                .find(|m| m.id == id)
                .ok_or(AppError::new(ErrorCode::NotFound).with_field("id"))?,
        ),
    };
    let now = app.clock.now_ms();
    let mut tx = app.db.begin().await?;
    let id = match &before {
        None => repo::insert_menu(&mut tx, &menu, now).await.map_err(|err| {
            if crate::db::unique_violation(&err).is_some() {
                AppError::field("title")
            } else {
                err.into()
            }
        })?,
        Some(_) => {
            repo::update_menu(&mut tx, &menu, now).await?;
            menu.id
        }
    };
    let entry = Entry {
        operator_id: Some(operator.id),
        actor: &operator.email,
        action: if before.is_some() {
            "menu.update"
        } else {
            "menu.create"
        },
        target: &format!("menu:{id}"),
        before: &before.as_ref().map(to_json).unwrap_or_default(),
        after: &to_json(&MenuRow { id, ..menu }),
        ip,
        at: now,
    };
    audit::record(&mut tx, &entry).await?;
    tx.commit().await?;
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sanitising_keeps_formatting_and_drops_scripts_handlers_and_javascript_links() {
        let clean = sanitize(
            r#"<h3>Title</h3><p onclick="x()">Hi <strong>there</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/a.png" onerror="y()">"#,
        );
        assert!(clean.contains("<h3>Title</h3>"));
        assert!(clean.contains("<strong>there</strong>"));
        assert!(!clean.contains("script"));
        assert!(!clean.contains("onclick"));
        assert!(!clean.contains("onerror"));
        assert!(!clean.contains("javascript:"));
    }

    #[test]
    fn a_text_needs_a_title_and_short_enough_parts() {
        assert!(check_text(Lang::En, " Hello ", "", "<p>x</p>").is_ok());
        assert_eq!(
            check_text(Lang::En, "  ", "", "").unwrap_err().field,
            Some("title")
        );
        assert_eq!(
            check_text(Lang::En, "t", &"a".repeat(501), "").unwrap_err().field,
            Some("abstract")
        );
    }

    fn menu(open_type: i64, url: &str) -> MenuRow {
        MenuRow {
            id: 0,
            title: "faq".into(),
            icon: "faq".into(),
            url: url.into(),
            open_type,
            is_financial: 0,
            is_shown: 1,
            sort: 1,
        }
    }

    #[test]
    fn menu_entries_open_app_routes_or_web_addresses_only() {
        assert!(check_menu(&menu(1, "/pages/common/faq")).is_ok());
        assert!(check_menu(&menu(2, "https://example.org/help")).is_ok());
        assert!(check_menu(&menu(1, "https://example.org")).is_err());
        assert!(check_menu(&menu(3, "javascript:alert(1)")).is_err());
        assert!(check_menu(&menu(4, "/pages/x")).is_err());
        let mut bad_title = menu(1, "/pages/common/faq");
        bad_title.title = "Faq <b>".into();
        assert!(check_menu(&bad_title).is_err());
    }

    #[test]
    fn static_cover_paths_stay_inside_the_app() {
        assert!(safe_static_path("/h5/banners/banner_1.svg"));
        assert!(safe_static_path("/media/banners/banner_1.svg"));
        assert!(!safe_static_path("/media/../secret"));
        assert!(!safe_static_path("/h5/../secret"));
        assert!(!safe_static_path("https://tracker.example/x.png"));
    }
}
