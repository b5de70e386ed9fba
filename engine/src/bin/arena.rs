//! `arena --games N [--first I] --levels hard,medium [--players 2|3|4] [--seed S] [--threads 2]
//! [--rules classic|roll-first] [--bankruptcy eliminate|continue] [--rollouts R]
//! [--iterations N | --think-ms MS]`
//!
//! Plays N games between bot levels with seeded dice and prints a win-rate table with 95%
//! Wilson intervals. The line-up is the list of levels, the last one repeated up to the
//! number of players (`--levels hard,medium --players 4` is one hard against three
//! mediums); game `i` rotates the line-up by `i` seats, so every level sits in every seat
//! equally often (with 2 players the seats alternate); `--first I` plays games I.. (the
//! rest of a longer run). A shared win counts as a fraction
//! (1/k for each of k winners); shared wins are also counted separately. Master thinks
//! `--iterations` rollouts a decision (reproducible), or as many as fit in `--think-ms`.

#[path = "../cli.rs"]
mod cli;

use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use marrakech_engine::bots::{Decision, HardParams, Level, MasterParams, Thinker};
use marrakech_engine::{Bankruptcy, Game, PlayerKind, PlayerSetup, Rules, Setup, TurnOrder};

const USAGE: &str = "usage: arena --games N [--first I] --levels L1,L2[,..] [--players 2|3|4] [--seed S] [--threads T] \
[--rules classic|roll-first] [--bankruptcy eliminate|continue] [--rollouts R] [--margin W] [--keep K] [--epsilon E] [--horizon T] [--opp-medium N] [--own-medium N] \
[--iterations N | --think-ms MS] [--master-keep K] [--master-keep-inner K] [--master-explore C] [--master-explore-own C] [--master-horizon T] [--master-rollout-medium N] [--master-ucb-root] [--master-margin W] [--master-epsilon E] [--master-hard-rollouts N] [--master-hard-weight W] [--master-hard-horizon T]";

struct Config {
    games: usize,
    /// The index of the first game (the games of a longer run from here on).
    first: usize,
    lineup: Vec<Level>,
    seed: u64,
    threads: usize,
    rules: Rules,
    hard: HardParams,
    master: MasterParams,
    /// Master's clock budget a decision, instead of its iterations.
    think_ms: Option<f64>,
}

/// A flag's value as a number.
fn num<T: std::str::FromStr>(v: &str) -> Result<T, String> {
    v.parse().map_err(|_| format!("bad value {v}"))
}

fn parse() -> Result<Config, String> {
    let mut games = None;
    let mut first = 0usize;
    let mut levels: Option<Vec<Level>> = None;
    let mut players = None;
    let mut seed = 1u64;
    let mut threads = 2usize;
    let mut rules = Rules::default();
    let mut hard = HardParams::default();
    let mut master = MasterParams::default();
    let mut think_ms = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = || args.next().ok_or(format!("{a} needs a value"));
        let bad = |v: &str| format!("bad value {v}");
        match a.as_str() {
            "--games" => games = Some(num(&val()?)?),
            "--first" => first = num(&val()?)?,
            "--levels" => {
                levels = Some(
                    val()?
                        .split(',')
                        .map(|s| Level::parse(s.trim()).ok_or(bad(s)))
                        .collect::<Result<_, _>>()?,
                )
            }
            "--players" => {
                let v = val()?;
                players = Some(
                    Some(num(&v)?)
                        .filter(|p| (2..=4).contains(p))
                        .ok_or(bad(&v))?,
                )
            }
            "--seed" => seed = num(&val()?)?,
            "--threads" => {
                let v = val()?;
                threads = Some(num(&v)?).filter(|&t| t > 0).ok_or(bad(&v))?
            }
            "--rules" => {
                let v = val()?;
                rules.turn_order = TurnOrder::parse(&v).ok_or(bad(&v))?
            }
            "--bankruptcy" => {
                let v = val()?;
                rules.bankruptcy = Bankruptcy::parse(&v).ok_or(bad(&v))?
            }
            "--rollouts" => hard.rollouts = num(&val()?)?,
            "--margin" => hard.margin_weight = num(&val()?)?,
            "--keep" => hard.keep = num(&val()?)?,
            "--horizon" => hard.horizon = num(&val()?)?,
            "--opp-medium" => hard.opp_medium = num(&val()?)?,
            "--own-medium" => hard.own_medium = num(&val()?)?,
            "--epsilon" => hard.epsilon = num(&val()?)?,
            "--iterations" => master.iterations = num(&val()?)?,
            "--think-ms" => {
                let v = val()?;
                think_ms = Some(Some(num(&v)?).filter(|&t: &f64| t > 0.0).ok_or(bad(&v))?)
            }
            "--master-keep" => master.keep = num(&val()?)?,
            "--master-horizon" => master.horizon = num(&val()?)?,
            "--master-keep-inner" => master.keep_inner = num(&val()?)?,
            "--master-explore" => master.explore = num(&val()?)?,
            "--master-explore-own" => master.explore_own = num(&val()?)?,
            "--master-ucb-root" => master.halving = false,
            "--master-rollout-medium" => master.rollout_medium = num(&val()?)?,
            "--master-margin" => master.margin_weight = num(&val()?)?,
            "--master-epsilon" => master.epsilon = num(&val()?)?,
            "--master-hard-rollouts" => master.hard_rollouts = num(&val()?)?,
            "--master-hard-weight" => master.hard_weight = num(&val()?)?,
            "--master-hard-horizon" => master.hard_horizon = num(&val()?)?,
            _ => return Err(format!("unknown argument {a}")),
        }
    }
    let games = games.ok_or("--games is required")?;
    let mut lineup = levels.ok_or("--levels is required")?;
    let players = players.unwrap_or(lineup.len().max(2));
    if lineup.is_empty() || lineup.len() > players {
        return Err(format!("{} levels for {players} players", lineup.len()));
    }
    while lineup.len() < players {
        lineup.push(*lineup.last().unwrap());
    }
    Ok(Config {
        games,
        first,
        lineup,
        seed,
        threads,
        rules,
        hard,
        master,
        think_ms,
    })
}

struct Outcome {
    /// Per line-up slot: win share, shared win, score.
    share: Vec<f64>,
    shared: Vec<bool>,
    score: Vec<u32>,
    /// Per searching level (hard, master): time, decisions, iterations.
    searched: [Searched; 2],
}

#[derive(Default, Clone, Copy)]
struct Searched {
    time: Duration,
    decisions: u32,
    iterations: u64,
}

/// A searching bot's decision, timed (`slot` 0 hard, 1 master).
fn search(cfg: &Config, game: &Game, level: Level, seed: u64) -> (Decision, usize, Searched) {
    let t0 = Instant::now();
    let pos = game.position();
    let (mut t, slot) = match level {
        Level::Master => (Thinker::master(pos, seed, cfg.master), 1),
        _ => (Thinker::hard(pos, seed, cfg.hard), 0),
    };
    let t = t.as_mut().expect("not over");
    // chunks of 256 rollouts: a few ms, so the clock is read often enough
    let chunk = if cfg.think_ms.is_some() {
        256
    } else {
        u32::MAX
    };
    let d = loop {
        if let Some(d) = t.step(chunk) {
            break d;
        }
        if let (Some(ms), 1) = (cfg.think_ms, slot) {
            if let Some(d) = t.pace(t0.elapsed().as_secs_f64() * 1000.0, ms) {
                break d;
            }
        }
    };
    let s = Searched {
        time: t0.elapsed(),
        decisions: 1,
        iterations: u64::from(t.progress().0),
    };
    (d, slot, s)
}

fn play(cfg: &Config, index: usize) -> Outcome {
    let n = cfg.lineup.len();
    let palette = ["red", "yellow", "cyan", "purple"];
    // seat s plays line-up slot (s + index) % n
    let slot_of = |seat: usize| (seat + index) % n;
    let players = (0..n)
        .map(|s| {
            let colors: Vec<&str> = if n == 2 {
                palette[s * 2..s * 2 + 2].to_vec()
            } else {
                vec![palette[s]]
            };
            PlayerSetup::new(
                format!("P{s}"),
                &colors,
                PlayerKind::Bot(cfg.lineup[slot_of(s)]),
            )
        })
        .collect();
    let setup = Setup {
        players,
        rules: cfg.rules,
        assam: None,
    };
    let game_seed = cfg.seed.wrapping_mul(1_000_003).wrapping_add(index as u64);
    let mut game = Game::new(setup, game_seed).expect("valid set-up");
    let mut searched = [Searched::default(); 2];
    while !game.is_over() {
        let seat = game.current_seat().index();
        let level = cfg.lineup[slot_of(seat)];
        let bot_seed = game_seed ^ (seat as u64) << 48;
        let d = if game.phase() == marrakech_engine::Phase::Roll {
            Decision::ROLL
        } else if matches!(level, Level::Hard | Level::Master) {
            let (d, slot, s) = search(cfg, &game, level, bot_seed);
            let acc = &mut searched[slot];
            acc.time += s.time;
            acc.decisions += 1;
            acc.iterations += s.iterations;
            d
        } else {
            marrakech_engine::bots::decide(&game, level, bot_seed).expect("not over")
        };
        d.apply(&mut game).expect("a bot decision is legal");
    }
    let winners = game.winners();
    let mut out = Outcome {
        share: vec![0.0; n],
        shared: vec![false; n],
        score: vec![0; n],
        searched,
    };
    for w in &winners {
        out.share[slot_of(w.index())] += 1.0 / winners.len() as f64;
        out.shared[slot_of(w.index())] = winners.len() > 1;
    }
    for (s, sc) in game.scores().iter().enumerate() {
        out.score[slot_of(s)] = sc.total.unwrap_or(0);
    }
    out
}

/// 95% Wilson interval for `wins` out of `n`.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.959964f64;
    let p = wins / n;
    let d = 1.0 + z * z / n;
    let c = p + z * z / (2.0 * n);
    let h = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    ((c - h) / d, (c + h) / d)
}

fn main() -> ExitCode {
    if cli::wants_help() {
        cli::say!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let cfg = match parse() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("error: {e}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let start = Instant::now();
    let next = AtomicUsize::new(cfg.first);
    let results: Mutex<Vec<(usize, Outcome)>> = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..cfg.threads {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= cfg.first + cfg.games {
                    break;
                }
                let o = play(&cfg, i);
                results.lock().unwrap().push((i, o));
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    let n = cfg.lineup.len();
    let games = results.len() as f64;
    let lineup: Vec<&str> = cfg.lineup.iter().map(|l| l.as_str()).collect();
    cli::say!(
        "{} games (from game {}), {} players ({}), {}/{}, seed {}, seats rotated; shared wins split",
        results.len(),
        cfg.first,
        n,
        lineup.join(", "),
        cfg.rules.turn_order.as_str(),
        cfg.rules.bankruptcy.as_str(),
        cfg.seed
    );
    cli::say!(
        "{:<8} {:>5} {:>9} {:>7} {:>17} {:>7} {:>7} {:>10}",
        "level",
        "seats",
        "wins",
        "rate",
        "95% CI (Wilson)",
        "fair",
        "shared",
        "avg score"
    );
    let mut distinct: Vec<Level> = Vec::new();
    for l in &cfg.lineup {
        if !distinct.contains(l) {
            distinct.push(*l);
        }
    }
    for level in distinct {
        let slots: Vec<usize> = (0..n).filter(|&s| cfg.lineup[s] == level).collect();
        let wins: f64 = results
            .iter()
            .map(|(_, o)| slots.iter().map(|&s| o.share[s]).sum::<f64>())
            .sum();
        let shared: usize = results
            .iter()
            .map(|(_, o)| slots.iter().filter(|&&s| o.shared[s]).count())
            .sum();
        let score: f64 = results
            .iter()
            .map(|(_, o)| slots.iter().map(|&s| o.score[s] as f64).sum::<f64>())
            .sum::<f64>()
            / (games * slots.len() as f64);
        let (lo, hi) = wilson(wins, games);
        cli::say!(
            "{:<8} {:>5} {:>9.1} {:>6.1}% {:>7.1}% - {:>5.1}% {:>6.1}% {:>7} {:>10.1}",
            level.as_str(),
            slots.len(),
            wins,
            100.0 * wins / games,
            100.0 * lo,
            100.0 * hi,
            100.0 * slots.len() as f64 / n as f64,
            shared,
            score
        );
    }
    for slot in 0..2 {
        let time: Duration = results.iter().map(|(_, o)| o.searched[slot].time).sum();
        let decisions: u32 = results
            .iter()
            .map(|(_, o)| o.searched[slot].decisions)
            .sum();
        let iterations: u64 = results
            .iter()
            .map(|(_, o)| o.searched[slot].iterations)
            .sum();
        if decisions == 0 {
            continue;
        }
        let mean = time.as_secs_f64() * 1000.0 / decisions as f64;
        match (slot, cfg.think_ms) {
            (0, _) => cli::say!(
                "hard: {decisions} decisions searched, mean {mean:.1} ms ({} rollouts each)",
                cfg.hard.rollouts
            ),
            (_, None) => cli::say!(
                "master: {decisions} decisions searched, mean {mean:.1} ms ({} iterations each)",
                cfg.master.iterations
            ),
            (_, Some(ms)) => cli::say!(
                "master: {decisions} decisions searched, mean {mean:.1} ms ({ms} ms each, mean {:.0} iterations)",
                iterations as f64 / decisions as f64
            ),
        }
    }
    cli::say!(
        "{:.1} s with {} threads",
        start.elapsed().as_secs_f64(),
        cfg.threads
    );
    ExitCode::SUCCESS
}
