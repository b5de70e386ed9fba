//! The browser beneath the app: JSON through the browser's own parser, downloads, Web
//! Crypto keys, the page's address and links, focus, taps, the clipboard and the share sheet.

pub mod download;
pub mod fetch;
pub mod focus;
pub mod json;
pub mod keys;
pub mod link;
pub mod share;
pub mod shell;
pub mod tabs;
pub mod taps;
