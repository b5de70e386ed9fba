//! Golden records: every `valid/NAME.record.json` replays to `valid/NAME.state.json`;
//! every `invalid/NAME.record.json` is refused with the text of `invalid/NAME.error.txt`.
//! The replay binary is run on one of each.

use std::path::{Path, PathBuf};
use std::process::Command;

use marrakech_engine::{Game, Record};
use serde_json::Value;

fn dir(kind: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(kind)
}

fn records(kind: &str) -> Vec<(String, PathBuf)> {
    let mut out: Vec<_> = std::fs::read_dir(dir(kind))
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            let name = p
                .file_name()?
                .to_str()?
                .strip_suffix(".record.json")?
                .to_string();
            Some((name, p))
        })
        .collect();
    out.sort();
    out
}

fn replay(path: &Path) -> Result<Value, String> {
    let text = std::fs::read_to_string(path).unwrap();
    let record = Record::parse(&text).map_err(|e| e.to_string())?;
    let game = Game::from_record(&record).map_err(|e| e.to_string())?;
    Ok(serde_json::to_value(game.state()).unwrap())
}

#[test]
fn valid_records_replay_to_their_states() {
    let all = records("valid");
    assert!(all.len() >= 8, "golden records missing");
    let mut failures = Vec::new();
    for (name, path) in all {
        let expected: Value = serde_json::from_str(
            &std::fs::read_to_string(dir("valid").join(format!("{name}.state.json"))).unwrap(),
        )
        .unwrap();
        match replay(&path) {
            Ok(state) if state == expected => {}
            Ok(state) => failures.push(format!(
                "{name}: state differs\n got: {}\nwant: {}",
                serde_json::to_string(&state).unwrap(),
                serde_json::to_string(&expected).unwrap()
            )),
            Err(e) => failures.push(format!("{name}: refused: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn valid_records_round_trip() {
    for (name, path) in records("valid") {
        let text = std::fs::read_to_string(&path).unwrap();
        let game = Game::from_record(&Record::parse(&text).unwrap()).unwrap();
        let written = game.to_record().to_json_pretty();
        let again = Game::from_record(&Record::parse(&written).unwrap()).unwrap();
        assert_eq!(again.state(), game.state(), "{name}");
        assert_eq!(again.position(), game.position(), "{name}");
    }
}

#[test]
fn invalid_records_are_refused_with_their_reason() {
    let all = records("invalid");
    assert!(!all.is_empty());
    let mut failures = Vec::new();
    for (name, path) in all {
        let want = std::fs::read_to_string(dir("invalid").join(format!("{name}.error.txt")))
            .unwrap_or_else(|_| panic!("{name}.error.txt missing"));
        let want = want.trim();
        match replay(&path) {
            Ok(_) => failures.push(format!("{name}: accepted")),
            Err(e) if e == want => {}
            Err(e) => failures.push(format!("{name}:\n  got: {e}\n want: {want}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn replay_binary_prints_states_and_errors() {
    let exe = env!("CARGO_BIN_EXE_replay");
    let valid = dir("valid").join("3p-classic-full.record.json");
    let out = Command::new(exe).arg(&valid).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let state: Value = serde_json::from_slice(&out.stdout).unwrap();
    let want: Value = serde_json::from_str(
        &std::fs::read_to_string(dir("valid").join("3p-classic-full.state.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(state, want);
    assert!(out.stderr.is_empty());

    let (name, invalid) = records("invalid")
        .into_iter()
        .find(|(n, _)| n == "illegal-rug-under-assam")
        .unwrap();
    let out = Command::new(exe).arg(&invalid).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{name}");
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    let want = std::fs::read_to_string(dir("invalid").join(format!("{name}.error.txt"))).unwrap();
    assert_eq!(err, format!("error: {}\n", want.trim()));
    assert!(err.starts_with("error: turn "));

    let out = Command::new(exe)
        .arg(dir("no-such-file.json"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.starts_with("error: cannot read"), "{err}");
    assert_eq!(err.lines().count(), 1);

    // standard output closed early (`replay game.json | head -1`): a quiet end, no panic
    let mut child = Command::new(exe)
        .arg(&valid)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
