//! Entry point: mount the app on the page body.

mod app;
mod market;

fn main() {
    leptos::mount::mount_to_body(app::App);
}
