//! What the command-line tools share (included by each with `#[path]`; not part of the
//! library).

/// Whether the arguments ask for help (`--help` or `-h`): the tool prints its usage on
/// standard output and exits 0.
pub fn wants_help() -> bool {
    std::env::args().skip(1).any(|a| a == "--help" || a == "-h")
}

/// `println!` that ends the tool quietly (exit 0) when standard output is closed, as in
/// `replay game.json | head -1`, instead of panicking.
macro_rules! say {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        if writeln!(std::io::stdout(), $($arg)*).is_err() {
            std::process::exit(0);
        }
    }};
}
pub(crate) use say;
