//! `cargo run --profile native -p marrakech-engine --bin bench [SECONDS]`: random full
//! games (playouts) per second on one core, from a cloned start position (median of five
//! windows); then the hard bot's decision time (median and worst) over a set of positions
//! of real games; then link codes: length and time to encode and decode finished games.

#[path = "../cli.rs"]
mod cli;

use std::time::{Duration, Instant};

use marrakech_engine::bench::{playouts, sample_positions, start_position};
use marrakech_engine::bots::review::{ReviewParams, Reviewer};
use marrakech_engine::bots::{Level, Thinker};
use marrakech_engine::{
    below, decode, encode, remote, Draw, FastRng, Game, Phase, PlayerKind, Record, Rules, Seat,
    Setup,
};

/// A finished game of `players` with random legal choices (a real die from `seed`).
fn random_game(players: usize, seed: u64) -> Record {
    let setup = Setup::standard(players, Rules::default(), PlayerKind::Human);
    let mut game = Game::new(setup, seed).expect("a standard set-up");
    let mut rng = FastRng::new(seed);
    while !game.is_over() {
        let done = match game.phase() {
            Phase::Orient | Phase::QuarterTurn => {
                let r = game.legal_rotations();
                game.rotate(r[below(rng.draw32(), r.len())])
            }
            Phase::Roll => game.roll_die(),
            Phase::Place => {
                let rugs = game.legal_rugs();
                game.place(rugs[below(rng.draw32(), rugs.len())])
            }
            Phase::Over => break,
        };
        done.expect("a legal action");
    }
    game.to_record()
}

/// Link codes of finished 4-player games: mean length, encodes and decodes per second.
fn link_codes() {
    let records: Vec<Record> = (0..200).map(|s| random_game(4, s)).collect();
    let t0 = Instant::now();
    let codes: Vec<String> = records
        .iter()
        .map(|r| encode(r).expect("replays"))
        .collect();
    let enc = records.len() as f64 / t0.elapsed().as_secs_f64();
    let t1 = Instant::now();
    for c in &codes {
        std::hint::black_box(decode(c).expect("decodes"));
    }
    let dec = codes.len() as f64 / t1.elapsed().as_secs_f64();
    let lens: Vec<usize> = codes.iter().map(String::len).collect();
    let json: usize = records.iter().map(|r| r.to_json().len()).sum();
    cli::say!(
        "link codes, 200 finished 4-player games: {:.0} characters on average ({}..{}), \
         compact JSON {:.0}; {enc:.0} encodes/s, {dec:.0} decodes/s",
        lens.iter().sum::<usize>() as f64 / lens.len() as f64,
        lens.iter().min().expect("codes"),
        lens.iter().max().expect("codes"),
        json as f64 / records.len() as f64
    );
}

/// A whole game by link: `friends` devices beside the creator's, each one seat of a 4-player
/// game; keys and signatures are stand-ins of their real sizes (checking does not verify
/// them). Gives the length of every link sent, and the last link.
fn game_by_link(friends: usize, seed: u64) -> (Vec<usize>, remote::Link) {
    use remote::{Link, Secret};
    let fake_key = |d: u8| {
        let mut k = vec![4u8; remote::KEY_LEN];
        k[1] = d;
        k
    };
    let mut rng = FastRng::new(seed);
    let mut seed16 = || {
        let mut v = [0u8; 16];
        v[..8].copy_from_slice(&rng.next_u64().to_be_bytes());
        v[8..].copy_from_slice(&rng.next_u64().to_be_bytes());
        v
    };
    let setup = Setup::standard(4, Rules::default(), PlayerKind::Human);
    let game = Game::new(setup, seed).expect("a standard set-up");
    let here: Vec<bool> = (0..4).map(|s| s >= friends).collect();
    let creator = seed16();
    let mut link = Link::create(game.to_record(), seed16(), &here, fake_key(0), creator);
    let mut secrets = vec![Secret {
        device: 0,
        seed: creator,
    }];
    let sign = |l: &mut Link, d: u8| l.sign(d, vec![0; remote::SIG_LEN]);
    sign(&mut link, 0);
    let mut lengths = vec![remote::encode(&link).expect("encodes").len()];
    for seat in 0..friends {
        let s = link
            .claim(Seat::new(seat), fake_key(seat as u8 + 1), seed16())
            .expect("free");
        sign(&mut link, s.device);
        lengths.push(remote::encode(&link).expect("encodes").len());
        secrets.push(s);
    }
    let mut moves = FastRng::new(seed ^ 0xabc);
    loop {
        let mut game = Game::from_record(&link.record).expect("replays");
        if game.is_over() {
            break;
        }
        let d = link.table.seats[game.current_seat().index()].expect("seated");
        let me = secrets[d as usize];
        if link.waiting(Some(&me)) != remote::Waiting::Here {
            // the start link: the creator reveals a value first
            link.seal(&secrets[0]).expect("seals");
            sign(&mut link, 0);
            lengths.push(remote::encode(&link).expect("encodes").len());
            continue;
        }
        while !game.is_over() && link.is_here(game.current_seat(), Some(&me)) {
            match game.phase() {
                Phase::Orient | Phase::QuarterTurn => {
                    let r = game.legal_rotations();
                    game.rotate(r[below(moves.draw32(), r.len())])
                        .expect("legal");
                }
                Phase::Roll => {
                    let face = link.roll_now(&me).expect("fair");
                    game.roll(face).expect("legal");
                }
                Phase::Place => {
                    let rugs = game.legal_rugs();
                    game.place(rugs[below(moves.draw32(), rugs.len())])
                        .expect("legal");
                }
                Phase::Over => {}
            }
            let mut record = game.to_record();
            record.seed = None;
            link.record = record;
        }
        link.seal(&me).expect("seals");
        sign(&mut link, me.device);
        lengths.push(remote::encode(&link).expect("encodes").len());
    }
    (lengths, link)
}

/// Games by link: link lengths by number of devices, and the time to check a whole game.
fn games_by_link() {
    for friends in 1..=3 {
        let mut all = Vec::new();
        let mut last = None;
        for seed in 0..20 {
            let (lengths, link) = game_by_link(friends, seed);
            all.extend(lengths);
            last = Some(link);
        }
        let link = last.expect("played");
        let code = remote::encode(&link).expect("encodes");
        let t = Instant::now();
        let n = 200;
        for _ in 0..n {
            let l = remote::decode(&code).expect("decodes");
            std::hint::black_box(l.check().expect("checks"));
        }
        let ms = t.elapsed().as_secs_f64() * 1000.0 / f64::from(n);
        cli::say!(
            "games by link, {} devices, 20 whole 4-player games: links of {:.0} characters on average ({}..{}); reading and checking a finished game's link {ms:.2} ms",
            friends + 1,
            all.iter().sum::<usize>() as f64 / all.len() as f64,
            all.iter().min().expect("links"),
            all.iter().max().expect("links"),
        );
    }
}

/// Random games per second in five equal windows of `budget`: (games, median, slowest,
/// fastest window). The median shrugs off a window disturbed by another process.
fn measure(players: usize, rules: Rules, budget: Duration) -> (u64, f64, f64, f64) {
    let start_pos = start_position(players, rules);
    let mut rng = FastRng::new(42);
    let mut games = 0u64;
    let mut checksum = 0u64;
    let mut rates = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        let mut n = 0u64;
        loop {
            checksum = checksum.wrapping_add(playouts(&start_pos, 1000, &mut rng));
            n += 1000;
            if start.elapsed() >= budget / 5 {
                break;
            }
        }
        rates.push(n as f64 / start.elapsed().as_secs_f64());
        games += n;
    }
    std::hint::black_box(checksum);
    rates.sort_by(f64::total_cmp);
    (games, rates[2], rates[0], rates[4])
}

fn main() {
    if cli::wants_help() {
        cli::say!("usage: bench [SECONDS] (default 3: time spent on each number of players)");
        return;
    }
    let secs: f64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(3.0);
    let budget = Duration::from_secs_f64(secs);
    for players in [4, 3, 2] {
        let (games, median, low, high) = measure(players, Rules::default(), budget);
        cli::say!(
            "{players} players, classic/eliminate: {median:>8.0} random games/s \
             (median of 5 windows, {low:.0}..{high:.0}; {games} games)"
        );
    }
    let positions = sample_positions();
    let mut times = Vec::new();
    let mut iterations = 0u64;
    for (i, p) in positions.iter().enumerate() {
        let t0 = Instant::now();
        let mut t = Thinker::from_position(p, Level::Hard, i as u64).expect("not over");
        while t.step(u32::MAX).is_none() {}
        times.push(t0.elapsed());
        iterations += t.progress().0 as u64;
    }
    times.sort();
    let total: Duration = times.iter().sum();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    cli::say!(
        "hard decision over {} positions: median {:.1} ms, worst {:.1} ms; {:.0} rollouts/s",
        times.len(),
        ms(times[times.len() / 2]),
        ms(*times.last().expect("positions")),
        iterations as f64 / total.as_secs_f64()
    );
    review();
    link_codes();
    games_by_link();
}

/// The review of a whole 4-player game, every seat's decisions.
fn review() {
    let record = marrakech_engine::bench::review_record();
    let t0 = Instant::now();
    let mut r =
        Reviewer::new(&record, &[true; 4], ReviewParams::default()).expect("a legal record");
    let decisions = r.len();
    let mut chunks = 0;
    while r.step(2_000).is_none() {
        chunks += 1;
    }
    cli::say!(
        "review of a whole 4-player game ({decisions} decisions, all seats): {:.0} ms, {} rollouts in {chunks} chunks",
        t0.elapsed().as_secs_f64() * 1000.0,
        r.progress().0
    );
}
