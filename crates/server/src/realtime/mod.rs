//! socket.io at `/socket.io/` (ARCHITECTURE §7, API-CONTRACT §6). A socket joins its user's room only by a valid
//! token; a user id sent by a client is never trusted. Market events arrive with the market core.
//!
//! A signed-in socket is also in the room of its session, so that ending a session reaches exactly its sockets.
//! Sockets are taken out of their private rooms by room operations through the server, never by a list kept in
//! this process, so the same calls reach every node once the rooms live in a shared adapter.

use std::{convert::Infallible, sync::Arc, time::Duration};

use serde::Serialize;
use serde_json::Value;
use socketioxide::{
    SocketIo,
    adapter::Adapter as AnyAdapter,
    extract::{AckSender, State, TryData},
    handler::{ConnectHandler, FromMessageParts, Value as RawValue},
    layer::SocketIoLayer,
    socket::Socket,
};

use crate::{
    app::AppState,
    auth::session,
    cluster::driver::{Adapter, NodeDriver},
    fanout::{LoginResult, session_room, user_room},
};

fn is_private(room: &str) -> bool {
    room.starts_with("user:") || room.starts_with("session:")
}

fn leave_private_rooms(socket: &SocketRef) {
    for room in socket.rooms() {
        if is_private(&room) {
            socket.leave(room);
        }
    }
}

type SocketRef = socketioxide::extract::SocketRef<Adapter>;

/// Builds the socket.io layer; Engine.IO v3 (socket.io 2 clients) and v4 are both served. Rooms are shared with
/// the other nodes through `driver` (Redis in a cluster, nothing for a node alone).
pub async fn layer(
    app: AppState,
    driver: NodeDriver,
) -> anyhow::Result<(SocketIoLayer<Adapter>, SocketIo<Adapter>)> {
    let adapter = socketioxide_redis::RedisAdapterCtr::new_with_driver(
        driver,
        socketioxide_redis::RedisAdapterConfig::default(),
    );
    let (layer, io) = SocketIo::builder()
        .ping_interval(Duration::from_secs(25))
        .ping_timeout(Duration::from_secs(20))
        .with_state(app)
        .with_adapter::<Adapter>(adapter)
        .build_layer();
    io.ns("/", on_connect.with(prepare)).await?;
    Ok((layer, io))
}

/// Everything a socket needs is set up here, before the server confirms the connection: a client may send its
/// first request the moment it is confirmed, and the handler of the connection runs only afterwards, as a task
/// of its own, so a request could otherwise find no handler and be dropped unanswered.
async fn prepare(
    socket: SocketRef,
    TryData(auth): TryData<Value>,
    State(app): State<AppState>,
) -> Result<(), Infallible> {
    if let Some(token) = auth.ok().as_ref().and_then(token_in) {
        login(&socket, &app, Some(token)).await;
    }
    socket.join(crate::market::publish::LEGACY);
    metrics::gauge!("socket_connections").increment(1.0);
    socket.on_disconnect(on_disconnect);
    socket.on("login", on_login);
    socket.on("logout", on_logout);
    socket.on("subscribe", on_subscribe);
    socket.on("unsubscribe", on_unsubscribe);
    Ok(())
}

async fn on_connect() {}

async fn on_disconnect() {
    metrics::gauge!("socket_connections").decrement(1.0);
}

/// Most topics one socket may hold.
const MAX_TOPICS: usize = 50;

fn topics_in(value: &Value) -> Vec<String> {
    match value {
        Value::String(topic) => vec![topic.clone()],
        Value::Array(items) => items.iter().flat_map(topics_in).collect(),
        Value::Object(map) => map.get("topics").map(topics_in).unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The room of a public topic, in its canonical spelling, or `None` when there is no such topic. Periods may
/// use their aliases (`kline:BTC/USDT:1H`).
pub fn canonical_topic(app: &AppState, topic: &str) -> Option<String> {
    if topic == "daymarket" {
        return Some(topic.to_string());
    }
    let (kind, rest) = topic.split_once(':')?;
    match kind {
        "market_depth" | "market_trade" => {
            let m = app.market.by_symbol(rest).filter(|m| m.is_spot())?;
            Some(format!("{kind}:{}", m.symbol()))
        }
        "chat" => crate::i18n::Lang::parse(rest).map(|lang| format!("chat:{}", lang.code())),
        "nft_bids" => (!rest.is_empty()
            && rest.len() <= 40
            && rest.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-'))
        .then(|| format!("nft_bids:{rest}")),
        "kline" | "index_kline" => {
            let (symbol, period) = rest.rsplit_once(':')?;
            let m = app.market.by_symbol(symbol)?;
            let period = crate::market::kline::Period::parse(period)?;
            Some(format!("{kind}:{}:{}", m.symbol(), period.name()))
        }
        _ => None,
    }
}

/// The answer to `subscribe` and `unsubscribe`: the canonical topics joined or left, and why some were not.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct TopicsResult {
    pub ok: bool,
    pub topics: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'static str>,
}

fn answer(
    socket: &SocketRef,
    ack_id: Option<i64>,
    ack: AckSender<Adapter>,
    event: &str,
    result: &impl Serialize,
) {
    let result = &crate::fanout::wire(result);
    let sent = match ack_id {
        Some(_) => ack.send(result).map_err(|e| e.to_string()),
        None => socket.emit(event, result).map_err(|e| e.to_string()),
    };
    if let Err(err) = sent {
        tracing::debug!(%err, event, "answer not delivered");
    }
}

async fn on_subscribe(
    socket: SocketRef,
    TryData(data): TryData<Value>,
    AckId(ack_id): AckId,
    ack: AckSender<Adapter>,
    State(app): State<AppState>,
) {
    metrics::counter!("socket_events_total", "event" => "subscribe").increment(1);
    // The first subscription ends the legacy feed of everything.
    socket.leave(crate::market::publish::LEGACY);
    let wanted = data.ok().as_ref().map(topics_in).unwrap_or_default();
    let held = socket.rooms().iter().filter(|r| !is_private(r)).count();
    let mut joined = Vec::new();
    let mut error = None;
    for topic in wanted {
        let Some(room) = canonical_topic(&app, &topic) else {
            error = Some("unknown_topic");
            continue;
        };
        if held + joined.len() >= MAX_TOPICS {
            error = Some("too_many_topics");
            break;
        }
        socket.join(room.clone());
        joined.push(room);
    }
    let result = TopicsResult {
        ok: error.is_none(),
        topics: joined.clone(),
        error,
    };
    answer(&socket, ack_id, ack, "subscribe_result", &result);
    for room in &joined {
        if let Some(symbol) = room.strip_prefix("market_depth:")
            && let Some(m) = app.market.by_symbol(symbol)
        {
            let payload =
                crate::market::publish::depth_payload(&m, &app.market.depth(m.id()), app.clock.now_ms());
            let Ok(payload) = serde_json::to_value(&payload) else {
                continue;
            };
            if let Err(err) = socket.emit("market_depth", &payload) {
                tracing::debug!(%err, "depth snapshot not delivered");
            }
        }
    }
}

async fn on_unsubscribe(
    socket: SocketRef,
    TryData(data): TryData<Value>,
    AckId(ack_id): AckId,
    ack: AckSender<Adapter>,
    State(app): State<AppState>,
) {
    metrics::counter!("socket_events_total", "event" => "unsubscribe").increment(1);
    let wanted = data.ok().as_ref().map(topics_in).unwrap_or_default();
    let mut left = Vec::new();
    for topic in wanted {
        if let Some(room) = canonical_topic(&app, &topic) {
            socket.leave(room.clone());
            left.push(room);
        }
    }
    answer(
        &socket,
        ack_id,
        ack,
        "unsubscribe_result",
        &TopicsResult {
            ok: true,
            topics: left,
            error: None,
        },
    );
}

/// Whether the client asked for an acknowledgement; otherwise the answer goes out as an event.
struct AckId(Option<i64>);

impl<A: AnyAdapter> FromMessageParts<A> for AckId {
    type Error = Infallible;
    fn from_message_parts(
        _: &Arc<Socket<A>>,
        _: &mut RawValue,
        ack_id: &Option<i64>,
    ) -> Result<Self, Infallible> {
        Ok(AckId(*ack_id))
    }
}

fn token_in(value: &Value) -> Option<String> {
    match value {
        Value::String(token) => Some(token.clone()),
        Value::Object(map) => map.get("token").and_then(Value::as_str).map(str::to_string),
        Value::Array(items) => items.first().and_then(token_in),
        _ => None,
    }
}

async fn login(socket: &SocketRef, app: &AppState, token: Option<String>) -> LoginResult {
    leave_private_rooms(socket);
    let Some(token) = token else {
        return LoginResult::session_invalid();
    };
    let before = session::epoch(app);
    let Some(user) = session::resolve(app, &token).await.ok().flatten() else {
        return LoginResult::session_invalid();
    };
    socket.join([user_room(user.id), session_room(user.session_id)]);
    // A revocation that committed after the lookup may have dropped the session's sockets before this one
    // joined; looking again after joining closes that gap.
    if session::changed_since(app, before) {
        let again = session::resolve(app, &token).await.ok().flatten();
        if again.is_none_or(|u| u.session_id != user.session_id) {
            leave_private_rooms(socket);
            return LoginResult::session_invalid();
        }
    }
    LoginResult::signed_in()
}

async fn on_login(
    socket: SocketRef,
    TryData(data): TryData<Value>,
    AckId(ack_id): AckId,
    ack: AckSender<Adapter>,
    State(app): State<AppState>,
) {
    metrics::counter!("socket_events_total", "event" => "login").increment(1);
    let result = login(&socket, &app, data.ok().as_ref().and_then(token_in)).await;
    answer(&socket, ack_id, ack, "login_result", &result);
}

async fn on_logout(socket: SocketRef) {
    metrics::counter!("socket_events_total", "event" => "logout").increment(1);
    leave_private_rooms(&socket);
}
