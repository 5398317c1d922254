//! Sending to sockets, on every node: private events to a user's sockets, and taking the sockets of ended
//! sessions out of their private rooms (ARCHITECTURE §7, API-CONTRACT §6). Below the socket handlers and the
//! shared state, so that market and contract tasks publish without importing either.

pub mod balance;

use std::sync::OnceLock;

use serde::Serialize;
use serde_json::Value;
use socketioxide::SocketIo;

use crate::ids::UserId;
use crate::{clock::Clock, cluster::driver::Adapter};

/// The socket server, once it is built, and the clock that stamps what is sent.
#[derive(Default)]
pub struct Fanout {
    io: OnceLock<SocketIo<Adapter>>,
    /// Whether other nodes hold sockets too (a cluster): then this node cannot tell who is connected.
    shared: OnceLock<bool>,
    clock: Clock,
}

impl Fanout {
    pub fn new(clock: Clock) -> Self {
        Self {
            io: OnceLock::new(),
            shared: OnceLock::new(),
            clock,
        }
    }

    /// Hands over the socket server, and whether it shares its rooms with other nodes; later calls are ignored.
    pub fn set(&self, io: SocketIo<Adapter>, shared: bool) {
        let _ = self.io.set(io);
        let _ = self.shared.set(shared);
    }

    pub fn io(&self) -> Option<&SocketIo<Adapter>> {
        self.io.get()
    }
}

pub fn user_room(user_id: UserId) -> String {
    format!("user:{user_id}")
}

pub fn session_room(session_id: i64) -> String {
    format!("session:{session_id}")
}

/// A payload as the socket writes it: through a JSON value, so its keys keep their order on the wire.
pub fn wire<T: Serialize>(payload: &T) -> Value {
    serde_json::to_value(payload).unwrap_or(Value::Null)
}

/// The answer to a socket's `login` (API-CONTRACT §6), also sent when its session ends.
#[derive(Debug, Clone, Serialize, schemars::JsonSchema)]
pub struct LoginResult {
    #[serde(rename = "type")]
    #[schemars(extend("const" = "login_result"))]
    pub kind: &'static str,
    pub ok: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<&'static str>,
}

impl LoginResult {
    pub fn signed_in() -> Self {
        LoginResult {
            kind: "login_result",
            ok: true,
            error: None,
        }
    }

    pub fn session_invalid() -> Self {
        LoginResult {
            kind: "login_result",
            ok: false,
            error: Some("session_invalid"),
        }
    }
}

/// The sockets of the default namespace, while the server has it: it is gone once the server shuts down, when
/// publishers may still be finishing.
pub fn sockets(fanout: &Fanout) -> Option<socketioxide::operators::BroadcastOperators<Adapter>> {
    fanout.io()?.of("/")
}

/// Takes the sockets signed in with one session out of their private rooms, on every node, and tells them with a
/// `login_result` refusal; their public topics stay. Call it after the commit that ended the session.
pub async fn end_session(fanout: &Fanout, user_id: UserId, session_id: i64) {
    let of = vec![session_room(session_id)];
    // Out of the user's room first, so that no private event reaches a socket after its refusal.
    leave(fanout, of.clone(), vec![user_room(user_id)]).await;
    tell_refused(fanout, of.clone()).await;
    leave(fanout, of.clone(), of).await;
}

/// Takes every socket of a user out of its private rooms, on every node, and tells the sockets of `sessions`
/// (the sessions just ended) with a `login_result` refusal; public topics stay. Call it after the commit that
/// ended the sessions or deactivated the user.
pub async fn end_user(fanout: &Fanout, user_id: UserId, sessions: &[i64]) {
    let user = vec![user_room(user_id)];
    leave(fanout, user.clone(), user).await;
    let of: Vec<String> = sessions.iter().map(|&id| session_room(id)).collect();
    tell_refused(fanout, of.clone()).await;
    leave(fanout, of.clone(), of).await;
}

/// Takes the sockets in any of the rooms `of` out of `rooms`.
async fn leave(fanout: &Fanout, of: Vec<String>, rooms: Vec<String>) {
    // An empty selection would mean every socket.
    if of.is_empty() {
        return;
    }
    let Some(all) = sockets(fanout) else { return };
    if let Err(err) = all.to(of).leave(rooms).await {
        tracing::warn!(%err, "sockets not taken out of a private room");
    }
}

async fn tell_refused(fanout: &Fanout, of: Vec<String>) {
    if of.is_empty() {
        return;
    }
    let Some(all) = sockets(fanout) else { return };
    if let Err(err) = all
        .to(of)
        .emit("login_result", &wire(&LoginResult::session_invalid()))
        .await
    {
        tracing::debug!(%err, "end of a session not announced");
    }
}

/// Sends a private event to every socket of one user. Call it only after the commit the event reports.
pub async fn emit_to_user(fanout: &Fanout, user_id: UserId, event: &str, payload: &Value) {
    let Some(all) = sockets(fanout) else { return };
    if let Err(err) = all.to(user_room(user_id)).emit(event, payload).await {
        tracing::debug!(%err, %user_id, event, "private event not delivered");
    }
}

/// Sends a public event to every socket in a room, on every node. Call it only after the commit the event reports.
pub async fn emit_to_room(fanout: &Fanout, room: String, event: &str, payload: &Value) {
    let Some(all) = sockets(fanout) else { return };
    if let Err(err) = all.to(room).emit(event, payload).await {
        tracing::debug!(%err, event, "room event not delivered");
    }
}

/// A private event in the one form they all share (API-CONTRACT §6): `{type, to, event, data, ts}`, with the
/// fields of `beside` (a struct, or `()` for none) next to `data`.
#[derive(Serialize)]
struct Notice<'a, D, B> {
    #[serde(rename = "type")]
    kind: &'a str,
    to: UserId,
    event: &'a str,
    data: &'a D,
    ts: i64,
    #[serde(flatten)]
    beside: &'a B,
}

/// Sends a private event to a user's sockets. Call it only after the commit the event reports.
pub async fn notify<D: Serialize, B: Serialize>(
    fanout: &Fanout,
    user_id: UserId,
    kind: &str,
    event: &str,
    data: &D,
    beside: &B,
) {
    let notice = Notice {
        kind,
        to: user_id,
        event,
        data,
        ts: fanout.clock.now_ms(),
        beside,
    };
    match serde_json::to_value(&notice) {
        Ok(payload) => emit_to_user(fanout, user_id, kind, &payload).await,
        Err(err) => tracing::warn!(%err, %user_id, kind, "private event not written"),
    }
}

/// Whether a user may have a signed-in socket, so no work is spent on private events nobody receives: on a node
/// alone, whether the user's room has a socket; in a cluster always, since the socket may be on another node.
pub fn is_connected(fanout: &Fanout, user_id: UserId) -> bool {
    if fanout.shared.get().copied().unwrap_or(false) {
        return fanout.io().is_some();
    }
    sockets(fanout).is_some_and(|all| !all.to(user_room(user_id)).sockets().is_empty())
}

/// The users with at least one signed-in socket on this server.
pub async fn connected_users(fanout: &Fanout) -> Vec<UserId> {
    let Some(io) = fanout.io() else { return Vec::new() };
    io.rooms()
        .await
        .unwrap_or_default()
        .iter()
        .filter_map(|room| room.strip_prefix("user:")?.parse().ok().map(UserId))
        .collect()
}
