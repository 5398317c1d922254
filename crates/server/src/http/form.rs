//! Reads a request's merged fields (query, form, JSON or multipart, all as text) into a typed struct, with the
//! same rules as `Params`: an empty value is absent, integers and flags may arrive as text, a scalar field sent as
//! a list is refused, unknown fields are ignored, and a missing or unreadable field answers
//! `AppError::field(<its name>)`.

use std::fmt;

use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Visitor};

use super::extract::{ParamValue, Params};
use crate::error::{AppError, ErrorCode};

/// The request of a call that reads no fields besides `lang`.
#[derive(Debug, Clone, Copy, serde::Deserialize, schemars::JsonSchema)]
pub struct NoFields {}

/// Deserialises `params` into `T`, a struct whose field names are the request's field names.
pub fn from_params<T: DeserializeOwned>(params: &Params) -> Result<T, AppError> {
    T::deserialize(Fields(params)).map_err(|err| match err.field {
        Some(field) => AppError::field(field),
        None => AppError::new(ErrorCode::InvalidParams),
    })
}

#[derive(Debug)]
pub struct FieldError {
    field: Option<&'static str>,
}

impl FieldError {
    fn of(field: &'static str) -> Self {
        Self { field: Some(field) }
    }
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unreadable field {}", self.field.unwrap_or("?"))
    }
}

impl std::error::Error for FieldError {}

impl de::Error for FieldError {
    fn custom<M: fmt::Display>(_: M) -> Self {
        Self { field: None }
    }

    fn missing_field(field: &'static str) -> Self {
        Self::of(field)
    }
}

/// The whole request, read as a struct.
struct Fields<'a>(&'a Params);

impl<'de> de::Deserializer<'de> for Fields<'_> {
    type Error = FieldError;

    fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, FieldError> {
        Err(de::Error::custom("a request reads into a struct"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, FieldError> {
        visitor.visit_map(Present {
            params: self.0,
            fields: fields.iter(),
            current: None,
        })
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
        unit_struct newtype_struct seq tuple tuple_struct map enum identifier ignored_any
    }
}

/// The struct's fields that the request carries, in the struct's order.
struct Present<'a> {
    params: &'a Params,
    fields: std::slice::Iter<'static, &'static str>,
    current: Option<(&'static str, &'a ParamValue)>,
}

impl<'de> de::MapAccess<'de> for Present<'_> {
    type Error = FieldError;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, FieldError> {
        for name in self.fields.by_ref() {
            match self.params.raw(name).map_err(|_| FieldError::of(name))? {
                Some(ParamValue::One(text)) if text.is_empty() => {}
                Some(value) => {
                    self.current = Some((name, value));
                    return seed.deserialize((*name).into_deserializer()).map(Some);
                }
                None => {}
            }
        }
        Ok(None)
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value, FieldError> {
        let (name, value) = self.current.take().ok_or(FieldError { field: None })?;
        seed.deserialize(Value { name, value })
            .map_err(|err| FieldError::of(err.field.unwrap_or(name)))
    }
}

/// One field's value: text, or a list for fields sent as `name[i]=..` or a JSON array.
struct Value<'a> {
    name: &'static str,
    value: &'a ParamValue,
}

impl Value<'_> {
    fn text(&self) -> Result<&str, FieldError> {
        match self.value {
            ParamValue::One(text) => Ok(text),
            ParamValue::Many(_) => Err(FieldError::of(self.name)),
        }
    }

    fn int(&self) -> Result<i64, FieldError> {
        self.text()?
            .trim()
            .parse::<i64>()
            .map_err(|_| FieldError::of(self.name))
    }
}

macro_rules! integers {
    ($($method:ident)*) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, FieldError> {
            visitor.visit_i64(self.int()?)
        })*
    };
}

impl<'de> de::Deserializer<'de> for Value<'_> {
    type Error = FieldError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, FieldError> {
        match self.value {
            ParamValue::One(text) => visitor.visit_str(text),
            ParamValue::Many(_) => self.deserialize_seq(visitor),
        }
    }

    integers! { deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64 deserialize_u8 deserialize_u16
    deserialize_u32 deserialize_u64 }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, FieldError> {
        match self.text()?.trim().to_ascii_lowercase().as_str() {
            "1" | "true" => visitor.visit_bool(true),
            "0" | "false" => visitor.visit_bool(false),
            _ => Err(FieldError::of(self.name)),
        }
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, FieldError> {
        let number = self
            .text()?
            .trim()
            .parse::<f64>()
            .map_err(|_| FieldError::of(self.name))?;
        visitor.visit_f64(number)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, FieldError> {
        visitor.visit_str(self.text()?)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, FieldError> {
        self.deserialize_str(visitor)
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, FieldError> {
        visitor.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, FieldError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, FieldError> {
        let name = self.name;
        visitor
            .visit_enum(self.text()?.trim().into_deserializer())
            .map_err(|_: FieldError| FieldError::of(name))
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, FieldError> {
        let items: Vec<ParamValue> = match self.value {
            ParamValue::Many(list) => list.iter().cloned().map(ParamValue::One).collect(),
            ParamValue::One(text) => vec![ParamValue::One(text.clone())],
        };
        let name = self.name;
        let seq = de::value::SeqDeserializer::new(items.iter().map(|value| Value { name, value }));
        visitor.visit_seq(seq)
    }

    serde::forward_to_deserialize_any! {
        i128 u128 f32 char bytes byte_buf unit unit_struct tuple tuple_struct map struct identifier ignored_any
    }
}

impl<'de, 'a> IntoDeserializer<'de, FieldError> for Value<'a> {
    type Deserializer = Value<'a>;

    fn into_deserializer(self) -> Self::Deserializer {
        self
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    struct Order {
        currency_id: i64,
        #[serde(rename = "type")]
        side: i64,
        amount: String,
        target_price: Option<String>,
        history: Option<bool>,
        #[serde(default)]
        data: Vec<String>,
    }

    fn params(pairs: &[(&str, &str)]) -> Params {
        Params::from_pairs(
            pairs
                .iter()
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .collect(),
        )
    }

    fn field_of(err: AppError) -> (ErrorCode, Option<&'static str>) {
        (err.code, err.field)
    }

    #[test]
    fn text_fields_become_integers_flags_texts_and_lists() {
        let order: Order = from_params(&params(&[
            ("currency_id", " 2"),
            ("type", "1"),
            ("amount", "0.5"),
            ("target_price", ""),
            ("history", "true"),
            ("data[1]", "b"),
            ("data[0]", "a"),
            ("unknown", "x"),
        ]))
        .unwrap();
        assert_eq!(
            order,
            Order {
                currency_id: 2,
                side: 1,
                amount: "0.5".into(),
                target_price: None,
                history: Some(true),
                data: vec!["a".into(), "b".into()],
            }
        );
    }

    #[test]
    fn a_text_or_list_item_holding_a_nul_character_answers_its_field_name() {
        let text = from_params::<Order>(&params(&[("currency_id", "2"), ("type", "1"), ("amount", "1\0")]));
        assert_eq!(
            field_of(text.unwrap_err()),
            (ErrorCode::InvalidParams, Some("amount"))
        );
        let item = from_params::<Order>(&params(&[
            ("currency_id", "2"),
            ("type", "1"),
            ("amount", "1"),
            ("data[0]", "a"),
            ("data[1]", "\0"),
        ]));
        assert_eq!(field_of(item.unwrap_err()).1, Some("data"));
    }

    #[test]
    fn a_missing_unreadable_or_listed_scalar_answers_its_field_name() {
        let missing = from_params::<Order>(&params(&[("currency_id", "2"), ("type", "1")])).unwrap_err();
        assert_eq!(field_of(missing), (ErrorCode::InvalidParams, Some("amount")));
        let empty = from_params::<Order>(&params(&[("currency_id", "2"), ("type", "1"), ("amount", "")]));
        assert_eq!(field_of(empty.unwrap_err()).1, Some("amount"));
        let bad = from_params::<Order>(&params(&[("currency_id", "two"), ("type", "1"), ("amount", "1")]));
        assert_eq!(field_of(bad.unwrap_err()).1, Some("currency_id"));
        let flag = from_params::<Order>(&params(&[
            ("currency_id", "2"),
            ("type", "1"),
            ("amount", "1"),
            ("history", "yes"),
        ]));
        assert_eq!(field_of(flag.unwrap_err()).1, Some("history"));
        let listed = from_params::<Order>(&params(&[("currency_id", "2"), ("type[]", "1"), ("amount", "1")]));
        assert_eq!(field_of(listed.unwrap_err()).1, Some("type"));
    }
}
