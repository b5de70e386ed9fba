//! Reading a kept value (a `serde_json::Value`, parsed by the browser) into its typed entry
//! with serde. A small deserializer of its own rather than `serde_json::from_value`: a value
//! that does not fit is simply unreadable, so no error message is ever written, and the
//! page carries none of the code that would write one (about 15 KB gzip).

use serde::de::{self, DeserializeSeed, IntoDeserializer, MapAccess, SeqAccess, Visitor};
use serde::forward_to_deserialize_any;
use serde_json::Value;

/// The value does not fit the entry.
#[derive(Debug)]
pub struct Misfit;

impl std::fmt::Display for Misfit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("misfit")
    }
}

impl std::error::Error for Misfit {}

impl de::Error for Misfit {
    fn custom<T: std::fmt::Display>(_: T) -> Self {
        Misfit
    }
}

/// Reads `value` as a `T`.
pub fn from_value<'a, T: de::Deserialize<'a>>(value: &'a Value) -> Option<T> {
    T::deserialize(Reader(value)).ok()
}

struct Reader<'a>(&'a Value);

impl<'de> de::Deserializer<'de> for Reader<'de> {
    type Error = Misfit;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Misfit> {
        match self.0 {
            Value::Null => v.visit_unit(),
            Value::Bool(b) => v.visit_bool(*b),
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => v.visit_u64(u),
                (None, Some(i), _) => v.visit_i64(i),
                (None, None, Some(f)) => v.visit_f64(f),
                _ => Err(Misfit),
            },
            Value::String(s) => v.visit_borrowed_str(s),
            Value::Array(a) => v.visit_seq(Items(a.iter())),
            Value::Object(m) => v.visit_map(Fields {
                iter: m.iter(),
                next: None,
            }),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, Misfit> {
        match self.0 {
            Value::Null => v.visit_none(),
            _ => v.visit_some(self),
        }
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Misfit> {
        // the entries' enums are unit variants written as their names
        match self.0 {
            Value::String(s) => v.visit_enum(s.as_str().into_deserializer()),
            _ => Err(Misfit),
        }
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct newtype_struct seq tuple
        tuple_struct map struct identifier ignored_any
    }
}

struct Items<'a>(std::slice::Iter<'a, Value>);

impl<'de> SeqAccess<'de> for Items<'de> {
    type Error = Misfit;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Misfit> {
        self.0
            .next()
            .map(|x| seed.deserialize(Reader(x)))
            .transpose()
    }
}

struct Fields<'a> {
    iter: serde_json::map::Iter<'a>,
    next: Option<&'a Value>,
}

impl<'de> MapAccess<'de> for Fields<'de> {
    type Error = Misfit;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Misfit> {
        let Some((k, v)) = self.iter.next() else {
            return Ok(None);
        };
        self.next = Some(v);
        let key: de::value::BorrowedStrDeserializer<'de, Misfit> =
            de::value::BorrowedStrDeserializer::new(k);
        seed.deserialize(key).map(Some)
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Misfit> {
        seed.deserialize(Reader(self.next.take().ok_or(Misfit)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;
    use serde_json::json;

    #[derive(Deserialize, Debug, PartialEq)]
    #[serde(rename_all = "lowercase")]
    enum Pace {
        Slow,
        Quick,
    }

    #[derive(Deserialize, Debug, PartialEq)]
    struct Thing {
        n: u32,
        name: Option<String>,
        pace: Pace,
        list: Vec<u8>,
        #[serde(default)]
        maybe: bool,
    }

    #[test]
    fn reads_what_fits_and_nothing_else() {
        let v = json!({"n": 3, "name": null, "pace": "quick", "list": [1, 2], "extra": true});
        assert_eq!(
            from_value::<Thing>(&v),
            Some(Thing {
                n: 3,
                name: None,
                pace: Pace::Quick,
                list: vec![1, 2],
                maybe: false
            })
        );
        for bad in [
            json!({"n": -1, "name": null, "pace": "quick", "list": []}),
            json!({"n": 1, "name": 5, "pace": "quick", "list": []}),
            json!({"n": 1, "name": null, "pace": "fast", "list": []}),
            json!({"n": 1, "name": null, "pace": "slow", "list": [300]}),
            json!({"name": null, "pace": "slow", "list": []}),
            json!([1, 2, 3]),
            json!(null),
        ] {
            assert_eq!(from_value::<Thing>(&bad), None, "{bad}");
        }
        assert_eq!(from_value::<Pace>(&json!("slow")), Some(Pace::Slow));
    }
}
