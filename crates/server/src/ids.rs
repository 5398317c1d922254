//! The ids the server passes between its parts, one type each, so that a user's id cannot be given where an
//! asset's is meant. On the wire, in the database and in the API's schema each is the plain integer it wraps.

use std::fmt;

/// Declares an id: a copyable wrapper of the row's `i64` id that reads and writes as that integer in serde, sqlx
/// (both databases) and the JSON schema.
macro_rules! id_type {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(
            Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default,
            serde::Serialize, serde::Deserialize, sqlx::Type,
        )]
        #[serde(transparent)]
        #[sqlx(transparent)]
        pub struct $name(pub i64);

        impl $name {
            /// The integer, for arithmetic-free uses such as keys and log fields.
            pub const fn get(self) -> i64 {
                self.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl From<$name> for i64 {
            fn from(id: $name) -> i64 {
                id.0
            }
        }

        crate::wire::integer_schema!($name);
    };
}

id_type! {
    /// A user (`users.id`).
    UserId
}

id_type! {
    /// An asset or quote currency (`assets.id`); the wire calls it `currency_id` or `legal_id`.
    AssetId
}

#[cfg(test)]
mod tests {
    use super::{AssetId, UserId};

    #[test]
    fn an_id_reads_and_writes_as_its_plain_integer() {
        assert_eq!(serde_json::to_string(&UserId(42)).ok().as_deref(), Some("42"));
        let parsed: Result<AssetId, _> = serde_json::from_str("7");
        assert_eq!(parsed.ok(), Some(AssetId(7)));
        assert_eq!(UserId(42).to_string(), "42");
    }

    #[test]
    fn an_id_is_described_as_an_integer_in_the_schema() {
        let schema = schemars::schema_for!(UserId);
        assert_eq!(schema.get("type").and_then(|t| t.as_str()), Some("integer"));
    }
}
