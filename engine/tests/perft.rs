//! Perft: the number of legal action sequences a few plies deep from fixed positions, in every
//! configuration (2, 3 and 4 players; classic and roll-first; eliminate and continue). A roll
//! branches by face, four ways (1 to 4), not by the six sides of the die. The counts are
//! pinned in `golden/perft/counts.json` and were made by an independent count
//! (`golden/perft.py`, written from the rules apart from this engine), so a change in move
//! generation cannot pass unnoticed.
//!
//! The positions are records in `golden/perft/`: each configuration at its start and late in
//! a game (chosen so that a player is nearly broke, to reach eliminations within the depth).
//! `cargo test --test perft -- --ignored write_positions` writes them again.

use std::fs;
use std::path::PathBuf;

use marrakech_engine::*;
use serde_json::Value;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/perft")
}

/// Leaves `depth` actions below `game`.
fn perft(game: &Game, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let actions = game.legal_actions();
    if depth == 1 {
        return actions.len() as u64;
    }
    actions
        .into_iter()
        .map(|a| {
            let mut g = game.clone();
            g.apply(a).expect("a legal action applies");
            perft(&g, depth - 1)
        })
        .sum()
}

fn configurations() -> Vec<(String, usize, Rules)> {
    let mut out = Vec::new();
    for players in 2..=4 {
        for turn_order in [TurnOrder::Classic, TurnOrder::RollFirst] {
            for bankruptcy in [Bankruptcy::Eliminate, Bankruptcy::Continue] {
                let name = format!("{players}p-{turn_order}-{bankruptcy}");
                out.push((
                    name,
                    players,
                    Rules {
                        bankruptcy,
                        turn_order,
                    },
                ));
            }
        }
    }
    out
}

#[test]
fn legal_action_counts_are_pinned() {
    let text = fs::read_to_string(dir().join("counts.json")).expect("counts.json");
    let pinned: Value = serde_json::from_str(&text).expect("JSON");
    let depth = pinned["depth"].as_u64().expect("depth") as u32;
    let counts = pinned["counts"].as_object().expect("counts");
    assert_eq!(
        counts.len(),
        24,
        "every configuration, at its start and late"
    );
    for (name, want) in counts {
        let record = fs::read_to_string(dir().join(format!("{name}.record.json"))).expect("record");
        let game = Game::from_record(&Record::parse(&record).expect("parses")).expect("replays");
        let want: Vec<u64> = want
            .as_array()
            .expect("a count per depth")
            .iter()
            .map(|v| v.as_u64().expect("a count"))
            .collect();
        let got: Vec<u64> = (1..=depth).map(|d| perft(&game, d)).collect();
        assert_eq!(got, want, "{name}: leaves at depths 1..={depth}");
    }
}

/// A move generator that lost one rug position, or took one too many, is caught: the count
/// of the positions laid out here differs from the pinned one.
#[test]
fn perft_sees_a_single_missing_position() {
    let text =
        fs::read_to_string(dir().join("3p-classic-eliminate-start.record.json")).expect("record");
    let game = Game::from_record(&Record::parse(&text).expect("parses")).expect("replays");
    let full = perft(&game, 3);
    // the same count with one rug position fewer at every rug step
    fn short(game: &Game, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut actions = game.legal_actions();
        if game.phase() == Phase::Place {
            actions.pop();
        }
        actions
            .into_iter()
            .map(|a| {
                let mut g = game.clone();
                g.apply(a).expect("legal");
                short(&g, depth - 1)
            })
            .sum()
    }
    assert_ne!(short(&game, 3), full);
}

/// Writes the positions: each configuration's start, and a late position of a seeded game
/// of random legal actions in which some player still in has at most 3 dirhams.
#[test]
#[ignore]
fn write_positions() {
    fs::create_dir_all(dir()).expect("folder");
    for (name, players, rules) in configurations() {
        let setup = Setup::standard(players, rules, PlayerKind::Human);
        let start = Game::new(setup.clone(), 1).expect("a game");
        write(&format!("{name}-start"), &start);
        let late = (1u64..)
            .find_map(|seed| late_position(&setup, seed))
            .expect("some seed gives a late position");
        write(&format!("{name}-late"), &late);
    }
}

fn late_position(setup: &Setup, seed: u64) -> Option<Game> {
    let mut game = Game::new(setup.clone(), seed).ok()?;
    let mut rng = FastRng::new(seed);
    let total: u32 = game.seats().map(|s| game.rugs_left(s)).sum();
    while !game.is_over() {
        let left: u32 = game.seats().map(|s| game.rugs_left(s)).sum();
        let poor = game
            .seats()
            .any(|s| !game.is_eliminated(s) && game.money(s) <= 3);
        let start_of_turn = matches!(game.phase(), Phase::Orient)
            || (game.phase() == Phase::Roll && game.rules().turn_order == TurnOrder::RollFirst);
        if left * 3 <= total && poor && start_of_turn && left > 4 {
            return Some(game);
        }
        let action = match game.phase() {
            Phase::Roll => Action::Roll(game.next_face()),
            _ => {
                let all = game.legal_actions();
                all[below(rng.draw32(), all.len())]
            }
        };
        game.apply(action).ok()?;
    }
    None
}

fn write(name: &str, game: &Game) {
    let mut record = game.to_record();
    record.seed = None;
    fs::write(
        dir().join(format!("{name}.record.json")),
        record.to_json_pretty() + "\n",
    )
    .expect("written");
}
