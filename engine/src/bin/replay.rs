//! `replay RECORD.json` (or `-` for standard input): prints the `marrakech-state/1` of the
//! record on standard output; on a bad record prints `error: ...` on standard error, exit 1.

#[path = "../cli.rs"]
mod cli;

use std::io::Read;
use std::process::ExitCode;

use marrakech_engine::{Game, Record};

const USAGE: &str = "usage: replay RECORD.json (or - for standard input)";

fn run() -> Result<String, String> {
    let mut args = std::env::args().skip(1);
    let path = match (args.next(), args.next()) {
        (Some(p), None) => p,
        _ => return Err(USAGE.to_string()),
    };
    let text = if path == "-" {
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        s
    } else {
        std::fs::read_to_string(&path).map_err(|e| format!("cannot read {path}: {e}"))?
    };
    let record = Record::parse(&text).map_err(|e| e.to_string())?;
    let game = Game::from_record(&record).map_err(|e| e.to_string())?;
    Ok(game.state().to_json_pretty())
}

fn main() -> ExitCode {
    if cli::wants_help() {
        cli::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    match run() {
        Ok(state) => {
            cli::say!("{state}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {}", e.replace('\n', " "));
            ExitCode::FAILURE
        }
    }
}
