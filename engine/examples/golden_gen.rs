//! Writes seeded random game records (full and unfinished) for the golden tests:
//! `cargo run -p marrakech-engine --example golden_gen -- DIR`. Their expected states are
//! made with the replay tool and checked by the independent `tests/golden/reference.py`.

use marrakech_engine::*;

fn setup(players: usize, rules: Rules, assam: Option<Assam>) -> Setup {
    let names = ["Amina", "Bruno", "Chloé", "Dawid"];
    let mut setup = Setup::standard(players, rules, PlayerKind::Human);
    for (p, name) in setup.players.iter_mut().zip(names) {
        p.name = name.to_string();
    }
    setup.assam = assam;
    setup
}

/// Plays seeded random choices; stops after `stop` actions (or at the end).
fn play(players: usize, rules: Rules, assam: Option<Assam>, seed: u64, stop: usize) -> Game {
    let mut g = Game::new(setup(players, rules, assam), seed).unwrap();
    let mut rng = FastRng::new(seed);
    let mut actions = 0;
    while !g.is_over() && actions < stop {
        actions += 1;
        let x = rng.next_u64();
        match g.phase() {
            Phase::Orient => drop(g.rotate(Rotation::ALL[(x % 3) as usize]).unwrap()),
            Phase::QuarterTurn => drop(g.rotate(Rotation::QUARTERS[(x % 2) as usize]).unwrap()),
            Phase::Roll => drop(g.roll_die().unwrap()),
            Phase::Place => {
                let legal = g.legal_rugs();
                // written from Assam outwards, as the committed records are
                let rug = legal[(x % legal.len() as u64) as usize];
                drop(g.place(rug.outward_from(g.assam().cell)).unwrap())
            }
            Phase::Over => unreachable!(),
        }
    }
    g
}

fn main() {
    let dir = std::env::args().nth(1).expect("DIR");
    let rf = Rules {
        turn_order: TurnOrder::RollFirst,
        ..Rules::default()
    };
    let cont = Rules {
        bankruptcy: Bankruptcy::Continue,
        ..Rules::default()
    };
    let cont_rf = Rules {
        bankruptcy: Bankruptcy::Continue,
        turn_order: TurnOrder::RollFirst,
    };
    let corner = Some(Assam {
        cell: Cell::new(0, 6).unwrap(),
        facing: Facing::E,
    });
    let games = [
        (
            "gen-2p-roll-first-continue-full",
            2,
            cont_rf,
            None,
            11,
            usize::MAX,
        ),
        ("gen-2p-classic-mid", 2, Rules::default(), None, 12, 61),
        ("gen-3p-continue-full", 3, cont, None, 13, usize::MAX),
        (
            "gen-3p-roll-first-corner-start-full",
            3,
            rf,
            corner,
            14,
            usize::MAX,
        ),
        ("gen-4p-roll-first-full", 4, rf, None, 15, usize::MAX),
        ("gen-4p-roll-first-mid", 4, rf, None, 16, 31),
        ("gen-4p-roll-first-mid", 4, rf, None, 16, 33),
        ("gen-4p-classic-mid", 4, Rules::default(), None, 17, 50),
        ("gen-3p-classic-mid", 3, Rules::default(), None, 18, 60),
    ];
    for (name, players, rules, assam, seed, stop) in games {
        let g = play(players, rules, assam, seed, stop);
        let name = if g.is_over() {
            name.to_string()
        } else {
            format!("{name}-{}", g.phase())
        };
        let path = format!("{dir}/{name}.record.json");
        std::fs::write(&path, g.to_record().to_json_pretty() + "\n").unwrap();
        println!("{path}: phase {}, {} turns", g.phase(), g.turns().len());
    }
}
