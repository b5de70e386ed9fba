//! `bot --level easy|medium|hard [--seed N] RECORD.json` (or `-` for standard input): the
//! decision of the seat to play as one JSON object (see `Decision::to_json`). A finished
//! game or a bad record: `error: ...` on standard error, exit 1. Bad arguments: usage,
//! exit 2.

#[path = "../cli.rs"]
mod cli;

use std::process::ExitCode;

use marrakech_engine::bots::{decide, Level};

const USAGE: &str =
    "usage: bot --level easy|medium|hard [--seed N] RECORD.json (or - for standard input)";

struct Args {
    level: Level,
    seed: u64,
    path: String,
}

fn parse_args() -> Option<Args> {
    let mut level = None;
    let mut seed = 0u64;
    let mut path = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--level" => level = Some(Level::parse(&args.next()?)?),
            "--seed" => seed = args.next()?.parse().ok()?,
            _ if a.starts_with("--level=") => level = Some(Level::parse(&a[8..])?),
            _ if a.starts_with("--seed=") => seed = a[7..].parse().ok()?,
            _ if a.starts_with("--") => return None,
            _ if path.is_none() => path = Some(a),
            _ => return None,
        }
    }
    Some(Args {
        level: level?,
        seed,
        path: path?,
    })
}

fn run(args: &Args) -> Result<String, String> {
    let game = cli::read_game(&args.path)?;
    let d = decide(&game, args.level, args.seed).map_err(|e| e.to_string())?;
    Ok(d.to_json(game.assam().cell).to_string())
}

fn main() -> ExitCode {
    if cli::wants_help() {
        cli::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let Some(args) = parse_args() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    cli::finish(run(&args))
}
