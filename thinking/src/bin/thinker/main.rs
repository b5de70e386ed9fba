//! The worker: the engine's searches off the page's thread. It reads the page's messages
//! ([`marrakech_thinking::message`]), does each job a chunk at a time (so a `stop` is read
//! between chunks) and posts progress and answers back.

#[cfg(target_arch = "wasm32")]
mod desk;

fn main() {
    #[cfg(target_arch = "wasm32")]
    desk::open();
}
