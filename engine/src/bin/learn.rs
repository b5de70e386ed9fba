//! `learn --games N --out PATH [--from PATH] [--seed S] [--lambda L] [--rate R]
//! [--explore E] [--report K] [--eval G] [--eval-level medium|hard]`
//!
//! Learns master's value network by self-play (2 players, classic rules) and writes its
//! weights; every `--report` games prints the mean squared error and, with `--eval G`, the
//! network's share of wins (one turn ahead) in G games against `--eval-level`.

use std::time::Instant;

use marrakech_engine::bots::learn::{duel, learn_game, new_position, LearnParams};
use marrakech_engine::bots::{Level, Net};
use marrakech_engine::{FastRng, Rules};

fn main() {
    let mut games = 1000u64;
    let mut out = String::from("net.bin");
    let mut from = None;
    let mut seed = 1u64;
    let mut report = 1000u64;
    let mut eval = 0u64;
    let mut level = Level::Medium;
    let mut params = LearnParams {
        lambda: 0.7,
        rate: 0.01,
        explore: 0.0,
        augment: 1,
    };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let v = args.next().unwrap_or_default();
        match a.as_str() {
            "--games" => games = v.parse().expect("games"),
            "--out" => out = v,
            "--from" => from = Some(v),
            "--seed" => seed = v.parse().expect("seed"),
            "--lambda" => params.lambda = v.parse().expect("lambda"),
            "--rate" => params.rate = v.parse().expect("rate"),
            "--explore" => params.explore = v.parse().expect("explore"),
            "--augment" => params.augment = v.parse().expect("augment"),
            "--report" => report = v.parse().expect("report"),
            "--eval" => eval = v.parse().expect("eval"),
            "--eval-level" => level = Level::parse(&v).expect("level"),
            _ => panic!("unknown argument {a}"),
        }
    }
    let mut net = match &from {
        Some(p) => Net::from_bytes(&std::fs::read(p).expect("read")).expect("weights"),
        None => Net::random(seed),
    };
    let mut rng = FastRng::new(seed ^ 0xABCD);
    let t0 = Instant::now();
    let mut err = 0.0;
    for g in 1..=games {
        let pos = new_position(
            seed.wrapping_mul(7_777_777).wrapping_add(g),
            Rules::default(),
        );
        err += learn_game(&mut net, pos, &mut rng, params);
        if g % report == 0 || g == games {
            let mut line = format!(
                "{g} games, {:.0} s, mse {:.4}",
                t0.elapsed().as_secs_f64(),
                err / report as f64 as f32
            );
            err = 0.0;
            if eval > 0 {
                let w = duel(&net, level, 0, eval, 99);
                line += &format!(", {:.1} % against {}", 100.0 * w, level.as_str());
            }
            println!("{line}");
            std::fs::write(&out, net.to_bytes()).expect("write");
        }
    }
}
