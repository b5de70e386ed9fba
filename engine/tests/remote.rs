//! Games by link: honest devices (signing with ECDSA P-256 exactly as Web Crypto does)
//! always verify, every tampered byte, reordered or replayed link and foreign key is refused,
//! and the rolls the chains give follow the die.

use marrakech_engine::remote::{self, Event, Link, LinkError, Secret, Signed, Standing, Waiting};
use marrakech_engine::*;
use p256::ecdsa::signature::{Signer, Verifier};
use p256::ecdsa::{Signature, SigningKey, VerifyingKey};

/// A device: its key, and its copy of the game with what only it knows.
struct Device {
    key: SigningKey,
    secret: Option<Secret>,
    game: Option<Link>,
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn bytes16(rng: &mut u64) -> [u8; 16] {
    let mut out = [0; 16];
    out[..8].copy_from_slice(&splitmix(rng).to_be_bytes());
    out[8..].copy_from_slice(&splitmix(rng).to_be_bytes());
    out
}

impl Device {
    fn new(rng: &mut u64) -> Device {
        let mut seed = [0u8; 32];
        seed[..16].copy_from_slice(&bytes16(rng));
        seed[16..].copy_from_slice(&bytes16(rng));
        Device {
            key: SigningKey::from_bytes(&seed.into()).unwrap(),
            secret: None,
            game: None,
        }
    }

    fn public(&self) -> Vec<u8> {
        VerifyingKey::from(&self.key)
            .to_encoded_point(false)
            .as_bytes()
            .to_vec()
    }

    fn sign(&self, link: &mut Link) {
        let s = self.secret.unwrap();
        let msg = link.message(s.device).unwrap();
        let sig: Signature = self.key.sign(&msg);
        link.sign(s.device, sig.to_bytes().to_vec());
    }

    /// Receives a link's code the way the app does; the device's game changes only if the
    /// link is accepted.
    fn receive(&mut self, code: &str) -> Result<Standing, LinkError> {
        let link = accept(code)?;
        let standing = match &self.game {
            Some(mine) => mine.compare(&link)?,
            None => Standing::Newer,
        };
        if standing == Standing::Newer {
            self.game = Some(link);
        }
        Ok(standing)
    }

    /// Seals and signs when there is something to send; the code to send.
    fn send(&mut self) -> String {
        let link = self.game.as_mut().unwrap();
        if let Some(s) = self.secret {
            if link.needs_seal(&s) {
                link.seal(&s).unwrap();
                let msg = link.message(s.device).unwrap();
                let sig: Signature = self.key.sign(&msg);
                link.sign(s.device, sig.to_bytes().to_vec());
            }
        }
        remote::encode(link).unwrap()
    }
}

fn verify(signed: &[Signed]) -> bool {
    signed.iter().all(|s| {
        let Ok(key) = VerifyingKey::from_sec1_bytes(&s.key) else {
            return false;
        };
        let Ok(sig) = Signature::from_slice(&s.signature) else {
            return false;
        };
        key.verify(&s.message, &sig).is_ok()
    })
}

/// Decode, check, verify: the whole of what a receiving device does before comparing.
fn accept(code: &str) -> Result<Link, LinkError> {
    let link = remote::decode(code)?;
    let signed = link.check()?;
    if !verify(&signed) {
        return Err(LinkError::BadSignature);
    }
    Ok(link)
}

/// Seat kinds of a game: `None` a friend's device, else a kind played on the creator's.
fn seats(rng: &mut u64) -> Vec<Option<PlayerKind>> {
    let n = 2 + (splitmix(rng) % 3) as usize;
    let mut kinds: Vec<Option<PlayerKind>> = (0..n)
        .map(|_| match splitmix(rng) % 4 {
            0 => Some(PlayerKind::Human),
            // a bot of any level, master too (a code of version 4)
            1 => Some(PlayerKind::ALL[1 + (splitmix(rng) % 4) as usize]),
            _ => None,
        })
        .collect();
    // the creator plays at least one seat, and one seat at least is a friend's
    let i = (splitmix(rng) % n as u64) as usize;
    if kinds.iter().all(Option::is_none) {
        kinds[i] = Some(PlayerKind::Human);
    }
    if kinds.iter().all(Option::is_some) {
        kinds[(i + 1) % n] = None;
    }
    kinds
}

/// Devices playing one game, and every link sent so far.
struct Sim {
    devices: Vec<Device>,
    codes: Vec<String>,
    holder: usize,
    moves: u64,
}

impl Sim {
    /// A new game: the creator invites, each friend claims a seat from the newest
    /// invitation and sends it back.
    fn new(seed: u64) -> Sim {
        let mut rng = seed;
        let kinds = seats(&mut rng);
        let rules = Rules {
            bankruptcy: Bankruptcy::ALL[(splitmix(&mut rng) % 2) as usize],
            turn_order: TurnOrder::ALL[(splitmix(&mut rng) % 2) as usize],
        };
        let mut setup = Setup::standard(kinds.len(), rules, PlayerKind::Human);
        for (p, k) in setup.players.iter_mut().zip(&kinds) {
            p.kind = k.unwrap_or(PlayerKind::Human);
        }
        let game = Game::new(setup, splitmix(&mut rng)).unwrap();
        let mut creator = Device::new(&mut rng);
        let here: Vec<bool> = kinds.iter().map(Option::is_some).collect();
        let chain_seed = bytes16(&mut rng);
        let mut link = Link::create(
            game.to_record(),
            bytes16(&mut rng),
            &here,
            creator.public(),
            chain_seed,
        );
        creator.secret = Some(Secret {
            device: 0,
            seed: chain_seed,
        });
        creator.sign(&mut link);
        creator.game = Some(link);
        let mut sim = Sim {
            codes: vec![creator.send()],
            devices: vec![creator],
            holder: 0,
            moves: rng,
        };
        for seat in (0..kinds.len()).filter(|&s| kinds[s].is_none()) {
            let mut friend = Device::new(&mut rng);
            let invitation = sim.codes.last().unwrap().clone();
            assert_eq!(friend.receive(&invitation), Ok(Standing::Newer));
            let mut link = friend.game.take().unwrap();
            assert_eq!(link.waiting(None), Waiting::Joining);
            let secret = link
                .claim(Seat::new(seat), friend.public(), bytes16(&mut rng))
                .unwrap();
            friend.secret = Some(secret);
            friend.sign(&mut link);
            friend.game = Some(link);
            let back = friend.send();
            assert_eq!(sim.devices[0].receive(&back), Ok(Standing::Newer));
            sim.codes.push(back);
            sim.devices.push(friend);
            let again = sim.devices[0].send();
            sim.codes.push(again);
        }
        sim
    }

    /// The game as the holder has it.
    fn game(&self) -> Game {
        let link = self.devices[self.holder].game.as_ref().unwrap();
        Game::from_record(&link.record).unwrap()
    }

    /// One hand-over: the game goes to the device of the seat to move, which plays.
    /// `cheat`: the face it rolls instead of the fair one. False once the game is over.
    fn step(&mut self, cheat: Option<u8>) -> Result<bool, LinkError> {
        if !self.hand_over()? {
            return Ok(false);
        }
        play_turns(&mut self.devices[self.holder], &mut self.moves, cheat);
        Ok(true)
    }

    /// The game goes to the device of the seat to move; false once it is over.
    fn hand_over(&mut self) -> Result<bool, LinkError> {
        let g = self.game();
        if g.is_over() {
            return Ok(false);
        }
        let link = self.devices[self.holder].game.clone().unwrap();
        let mover = link.table.seats[g.current_seat().index()].unwrap() as usize;
        if mover != self.holder {
            let code = self.devices[self.holder].send();
            self.codes.push(code.clone());
            assert_eq!(self.devices[mover].receive(&code)?, Standing::Newer);
            self.holder = mover;
        }
        Ok(true)
    }

    /// Plays to the end; the last link is sent.
    fn finish(&mut self) {
        while self.step(None).unwrap() {}
        let last = self.devices[self.holder].send();
        self.codes.push(last);
    }
}

/// A whole honest game: every link in order, and the devices.
fn play(seed: u64) -> (Vec<String>, Vec<Device>) {
    let mut sim = Sim::new(seed);
    sim.finish();
    (sim.codes, sim.devices)
}

/// The device to move plays random legal actions for as long as its seats are to move.
fn play_turns(device: &mut Device, rng: &mut u64, cheat: Option<u8>) {
    let secret = device.secret.unwrap();
    let link = device.game.as_mut().unwrap();
    assert_eq!(link.waiting(Some(&secret)), Waiting::Here);
    let mut game = Game::from_record(&link.record).unwrap();
    while !game.is_over() && link.is_here(game.current_seat(), Some(&secret)) {
        match game.phase() {
            Phase::Orient | Phase::QuarterTurn => {
                let legal = game.legal_rotations();
                let r = legal[(splitmix(rng) % legal.len() as u64) as usize];
                game.rotate(r).unwrap();
            }
            Phase::Roll => {
                let face = link.roll_now(&secret).unwrap();
                game.roll(cheat.unwrap_or(face)).unwrap();
            }
            Phase::Place => {
                let legal = game.legal_rugs();
                let r = legal[(splitmix(rng) % legal.len() as u64) as usize];
                game.place(r).unwrap();
            }
            Phase::Over => unreachable!(),
        }
        let mut record = game.to_record();
        record.seed = None;
        link.record = record;
    }
}

#[test]
fn honest_games_always_verify_and_end_equal_on_every_device() {
    for seed in 0..40 {
        let (codes, devices) = play(seed);
        let last = codes.last().unwrap();
        let final_link = accept(last).unwrap();
        assert!(Game::from_record(&final_link.record).unwrap().is_over());
        // version 2, or 4 when a seat is a master bot (its kinds take 3 bits)
        let master = PlayerKind::Bot(Level::Master);
        let wide = final_link.record.players.iter().any(|p| p.kind == master);
        assert_eq!(unbase(last)[0], if wide { 4 } else { 2 }, "seed {seed}");
        assert!(codes.iter().all(|c| unbase(c)[0] == unbase(last)[0]));
        assert_eq!(
            decode(last),
            Err(CodeError::UnknownVersion(unbase(last)[0])),
            "a record code's reader tells a game by link by its version"
        );
        // every device that opens the last link ends with the same game
        for mut d in devices {
            let _ = d.receive(last).unwrap();
            assert_eq!(
                d.game.as_ref().unwrap().record.turns,
                final_link.record.turns
            );
        }
        // a watcher with nothing can read and check it too
        let mut watcher = Device::new(&mut 1);
        assert_eq!(watcher.receive(last), Ok(Standing::Newer));
        assert_eq!(final_link.waiting(None), Waiting::Over);
        assert!(last.len() < 1500, "seed {seed}: {} characters", last.len());
    }
}

#[test]
fn the_same_link_twice_changes_nothing_and_an_old_one_is_refused() {
    let (codes, mut devices) = play(7);
    let last = codes.last().unwrap();
    let d = &mut devices[0];
    d.receive(last).unwrap();
    assert_eq!(d.receive(last), Ok(Standing::Same));
    let before = d.game.clone();
    // every earlier link of the game that is strictly older
    let mut older = 0;
    for code in &codes[..codes.len() - 1] {
        match d.receive(code) {
            Err(LinkError::Older) => older += 1,
            Ok(Standing::Same) => {}
            other => panic!("{other:?}"),
        }
        assert_eq!(d.game, before);
    }
    assert!(older > 10);
}

#[test]
fn every_tampered_byte_is_refused() {
    for seed in [3, 11] {
        let (codes, _) = play(seed);
        let mid = &codes[codes.len() / 2];
        let bytes = unbase(mid);
        // the payload between the envelope's header and its checksum
        let payload_start = 1 + leb_len(&bytes[1..]);
        let payload = &bytes[payload_start..bytes.len() - 4];
        let mut refused = 0;
        for i in 0..payload.len() {
            for flip in [0x01u8, 0x80, 0xff] {
                let mut p = payload.to_vec();
                p[i] ^= flip;
                let code = wrap(2, &p);
                assert!(
                    accept(&code).is_err(),
                    "seed {seed}: byte {i} ^ {flip:#x} accepted"
                );
                refused += 1;
            }
        }
        assert!(refused > 1000);
    }
}

#[test]
fn reordered_replayed_and_foreign_pieces_are_refused() {
    let (codes, devices) = play(5);
    let last = accept(codes.last().unwrap()).unwrap();
    let reencode = |l: &Link| remote::encode(l).unwrap();
    // two events swapped
    let mut l = last.clone();
    let n = l.table.events.len();
    l.table.events.swap(n - 1, n - 2);
    assert!(remote::encode(&l).map_or(true, |code| accept(&code).is_err()));
    // an event repeated (a link replayed into the history)
    let mut l = last.clone();
    let e = *l.table.events.last().unwrap();
    l.table.events.push(e);
    assert!(accept(&reencode(&l)).is_err());
    // a foreign key in place of a device's: its signature no longer matches
    let mut l = last.clone();
    l.table.devices[1].key = Device::new(&mut 99).public();
    assert_eq!(accept(&reencode(&l)).err(), Some(LinkError::BadSignature));
    // a turn re-signed by the wrong device: a friend signs the creator's key slot
    let mut l = last.clone();
    let msg = l.message(0).unwrap();
    let sig: Signature = devices[1].key.sign(&msg);
    l.sign(0, sig.to_bytes().to_vec());
    assert_eq!(accept(&reencode(&l)).err(), Some(LinkError::BadSignature));
    // a link of another game with the same creator key is refused by the device
    let (other_codes, _) = play(6);
    let mut d = Device::new(&mut 3);
    d.receive(codes.last().unwrap()).unwrap();
    let mut other = accept(other_codes.last().unwrap()).unwrap();
    other.table.game = last.table.game;
    let before = d.game.clone();
    assert!(d.receive(&reencode(&other)).is_err());
    assert_eq!(d.game, before);
}

#[test]
fn a_different_history_of_the_same_length_is_refused() {
    for seed in 30..36 {
        let mut sim = Sim::new(seed);
        for _ in 0..3 {
            sim.step(None).unwrap();
        }
        // the device to move plays its turn two ways, each link honestly signed
        if !sim.hand_over().unwrap() {
            continue;
        }
        let holder = sim.holder;
        let snapshot = sim.devices[holder].game.clone();
        let mut moves = sim.moves;
        sim.step(None).unwrap();
        let a = sim.devices[holder].send();
        sim.devices[holder].game = snapshot;
        moves ^= 0xdead_beef;
        play_turns(&mut sim.devices[holder], &mut moves, None);
        let b = sim.devices[holder].send();
        if a == b {
            continue;
        }
        let mut watcher = Device::new(&mut 8);
        assert_eq!(watcher.receive(&a), Ok(Standing::Newer));
        let kept = watcher.game.clone();
        assert_eq!(watcher.receive(&b), Err(LinkError::Diverged), "seed {seed}");
        assert_eq!(watcher.game, kept);
    }
}

#[test]
fn nobody_can_choose_their_own_roll() {
    let mut refused = 0;
    for seed in 40..60 {
        let mut sim = Sim::new(seed);
        for _ in 0..2 {
            sim.step(None).unwrap();
        }
        // the mover's modified app rolls a 4 and signs it with its own key
        if !sim.hand_over().unwrap() {
            continue;
        }
        play_turns(&mut sim.devices[sim.holder], &mut sim.moves, Some(4));
        let code = sim.devices[sim.holder].send();
        let mut watcher = Device::new(&mut 8);
        match watcher.receive(&code) {
            // the fair roll was a 4 each time
            Ok(_) => {}
            Err(e) => {
                assert!(matches!(e, LinkError::UnfairRoll { .. }), "{e:?}");
                refused += 1;
            }
        }
    }
    assert!(refused > 5);
}

#[test]
fn rolls_from_the_chains_follow_the_die() {
    let mut counts = [0u32; 5];
    for seed in 100..160 {
        let (codes, _) = play(seed);
        let link = accept(codes.last().unwrap()).unwrap();
        for t in &link.record.turns {
            if let Some(f) = t.roll {
                counts[f as usize] += 1;
            }
        }
    }
    let n: u32 = counts.iter().sum();
    let want = [0.0, 1.0 / 6.0, 1.0 / 3.0, 1.0 / 3.0, 1.0 / 6.0];
    for f in 1..=4 {
        let share = f64::from(counts[f]) / f64::from(n);
        assert!((share - want[f]).abs() < 0.03, "{counts:?} over {n} rolls");
    }
    assert!(n > 2000);
}

#[test]
fn an_answer_to_the_invitation_after_the_game_began_is_a_late_claim() {
    let (codes, _) = play(9);
    let invitation = accept(&codes[0]).unwrap();
    let free = invitation.table.seats.iter().position(Option::is_none);
    let mut late = invitation.clone();
    let who = Device::new(&mut 31);
    let secret = late
        .claim(Seat::new(free.unwrap()), who.public(), [6; 16])
        .unwrap();
    let last = accept(codes.last().unwrap()).unwrap();
    assert!(!last.record.turns.is_empty());
    assert_eq!(last.compare(&late), Err(LinkError::LateClaim));
    // the friend's device, given the game as it is now, gives its claim up
    assert_eq!(late.compare(&last), Err(LinkError::Diverged));
    assert!(late.lost_claim(&last, Some(&secret)));
}

#[test]
fn a_late_claim_and_a_taken_seat_are_refused() {
    let (codes, _) = play(9);
    let mut link = accept(codes.last().unwrap()).unwrap();
    let free = link.table.seats.iter().position(Option::is_none);
    assert_eq!(free, None);
    assert_eq!(
        link.claim(Seat::new(0), Device::new(&mut 4).public(), [1; 16]),
        Err(LinkError::SeatTaken)
    );
}

fn unbase(code: &str) -> Vec<u8> {
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    let mut bits = 0u32;
    let mut n = 0;
    let mut out = Vec::new();
    for c in code.bytes() {
        let v = alphabet.iter().position(|&a| a == c).unwrap() as u32;
        bits = (bits << 6) | v;
        n += 6;
        if n >= 8 {
            n -= 8;
            out.push((bits >> n) as u8);
            bits &= (1 << n) - 1;
        }
    }
    out
}

fn leb_len(bytes: &[u8]) -> usize {
    bytes.iter().position(|b| b & 0x80 == 0).unwrap() + 1
}

#[test]
fn an_exported_record_keeps_its_table_and_the_replay_ignores_it() {
    let (codes, _) = play(12);
    let link = accept(codes.last().unwrap()).unwrap();
    let mut record = link.record.clone();
    record.extra.insert(
        "remote".into(),
        serde_json::json!({ "protocol": remote::PROTOCOL, "table": link.table_text() }),
    );
    let text = record.to_json();
    let back = Record::parse(&text).unwrap();
    // the replay tool reads the record as if the field were not there
    assert_eq!(
        Game::from_record(&back).unwrap().state(),
        Game::from_record(&link.record).unwrap().state()
    );
    let table = back.extra["remote"]["table"].as_str().unwrap();
    let again = Link::from_record(&back, table).unwrap();
    assert_eq!(again.table, link.table);
    assert!(again.check().is_ok());
}

#[test]
fn random_payloads_and_text_never_panic() {
    let mut rng = 77u64;
    for n in 0..3000 {
        let len = (splitmix(&mut rng) % 700) as usize;
        let payload: Vec<u8> = (0..len).map(|_| splitmix(&mut rng) as u8).collect();
        let code = wrap(2, &payload);
        if let Ok(link) = remote::decode(&code) {
            let _ = link.check();
            let _ = link.waiting(None);
        }
        let text: String = (0..n % 50)
            .map(|_| char::from(b"ABCxyz019-_#?%"[(splitmix(&mut rng) % 14) as usize]))
            .collect();
        let _ = remote::decode(&text);
    }
}

#[test]
fn extra_links_cannot_re_roll_a_die() {
    let mut refused = 0;
    for seed in 60..80 {
        let mut sim = Sim::new(seed);
        for _ in 0..2 {
            sim.step(None).unwrap();
        }
        if !sim.hand_over().unwrap() {
            continue;
        }
        // the mover's modified app sends links with no turn, to move on to its next value
        let d = sim.holder;
        let secret = sim.devices[d].secret.unwrap();
        let mut link = sim.devices[d].game.clone().unwrap();
        let event = Event {
            device: secret.device,
            turns: link.record.turns.len() as u16,
        };
        assert!(
            link.seal(&secret).is_err(),
            "seed {seed}: an empty seal was made"
        );
        // forced in by hand, with its reveal and a real signature: refused on arrival
        link.table.events.push(event);
        let dev = &mut link.table.devices[secret.device as usize];
        dev.revealed += 1;
        dev.value = remote::chain::value(&secret.seed, dev.revealed).unwrap();
        let msg = link.message(secret.device).unwrap();
        let sig: Signature = sim.devices[d].key.sign(&msg);
        link.sign(secret.device, sig.to_bytes().to_vec());
        let mut watcher = Device::new(&mut 8);
        assert_eq!(
            watcher.receive(&remote::encode(&link).unwrap()),
            Err(LinkError::Malformed)
        );
        refused += 1;
    }
    assert!(refused > 10);
}

#[test]
fn a_claim_overtaken_from_the_same_invitation_gives_way() {
    let mut rng = 5u64;
    let setup = Setup::standard(3, Rules::default(), PlayerKind::Human);
    let game = Game::new(setup, 1).unwrap();
    let creator = Device::new(&mut rng);
    let seed = bytes16(&mut rng);
    let mut invitation = Link::create(
        game.to_record(),
        [9; 16],
        &[true, false, false],
        creator.public(),
        seed,
    );
    let creator_secret = Secret { device: 0, seed };
    let msg = invitation.message(0).unwrap();
    let sig: Signature = creator.key.sign(&msg);
    invitation.sign(0, sig.to_bytes().to_vec());
    let claim = |seat: usize, who: &Device, rng: &mut u64| {
        let mut l = invitation.clone();
        let s = l
            .claim(Seat::new(seat), who.public(), bytes16(rng))
            .unwrap();
        let sig: Signature = who.key.sign(&l.message(s.device).unwrap());
        l.sign(s.device, sig.to_bytes().to_vec());
        (l, s)
    };
    let (bruno, _) = claim(1, &Device::new(&mut rng), &mut rng);
    let (chloe, chloe_secret) = claim(2, &Device::new(&mut rng), &mut rng);
    // the creator took Bruno's claim first: Chloé's is a late answer there
    assert_eq!(bruno.compare(&chloe), Err(LinkError::LateClaim));
    assert!(!bruno.lost_claim(&chloe, Some(&creator_secret)));
    // Chloé's device, given the newer invitation, sees its claim overtaken and gives way
    // (seen from there, Bruno's claim is the late one: both are device 1's first event)
    assert_eq!(chloe.compare(&bruno), Err(LinkError::LateClaim));
    assert!(chloe.lost_claim(&bruno, Some(&chloe_secret)));
    let mut again = bruno.clone();
    assert!(again
        .claim(Seat::new(2), Device::new(&mut rng).public(), [3; 16])
        .is_ok());
    // a device that holds no seat has no claim to lose
    assert!(!bruno.lost_claim(&chloe, None));
    // the same seat claimed by two is overtaken the same way (what is lost is the place
    // among the devices, whichever seat each claimed)
    let (dawid, dawid_secret) = claim(1, &Device::new(&mut rng), &mut rng);
    assert!(dawid.lost_claim(&bruno, Some(&dawid_secret)));
    // the creator's own game is never a lost claim
    assert!(!invitation.lost_claim(&bruno, Some(&creator_secret)));
    // a claim made from a newer link (Bruno's claim in it) is not late: it is newer
    assert_eq!(bruno.compare(&again), Ok(Standing::Newer));
}
