//! What the command-line tools share (included by each with `#[path]`; not part of the
//! library). Each tool uses a part of it.
#![allow(dead_code)]

use std::io::Read;
use std::process::ExitCode;

use marrakech_engine::{Game, Record};

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

/// The game of the record at `path` (`-` for standard input), replayed.
pub fn read_game(path: &str) -> Result<Game, String> {
    let text = if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        s
    } else {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?
    };
    let record = Record::parse(&text).map_err(|e| e.to_string())?;
    Game::from_record(&record).map_err(|e| e.to_string())
}

/// Prints the answer and exits 0, or `error: ...` on one line of standard error and exits 1.
pub fn finish(result: Result<String, String>) -> ExitCode {
    match result {
        Ok(out) => {
            say!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {}", e.replace('\n', " "));
            ExitCode::FAILURE
        }
    }
}
