//! The coach's odds against brute force: for many positions of random games, each offered
//! direction is played with each die face on a copy of the game, and the engine's own
//! payments and stops, weighted 1, 2, 2, 1, must give exactly the odds.

use marrakech_engine::*;

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Brute force: (stops in sixths, sorted; expected payment in sixths; who walked).
fn brute(game: &Game, rotation: Rotation) -> (Vec<(Cell, u32)>, u32, usize) {
    let mut stops: Vec<(Cell, u32)> = Vec::new();
    let mut expected = 0;
    let mut walker = usize::MAX;
    for face in 1..=4u8 {
        let weight = u32::from(WEIGHTS[face as usize - 1]);
        let mut g = game.clone();
        g.rotate(rotation).unwrap();
        let events = g.roll(face).unwrap();
        for e in &events {
            match e {
                Event::Paid { amount, .. } => expected += weight * amount,
                Event::Rolled { seat, .. } => walker = seat.index(),
                _ => {}
            }
        }
        let cell = g.assam().cell;
        match stops.iter_mut().find(|(c, _)| *c == cell) {
            Some((_, w)) => *w += weight,
            None => stops.push((cell, weight)),
        }
    }
    stops.sort();
    (stops, expected, walker)
}

#[test]
fn odds_match_brute_force_over_many_positions() {
    let mut rng = 2026u64;
    let mut checked = 0;
    let mut paying = 0;
    for g in 0..300 {
        let players = 2 + (splitmix(&mut rng) % 3) as usize;
        let rules = Rules {
            bankruptcy: Bankruptcy::ALL[(g % 2) as usize],
            turn_order: TurnOrder::ALL[((g / 2) % 2) as usize],
        };
        let setup = Setup::standard(players, rules, PlayerKind::Human);
        let mut game = Game::new(setup, splitmix(&mut rng)).unwrap();
        while !game.is_over() {
            if matches!(game.phase(), Phase::Orient | Phase::QuarterTurn) {
                let odds = game.odds();
                assert_eq!(odds.len(), game.legal_rotations().len());
                for o in &odds {
                    let (stops, expected, walker) = brute(&game, o.rotation);
                    let mut mine = o.stops.clone();
                    mine.sort();
                    assert_eq!(mine, stops, "game {g}");
                    assert_eq!(o.expected, expected, "game {g}, {:?}", o.rotation);
                    assert_eq!(o.walker, walker, "game {g}");
                    assert_eq!(mine.iter().map(|s| s.1).sum::<u32>(), 6);
                    checked += 1;
                    paying += usize::from(expected > 0);
                }
            } else {
                assert!(game.odds().is_empty());
            }
            let r = splitmix(&mut rng);
            match game.phase() {
                Phase::Orient | Phase::QuarterTurn => {
                    let l = game.legal_rotations();
                    game.rotate(l[(r % l.len() as u64) as usize]).unwrap();
                }
                Phase::Roll => {
                    game.roll_die().unwrap();
                }
                Phase::Place => {
                    let l = game.legal_rugs();
                    game.place(l[(r % l.len() as u64) as usize]).unwrap();
                }
                Phase::Over => {}
            }
        }
    }
    assert!(checked > 20_000, "{checked}");
    assert!(paying > 5_000, "{paying}");
}

#[test]
fn expected_payments_are_written_with_two_decimals() {
    use marrakech_engine::odds::sixths_text;
    assert_eq!(sixths_text(0), "0.00");
    assert_eq!(sixths_text(9), "1.50");
    assert_eq!(sixths_text(1), "0.17");
    assert_eq!(sixths_text(2), "0.33");
    assert_eq!(sixths_text(4), "0.67");
    assert_eq!(sixths_text(5), "0.83");
    assert_eq!(sixths_text(19), "3.17");
    assert_eq!(sixths_text(6 * 30), "30.00");
}

/// The largest area of each colour by a plain breadth-first search over the colours shown.
fn largest_by_search(game: &Game) -> Vec<u32> {
    let n = game.color_count();
    let color = |c: Cell| game.rug_at(c).map(|(k, _)| k.index());
    let mut best = vec![0u32; n];
    let mut seen = [false; 49];
    for start in Cell::all() {
        let Some(k) = color(start) else { continue };
        if seen[start.index()] {
            continue;
        }
        let (mut queue, mut size) = (vec![start], 0);
        seen[start.index()] = true;
        while let Some(c) = queue.pop() {
            size += 1;
            for nb in c.neighbours() {
                if !seen[nb.index()] && color(nb) == Some(k) {
                    seen[nb.index()] = true;
                    queue.push(nb);
                }
            }
        }
        best[k] = best[k].max(size);
    }
    best
}

#[test]
fn area_changes_match_a_search_for_every_legal_rug() {
    let mut rng = 77u64;
    let mut checked = 0;
    for g in 0..60 {
        let players = 2 + (g % 3) as usize;
        let setup = Setup::standard(players, Rules::default(), PlayerKind::Human);
        let mut game = Game::new(setup, splitmix(&mut rng)).unwrap();
        while !game.is_over() {
            let r = splitmix(&mut rng);
            match game.phase() {
                Phase::Place => {
                    let legal = game.legal_rugs();
                    let before = largest_by_search(&game);
                    for rug in &legal {
                        let changes = game.area_changes(*rug).unwrap();
                        let mut after = game.clone();
                        after.place(*rug).unwrap();
                        let want = largest_by_search(&after);
                        for ch in &changes {
                            assert_eq!(ch.before, before[ch.color.index()]);
                            assert_eq!(ch.after, want[ch.color.index()]);
                        }
                        assert_eq!(changes.len(), game.color_count());
                        checked += 1;
                    }
                    game.place(legal[(r % legal.len() as u64) as usize])
                        .unwrap();
                }
                Phase::Orient | Phase::QuarterTurn => {
                    let l = game.legal_rotations();
                    game.rotate(l[(r % l.len() as u64) as usize]).unwrap();
                }
                Phase::Roll => {
                    game.roll_die().unwrap();
                }
                Phase::Over => {}
            }
        }
        // no rug can be laid outside the rug step
        assert!(game
            .area_changes(
                RugPos::new(Cell::from_index(0).unwrap(), Cell::from_index(1).unwrap()).unwrap()
            )
            .is_none());
    }
    assert!(checked > 10_000, "{checked}");
}
