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
    let t0 = Instant::now();
    let mut err = 0.0;
    // two learners, each on its own copy, averaged every `BATCH` games each
    const BATCH: u64 = 100;
    let decay: f64 = std::env::var("DECAY")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0);
    let mut g = 0u64;
    while g < games {
        let rate = params.rate / (1.0 + decay * g as f64) as f32;
        let p = LearnParams { rate, ..params };
        let run = |k: u64| {
            let mut mine = net.clone();
            let mut rng = FastRng::new(seed ^ 0xABCD ^ (g << 8) ^ k);
            let mut e = 0.0;
            for i in 0..BATCH {
                let n = g + 2 * i + k + 1;
                let pos = new_position(
                    seed.wrapping_mul(7_777_777).wrapping_add(n),
                    Rules::default(),
                );
                e += learn_game(&mut mine, pos, &mut rng, p);
            }
            (mine, e)
        };
        let (a, b) = std::thread::scope(|scope| {
            let h = scope.spawn(|| run(1));
            let a = run(0);
            (a, h.join().expect("learner"))
        });
        net = a.0;
        net.average(&b.0);
        err += a.1 + b.1;
        let before = g;
        g += 2 * BATCH;
        if g / report > before / report || g >= games {
            let mut line = format!(
                "{g} games, {:.0} s, mse {:.4}",
                t0.elapsed().as_secs_f64(),
                err / report as f32
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
