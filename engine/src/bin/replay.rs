//! `replay RECORD.json` (or `-` for standard input): prints the `marrakech-state/1` of the
//! record on standard output; on a bad record prints `error: ...` on standard error, exit 1.

#[path = "../cli.rs"]
mod cli;

use std::process::ExitCode;

const USAGE: &str = "usage: replay RECORD.json (or - for standard input)";

fn run() -> Result<String, String> {
    let mut args = std::env::args().skip(1);
    let path = match (args.next(), args.next()) {
        (Some(p), None) => p,
        _ => return Err(USAGE.to_string()),
    };
    Ok(cli::read_game(&path)?.state().to_json_pretty())
}

fn main() -> ExitCode {
    if cli::wants_help() {
        cli::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    cli::finish(run())
}
