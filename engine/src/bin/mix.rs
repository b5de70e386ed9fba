//! `mix GAMES WHICH`: hard against a hard that leaves one kind of decision to medium
//! (WHICH: orient or place) (experiments).
use marrakech_engine::bots::{decide_position, Decision, Level};
use marrakech_engine::{Game, Phase, PlayerKind, Rules, Setup};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let games: u64 = a[1].parse().unwrap();
    let weak = if a[2] == "orient" {
        Phase::Orient
    } else {
        Phase::Place
    };
    let mut wins = 0.0;
    for g in 0..games {
        let mut game = Game::new(
            Setup::standard(2, Rules::default(), PlayerKind::Human),
            5000 + g,
        )
        .unwrap();
        let mixed = (g % 2) as usize;
        while !game.is_over() {
            let pos = game.position();
            let d = if pos.phase() == Phase::Roll {
                Decision::ROLL
            } else {
                let level = if pos.current_seat() == mixed && pos.phase() == weak {
                    Level::Medium
                } else {
                    Level::Hard
                };
                decide_position(pos, level, g).unwrap()
            };
            d.apply(&mut game).unwrap();
        }
        let w = game.position().winners();
        if w.iter().any(|s| s.index() == mixed) {
            wins += 1.0 / w.len() as f64;
        }
    }
    println!(
        "mixed ({}) wins {:.1} % of {games}",
        a[2],
        100.0 * wins / games as f64
    );
}
