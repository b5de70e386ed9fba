//! `cargo run --release -p marrakech-engine --bin bench [SECONDS]`: random full 4-player
//! games (playouts) per second on one core, from a cloned start position.

use std::time::{Duration, Instant};

use marrakech_engine::{Assam, FastRng, Position, Rules, PILE};

fn measure(players: usize, rules: Rules, budget: Duration) -> (u64, f64) {
    let start_pos = Position::new(players, rules, Assam::default(), [[0; PILE]; 2]);
    let mut rng = FastRng::new(42);
    let mut games = 0u64;
    let mut checksum = 0u64;
    let start = Instant::now();
    loop {
        for _ in 0..1000 {
            let mut p = start_pos.clone();
            p.playout(&mut rng);
            checksum = checksum.wrapping_add(p.money(0) as u64);
        }
        games += 1000;
        if start.elapsed() >= budget {
            break;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    std::hint::black_box(checksum);
    (games, games as f64 / secs)
}

fn main() {
    let secs: f64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3.0);
    let budget = Duration::from_secs_f64(secs);
    for players in [4, 3, 2] {
        let (games, rate) = measure(players, Rules::default(), budget);
        println!(
            "{players} players, classic/eliminate: {rate:>10.0} random games/s ({games} games)"
        );
    }
}
