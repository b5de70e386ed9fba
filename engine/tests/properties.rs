//! Property tests over random games of every configuration (2/3/4 players x both
//! bankruptcy rules x both turn orders), with random valid and invalid actions.

use marrakech_engine::*;
use proptest::prelude::*;
use serde_json::Value;

fn setup(players: usize, rules: Rules) -> Setup {
    Setup::standard(players, rules, PlayerKind::Human)
}

fn rules_of(bankruptcy: bool, roll_first: bool) -> Rules {
    Rules {
        bankruptcy: if bankruptcy {
            Bankruptcy::Continue
        } else {
            Bankruptcy::Eliminate
        },
        turn_order: if roll_first {
            TurnOrder::RollFirst
        } else {
            TurnOrder::Classic
        },
    }
}

/// 2-player piles drawn from `seed` (which of a seat's two colours each rug is).
fn piles_from(seed: u64) -> [[u8; PILE]; 2] {
    let mut rng = FastRng::new(seed.rotate_left(17));
    let mut piles = [[0; PILE]; 2];
    for pile in piles.iter_mut() {
        let bits = rng.next_u64();
        for (i, rug) in pile.iter_mut().enumerate() {
            *rug = ((bits >> i) & 1) as u8;
        }
    }
    piles
}

fn all_pairs() -> Vec<[Cell; 2]> {
    let mut v = Vec::new();
    for a in Cell::all() {
        for b in Cell::all() {
            if a.is_adjacent(b) {
                v.push([a, b]);
            }
        }
    }
    v
}

fn check_invariants(g: &Game, players: usize) {
    let total: u32 = g.seats().map(|s| g.money(s)).sum();
    assert_eq!(total, 30 * players as u32, "money total");
    let visible: u32 = g.seats().map(|s| g.visible(s)).sum();
    assert!(visible <= 49);
    assert_eq!(visible, g.position().market().covered().len());
    for s in g.seats() {
        if g.is_eliminated(s) {
            assert_eq!(g.rugs_left(s), 0);
            assert_eq!(g.scores()[s.index()].total, None);
        }
    }
    assert_eq!(g.is_over(), g.phase() == Phase::Over);
    assert_eq!(g.winners().is_empty(), !g.is_over());
}

fn check_placements(g: &Game, pairs: &[[Cell; 2]]) {
    let offered = g.legal_rugs();
    assert!(!offered.is_empty(), "always at least one legal position");
    let assam = g.assam().cell;
    for &p in pairs {
        let is_offered = RugPos::try_from(p).is_ok_and(|rug| offered.contains(&rug));
        let mut h = g.clone();
        let r = h.place(p);
        assert_eq!(r.is_ok(), is_offered, "{p:?} offered={is_offered} {r:?}");
        if let Ok(events) = r {
            assert!(!p.contains(&assam), "a rug under Assam");
            assert!(events
                .iter()
                .any(|e| matches!(e, Event::Laid { cells, .. } if *cells == p)));
        } else {
            assert_eq!(h.state(), g.state());
        }
    }
}

fn round_trip(g: &Game) {
    let json = g.to_record().to_json_pretty();
    let back =
        Game::from_record(&Record::parse(&json).expect("own record parses")).expect("replays");
    assert_eq!(back.state(), g.state());
    assert_eq!(back.position(), g.position());
    assert_eq!(back.draws_used(), g.draws_used());
    let v1: Value = serde_json::from_str(&json).unwrap();
    let v2: Value = serde_json::from_str(&back.to_record().to_json_pretty()).unwrap();
    assert_eq!(v1, v2);
    // resuming the die: the next roll is the same after a reload
    if g.phase() == Phase::Roll {
        let (mut a, mut b) = (g.clone(), back);
        assert_eq!(a.roll_die().unwrap(), b.roll_die().unwrap());
    }
}

/// Plays a whole game with random choices, trying random (mostly invalid) actions too.
fn play(players: usize, rules: Rules, seed: u64, noise: u8) {
    let mut g = Game::new(setup(players, rules), seed).unwrap();
    let mut rng = FastRng::new(seed ^ 0xABCD);
    let pairs = all_pairs();
    let mut steps = 0;
    while !g.is_over() {
        steps += 1;
        assert!(steps < 1000);
        check_invariants(&g, players);
        // a random action, valid or not
        if (rng.next_u64() % 4) < noise as u64 {
            let before = (
                g.state(),
                g.position().clone(),
                g.turns().to_vec(),
                g.draws_used(),
            );
            let x = rng.next_u64();
            let r = match x % 5 {
                0 => g.orient(Rotation::ALL[(x >> 8) as usize % 3]),
                1 => g.roll((x >> 8) as u8),
                2 => {
                    let a = Cell::from_index((x >> 8) as usize % 49).unwrap();
                    let b = Cell::from_index((x >> 16) as usize % 49).unwrap();
                    g.place([a, b])
                }
                3 => g.quarter_turn(Rotation::ALL[(x >> 8) as usize % 3]),
                _ => g.roll_die(),
            };
            if r.is_err() {
                let after = (
                    g.state(),
                    g.position().clone(),
                    g.turns().to_vec(),
                    g.draws_used(),
                );
                assert_eq!(before, after, "an illegal action changed the game");
            }
            continue;
        }
        match g.phase() {
            Phase::Orient | Phase::QuarterTurn => {
                let rots = g.legal_rotations();
                let r = rots[(rng.next_u64() % rots.len() as u64) as usize];
                g.rotate(r).unwrap();
            }
            Phase::Roll => {
                let events = g.roll_die().unwrap();
                assert!(matches!(events[0], Event::Rolled { .. }));
            }
            Phase::Place => {
                if steps % 7 == 0 {
                    check_placements(&g, &pairs);
                }
                let legal = g.legal_rugs();
                let mut p: [Cell; 2] = legal[(rng.next_u64() % legal.len() as u64) as usize].into();
                if rng.next_u64().is_multiple_of(2) {
                    p.swap(0, 1);
                }
                g.place(p).unwrap();
                if !g.is_over() && steps % 11 == 0 {
                    round_trip(&g);
                }
            }
            Phase::Over => unreachable!(),
        }
    }
    check_invariants(&g, players);
    assert!(!g.winners().is_empty());
    if g.rugs_left_total_for_test() > 0 {
        // ended early: only one player left in
        assert_eq!(g.seats().filter(|&s| !g.is_eliminated(s)).count(), 1);
    }
    round_trip(&g);
}

trait Total {
    fn rugs_left_total_for_test(&self) -> u32;
}
impl Total for Game {
    fn rugs_left_total_for_test(&self) -> u32 {
        self.position().rugs_left_total()
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2400, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(
        players in 2usize..=4,
        cont in any::<bool>(),
        roll_first in any::<bool>(),
        seed in any::<u64>(),
        noise in 0u8..3,
    ) {
        play(players, rules_of(cont, roll_first), seed, noise);
    }

}

proptest! {
    #![proptest_config(ProptestConfig { cases: 5000, ..ProptestConfig::default() })]

    #[test]
    fn playouts_end_with_money_kept(players in 2usize..=4, cont in any::<bool>(), roll_first in any::<bool>(), seed in any::<u64>()) {
        let mut p = Position::new(players, rules_of(cont, roll_first), Assam::default(), piles_from(seed));
        p.playout(&mut FastRng::new(seed));
        prop_assert!(p.is_over());
        prop_assert_eq!((0..players).map(|s| p.money(s)).sum::<u32>(), 30 * players as u32);
        prop_assert!(!p.winners().is_empty());
    }

    /// The fused playout (a whole turn from one draw) takes only legal steps: its choices and
    /// rolls, replayed one by one through the checked actions from the same start, reach the
    /// same final position; and recording events does not change the game played.
    #[test]
    fn playouts_replay_through_checked_actions(players in 2usize..=4, cont in any::<bool>(), roll_first in any::<bool>(), seed in any::<u64>()) {
        let start = Position::new(players, rules_of(cont, roll_first), Assam::default(), piles_from(seed));
        let mut played = start.clone();
        let mut events = Vec::new();
        played.playout_with(&mut FastRng::new(seed), &mut events);
        let mut silent = start.clone();
        silent.playout(&mut FastRng::new(seed));
        prop_assert_eq!(&silent, &played);
        let mut replayed = start;
        let mut sink = NoEvents;
        for e in &events {
            let step = match e {
                Event::Rotated { rotation, .. } => replayed.orient(*rotation, &mut sink),
                Event::Rolled { face, .. } => replayed.roll(*face, &mut sink),
                Event::Laid { cells, .. } => replayed.place(*cells, &mut sink),
                Event::QuarterTurned { rotation, .. } => {
                    replayed.quarter_turn(*rotation, &mut sink)
                }
                _ => Ok(()),
            };
            prop_assert!(step.is_ok(), "{:?} refused: {:?}", e, step);
        }
        prop_assert!(replayed.is_over());
        prop_assert_eq!(replayed, played);
    }

}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, ..ProptestConfig::default() })]

    #[test]
    fn mangled_records_never_panic(seed in any::<u64>(), edits in proptest::collection::vec((any::<u32>(), 0u8..10), 1..4)) {
        let names = ["2p-elimination", "3p-classic-mid-turn", "2p-roll-first-mid-turn", "4p-continue-full"];
        let name = names[(seed % 4) as usize];
        let path = format!("{}/tests/golden/valid/{name}.record.json", env!("CARGO_MANIFEST_DIR"));
        let mut v: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        for (pick, kind) in edits {
            mangle(&mut v, pick, kind);
        }
        if let Ok(r) = Record::from_value(&v) {
            let _ = Game::from_record(&r).map(|g| g.state());
        }
    }
}

/// Replaces or removes one value somewhere in `v`.
fn mangle(v: &mut Value, mut pick: u32, kind: u8) {
    let mut node = v;
    loop {
        let len = match node {
            Value::Object(m) => m.len(),
            Value::Array(a) => a.len(),
            _ => 0,
        };
        if len == 0 || pick.is_multiple_of(3) {
            break;
        }
        let i = (pick as usize / 3) % len;
        pick /= 7;
        node = match node {
            Value::Object(m) => m.values_mut().nth(i).unwrap(),
            Value::Array(a) => &mut a[i],
            _ => unreachable!(),
        };
    }
    *node = match kind {
        0 => Value::Null,
        1 => Value::from(-1),
        2 => Value::from(7),
        3 => Value::from("left"),
        4 => Value::from(vec![Value::from(0), Value::from(0)]),
        5 => Value::from(2.5),
        6 => serde_json::json!({}),
        7 => serde_json::json!([]),
        8 => Value::from(u64::MAX),
        _ => Value::from("red"),
    };
}

#[test]
fn reload_keeps_the_next_roll() {
    for players in 2..=4 {
        for roll_first in [false, true] {
            let mut g = Game::new(
                setup(players, rules_of(false, roll_first)),
                77 + players as u64,
            )
            .unwrap();
            for _ in 0..40 {
                if g.is_over() {
                    break;
                }
                match g.phase() {
                    Phase::Roll => {
                        // reload just before every roll: same face
                        let saved = g.to_record().to_json_pretty();
                        let mut reloaded =
                            Game::from_record(&Record::parse(&saved).unwrap()).unwrap();
                        let a = g.roll_die().unwrap();
                        let b = reloaded.roll_die().unwrap();
                        assert_eq!(a, b);
                    }
                    _ => match g.phase() {
                        Phase::Orient => drop(g.orient(Rotation::Left).unwrap()),
                        Phase::QuarterTurn => drop(g.quarter_turn(Rotation::Right).unwrap()),
                        Phase::Place => {
                            let r = g.legal_rugs()[0];
                            g.place(r).unwrap();
                        }
                        _ => unreachable!(),
                    },
                }
            }
        }
    }
}

#[test]
fn same_seed_same_game() {
    for players in 2..=4 {
        let mut a = Game::new(setup(players, Rules::default()), 9).unwrap();
        let mut b = Game::new(setup(players, Rules::default()), 9).unwrap();
        for _ in 0..10 {
            a.orient(Rotation::None).unwrap();
            b.orient(Rotation::None).unwrap();
            assert_eq!(a.roll_die(), b.roll_die());
            if a.is_over() {
                break;
            }
            if a.phase() == Phase::Place {
                let r = a.legal_rugs()[0];
                a.place(r).unwrap();
                b.place(r).unwrap();
            }
        }
        assert_eq!(a.state(), b.state());
    }
    // 2 players: the piles are 12 + 12, and differ between seeds
    let g = Game::new(setup(2, Rules::default()), 1).unwrap();
    let h = Game::new(setup(2, Rules::default()), 2).unwrap();
    let piles = g.to_record().piles.unwrap();
    assert_eq!(piles[0].iter().filter(|c| *c == "red").count(), 12);
    assert_eq!(piles[1].iter().filter(|c| *c == "purple").count(), 12);
    assert_ne!(piles, h.to_record().piles.unwrap());
}

#[test]
fn setup_errors() {
    let mut s = setup(3, Rules::default());
    s.players[2].colors = vec!["red".into()];
    assert_eq!(
        Game::new(s, 0).unwrap_err(),
        SetupError::DuplicateColor("red".into())
    );
    let mut s = setup(2, Rules::default());
    s.players[0].colors.pop();
    assert!(matches!(
        Game::new(s, 0),
        Err(SetupError::ColorCount {
            seat: 0,
            expected: 2,
            found: 1
        })
    ));
    let mut s = setup(4, Rules::default());
    s.players.pop();
    s.players.pop();
    s.players.pop();
    assert_eq!(Game::new(s, 0).unwrap_err(), SetupError::PlayerCount(1));
    let mut s = setup(3, Rules::default());
    s.players[0].colors = vec!["Red".into()];
    assert_eq!(
        Game::new(s, 0).unwrap_err(),
        SetupError::BadColor("Red".into())
    );
}
