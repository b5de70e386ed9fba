//! `Game::rotate`: the one rotation action, the classic orient in phase `orient` and the
//! roll-first closing quarter turn in phase `QuarterTurn`; refused in the other phases.

use marrakech_engine::*;

fn game(turn_order: TurnOrder) -> Game {
    let rules = Rules {
        turn_order,
        ..Rules::default()
    };
    Game::new(Setup::standard(3, rules, PlayerKind::Human), 5).unwrap()
}

/// The game's observable state, to check a refused action changed nothing.
fn snapshot(g: &Game) -> (State, Position, Vec<TurnRecord>, u64) {
    (
        g.state(),
        g.position().clone(),
        g.turns().to_vec(),
        g.draws_used(),
    )
}

fn refused(g: &mut Game, rotation: Rotation, expected: Phase) {
    let before = snapshot(g);
    let actual = g.phase();
    assert_eq!(
        g.rotate(rotation),
        Err(ActionError::WrongPhase {
            expected,
            actual,
            turn: g.turn_number()
        })
    );
    assert_eq!(snapshot(g), before);
}

fn first_rug(g: &Game) -> RugPos {
    g.legal_rugs()[0]
}

#[test]
fn classic_rotate_orients() {
    let mut g = game(TurnOrder::Classic);
    assert_eq!(g.phase(), Phase::Orient);
    let events = g.rotate(Rotation::Right).unwrap();
    assert_eq!(
        events,
        vec![Event::Rotated {
            seat: Seat::new(0),
            from: Facing::N,
            to: Facing::E,
            rotation: Rotation::Right
        }]
    );
    assert_eq!(g.phase(), Phase::Roll);
    assert_eq!(g.turns()[0].rotate, Some(Rotation::Right));

    refused(&mut g, Rotation::Left, Phase::Orient);
    g.roll(2).unwrap();
    assert_eq!(g.phase(), Phase::Place);
    refused(&mut g, Rotation::None, Phase::Orient);
    g.place(first_rug(&g)).unwrap();

    // the next turn orients again, keeping the facing too
    assert_eq!((g.phase(), g.current_seat()), (Phase::Orient, Seat::new(1)));
    let facing = g.assam().facing;
    g.rotate(Rotation::None).unwrap();
    assert_eq!(g.assam().facing, facing);
    assert_eq!(g.turns()[1].rotate, Some(Rotation::None));
}

#[test]
fn roll_first_rotate_is_the_closing_quarter_turn() {
    let mut g = game(TurnOrder::RollFirst);
    assert_eq!(g.phase(), Phase::Roll);
    refused(&mut g, Rotation::Left, Phase::QuarterTurn);
    g.roll(2).unwrap();
    assert_eq!(g.phase(), Phase::Place);
    refused(&mut g, Rotation::Left, Phase::QuarterTurn);
    g.place(first_rug(&g)).unwrap();
    assert_eq!(g.phase(), Phase::QuarterTurn);

    let before = snapshot(&g);
    assert_eq!(
        g.rotate(Rotation::None),
        Err(ActionError::NoQuarterTurn { turn: 1 })
    );
    assert_eq!(snapshot(&g), before);

    let from = g.assam().facing;
    let events = g.rotate(Rotation::Left).unwrap();
    assert_eq!(
        events,
        vec![
            Event::QuarterTurned {
                seat: Seat::new(0),
                from,
                to: from.rotated(Rotation::Left),
                rotation: Rotation::Left
            },
            Event::NextTurn {
                seat: Seat::new(1),
                turn: 2
            }
        ]
    );
    assert_eq!(g.turns()[0].rotate, Some(Rotation::Left));
    assert_eq!((g.phase(), g.turn_number()), (Phase::Roll, 2));
}

#[test]
fn rotate_records_as_orient_and_quarter_turn_do() {
    for turn_order in [TurnOrder::Classic, TurnOrder::RollFirst] {
        let (mut a, mut b) = (game(turn_order), game(turn_order));
        while a.turn_number() <= 6 {
            match a.phase() {
                Phase::Orient => {
                    a.rotate(Rotation::Left).unwrap();
                    b.orient(Rotation::Left).unwrap();
                }
                Phase::QuarterTurn => {
                    a.rotate(Rotation::Right).unwrap();
                    b.quarter_turn(Rotation::Right).unwrap();
                }
                Phase::Roll => {
                    assert_eq!(a.roll_die().unwrap(), b.roll_die().unwrap());
                }
                Phase::Place => {
                    let rug = first_rug(&a);
                    a.place(rug).unwrap();
                    b.place(rug).unwrap();
                }
                Phase::Over => break,
            }
        }
        assert_eq!(a.to_record(), b.to_record());
        assert_eq!(a.state(), b.state());
    }
}

#[test]
fn rotate_after_the_end_is_refused() {
    let mut g = game(TurnOrder::Classic);
    while !g.is_over() {
        match g.phase() {
            Phase::Roll => drop(g.roll_die().unwrap()),
            Phase::Place => drop(g.place(first_rug(&g)).unwrap()),
            _ => drop(g.rotate(Rotation::None).unwrap()),
        }
    }
    let turn = g.turn_number();
    assert_eq!(
        g.rotate(Rotation::Left),
        Err(ActionError::GameOver { turn })
    );
}

#[test]
fn a_rug_is_placed_as_a_position_or_as_cells_in_the_order_given() {
    let mut g = game(TurnOrder::Classic);
    g.rotate(Rotation::None).unwrap();
    g.roll(1).unwrap();
    let rug = first_rug(&g);
    let [a, b] = rug.cells();
    let mut h = g.clone();
    let events = h.place([b, a]).unwrap();
    assert!(matches!(events[0], Event::Laid { cells, .. } if cells == [b, a]));
    assert_eq!(h.turns()[0].rug, Some([b, a]));
    let events = g.place(rug).unwrap();
    assert!(matches!(events[0], Event::Laid { cells, .. } if cells == [a, b]));
    assert_eq!(g.turns()[0].rug, Some([a, b]));
    assert_eq!(g.state(), h.state());
}
