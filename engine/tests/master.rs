//! The master bot: legal and deterministic for a fixed budget (in chunks of any size), a
//! clock budget that ends on time, refusal of a finished game, the default budget behind
//! `Level::Master`, and the `bot` and `arena` tools' master flags.

use std::process::Command;

use marrakech_engine::bots::{legal_decisions, Decision, Level, MasterParams, Thinker};
use marrakech_engine::*;

fn small() -> MasterParams {
    MasterParams {
        iterations: 300,
        hard_rollouts: 100,
        ..MasterParams::default()
    }
}

fn think(pos: &Position, seed: u64, params: MasterParams, chunk: u32) -> Decision {
    let mut t = Thinker::master(pos, seed, params).unwrap();
    loop {
        if let Some(d) = t.step(chunk) {
            let (done, planned) = t.progress();
            assert_eq!(done, planned);
            let flat = if pos.players() == 2 {
                params.hard_rollouts
            } else {
                0
            };
            assert!(done <= flat + params.iterations + 64, "{done}");
            return d;
        }
    }
}

fn rules(i: usize) -> Rules {
    Rules {
        bankruptcy: Bankruptcy::ALL[i % 2],
        turn_order: TurnOrder::ALL[i / 2 % 2],
    }
}

/// Whole games of 2 to 4 players under every rule, master at seat 0 every few decisions.
#[test]
fn master_decisions_are_legal_and_deterministic() {
    for i in 0..6 {
        let players = 2 + i % 3;
        let kinds = PlayerKind::Bot(Level::Easy);
        let mut game = Game::new(Setup::standard(players, rules(i), kinds), i as u64).unwrap();
        let mut n = 0;
        while !game.is_over() {
            let pos = game.position().clone();
            let d = if game.current_seat() == Seat::new(0) && n % 4 == 0 {
                let d = think(&pos, 9, small(), 37);
                assert_eq!(
                    think(&pos, 9, small(), u32::MAX),
                    d,
                    "chunks change nothing"
                );
                if game.phase() == Phase::Roll {
                    assert_eq!(d, Decision::ROLL);
                } else {
                    assert!(legal_decisions(&pos).contains(&d), "{d:?}");
                }
                d
            } else {
                bots::decide(&game, Level::Easy, n).unwrap()
            };
            n += 1;
            d.apply(&mut game).unwrap();
        }
        assert_eq!(
            Thinker::master(game.position(), 0, small()).err(),
            Some(bots::BotError::GameOver)
        );
        assert_eq!(
            bots::decide(&game, Level::Master, 0),
            Err(bots::BotError::GameOver)
        );
    }
}

#[test]
fn a_clock_budget_ends_on_time_with_a_legal_decision() {
    let mut game = Game::new(Setup::standard(3, Rules::default(), PlayerKind::Human), 4).unwrap();
    game.rotate(Rotation::None).unwrap();
    game.roll(3).unwrap();
    let pos = game.position().clone();
    // no time at all: the best candidate at once
    let mut t = Thinker::master(&pos, 1, MasterParams::default()).unwrap();
    assert_eq!(t.step(100), None);
    let d = t.pace(5.0, 5.0).unwrap();
    assert!(legal_decisions(&pos).contains(&d));
    assert_eq!(t.step(100), Some(d));
    // a pretend clock of 1 ms a chunk of 100 and 20 ms to think: about 2,000 rollouts
    let mut t = Thinker::master(&pos, 1, MasterParams::default()).unwrap();
    let mut ms = 0.0;
    let d = loop {
        if let Some(d) = t.step(100) {
            break d;
        }
        ms += 1.0;
        if let Some(d) = t.pace(ms, 20.0) {
            break d;
        }
    };
    assert!(legal_decisions(&pos).contains(&d));
    let (done, _) = t.progress();
    assert!((1_000..=2_100).contains(&done), "{done}");
}

#[test]
fn the_master_level_searches_with_its_default_budget() {
    let mut game = Game::new(Setup::standard(4, Rules::default(), PlayerKind::Human), 2).unwrap();
    game.rotate(Rotation::Left).unwrap();
    game.roll(2).unwrap();
    let t = Thinker::from_position(game.position(), Level::Master, 3).unwrap();
    let budget = MasterParams::default().iterations;
    let planned = t.progress().1;
    assert!(
        planned <= budget && planned >= budget - budget / 50,
        "{planned}"
    );
    assert_eq!(
        PlayerKind::parse("master"),
        Some(PlayerKind::Bot(Level::Master))
    );
}

#[test]
fn bot_and_arena_tools_take_master_budgets() {
    let mut game = Game::new(Setup::standard(2, Rules::default(), PlayerKind::Human), 6).unwrap();
    game.rotate(Rotation::Right).unwrap();
    game.roll(4).unwrap();
    let dir = std::env::temp_dir().join(format!("marrakech-master-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("place.json");
    std::fs::write(&path, game.to_record().to_json_pretty()).unwrap();
    let p = path.to_str().unwrap();
    let bot = |args: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_bot"))
            .args(args)
            .output()
            .unwrap();
        (
            out.status.code(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
        )
    };
    let a = bot(&["--level", "master", "--iterations", "400", "--seed", "2", p]);
    assert_eq!(a.0, Some(0));
    assert!(a.1.contains("\"rug\""), "{}", a.1);
    assert_eq!(
        bot(&["--level=master", "--iterations=400", "--seed=2", p]),
        a
    );
    let timed = bot(&["--level", "master", "--think-ms", "30", p]);
    assert_eq!(timed.0, Some(0));
    // a budget is master's only, and one at most
    assert_eq!(
        bot(&["--level", "hard", "--iterations", "400", p]).0,
        Some(2)
    );
    assert_eq!(
        bot(&[
            "--level",
            "master",
            "--iterations",
            "4",
            "--think-ms",
            "3",
            p
        ])
        .0,
        Some(2)
    );
    assert_eq!(
        bot(&["--level", "master", "--iterations", "0", p]).0,
        Some(2)
    );

    let out = Command::new(env!("CARGO_BIN_EXE_arena"))
        .args([
            "--games",
            "2",
            "--levels",
            "master,hard",
            "--iterations",
            "200",
        ])
        .args(["--rollouts", "100", "--threads", "1"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.lines().any(|l| l.starts_with("master ")), "{text}");
    assert!(
        text.contains("master: ") && text.contains("200 iterations each"),
        "{text}"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_arena"))
        .args(["--games", "1", "--levels", "master,easy", "--think-ms", "2"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("2 ms each"));
}
