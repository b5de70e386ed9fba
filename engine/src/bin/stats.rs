//! `stats GAMES ROLLOUTS`: hard against hard, how games end (experiments).
use marrakech_engine::bots::{Decision, HardParams, Thinker};
use marrakech_engine::{Game, Phase, PlayerKind, Rules, Setup};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let games: u64 = a[1].parse().unwrap();
    let rollouts: u32 = a[2].parse().unwrap();
    let (mut elim, mut margins) = (0, Vec::new());
    let mut elim_turns = Vec::new();
    for g in 0..games {
        let mut game = Game::new(
            Setup::standard(2, Rules::default(), PlayerKind::Human),
            9000 + g,
        )
        .unwrap();
        while !game.is_over() {
            let pos = game.position();
            let d = if pos.phase() == Phase::Roll {
                Decision::ROLL
            } else {
                let mut t = Thinker::hard(
                    pos,
                    g,
                    HardParams {
                        rollouts,
                        ..HardParams::default()
                    },
                )
                .unwrap();
                loop {
                    if let Some(d) = t.step(u32::MAX) {
                        break d;
                    }
                }
            };
            d.apply(&mut game).unwrap();
        }
        let p = game.position();
        if p.is_eliminated(0) || p.is_eliminated(1) {
            elim += 1;
            elim_turns.push(p.turn_number());
        }
        let s: Vec<i64> = (0..2)
            .map(|s| p.score(s).total.unwrap_or(0) as i64)
            .collect();
        margins.push((s[0] - s[1]).abs());
    }
    margins.sort();
    let n = margins.len();
    println!("eliminations {elim} of {games}; turns {:?}", elim_turns);
    println!(
        "abs margin: median {}, quartiles {} {}, <=2: {}, <=5: {}, <=10: {}",
        margins[n / 2],
        margins[n / 4],
        margins[3 * n / 4],
        margins.iter().filter(|&&m| m <= 2).count(),
        margins.iter().filter(|&&m| m <= 5).count(),
        margins.iter().filter(|&&m| m <= 10).count()
    );
}
