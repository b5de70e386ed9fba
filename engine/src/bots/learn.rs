//! How master's value network is learned: by playing against itself (2 players, classic
//! rules), one turn looked ahead ([`super::ply`]), and moving the value of every turn's
//! start towards a mix of what the look-ahead found there and how the game went on
//! (temporal differences with λ).

use super::net::{Net, Worth};
use super::ply::{best_direction, directions, outcome};
use super::sight::{sight, Sight};
use crate::die::face_from_draw;
use crate::event::NoEvents;
use crate::game::{Game, Setup};
use crate::level::{Level, PlayerKind};
use crate::phase::Phase;
use crate::position::Position;
use crate::rng::{below, Draw, FastRng};
use crate::rules::Rules;

/// Knobs of the learning.
#[derive(Clone, Copy, Debug)]
pub struct LearnParams {
    /// The weight of how the game went on against the look-ahead's value (0..1).
    pub lambda: f32,
    /// The step of gradient descent.
    pub rate: f32,
    /// Chance of a random direction in self-play (the rug stays the best).
    pub explore: f32,
    /// Steps a turn's start is learned from, each under a random symmetry of the market
    /// and of the colours (1: the position as it is).
    pub augment: u32,
}

/// A new 2-player game's position (classic rules), its piles shuffled from `seed`.
pub fn new_position(seed: u64, rules: Rules) -> Position {
    let setup = Setup::standard(2, rules, PlayerKind::Bot(Level::Hard));
    match Game::new(setup, seed) {
        Ok(g) => g.position().clone(),
        Err(_) => unreachable!("the standard set-up is valid"),
    }
}

/// Plays one game against itself from `pos` and learns from it; returns the mean squared
/// error of the win chances before the steps.
pub fn learn_game(net: &mut Net, mut pos: Position, rng: &mut FastRng, params: LearnParams) -> f32 {
    let mut seen: Vec<(Sight, Worth, usize)> = Vec::with_capacity(64);
    while !pos.is_over() {
        if pos.phase != Phase::Orient {
            // only classic rules are learned
            return 0.0;
        }
        let me = pos.seat as usize;
        let dirs = directions(net, &pos);
        let best = best_direction(&dirs);
        seen.push((sight(&pos), dirs[best].value, me));
        let pick = if (rng.draw32() as f32) < params.explore * 4_294_967_296.0 {
            below(rng.draw32(), 3)
        } else {
            best
        };
        let d = &dirs[pick];
        let _ = pos.orient(d.rotation, &mut NoEvents);
        let face = face_from_draw(rng.draw32());
        pos.apply_roll(face, &mut NoEvents);
        if pos.phase == Phase::Place {
            if let Some(rug) = d.rugs[face as usize - 1] {
                pos.apply_place(rug, &mut NoEvents);
            }
        }
    }
    // the λ-returns, from the end back
    let mut err = 0.0;
    let n = seen.len();
    let mut targets = vec![Worth::default(); n];
    let mut next: Option<(Worth, usize)> = None;
    for t in (0..n).rev() {
        let (_, backed, me) = seen[t];
        let on = match next {
            None => outcome(&pos, me),
            Some((g, who)) if who == me => g,
            Some((g, _)) => g.flipped(),
        };
        let mut g = Worth::default();
        g.add(1.0 - params.lambda, backed);
        g.add(params.lambda, on);
        targets[t] = g;
        next = Some((g, me));
    }
    for (t, (s, _, _)) in seen.iter().enumerate() {
        let v = net.learn(s, targets[t], params.rate);
        err += (v.win - targets[t].win) * (v.win - targets[t].win);
        for _ in 1..params.augment {
            let r = rng.draw32() as usize;
            let sym = r % super::sight::SYMMETRIES;
            let swap = (r >> 8) % 4;
            net.learn(&s.transformed(sym, swap), targets[t], params.rate);
        }
    }
    err / n.max(1) as f32
}

/// The network's own choice, one turn ahead: a direction, or after the roll the best rug.
pub fn net_decision(net: &Net, pos: &Position) -> super::Decision {
    use crate::action::Action;
    use crate::rug::RugPos;
    match pos.phase {
        Phase::Orient => {
            let dirs = directions(net, pos);
            let best = best_direction(&dirs);
            super::Decision::one(Action::Direction(dirs[best].rotation))
        }
        Phase::Place => {
            let (_, [a, b]) = super::ply::best_rug(net, pos);
            super::Decision::one(Action::Rug(RugPos::adjacent(a, b)))
        }
        _ => super::Decision::ROLL,
    }
}

/// The network (one turn ahead) against `level` in `games` 2-player games from `first`
/// (seats alternating): its share of the wins.
pub fn duel(net: &Net, level: Level, first: u64, games: u64, seed: u64) -> f64 {
    duel_with(net, level, first, games, seed, 0)
}

/// [`duel`], two turns ahead with `keep` rugs when `keep` > 0.
pub fn duel_with(net: &Net, level: Level, first: u64, games: u64, seed: u64, keep: usize) -> f64 {
    let mut wins = 0.0;
    for g in first..first + games {
        let mut game = match Game::new(
            Setup::standard(2, Rules::default(), PlayerKind::Bot(level)),
            seed.wrapping_mul(1_000_003).wrapping_add(g),
        ) {
            Ok(game) => game,
            Err(_) => continue,
        };
        let net_seat = (g % 2) as usize;
        while !game.is_over() {
            let pos = game.position();
            let d = if pos.phase == Phase::Roll {
                super::Decision::ROLL
            } else if pos.seat as usize == net_seat {
                if keep > 0 {
                    net_decision_deep(net, pos, keep)
                } else {
                    net_decision(net, pos)
                }
            } else {
                match super::decide_position(pos, level, g ^ 0x55) {
                    Ok(d) => d,
                    Err(_) => break,
                }
            };
            if d.apply(&mut game).is_err() {
                break;
            }
        }
        wins += f64::from(outcome(game.position(), net_seat).win);
    }
    wins / games.max(1) as f64
}

/// The other side's best one-turn value at its turn's start, seen from the seat that just
/// played (`me`): 1 minus it, or the result when the game is over.
fn reply_value(net: &Net, pos: &Position, me: usize) -> Worth {
    if pos.is_over() {
        return outcome(pos, me);
    }
    let dirs = directions(net, pos);
    let best = dirs[best_direction(&dirs)].value;
    if pos.seat as usize == me {
        best
    } else {
        best.flipped()
    }
}

/// The best of `keep` rugs (ranked one turn ahead) by the other side's reply (phase
/// `place`).
fn best_rug_deep(net: &Net, pos: &Position, keep: usize) -> (Worth, [crate::cell::Cell; 2]) {
    let me = pos.seat as usize;
    let mut cands: Vec<(f32, [crate::cell::Cell; 2], Position)> = Vec::with_capacity(12);
    for &(a, b) in crate::market::candidates(pos.assam.cell) {
        if !pos.market.candidate_ok(a, b) {
            continue;
        }
        let mut q = pos.clone();
        q.apply_place([a, b], &mut NoEvents);
        let v = super::ply::after_value(net, &q, me).key();
        cands.push((v, [a, b], q));
    }
    cands.sort_by(|x, y| y.0.total_cmp(&x.0));
    let mut best = (Worth::default(), cands[0].1, f32::NEG_INFINITY);
    for (_, rug, q) in cands.iter().take(keep.max(1)) {
        let v = reply_value(net, q, me);
        if v.key() > best.2 {
            best = (v, *rug, v.key());
        }
    }
    (best.0, best.1)
}

/// Two turns ahead: the network's choice weighing the other side's best reply.
pub fn net_decision_deep(net: &Net, pos: &Position, keep: usize) -> super::Decision {
    use crate::action::Action;
    use crate::facing::Rotation;
    use crate::rug::RugPos;
    match pos.phase {
        Phase::Orient => {
            let me = pos.seat as usize;
            let mut best = (f32::NEG_INFINITY, Rotation::None);
            for r in Rotation::ALL {
                let mut q = pos.clone();
                let _ = q.orient(r, &mut NoEvents);
                let mut v = Worth::default();
                for face in 1..=4u8 {
                    let mut t = q.clone();
                    t.apply_roll(face, &mut NoEvents);
                    let w = if t.phase == Phase::Place {
                        best_rug_deep(net, &t, keep).0
                    } else {
                        super::ply::after_value(net, &t, me)
                    };
                    v.add(super::ply::PROB[face as usize - 1], w);
                }
                if v.key() > best.0 {
                    best = (v.key(), r);
                }
            }
            super::Decision::one(Action::Direction(best.1))
        }
        Phase::Place => {
            let (_, [a, b]) = best_rug_deep(net, pos, 12);
            super::Decision::one(Action::Rug(RugPos::adjacent(a, b)))
        }
        _ => super::Decision::ROLL,
    }
}
