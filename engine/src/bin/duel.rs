//! `duel NET LEVEL FIRST GAMES KEEP`: the network against a level (experiments).
use marrakech_engine::bots::learn::duel_with;
use marrakech_engine::bots::{Level, Net};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let net = Net::from_bytes(&std::fs::read(&a[1]).expect("read")).expect("weights");
    let level = Level::parse(&a[2]).expect("level");
    let first: u64 = a[3].parse().expect("first");
    let games: u64 = a[4].parse().expect("games");
    let keep: usize = a[5].parse().expect("keep");
    let t0 = std::time::Instant::now();
    let w = duel_with(&net, level, first, games, 99, keep);
    println!(
        "{:.1} % of {games} against {} ({:.0} s)",
        100.0 * w,
        a[2],
        t0.elapsed().as_secs_f64()
    );
}
