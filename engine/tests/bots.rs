//! Bots: every decision is legal in random positions of every configuration, seeded bots
//! are deterministic, the 2-player hard bot ignores the hidden pile order, and the `bot`
//! and `arena` tools print what they promise.

use std::process::Command;

use marrakech_engine::bots::{
    decide, decide_position, legal_decisions, Decision, HardParams, Level, Thinker,
};
use marrakech_engine::*;
use serde_json::Value;

fn setup(players: usize, rules: Rules) -> Setup {
    Setup::standard(players, rules, PlayerKind::Bot(Level::Medium))
}

fn configs() -> Vec<(usize, Rules)> {
    let mut v = Vec::new();
    for players in 2..=4 {
        for turn_order in [TurnOrder::Classic, TurnOrder::RollFirst] {
            for bankruptcy in [Bankruptcy::Eliminate, Bankruptcy::Continue] {
                v.push((
                    players,
                    Rules {
                        bankruptcy,
                        turn_order,
                    },
                ));
            }
        }
    }
    v
}

fn small_hard() -> HardParams {
    HardParams {
        rollouts: 40,
        ..HardParams::default()
    }
}

fn hard(game: &Game, seed: u64, params: HardParams) -> Decision {
    let mut t = Thinker::hard(game.position(), seed, params).unwrap();
    loop {
        if let Some(d) = t.step(16) {
            return d;
        }
    }
}

/// Checks that `d` fits the phase and that applying it succeeds.
fn check_legal(game: &Game, d: Decision) {
    match (game.phase(), d.actions()) {
        (Phase::Roll, []) => {}
        (Phase::Orient, [Action::Direction(_)]) => {}
        (Phase::QuarterTurn, [Action::QuarterTurn(_)]) => {}
        (Phase::Place, [Action::Rug(_), then @ ..]) => {
            let roll_first = game.rules().turn_order == TurnOrder::RollFirst;
            let last = game.position().rugs_left_total() == 1;
            assert_eq!(
                matches!(then, [Action::QuarterTurn(_)]),
                roll_first && !last,
                "closing quarter turn of {d:?}"
            );
        }
        (phase, _) => panic!("{d:?} in phase {phase}"),
    }
    let mut g = game.clone();
    d.apply(&mut g).unwrap_or_else(|e| panic!("{d:?}: {e}"));
    if d != Decision::ROLL {
        assert!(legal_decisions(game.position()).contains(&d) || game.phase() == Phase::Orient);
    }
}

/// Plays whole games of every configuration, the seats taking turns between easy,
/// medium and random play, checking easy, medium and hard (a small budget) at every
/// decision.
#[test]
fn every_level_decides_legally_everywhere() {
    let mut checked = 0;
    for (ci, (players, rules)) in configs().into_iter().enumerate() {
        for g in 0..3u64 {
            let seed = ci as u64 * 100 + g;
            let mut game = Game::new(setup(players, rules), seed).unwrap();
            let mut rng = FastRng::new(seed);
            while !game.is_over() {
                let easy = decide(&game, Level::Easy, seed).unwrap();
                let medium = decide(&game, Level::Medium, seed).unwrap();
                check_legal(&game, easy);
                check_legal(&game, medium);
                check_legal(&game, hard(&game, seed, small_hard()));
                checked += 3;
                let d = match (game.current_seat().index() + g as usize) % 3 {
                    0 => easy,
                    1 => medium,
                    _ => {
                        let all = legal_decisions(game.position());
                        if all.is_empty() {
                            Decision::ROLL
                        } else {
                            all[(rng.next_u64() % all.len() as u64) as usize]
                        }
                    }
                };
                d.apply(&mut game).unwrap();
            }
            assert_eq!(decide(&game, Level::Easy, 0), Err(bots::BotError::GameOver));
            assert_eq!(decide(&game, Level::Hard, 0), Err(bots::BotError::GameOver));
        }
    }
    assert!(checked > 10_000, "{checked}");
}

#[test]
fn hard_decisions_are_legal_and_deterministic() {
    for (ci, (players, rules)) in configs().into_iter().enumerate() {
        let seed = 7 + ci as u64;
        let mut game = Game::new(setup(players, rules), seed).unwrap();
        let mut n = 0;
        while !game.is_over() {
            let level = if game.current_seat() == Seat::new(0) {
                Level::Hard
            } else {
                Level::Easy
            };
            let d = if level == Level::Hard && n % 5 == 0 {
                let d = hard(&game, seed, small_hard());
                check_legal(&game, d);
                // chunks of any size give the same answer
                let mut t = Thinker::hard(game.position(), seed, small_hard()).unwrap();
                let once = loop {
                    if let Some(d) = t.step(u32::MAX) {
                        break d;
                    }
                };
                assert_eq!(once, d);
                d
            } else {
                decide(&game, Level::Easy, seed).unwrap()
            };
            n += 1;
            d.apply(&mut game).unwrap();
        }
    }
}

#[test]
fn seeded_bots_are_deterministic() {
    for (players, rules) in configs().into_iter().step_by(3) {
        let mut game = Game::new(setup(players, rules), 3).unwrap();
        for _ in 0..25 {
            for level in [Level::Easy, Level::Medium] {
                let a = decide(&game, level, 99).unwrap();
                let b = decide(&game.clone(), level, 99).unwrap();
                assert_eq!(a, b);
            }
            assert_eq!(hard(&game, 5, small_hard()), hard(&game, 5, small_hard()));
            decide(&game, Level::Easy, 1)
                .unwrap()
                .apply(&mut game)
                .unwrap();
        }
    }
}

/// Two positions that differ only in the hidden part of the piles (below each top): the
/// 2-player bots decide the same.
#[test]
fn two_player_bots_ignore_the_hidden_pile_order() {
    for turn_order in [TurnOrder::Classic, TurnOrder::RollFirst] {
        let rules = Rules {
            turn_order,
            ..Rules::default()
        };
        let mut game = Game::new(setup(2, rules), 21).unwrap();
        let mut tested = 0;
        for step in 0..60 {
            if step % 4 == 1 && game.phase() != Phase::Roll {
                let pos = game.position().clone();
                let mut other = pos.clone();
                let mut rng = FastRng::new(step);
                other.shuffle_hidden_pile(0, &mut rng);
                other.shuffle_hidden_pile(1, &mut rng);
                assert_eq!(other.next_rug_color(0), pos.next_rug_color(0));
                assert_eq!(other.next_rug_color(1), pos.next_rug_color(1));
                if other.piles() != pos.piles() {
                    tested += 1;
                }
                for level in [Level::Easy, Level::Medium] {
                    assert_eq!(
                        decide_position(&pos, level, 4).unwrap(),
                        decide_position(&other, level, 4).unwrap()
                    );
                }
                let mut a = Thinker::hard(&pos, 4, small_hard()).unwrap();
                let mut b = Thinker::hard(&other, 4, small_hard()).unwrap();
                assert_eq!(a.step(u32::MAX), b.step(u32::MAX));
            }
            decide(&game, Level::Medium, 1)
                .unwrap()
                .apply(&mut game)
                .unwrap();
        }
        assert!(tested >= 8, "{tested}");
    }
}

// ----- the bot and arena tools ---------------------------------------------------------

fn write_record(game: &Game, name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("marrakech-bot-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, game.to_record().to_json_pretty()).unwrap();
    path
}

fn run_bot(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_bot"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn bot_tool_prints_one_decision_by_phase() {
    let mut seen = Vec::new();
    for turn_order in [TurnOrder::Classic, TurnOrder::RollFirst] {
        let rules = Rules {
            turn_order,
            ..Rules::default()
        };
        let mut game = Game::new(setup(3, rules), 8).unwrap();
        // stop once in each phase of a turn, a few turns in
        for _ in 0..9 {
            decide(&game, Level::Medium, 0)
                .unwrap()
                .apply(&mut game)
                .unwrap();
        }
        let wanted = match turn_order {
            TurnOrder::Classic => 3,
            TurnOrder::RollFirst => 3,
        };
        let mut phases = Vec::new();
        while phases.len() < wanted {
            let phase = game.phase();
            if !phases.contains(&phase) {
                phases.push(phase);
                let path = write_record(&game, &format!("{}-{phase}.json", turn_order.as_str()));
                let p = path.to_str().unwrap();
                let level = if phase == Phase::QuarterTurn {
                    "hard"
                } else {
                    "medium"
                };
                let (code, out, err) = run_bot(&["--level", level, "--seed", "3", p]);
                assert_eq!(code, 0, "{err}");
                let v: Value = serde_json::from_str(out.trim()).unwrap();
                let obj = v.as_object().unwrap();
                match phase {
                    Phase::Orient => {
                        assert!(
                            ["none", "left", "right"].contains(&obj["rotate"].as_str().unwrap())
                        );
                        assert_eq!(obj.len(), 1);
                    }
                    Phase::Roll => assert_eq!(v, serde_json::json!({"roll": true})),
                    Phase::Place => {
                        assert_eq!(obj["rug"].as_array().unwrap().len(), 2);
                        assert_eq!(
                            obj.contains_key("rotate"),
                            turn_order == TurnOrder::RollFirst
                        );
                    }
                    Phase::QuarterTurn => {
                        assert!(["left", "right"].contains(&obj["rotate"].as_str().unwrap()));
                        assert_eq!(obj.len(), 1);
                    }
                    Phase::Over => unreachable!(),
                }
                // the same record, level and seed give the same answer
                assert_eq!(run_bot(&["--level", level, "--seed", "3", p]).1, out);
                seen.push(phase);
            }
            let d = decide(&game, Level::Easy, 0).unwrap();
            match d.rug_pos() {
                // lay the rug alone, so that the record stops before the quarter turn
                Some(rug) => {
                    game.apply(Action::Rug(rug)).unwrap();
                }
                None => {
                    d.apply(&mut game).unwrap();
                }
            }
        }
    }
    assert_eq!(seen.len(), 6, "{seen:?}");

    // a finished game
    let mut game = Game::new(setup(4, Rules::default()), 2).unwrap();
    while !game.is_over() {
        decide(&game, Level::Easy, 0)
            .unwrap()
            .apply(&mut game)
            .unwrap();
    }
    let path = write_record(&game, "over.json");
    let (code, out, err) = run_bot(&["--level", "easy", path.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(out.is_empty());
    assert!(err.starts_with("error: "), "{err}");

    // a bad record, bad arguments
    let bad = write_record(&game, "bad.json");
    std::fs::write(&bad, "{\"format\": 3}").unwrap();
    let (code, _, err) = run_bot(&["--level", "medium", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.starts_with("error: "), "{err}");
    let (code, _, err) = run_bot(&["--level", "expert", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("usage"), "{err}");
    let (code, _, _) = run_bot(&[bad.to_str().unwrap()]);
    assert_eq!(code, 2);
}

#[test]
fn every_tool_answers_help_with_its_usage() {
    for exe in [
        env!("CARGO_BIN_EXE_bot"),
        env!("CARGO_BIN_EXE_arena"),
        env!("CARGO_BIN_EXE_replay"),
    ] {
        for flag in ["--help", "-h"] {
            let out = Command::new(exe).arg(flag).output().unwrap();
            assert_eq!(out.status.code(), Some(0), "{exe} {flag}");
            let text = String::from_utf8_lossy(&out.stdout);
            assert!(text.starts_with("usage: "), "{exe} {flag}: {text}");
            assert!(out.stderr.is_empty());
        }
    }
}

#[test]
fn arena_tool_prints_a_table() {
    let out = Command::new(env!("CARGO_BIN_EXE_arena"))
        .args([
            "--games",
            "4",
            "--levels",
            "hard,easy",
            "--rollouts",
            "24",
            "--threads",
            "2",
        ])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("95% CI"), "{text}");
    assert!(text.lines().any(|l| l.starts_with("hard")), "{text}");
    assert!(text.lines().any(|l| l.starts_with("easy")), "{text}");
    let out = Command::new(env!("CARGO_BIN_EXE_arena"))
        .args(["--games", "x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
}
