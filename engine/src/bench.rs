//! Work loads shared by the native benchmark and the browser's (`?bench=1`): random
//! playouts from the start, and positions of real games where a bot has to decide.
//! Timing is left to the caller (the browser has no `Instant`).

use crate::bots::{decide, Level};
use crate::{Assam, FastRng, Game, Phase, PlayerKind, Position, Rules, Setup, TurnOrder, PILE};

/// The start position of a `players`-player game under `rules` (2 players: unshuffled piles).
pub fn start_position(players: usize, rules: Rules) -> Position {
    Position::new(players, rules, Assam::default(), [[0; PILE]; 2])
}

/// Plays `n` random games from `start` with `rng`; returns a checksum so the work cannot be
/// optimised away.
pub fn playouts(start: &Position, n: u32, rng: &mut FastRng) -> u64 {
    let mut checksum = 0u64;
    for _ in 0..n {
        let mut p = start.clone();
        p.playout(rng);
        checksum = checksum.wrapping_add(p.money(0) as u64);
    }
    checksum
}

/// Positions where a bot has something to decide, from medium-played games of several
/// configurations (every third decision point).
pub fn sample_positions() -> Vec<Position> {
    let mut out = Vec::new();
    for (i, (players, turn_order)) in [
        (2, TurnOrder::Classic),
        (2, TurnOrder::RollFirst),
        (4, TurnOrder::Classic),
        (3, TurnOrder::RollFirst),
    ]
    .into_iter()
    .enumerate()
    {
        let rules = Rules {
            turn_order,
            ..Rules::default()
        };
        let setup = Setup::standard(players, rules, PlayerKind::Bot(Level::Medium));
        let Ok(mut game) = Game::new(setup, 100 + i as u64) else {
            continue;
        };
        let mut k = 0;
        while !game.is_over() {
            if game.phase() != Phase::Roll {
                if k % 3 == 0 {
                    out.push(game.position().clone());
                }
                k += 1;
            }
            let Ok(d) = decide(&game, Level::Medium, 0) else {
                break;
            };
            if d.apply(&mut game).is_err() {
                break;
            }
        }
    }
    out
}

/// The game the review benchmark reviews: 4 players (classic), every seat played by the
/// medium bot.
pub fn review_record() -> crate::Record {
    let setup = Setup::standard(4, Rules::default(), PlayerKind::Bot(Level::Medium));
    let mut game = Game::new(setup, 2026).expect("a standard set-up");
    while !game.is_over() {
        let Ok(d) = decide(&game, Level::Medium, 0) else {
            break;
        };
        if d.apply(&mut game).is_err() {
            break;
        }
    }
    game.to_record()
}
