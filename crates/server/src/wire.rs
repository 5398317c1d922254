//! Enumerations that travel as integers (API-CONTRACT §3, "Enumerations"): `int_enum!` declares one with its wire
//! values, and gives it `Serialize`/`Deserialize` as that integer and a schema listing the values.

/// Declares an enumeration whose wire form is an integer: `wire()` and `from_wire()` convert, serde reads and
/// writes the integer, and the schema is `{"type":"integer","enum":[..]}` with the variants' names beside.
macro_rules! int_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident = $value:literal,)* }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
        $vis enum $name { $($(#[$vmeta])* $variant,)* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            pub const fn wire(self) -> i64 {
                match self { $($name::$variant => $value,)* }
            }

            pub fn from_wire(value: i64) -> Option<Self> {
                match value { $($value => Some($name::$variant),)* _ => None }
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_i64(self.wire())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                let value = <i64 as serde::Deserialize>::deserialize(deserializer)?;
                Self::from_wire(value)
                    .ok_or_else(|| serde::de::Error::custom(concat!("not a ", stringify!($name))))
            }
        }

        impl schemars::JsonSchema for $name {
            fn schema_name() -> std::borrow::Cow<'static, str> {
                stringify!($name).into()
            }

            fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
                schemars::json_schema!({
                    "type": "integer",
                    "enum": [$($value),*],
                    "x-enum-varnames": [$(stringify!($variant)),*],
                    "description": concat!($(stringify!($value), " ", stringify!($variant), ". "),*),
                })
            }
        }
    };
}

pub(crate) use int_enum;

/// Describes a newtype over an integer in the schema as the plain integer, inlined where it is used, so wrapping
/// an id or a scale in its own type changes nothing in the API document.
macro_rules! integer_schema {
    ($name:ty) => {
        impl schemars::JsonSchema for $name {
            fn inline_schema() -> bool {
                true
            }

            fn schema_name() -> std::borrow::Cow<'static, str> {
                <i64 as schemars::JsonSchema>::schema_name()
            }

            fn json_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
                <i64 as schemars::JsonSchema>::json_schema(generator)
            }
        }
    };
}

pub(crate) use integer_schema;

#[cfg(test)]
mod tests {
    int_enum! {
        enum Sample {
            Down = -1,
            Zero = 0,
            Up = 1,
        }
    }

    #[test]
    fn an_int_enum_travels_as_its_integer_both_ways() {
        assert_eq!(serde_json::to_string(&Sample::Down).unwrap(), "-1");
        assert_eq!(serde_json::from_str::<Sample>("1").unwrap(), Sample::Up);
        assert!(serde_json::from_str::<Sample>("2").is_err());
        assert_eq!(Sample::from_wire(0), Some(Sample::Zero));
        let schema = schemars::schema_for!(Sample);
        assert_eq!(schema.get("enum"), Some(&serde_json::json!([-1, 0, 1])));
        assert_eq!(Sample::ALL.len(), 3);
    }
}
