//! Entry point: the crash screen hook, then the app on the page body.

mod app;
#[cfg(feature = "bench")]
mod bench;
mod bots;
mod download;
mod i18n;
mod json;
mod keys;
mod link;
mod market;
mod palette;
mod picture;
mod screens;
mod sound;
mod state;
mod storage;
mod table;
mod text;
mod url;

fn main() {
    screens::crash::install();
    #[cfg(feature = "bench")]
    if url::UrlParams::current().bench {
        leptos::mount::mount_to_body(bench::BenchPage);
        return;
    }
    leptos::mount::mount_to_body(app::App);
}
