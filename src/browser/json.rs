//! JSON through the browser's own `JSON.parse` and `JSON.stringify`, into and out of
//! `serde_json::Value`, so the wasm carries no JSON parser or printer of its own (about
//! 15 KB of code). Off the browser (the app's native tests) `serde_json` does it.

use serde_json::Value;

/// Deeper nesting than any record has is refused (no stack is spent on a hostile file).
#[cfg(target_arch = "wasm32")]
const DEPTH: usize = 64;

/// Parses `text`; the error is the parser's message.
#[cfg(target_arch = "wasm32")]
pub fn parse(text: &str) -> Result<Value, String> {
    use wasm_bindgen::JsCast;
    let js = js_sys::JSON::parse(text).map_err(|e| {
        e.dyn_into::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .unwrap_or_default()
    })?;
    from_js(&js, 0).ok_or_else(|| "nested too deep".to_string())
}

#[cfg(target_arch = "wasm32")]
fn from_js(v: &wasm_bindgen::JsValue, depth: usize) -> Option<Value> {
    use js_sys::{Array, Object, Reflect};
    use wasm_bindgen::JsCast;
    if depth > DEPTH {
        return None;
    }
    if let Some(b) = v.as_bool() {
        return Some(Value::Bool(b));
    }
    if let Some(f) = v.as_f64() {
        return Some(number(f));
    }
    if let Some(s) = v.as_string() {
        return Some(Value::String(s));
    }
    if Array::is_array(v) {
        let array = Array::from(v);
        let items = array.iter().map(|x| from_js(&x, depth + 1));
        return items.collect::<Option<Vec<_>>>().map(Value::Array);
    }
    if v.is_object() {
        let mut map = serde_json::Map::new();
        for key in Object::keys(v.unchecked_ref::<Object>()).iter() {
            let x = Reflect::get(v, &key).ok()?;
            map.insert(key.as_string()?, from_js(&x, depth + 1)?);
        }
        return Some(Value::Object(map));
    }
    Some(Value::Null)
}

/// A JSON number as serde_json reads it: whole numbers as integers.
#[cfg(target_arch = "wasm32")]
fn number(f: f64) -> Value {
    const TWO_64: f64 = 18_446_744_073_709_551_616.0;
    if f.fract() == 0.0 && (0.0..TWO_64).contains(&f) {
        Value::from(f as u64)
    } else if f.fract() == 0.0 && (-TWO_64 / 2.0..0.0).contains(&f) {
        Value::from(f as i64)
    } else {
        serde_json::Number::from_f64(f).map_or(Value::Null, Value::Number)
    }
}

/// Compact JSON text of `v`.
#[cfg(target_arch = "wasm32")]
pub fn write(v: &Value) -> String {
    js_sys::JSON::stringify(&to_js(v))
        .ok()
        .and_then(|s| s.as_string())
        .unwrap_or_default()
}

#[cfg(target_arch = "wasm32")]
fn to_js(v: &Value) -> wasm_bindgen::JsValue {
    use js_sys::{Array, Object, Reflect};
    use wasm_bindgen::JsValue;
    match v {
        Value::Null => JsValue::NULL,
        Value::Bool(b) => JsValue::from_bool(*b),
        // every number the app writes is a whole number below 2^53
        Value::Number(n) => JsValue::from_f64(n.as_f64().unwrap_or(0.0)),
        Value::String(s) => JsValue::from_str(s),
        Value::Array(a) => a.iter().map(to_js).collect::<Array>().into(),
        Value::Object(m) => {
            let o = Object::new();
            for (k, x) in m {
                let _ = Reflect::set(&o, &JsValue::from_str(k), &to_js(x));
            }
            o.into()
        }
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub fn parse(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| e.to_string())
}

#[cfg(not(target_arch = "wasm32"))]
pub fn write(v: &Value) -> String {
    v.to_string()
}

/// Reads a game record from its text.
pub fn record(text: &str) -> Result<marrakech_engine::Record, marrakech_engine::RecordError> {
    use marrakech_engine::{Record, RecordError, RecordFault};
    // JSON that is no object (`null`, a list) holds no record either: it is told as not JSON,
    // not as a field "record" of the wrong form
    let v = parse(text)
        .and_then(|v| {
            if v.is_object() {
                Ok(v)
            } else {
                Err(String::new())
            }
        })
        .map_err(|e| RecordError::whole(RecordFault::NotJson(e)))?;
    Record::from_value(&v)
}

/// A game record as compact text.
pub fn record_text(record: &marrakech_engine::Record) -> String {
    write(&record.to_value())
}

#[cfg(test)]
mod tests {
    #[test]
    fn json_that_is_no_object_is_not_called_a_field_of_the_wrong_form() {
        for text in ["null", "[1, 2]", "\"x\"", "7", "{not json"] {
            let e = super::record(text).unwrap_err();
            let fault = &e.fault;
            assert!(
                matches!(fault, marrakech_engine::RecordFault::NotJson(_)),
                "{text}: {fault:?}"
            );
        }
    }
}
