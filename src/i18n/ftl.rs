//! The words files: a small part of Fluent, read by the build (its checks) and, packed as the
//! site serves them (the ids left out, in the English order), by the page (a language fetched
//! when it is first used).
//!
//! A file holds messages `id = text`; a text goes on over the indented lines that follow.
//! `{ $name }` puts a value in; `{ $n -> [one] … *[other] … }` (its variants on lines of their
//! own) chooses by the number's plural category in the file's language, or by the exact
//! number (`[0]`). `#` starts a comment line.

/// Every message of `src` in order: `(id, text)`, the lines of a text joined by `\n`.
#[cfg_attr(not(test), allow(dead_code))] // the build reads the files; the page, packed ones
pub fn parse(src: &str) -> Result<Vec<(String, String)>, String> {
    messages(src, 1, |n, id| {
        let ok = id.starts_with(|c: char| c.is_ascii_lowercase())
            && id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if ok {
            Ok(())
        } else {
            Err(format!("line {n}: `{id}` is not a message id"))
        }
    })
}

/// The first line of a packed words file, before the order's hash ([`order`], 8 hex digits).
pub const PACKED: &str = "#! packed ";

/// The texts of a packed words file, as the site serves one: after its first line
/// (`#! packed` and the hash of the ids it was packed for), every message of the English file
/// in its order, as `= text` without the id (`=` alone: a message this language lacks, an
/// empty text). A file packed for other ids (another version of the game) is refused.
pub fn parse_packed(src: &str, order: u32) -> Result<Vec<String>, String> {
    let (first, rest) = src.split_once('\n').unwrap_or((src, ""));
    let hash = first.trim_end_matches('\r').strip_prefix(PACKED);
    if hash != Some(format!("{order:08x}").as_str()) {
        return Err("a words file packed for another version of the game".to_string());
    }
    let texts = messages(rest, 2, |n, id| {
        if id.is_empty() {
            Ok(())
        } else {
            Err(format!("line {n}: `= text` expected"))
        }
    })?;
    Ok(texts.into_iter().map(|(_, text)| text).collect())
}

/// The hash a packed file is made for: FNV-1a (32 bits) of the ids, each followed by `\n`.
#[cfg_attr(not(test), allow(dead_code))] // the build writes it; the tests check it
pub fn order<'a>(ids: impl Iterator<Item = &'a str>) -> u32 {
    let mut h: u32 = 0x811c_9dc5;
    for id in ids {
        for b in id.bytes().chain([b'\n']) {
            h = (h ^ u32::from(b)).wrapping_mul(0x0100_0193);
        }
    }
    h
}

/// The messages of `src`, whose first line is line `first` of its file; `id_ok` checks each
/// id (with its line's number).
fn messages(
    src: &str,
    first: usize,
    id_ok: impl Fn(usize, &str) -> Result<(), String>,
) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    for (i, line) in src.lines().enumerate() {
        let n = i + first;
        let line = line.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        // the closing brace of a choice may stand at the start of its line
        if line.starts_with([' ', '\t', '}']) {
            let Some((_, text)) = out.last_mut() else {
                return Err(format!("line {n}: an indented line before any message"));
            };
            if !text.is_empty() {
                text.push('\n');
            }
            text.push_str(line.trim());
            continue;
        }
        let Some((id, text)) = line.split_once('=') else {
            return Err(format!("line {n}: `id = text` expected"));
        };
        let id = id.trim();
        id_ok(n, id)?;
        out.push((id.to_string(), text.trim().to_string()));
    }
    Ok(out)
}

/// The names of the values a text uses (`$name`), sorted, once each.
#[cfg_attr(not(test), allow(dead_code))] // the build's check and the tests
pub fn variables(text: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find('$') {
        let tail = &rest[i + 1..];
        let end = tail
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
            .unwrap_or(tail.len());
        names.push(tail[..end].to_string());
        rest = &tail[end..];
    }
    names.sort();
    names.dedup();
    names
}

/// `text` with its values put in: `args` by name; `category` gives a number's plural
/// category ("one", "few", "other"…) in the text's language. A value missing from `args`
/// shows as `{$name}`, which the tests look for.
pub fn format(text: &str, args: &[(&str, &str)], category: &dyn Fn(u64) -> &'static str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let Some(close) = matching(&rest[open..]) else {
            out.push_str(&rest[open..]);
            return out;
        };
        placeable(&rest[open + 1..open + close], args, category, &mut out);
        rest = &rest[open + close + 1..];
    }
    out.push_str(rest);
    out
}

/// Where the brace that closes the one `s` starts with is.
fn matching(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    for (i, c) in s.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

fn value<'a>(args: &[(&str, &'a str)], name: &str) -> Option<&'a str> {
    args.iter().find(|(n, _)| *n == name).map(|(_, v)| *v)
}

/// One `{ … }`: a value, or a choice among variants.
fn placeable(
    inner: &str,
    args: &[(&str, &str)],
    category: &dyn Fn(u64) -> &'static str,
    out: &mut String,
) {
    let inner = inner.trim();
    let Some(name) = inner.strip_prefix('$') else {
        // a literal: { "{" }
        out.push_str(inner.trim_matches('"'));
        return;
    };
    // by bytes: a string pattern would bring the two-way searcher's code for this one use
    let arrow = name.as_bytes().windows(2).position(|w| w == b"->");
    let Some((name, variants)) = arrow.map(|i| (&name[..i], &name[i + 2..])) else {
        match value(args, name.trim()) {
            Some(v) => out.push_str(v),
            None => {
                out.push_str("{$");
                out.push_str(name.trim());
                out.push('}');
            }
        }
        return;
    };
    let n = value(args, name.trim()).and_then(|v| v.parse::<u64>().ok());
    let chosen = choose(variants, n, category);
    out.push_str(&format(&chosen, args, category));
}

/// The text of the variant that fits `n`: its exact number, else its plural category, else
/// the default (`*[…]`).
fn choose(variants: &str, n: Option<u64>, category: &dyn Fn(u64) -> &'static str) -> String {
    let mut list: Vec<(bool, &str, String)> = Vec::new();
    for line in variants.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let default = line.starts_with('*');
        let head = line.trim_start_matches('*');
        match head.strip_prefix('[').and_then(|h| h.split_once(']')) {
            Some((key, text)) => list.push((default, key.trim(), text.trim().to_string())),
            None => {
                if let Some((_, _, text)) = list.last_mut() {
                    text.push('\n');
                    text.push_str(line);
                }
            }
        }
    }
    let exact = n.map(|n| n.to_string());
    let cat = n.map(category);
    list.iter()
        .find(|(_, k, _)| exact.as_deref() == Some(*k))
        .or_else(|| list.iter().find(|(_, k, _)| cat == Some(*k)))
        .or_else(|| list.iter().find(|(d, _, _)| *d))
        .map(|(_, _, t)| t.clone())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn en(n: u64) -> &'static str {
        if n == 1 {
            "one"
        } else {
            "other"
        }
    }

    #[test]
    fn messages_values_and_choices() {
        let src = "# a comment\nhello = Hello, { $name }!\ncells = { $n ->\n    [0] no cell\n    [one] { $n } cell\n   *[other] { $n } cells\n}\nlong =\n    first line\n    second line\n";
        let words = parse(src).expect("parses");
        assert_eq!(words[0], ("hello".into(), "Hello, { $name }!".into()));
        assert_eq!(words[2].1, "first line\nsecond line");
        let cells = &words[1].1;
        assert_eq!(format(cells, &[("n", "0")], &en), "no cell");
        assert_eq!(format(cells, &[("n", "1")], &en), "1 cell");
        assert_eq!(format(cells, &[("n", "7")], &en), "7 cells");
        assert_eq!(
            format(&words[0].1, &[("name", "Amina")], &en),
            "Hello, Amina!"
        );
        // a value not given is shown, never dropped
        assert_eq!(format(&words[0].1, &[], &en), "Hello, {$name}!");
        assert_eq!(variables(cells), vec!["n".to_string()]);
    }

    #[test]
    fn bad_lines_are_refused_with_their_number() {
        assert!(parse("  indented first").is_err());
        assert_eq!(
            parse("ok = 1\nNot An Id = 2").unwrap_err(),
            "line 2: `Not An Id` is not a message id"
        );
        assert!(parse("no equals sign").is_err());
    }
}
