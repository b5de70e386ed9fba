//! Scenario tests of every rule, on hand-made positions.

use crate::*;

fn c(r: u8, col: u8) -> Cell {
    Cell::new(r, col).unwrap()
}

fn at(r: u8, col: u8, facing: Facing) -> Assam {
    Assam {
        cell: c(r, col),
        facing,
    }
}

/// Seats by number.
fn seats(n: &[usize]) -> Vec<Seat> {
    n.iter().map(|&s| Seat::new(s)).collect()
}

fn pos(players: usize, rules: Rules) -> Position {
    Position::new(players, rules, Assam::default(), [[0; PILE]; 2])
}

/// Lays a rug directly (test set-up), as rug number `laid + 1`.
fn lay(p: &mut Position, a: Cell, b: Cell, color: usize) {
    p.laid += 1;
    p.market.lay(a, b, ColorId::new(color), p.laid);
}

/// Puts the game in phase Roll for `seat` with Assam at `assam`.
fn ready_to_roll(p: &mut Position, seat: usize, assam: Assam) {
    p.seat = seat as u8;
    p.assam = assam;
    p.phase = Phase::Roll;
}

fn roll(p: &mut Position, face: u8) -> Vec<Event> {
    let mut ev = Vec::new();
    p.roll(face, &mut ev).unwrap();
    ev
}

#[test]
fn all_28_edge_exits() {
    use Facing::*;
    // (row, col, facing) leaving the market -> (row, col, facing): the rules' table of the
    // mosaic arcs
    type Exit = (u8, u8, Facing);
    let table: [(Exit, Exit); 28] = [
        // top edge, pairs 0-1, 2-3, 4-5; 6 is the quarter arc of [0,6]
        ((0, 0, N), (0, 1, S)),
        ((0, 1, N), (0, 0, S)),
        ((0, 2, N), (0, 3, S)),
        ((0, 3, N), (0, 2, S)),
        ((0, 4, N), (0, 5, S)),
        ((0, 5, N), (0, 4, S)),
        ((0, 6, N), (0, 6, W)),
        // bottom edge, pairs 1-2, 3-4, 5-6; 0 is the quarter arc of [6,0]
        ((6, 0, S), (6, 0, E)),
        ((6, 1, S), (6, 2, N)),
        ((6, 2, S), (6, 1, N)),
        ((6, 3, S), (6, 4, N)),
        ((6, 4, S), (6, 3, N)),
        ((6, 5, S), (6, 6, N)),
        ((6, 6, S), (6, 5, N)),
        // left edge, rows 0-1, 2-3, 4-5; 6 is the quarter arc of [6,0]
        ((0, 0, W), (1, 0, E)),
        ((1, 0, W), (0, 0, E)),
        ((2, 0, W), (3, 0, E)),
        ((3, 0, W), (2, 0, E)),
        ((4, 0, W), (5, 0, E)),
        ((5, 0, W), (4, 0, E)),
        ((6, 0, W), (6, 0, N)),
        // right edge, rows 1-2, 3-4, 5-6; 0 is the quarter arc of [0,6]
        ((0, 6, E), (0, 6, S)),
        ((1, 6, E), (2, 6, W)),
        ((2, 6, E), (1, 6, W)),
        ((3, 6, E), (4, 6, W)),
        ((4, 6, E), (3, 6, W)),
        ((5, 6, E), (6, 6, W)),
        ((6, 6, E), (5, 6, W)),
    ];
    for ((r, col, f), (er, ec, ef)) in table {
        let s = step(c(r, col), f);
        assert_eq!(
            (s.cell, s.facing, s.via_arc),
            (c(er, ec), ef, true),
            "from [{r},{col}] {f}"
        );
    }
    // and no other step leaves the market
    let mut arcs = 0;
    for cell in Cell::all() {
        for f in Facing::ALL {
            let s = step(cell, f);
            if s.via_arc {
                arcs += 1;
            } else {
                assert!(cell.is_adjacent(s.cell));
                assert_eq!(s.facing, f);
            }
        }
    }
    assert_eq!(arcs, 28);
}

#[test]
fn corner_quarter_arcs_use_up_the_step() {
    let p = pos(3, Rules::default());
    let mut q = p.clone();
    q.assam = at(0, 6, Facing::N);
    let path = q.path_for(Facing::N, 2);
    assert_eq!(
        path.steps(),
        &[
            Step {
                cell: c(0, 6),
                facing: Facing::W,
                via_arc: true
            },
            Step {
                cell: c(0, 5),
                facing: Facing::W,
                via_arc: false
            },
        ]
    );
    q.assam = at(6, 0, Facing::W);
    let path = q.path_for(Facing::W, 3);
    assert_eq!(
        path.steps(),
        &[
            Step {
                cell: c(6, 0),
                facing: Facing::N,
                via_arc: true
            },
            Step {
                cell: c(5, 0),
                facing: Facing::N,
                via_arc: false
            },
            Step {
                cell: c(4, 0),
                facing: Facing::N,
                via_arc: false
            },
        ]
    );
    let end = q.path_for(Facing::S, 1).end().unwrap();
    assert_eq!((end.cell, end.facing), (c(6, 0), Facing::E));
}

#[test]
fn walks_round_the_arcs() {
    let p = pos(3, Rules::default());
    let walk = |r, col, f, face| {
        let mut q = p.clone();
        q.assam = at(r, col, f);
        q.path_for(f, face)
            .steps()
            .iter()
            .map(|s| (s.cell, s.facing))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        walk(0, 1, Facing::N, 2),
        vec![(c(0, 0), Facing::S), (c(1, 0), Facing::S)]
    );
    assert_eq!(
        walk(5, 2, Facing::S, 3),
        vec![
            (c(6, 2), Facing::S),
            (c(6, 1), Facing::N),
            (c(5, 1), Facing::N)
        ]
    );
    assert_eq!(walk(0, 6, Facing::E, 1), vec![(c(0, 6), Facing::S)]);
    // destination table agrees with the walk
    for cell in Cell::all() {
        for f in Facing::ALL {
            for face in 1..=4 {
                let mut q = p.clone();
                q.assam = Assam { cell, facing: f };
                let end = q.path_for(f, face).end().unwrap();
                assert_eq!(destination(cell, f, face), (end.cell, end.facing));
            }
        }
    }
}

#[test]
fn moved_event_lists_every_step_and_arc() {
    let mut p = pos(3, Rules::default());
    ready_to_roll(&mut p, 0, at(5, 2, Facing::S));
    let ev = roll(&mut p, 3);
    let Event::Moved { steps, .. } = &ev[1] else {
        panic!("{ev:?}")
    };
    assert_eq!(steps.len(), 3);
    assert!(!steps[0].via_arc && steps[1].via_arc && !steps[2].via_arc);
    assert_eq!(p.assam(), at(5, 1, Facing::N));
    assert_eq!(p.phase(), Phase::Place);
}

#[test]
fn payment_area_is_edge_connected_and_diagonals_do_not_join() {
    let mut p = pos(3, Rules::default());
    // seat 1 (colour 1): [2,2]-[2,3] and [3,3]-[4,3] connected; [1,1]-[1,0] only diagonal
    lay(&mut p, c(2, 2), c(2, 3), 1);
    lay(&mut p, c(3, 3), c(4, 3), 1);
    lay(&mut p, c(1, 1), c(1, 0), 1);
    // seat 0 walks from [0,2] S 2 steps onto [2,2]
    ready_to_roll(&mut p, 0, at(0, 2, Facing::S));
    let ev = roll(&mut p, 2);
    let paid = ev.iter().find_map(|e| match e {
        Event::Paid {
            from,
            to,
            amount,
            owed,
            area,
            ..
        } => Some((*from, *to, *amount, *owed, area.clone())),
        _ => None,
    });
    assert_eq!(
        paid,
        Some((
            Seat::new(0),
            Seat::new(1),
            4,
            4,
            vec![c(2, 2), c(2, 3), c(3, 3), c(4, 3)]
        ))
    );
    assert_eq!((p.money(0), p.money(1)), (26, 34));
    let debt = p.owed_here().unwrap();
    assert_eq!(
        (debt.payer, debt.payee, debt.amount),
        (Seat::new(0), Seat::new(1), 4)
    );
    assert_eq!(p.area_at(c(1, 1)).1.len(), 2);
}

#[test]
fn own_colour_bare_cell_and_neutral_rugs_are_free() {
    let mut p = pos(3, Rules::default());
    lay(&mut p, c(2, 2), c(2, 3), 0);
    ready_to_roll(&mut p, 0, at(0, 2, Facing::S));
    let ev = roll(&mut p, 2);
    assert!(!ev.iter().any(|e| matches!(e, Event::Paid { .. })));
    assert_eq!(p.money(0), 30);
    // bare cell
    let mut q = pos(3, Rules::default());
    ready_to_roll(&mut q, 0, at(0, 2, Facing::S));
    roll(&mut q, 2);
    assert_eq!(q.money(0), 30);
    // neutral rug: seat 2 is out
    let mut n = pos(3, Rules::default());
    lay(&mut n, c(2, 2), c(2, 3), 2);
    n.eliminated = 1 << 2;
    n.rugs_left[2] = 0;
    ready_to_roll(&mut n, 0, at(0, 2, Facing::S));
    let ev = roll(&mut n, 2);
    assert!(!ev.iter().any(|e| matches!(e, Event::Paid { .. })));
    assert_eq!(n.owed_here(), None);
}

#[test]
fn two_player_colours_are_separate_areas_and_own_two_colours_free() {
    let mut p = pos(2, Rules::default());
    // seat 1's colours are 2 and 3; adjacent rugs of both
    lay(&mut p, c(2, 2), c(2, 3), 2);
    lay(&mut p, c(3, 2), c(3, 3), 3);
    lay(&mut p, c(1, 2), c(1, 3), 2);
    ready_to_roll(&mut p, 0, at(0, 2, Facing::S));
    roll(&mut p, 2); // onto [2,2], colour 2: area [1,2],[1,3],[2,2],[2,3]
    assert_eq!(p.money(0), 26);
    let mut q = pos(2, Rules::default());
    lay(&mut q, c(2, 2), c(2, 3), 2);
    lay(&mut q, c(3, 2), c(3, 3), 3);
    ready_to_roll(&mut q, 0, at(0, 2, Facing::S));
    roll(&mut q, 3); // onto [3,2], colour 3 only
    assert_eq!(q.money(0), 28);
    // seat 1 on its own colours pays nothing
    let mut r = pos(2, Rules::default());
    lay(&mut r, c(2, 2), c(2, 3), 2);
    lay(&mut r, c(3, 2), c(3, 3), 3);
    ready_to_roll(&mut r, 1, at(0, 2, Facing::S));
    roll(&mut r, 3);
    assert_eq!(r.money(1), 30);
    // colour order follows the pile
    let mut s = Position::new(
        2,
        Rules::default(),
        Assam::default(),
        [[1; PILE], [0; PILE]],
    );
    assert_eq!(s.next_rug_color(0), Some(ColorId::new(1)));
    assert_eq!(s.next_rug_color(1), Some(ColorId::new(2)));
    s.piles[0][1] = 0;
    s.phase = Phase::Place;
    s.place([c(2, 3), c(1, 3)], &mut NoEvents).unwrap();
    assert_eq!(s.rug_at(c(1, 3)), Some((ColorId::new(1), 1)));
    assert_eq!(s.next_rug_color(0), Some(ColorId::new(0)));
}

fn owe_five(rules: Rules, money: u16) -> (Position, Vec<Event>) {
    let mut p = pos(3, rules);
    lay(&mut p, c(2, 2), c(2, 3), 1);
    lay(&mut p, c(3, 2), c(3, 3), 1);
    lay(&mut p, c(4, 2), c(4, 1), 1);
    // area of 5 from [2,2]... [2,2],[2,3],[3,2],[3,3],[4,2] ; [4,1] too = 6
    p.money[0] = money;
    p.money[1] = 90 - money;
    ready_to_roll(&mut p, 0, at(0, 2, Facing::S));
    let ev = roll(&mut p, 2);
    (p, ev)
}

#[test]
fn running_out_eliminates_and_exactly_enough_stays_in() {
    let rules = Rules::default();
    let (p, ev) = owe_five(rules, 5);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Paid {
            amount: 5,
            owed: 6,
            ..
        }
    )));
    assert!(ev.contains(&Event::Eliminated { seat: Seat::new(0) }));
    assert!(p.is_eliminated(0));
    assert_eq!((p.money(0), p.money(1), p.rugs_left(0)), (0, 90, 0));
    assert_eq!(p.rugs_left_total(), 30);
    // laid rugs stay (seat 0 had none here); the turn passed to seat 1, phase orient
    assert_eq!(
        (p.current_seat(), p.phase(), p.turn_number()),
        (1, Phase::Orient, 2)
    );
    assert_eq!(p.score(0).total, None);

    let (p, ev) = owe_five(rules, 6);
    assert!(!ev.iter().any(|e| matches!(e, Event::Eliminated { .. })));
    assert_eq!((p.money(0), p.phase()), (0, Phase::Place));
    assert!(!p.is_eliminated(0));
}

#[test]
fn continue_rule_pays_what_one_has_and_stays() {
    let rules = Rules {
        bankruptcy: Bankruptcy::Continue,
        ..Rules::default()
    };
    let (p, ev) = owe_five(rules, 4);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::Paid {
            amount: 4,
            owed: 6,
            ..
        }
    )));
    assert!(!p.is_eliminated(0));
    assert_eq!(
        (p.money(0), p.phase(), p.rugs_left(0)),
        (0, Phase::Place, 15)
    );
}

#[test]
fn eliminated_rugs_turn_neutral_and_turns_skip_them() {
    let mut p = pos(3, Rules::default());
    lay(&mut p, c(5, 5), c(5, 6), 0);
    lay(&mut p, c(2, 2), c(2, 3), 1);
    p.money[0] = 1;
    ready_to_roll(&mut p, 0, at(0, 2, Facing::S));
    roll(&mut p, 2);
    assert!(p.is_eliminated(0));
    // seat 0's rug still shows and counts in its visible, but is free to stop on
    assert_eq!(p.visible(0), 2);
    assert_eq!(p.debt_at(c(5, 5), 1), None);
    // turns go 1, 2, 1, 2 ...
    let mut seats = vec![];
    let mut rng = FastRng::new(3);
    for _ in 0..12 {
        if p.is_over() {
            break;
        }
        if p.phase() == Phase::Orient {
            seats.push(p.current_seat());
        }
        p.random_action(&mut rng);
    }
    assert!(!seats.contains(&0));
}

#[test]
fn last_player_standing_wins_at_once() {
    let mut p = pos(2, Rules::default());
    lay(&mut p, c(2, 2), c(2, 3), 2);
    p.money[0] = 1;
    p.money[1] = 59;
    ready_to_roll(&mut p, 0, at(0, 2, Facing::S));
    let ev = roll(&mut p, 2);
    assert!(p.is_over());
    assert_eq!(p.winners(), seats(&[1]));
    assert!(matches!(ev.last(), Some(Event::GameOver { winners, .. }) if winners == &seats(&[1])));
    assert_eq!(p.rugs_left(1), 24);
    // 3 players: two out
    let mut q = pos(3, Rules::default());
    q.eliminated = 1 << 2;
    q.rugs_total -= q.rugs_left[2];
    q.rugs_left[2] = 0;
    lay(&mut q, c(2, 2), c(2, 3), 1);
    q.money[0] = 0;
    ready_to_roll(&mut q, 0, at(0, 2, Facing::S));
    roll(&mut q, 2);
    assert!(q.is_over());
    assert_eq!(q.winners(), seats(&[1]));
}

#[test]
fn tie_breaks_score_then_money_then_shared() {
    let s = |seat, money, visible| Score {
        seat: Seat::new(seat),
        money,
        visible,
        total: Some(money + visible),
    };
    assert_eq!(
        winners(&[s(0, 30, 10), s(1, 20, 15), s(2, 10, 2)]),
        seats(&[0])
    );
    assert_eq!(
        winners(&[s(0, 25, 10), s(1, 30, 5), s(2, 10, 2)]),
        seats(&[1])
    );
    assert_eq!(
        winners(&[s(0, 25, 10), s(1, 25, 10), s(2, 10, 2)]),
        seats(&[0, 1])
    );
    let out = Score {
        seat: Seat::new(3),
        money: 90,
        visible: 10,
        total: None,
    };
    assert_eq!(winners(&[s(0, 1, 1), out]), seats(&[0]));
}

#[test]
fn game_ends_with_the_last_rug_and_roll_first_has_no_quarter_turn() {
    let rules = Rules {
        turn_order: TurnOrder::RollFirst,
        ..Rules::default()
    };
    let mut p = pos(3, rules);
    assert_eq!(p.phase(), Phase::Roll);
    roll(&mut p, 1);
    let rug = p.legal_rugs().next().unwrap();
    p.place(rug, &mut NoEvents).unwrap();
    assert_eq!(p.phase(), Phase::QuarterTurn);
    assert_eq!(p.legal_rotations(), &[Rotation::Left, Rotation::Right]);
    let before = p.clone();
    assert_eq!(
        p.quarter_turn(Rotation::None, &mut NoEvents),
        Err(ActionError::NoQuarterTurn { turn: 1 })
    );
    assert_eq!(p, before);
    let f = p.assam().facing;
    p.quarter_turn(Rotation::Left, &mut NoEvents).unwrap();
    assert_eq!(p.assam().facing, f.rotated(Rotation::Left));
    assert_eq!(
        (p.current_seat(), p.phase(), p.turn_number()),
        (1, Phase::Roll, 2)
    );
    // the last rug: only one left in the game
    p.rugs_left = [0, 1, 0, 0];
    p.rugs_total = 1;
    roll(&mut p, 1);
    let rug = p.legal_rugs().next().unwrap();
    let mut ev = Vec::new();
    p.place(rug, &mut ev).unwrap();
    assert!(p.is_over());
    assert!(matches!(ev.last(), Some(Event::GameOver { .. })));
    assert_eq!(
        p.quarter_turn(Rotation::Left, &mut NoEvents),
        Err(ActionError::GameOver { turn: 2 })
    );
}

#[test]
fn roll_first_eliminated_player_has_no_quarter_turn() {
    let rules = Rules {
        turn_order: TurnOrder::RollFirst,
        ..Rules::default()
    };
    let mut p = pos(3, rules);
    lay(&mut p, c(2, 2), c(2, 3), 1);
    p.money[0] = 0;
    ready_to_roll(&mut p, 0, at(0, 2, Facing::S));
    roll(&mut p, 2);
    assert!(p.is_eliminated(0));
    assert_eq!((p.current_seat(), p.phase()), (1, Phase::Roll));
    assert_eq!(p.assam(), at(2, 2, Facing::S));
}

#[test]
fn classic_orient_never_half_turns() {
    let mut p = pos(4, Rules::default());
    assert_eq!(p.legal_rotations(), &Rotation::ALL);
    for r in Rotation::ALL {
        let mut q = p.clone();
        q.orient(r, &mut NoEvents).unwrap();
        assert_ne!(q.assam().facing, Facing::S);
    }
    p.orient(Rotation::Right, &mut NoEvents).unwrap();
    assert_eq!(p.assam().facing, Facing::E);
}

#[test]
fn illegal_actions_leave_the_position_unchanged() {
    let mut p = pos(4, Rules::default());
    let before = p.clone();
    let e = p.roll(2, &mut NoEvents).unwrap_err();
    assert_eq!(
        e,
        ActionError::WrongPhase {
            expected: Phase::Roll,
            actual: Phase::Orient,
            turn: 1
        }
    );
    assert_eq!(e.to_string(), "cannot roll now: the phase is orient");
    assert!(p.place([c(2, 3), c(1, 3)], &mut NoEvents).is_err());
    assert!(p.quarter_turn(Rotation::Left, &mut NoEvents).is_err());
    assert_eq!(p, before);
    p.orient(Rotation::None, &mut NoEvents).unwrap();
    let before = p.clone();
    assert!(matches!(
        p.roll(5, &mut NoEvents),
        Err(ActionError::BadFace { face: 5, .. })
    ));
    assert!(matches!(
        p.roll(0, &mut NoEvents),
        Err(ActionError::BadFace { face: 0, .. })
    ));
    assert!(p.orient(Rotation::Left, &mut NoEvents).is_err());
    assert_eq!(p, before);
    p.roll(1, &mut NoEvents).unwrap(); // Assam at [2,3]
    let before = p.clone();
    for (cells, reason) in [
        ([c(2, 3), c(2, 4)], RugFault::UnderAssam),
        ([c(1, 3), c(1, 5)], RugFault::NotAdjacent),
        ([c(1, 3), c(1, 3)], RugFault::NotAdjacent),
        ([c(5, 5), c(5, 6)], RugFault::NotNextToAssam),
    ] {
        assert_eq!(
            p.place(cells, &mut NoEvents),
            Err(ActionError::IllegalRug {
                cells,
                reason,
                turn: 1
            })
        );
    }
    assert_eq!(p, before);
    p.place([c(1, 3), c(1, 4)], &mut NoEvents).unwrap();
    // seat 1: Assam back onto [2,3]? place a rug covering one whole rug
    p.orient(Rotation::None, &mut NoEvents).unwrap();
    p.roll(1, &mut NoEvents).unwrap(); // onto [1,3], seat 0's rug: pays 2
    assert_eq!(p.money(1), 28);
    let before = p.clone();
    // [1,4] is next to Assam; [1,3] is under him; try [0,4]-[1,4] fine, [1,4]-[1,5] fine
    assert!(p.check_rug([c(0, 4), c(1, 4)]).is_ok());
    assert_eq!(p, before);
}

#[test]
fn a_rug_never_covers_both_halves_of_one_rug_own_included() {
    let mut p = pos(3, Rules::default());
    lay(&mut p, c(2, 2), c(1, 2), 0);
    p.assam = at(2, 3, Facing::N);
    p.phase = Phase::Place;
    let legal: Vec<_> = p.legal_rugs().collect();
    assert!(!legal.contains(&RugPos::new(c(2, 2), c(1, 2)).unwrap()));
    assert_eq!(
        p.check_rug([c(1, 2), c(2, 2)]),
        Err(ActionError::IllegalRug {
            cells: [c(1, 2), c(2, 2)],
            reason: RugFault::CoversOneRug(1),
            turn: 1
        })
    );
    // half of it plus another cell is fine, and either order
    assert!(p.check_rug([c(2, 2), c(3, 2)]).is_ok());
    assert!(p.check_rug([c(3, 2), c(2, 2)]).is_ok());
    assert_eq!(legal.len(), 11);
}

#[test]
fn playouts_draw_every_choice_uniformly() {
    // 30,000 four-player games where nobody is eliminated: 1,440,000 turns, replayed alongside
    // to know which rug positions were open
    let rules = Rules {
        bankruptcy: Bankruptcy::Continue,
        ..Rules::default()
    };
    let mut rng = FastRng::new(2026);
    let (mut rotations, mut faces, mut rugs) = ([0u32; 3], [0u32; 5], [0u32; 12]);
    for _ in 0..30_000 {
        let mut p = pos(4, rules);
        let mut replay = p.clone();
        let mut events = Vec::new();
        p.playout_with(&mut rng, &mut events);
        for e in &events {
            let mut sink = NoEvents;
            match e {
                Event::Rotated { rotation, .. } => {
                    rotations[Rotation::ALL.iter().position(|r| r == rotation).unwrap()] += 1;
                    replay.orient(*rotation, &mut sink).unwrap();
                }
                Event::Rolled { face, .. } => {
                    faces[*face as usize] += 1;
                    replay.roll(*face, &mut sink).unwrap();
                }
                Event::Laid { cells, .. } => {
                    // where all 12 positions are open, the draw is over 12
                    if replay.legal_rugs().count() == 12 {
                        let cands = candidates(replay.assam().cell);
                        let i = cands.iter().position(|&(a, b)| [a, b] == *cells).unwrap();
                        rugs[i] += 1;
                    }
                    replay.place(*cells, &mut sink).unwrap();
                }
                _ => {}
            }
        }
    }
    let near = |count: u32, expected: f64| (count as f64 - expected).abs() < expected * 0.05;
    let turns: u32 = rotations.iter().sum();
    assert_eq!(turns, 30_000 * 48);
    for r in rotations {
        assert!(near(r, turns as f64 / 3.0), "{rotations:?}");
    }
    for (face, weight) in [(1, 1.0), (2, 2.0), (3, 2.0), (4, 1.0)] {
        assert!(near(faces[face], turns as f64 * weight / 6.0), "{faces:?}");
    }
    let open: u32 = rugs.iter().sum();
    assert!(open > 50_000, "{open}");
    for r in rugs {
        assert!(near(r, open as f64 / 12.0), "{rugs:?}");
    }
}
