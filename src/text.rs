//! Words for people: the prompt, log lines, the market's text alternative.

use marrakech_engine::{Cell, Event, Facing, Game, Phase, Rotation};

fn facing_word(f: Facing) -> &'static str {
    match f {
        Facing::N => "north",
        Facing::E => "east",
        Facing::S => "south",
        Facing::W => "west",
    }
}

fn plural(n: u32, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// Dirhams, with the right plural.
pub fn dirhams(n: u32) -> String {
    plural(n, "dirham", "dirhams")
}

/// What the seat to play must do now.
pub fn prompt(game: &Game, ui_phase: &str) -> String {
    let seat = game.current_seat();
    let name = game.name(seat);
    if let Some(level) = crate::bots::bot_to_play(game) {
        if ui_phase != "moving" {
            return format!("{name} ({} bot) is thinking…", level.as_str());
        }
    }
    match ui_phase {
        "moving" => format!("{name} rolls: Assam walks…"),
        "handoff" => format!("Pass the device to {name}"),
        _ => match game.phase() {
            Phase::Orient => format!("{name}: turn Assam left or right, or keep him straight"),
            Phase::Roll => format!("{name}: roll the die"),
            Phase::Place => format!("{name}: lay a rug next to Assam"),
            Phase::Turn => format!("{name}: give Assam a quarter turn for the next player"),
            Phase::Over => "The game is over".to_string(),
        },
    }
}

/// One line of the log.
pub fn log_line(game: &Game, event: &Event) -> Option<String> {
    let name = |seat: usize| game.name(seat).to_string();
    Some(match event {
        Event::Rotated {
            seat, to, rotation, ..
        } => match rotation {
            Rotation::None => format!("{} keeps Assam facing {}", name(*seat), facing_word(*to)),
            _ => format!(
                "{} turns Assam {} to face {}",
                name(*seat),
                rotation.as_str(),
                facing_word(*to)
            ),
        },
        Event::Rolled { seat, face } => format!("{} rolls {face}", name(*seat)),
        Event::Moved { steps, .. } => {
            let end = steps.last()?;
            let arcs = steps.iter().filter(|s| s.via_arc).count();
            let round = if arcs > 0 { " (round the edge)" } else { "" };
            format!(
                "Assam walks {} to {} facing {}{round}",
                steps.len(),
                end.cell.name(),
                facing_word(end.facing)
            )
        }
        Event::Paid {
            from,
            to,
            amount,
            owed,
            ..
        } => {
            if amount < owed {
                format!(
                    "{} owes {} {} but can pay only {}",
                    name(*from),
                    name(*to),
                    dirhams(*owed),
                    amount
                )
            } else {
                format!("{} pays {} {}", name(*from), name(*to), dirhams(*amount))
            }
        }
        Event::Laid { seat, cells, .. } => format!(
            "{} lays a rug on {} and {}",
            name(*seat),
            cells[0].name(),
            cells[1].name()
        ),
        Event::Eliminated { seat } => {
            format!("{} is out of money and leaves the market", name(*seat))
        }
        Event::Turned {
            seat, to, rotation, ..
        } => format!(
            "{} turns Assam {} to face {} for the next player",
            name(*seat),
            rotation.as_str(),
            facing_word(*to)
        ),
        Event::NextTurn { .. } => return None,
        Event::GameOver { winners, .. } => {
            let names: Vec<String> = winners.iter().map(|s| name(*s)).collect();
            match names.len() {
                0 => "The game is over".to_string(),
                1 => format!("The game is over: {} wins", names[0]),
                _ => format!("The game is over: {} share the win", names.join(" and ")),
            }
        }
    })
}

/// A text alternative for the market: who shows on which cells, and where Assam stands.
pub fn describe_market(game: &Game) -> String {
    let a = game.assam();
    let mut parts = vec![format!(
        "The market, 7 by 7. Assam stands on {} facing {}.",
        a.cell.name(),
        facing_word(a.facing)
    )];
    let mut bare = Vec::new();
    for cell in Cell::all() {
        match game.rug_at(cell) {
            Some((color, rug)) => parts.push(format!(
                "{}: {} rug {rug}.",
                cell.name(),
                game.color_name(color)
            )),
            None => bare.push(cell.name()),
        }
    }
    if bare.len() == 49 {
        parts.push("No rugs yet.".to_string());
    }
    parts.join(" ")
}

/// How a seat is played, for people.
pub fn kind_label(kind: marrakech_engine::PlayerKind) -> &'static str {
    use marrakech_engine::PlayerKind;
    match kind {
        PlayerKind::Human => "Person",
        PlayerKind::Easy => "Bot: easy",
        PlayerKind::Medium => "Bot: medium",
        PlayerKind::Hard => "Bot: hard",
    }
}
