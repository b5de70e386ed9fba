//! `agree --games N [--first I] [--iterations N]`: how often master (at N iterations) and
//! hard make the same decision, at master's turns in 2-player games of master against hard
//! (the arena's games: seed 1, seats rotated). Beside it, how often hard agrees with itself
//! on another random stream: the part of the disagreements that is only noise.

use marrakech_engine::bots::{legal_decisions, Decision, HardParams, Level, MasterParams, Thinker};
use marrakech_engine::{Game, Phase, PlayerKind, PlayerSetup, Rules, Setup};

fn think(mut t: Thinker) -> Decision {
    loop {
        if let Some(d) = t.step(u32::MAX) {
            return d;
        }
    }
}

#[derive(Default)]
struct Tally {
    decisions: u32,
    master_hard: u32,
    hard_hard: u32,
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let flag = |name: &str, default: u64| -> u64 {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let (games, first) = (flag("--games", 20) as usize, flag("--first", 0) as usize);
    let master = MasterParams {
        iterations: flag("--iterations", 40_000) as u32,
        ..MasterParams::default()
    };
    let lineup = [Level::Master, Level::Hard];
    let mut tally = [Tally::default(), Tally::default()]; // orient, place
    let mut forced = 0u32;
    for index in first..first + games {
        let slot_of = |seat: usize| (seat + index) % 2;
        let palette = ["red", "yellow", "cyan", "purple"];
        let players = (0..2)
            .map(|s| {
                PlayerSetup::new(
                    format!("P{s}"),
                    &palette[s * 2..s * 2 + 2],
                    PlayerKind::Bot(lineup[slot_of(s)]),
                )
            })
            .collect();
        let setup = Setup {
            players,
            rules: Rules::default(),
            assam: None,
        };
        let game_seed = 1u64.wrapping_mul(1_000_003).wrapping_add(index as u64);
        let mut game = Game::new(setup, game_seed).expect("valid set-up");
        while !game.is_over() {
            let seat = game.current_seat().index();
            let level = lineup[slot_of(seat)];
            let seed = game_seed ^ (seat as u64) << 48;
            let pos = game.position();
            let d = if game.phase() == Phase::Roll {
                Decision::ROLL
            } else if level == Level::Hard {
                think(Thinker::hard(pos, seed, HardParams::default()).expect("not over"))
            } else {
                let m = think(Thinker::master(pos, seed, master).expect("not over"));
                if legal_decisions(pos).len() > 1 {
                    let h1 = think(Thinker::hard(pos, seed, HardParams::default()).expect("live"));
                    let h2 = think(
                        Thinker::hard(pos, seed ^ 0xA5A5_5A5A, HardParams::default())
                            .expect("live"),
                    );
                    let t = &mut tally[usize::from(game.phase() != Phase::Orient)];
                    t.decisions += 1;
                    t.master_hard += u32::from(m == h1);
                    t.hard_hard += u32::from(h1 == h2);
                } else {
                    forced += 1;
                }
                m
            };
            d.apply(&mut game).expect("legal");
        }
        eprint!(".");
    }
    eprintln!();
    println!(
        "games {first}..{} (master {} iterations); forced decisions left out: {forced}",
        first + games,
        master.iterations
    );
    for (name, t) in ["orient", "place"].iter().zip(&tally) {
        let n = f64::from(t.decisions.max(1));
        println!(
            "{name}: {} decisions; master = hard {:.1} %; hard = hard (another stream) {:.1} %",
            t.decisions,
            100.0 * f64::from(t.master_hard) / n,
            100.0 * f64::from(t.hard_hard) / n
        );
    }
}
