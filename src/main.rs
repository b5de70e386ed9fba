//! Entry point: the crash screen hook, then the app on the page body.

mod app;
#[cfg(feature = "bench")]
mod bench;
mod browser;
mod i18n;
mod market;
mod palette;
mod screens;
mod sound;
mod state;
mod store;
mod table;

fn main() {
    screens::crash::install();
    #[cfg(feature = "bench")]
    if state::address::UrlParams::current().bench {
        leptos::mount::mount_to_body(bench::BenchPage);
        return;
    }
    // the words of the language to start in first (a file, once), then the page's state,
    // then the page; each in a task of its own after the module's start (one long task of
    // them all kept the page from answering for about 70 ms on a phone)
    wasm_bindgen_futures::spawn_local(async {
        browser::shell::next_task().await;
        let _ = state::speech::load(app::starting_lang()).await;
        browser::shell::painted().await;
        browser::shell::next_task().await;
        // the state's owner is the page's for good: the page's owner is its child
        let _ = any_spawner::Executor::init_wasm_bindgen();
        let owner = leptos::prelude::Owner::new();
        let embed = owner.with(app::start);
        browser::shell::next_task().await;
        // a game to resume is drawn once this tab knows whether it holds the table
        owner.with(state::provided::<state::Tabs>).answer().await;
        // a trap elsewhere while the app was being made: the crash screen stays alone
        if screens::crash::shown() {
            return;
        }
        // the page's shell goes in the task the app mounts in: no frame shows neither
        browser::shell::remove();
        owner.with(|| leptos::mount::mount_to_body(move || app::App(app::AppProps { embed })));
        std::mem::forget(owner);
        // after the mount, so the app it covers is always there (a timer set before the tab's
        // answer could fire first on a busy machine)
        if state::address::UrlParams::current().test_crash {
            leptos::prelude::set_timeout(
                || panic!("a crash asked for by the address (?test-crash=1)"),
                std::time::Duration::from_millis(50),
            );
        }
    });
}
