//! `bot --level easy|medium|hard|master [--iterations N | --think-ms MS] [--seed N]
//! RECORD.json` (or `-` for standard input): the decision of the seat to play as one JSON
//! object (see `Decision::to_json`). Master thinks `--iterations` rollouts (default
//! `MASTER_ITERATIONS`; reproducible), or as many as fit in `--think-ms` (a clock budget, for
//! measuring). A finished game or a bad record: `error: ...` on standard error, exit 1. Bad
//! arguments: usage, exit 2.

#[path = "../cli.rs"]
mod cli;

use std::process::ExitCode;
use std::time::Instant;

use marrakech_engine::bots::{decide, Level, MasterParams, Thinker};

const USAGE: &str = "usage: bot --level easy|medium|hard|master [--iterations N | --think-ms MS] \
[--seed N] RECORD.json (or - for standard input)";

struct Args {
    level: Level,
    seed: u64,
    path: String,
    iterations: Option<u32>,
    think_ms: Option<f64>,
}

fn parse_args() -> Option<Args> {
    let mut level = None;
    let mut seed = 0u64;
    let mut path = None;
    let (mut iterations, mut think_ms) = (None, None);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        // `--flag value` or `--flag=value`
        let (flag, inline) = match a.split_once('=') {
            Some((f, v)) if a.starts_with("--") => (f.to_string(), Some(v.to_string())),
            _ => (a.clone(), None),
        };
        let mut value = || inline.clone().or_else(|| args.next());
        match flag.as_str() {
            "--level" => level = Some(Level::parse(&value()?)?),
            "--seed" => seed = value()?.parse().ok()?,
            "--iterations" => iterations = Some(value()?.parse().ok().filter(|&n| n > 0)?),
            "--think-ms" => think_ms = Some(value()?.parse().ok().filter(|&t: &f64| t > 0.0)?),
            _ if a.starts_with("--") => return None,
            _ if path.is_none() => path = Some(a),
            _ => return None,
        }
    }
    let level = level?;
    // the budgets are master's, and one of them at most
    if (iterations.is_some() || think_ms.is_some()) && level != Level::Master
        || iterations.is_some() && think_ms.is_some()
    {
        return None;
    }
    Some(Args {
        level,
        seed,
        path: path?,
        iterations,
        think_ms,
    })
}

fn run(args: &Args) -> Result<String, String> {
    let game = cli::read_game(&args.path)?;
    let d = if args.level == Level::Master {
        let params = MasterParams {
            iterations: args
                .iterations
                .unwrap_or(MasterParams::default().iterations),
            ..MasterParams::default()
        };
        let t0 = Instant::now();
        let mut t =
            Thinker::master(game.position(), args.seed, params).map_err(|e| e.to_string())?;
        let chunk = if args.think_ms.is_some() {
            256
        } else {
            u32::MAX
        };
        loop {
            if let Some(d) = t.step(chunk) {
                break d;
            }
            if let Some(ms) = args.think_ms {
                if let Some(d) = t.pace(t0.elapsed().as_secs_f64() * 1000.0, ms) {
                    break d;
                }
            }
        }
    } else {
        decide(&game, args.level, args.seed).map_err(|e| e.to_string())?
    };
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
