use marrakech_engine::*;
fn c(s: &str) -> Cell {
    Cell::from_name(s).unwrap()
}
fn main() {
    let text = std::fs::read_to_string("/tmp/lesson.json").unwrap();
    let rec = Record::parse(&text).unwrap();
    let (game, events) = match Game::replay_with_events(&rec) {
        Ok(x) => x,
        Err(e) => {
            println!("ERR {e}");
            return;
        }
    };
    for (t, e) in &events {
        println!("{t}: {e:?}");
    }
    let p = game.position();
    for r in 0..7 {
        let mut line = String::new();
        for col in 0..7 {
            let cell = Cell::new(r, col).unwrap();
            let a = game.assam();
            let ch = if a.cell == cell {
                "@".to_string()
            } else {
                match game.rug_at(cell) {
                    Some((k, id)) => format!("{}", ["r", "y", "c", "p"][k as usize]),
                    None => ".".into(),
                }
            };
            line += &ch;
        }
        println!("{line}");
    }
    println!(
        "assam {:?} phase {:?} seat {} money {:?}",
        game.assam(),
        game.phase(),
        game.current_seat(),
        (0..2).map(|s| p.money(s)).collect::<Vec<_>>()
    );
    let _ = c;
}
