//! Who operators are and what they may do, and the append-only audit log every operator action lands in
//! (ARCHITECTURE §10). Core, so that features record their operator actions without importing the back office.

pub mod audit;
pub mod money_moves;

/// Operator roles. `admin` may do everything, including reading the audit log.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Admin,
    Finance,
    Compliance,
    Support,
    Content,
}

impl Role {
    pub fn parse(value: &str) -> Option<Role> {
        Some(match value {
            "admin" => Role::Admin,
            "finance" => Role::Finance,
            "compliance" => Role::Compliance,
            "support" => Role::Support,
            "content" => Role::Content,
            _ => return None,
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Finance => "finance",
            Role::Compliance => "compliance",
            Role::Support => "support",
            Role::Content => "content",
        }
    }
}

#[derive(Debug, Clone)]
pub struct Operator {
    pub id: i64,
    pub email: String,
    pub role: Role,
}

/// Whether `role` may act where `allowed` roles may; admin always may.
pub fn permits(role: Role, allowed: &[Role]) -> bool {
    role == Role::Admin || allowed.contains(&role)
}
