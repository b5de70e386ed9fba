//! What Leptos's server functions take from wasm-streams, for a site with no server.
//!
//! Leptos always builds its server functions' browser half, and that half converts request
//! and response bodies with wasm-streams. wasm-streams exports three classes to JavaScript
//! (`IntoUnderlyingSource`, `IntoUnderlyingByteSource`, `IntoUnderlyingSink`); an export is
//! kept by the linker, and the closures it makes stay in the module's function table, which
//! the page exports, so no later step can remove their code. This site defines no server
//! function, so nothing here is ever called: a call would be a bug, and it stops with a
//! message rather than streaming nothing.
use futures_util::Stream;
use wasm_bindgen::JsValue;

pub mod readable {
    pub mod sys {
        pub use web_sys::ReadableStream;
    }
}

/// A body stream, as server functions hold one.
pub struct ReadableStream {
    raw: web_sys::ReadableStream,
}

const NO_SERVER: &str = "this site has no server functions";

impl ReadableStream {
    pub fn from_raw(raw: web_sys::ReadableStream) -> Self {
        Self { raw }
    }

    pub fn from_stream<St>(_stream: St) -> Self
    where
        St: Stream<Item = Result<JsValue, JsValue>> + 'static,
    {
        wasm_bindgen::throw_str(NO_SERVER)
    }

    pub fn into_raw(self) -> web_sys::ReadableStream {
        self.raw
    }

    pub fn into_stream(self) -> futures_util::stream::Empty<Result<JsValue, JsValue>> {
        wasm_bindgen::throw_str(NO_SERVER)
    }
}
