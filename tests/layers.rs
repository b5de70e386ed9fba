//! The house keeps its shape: no file of the app (`src/`) or the engine (`engine/src/`) uses a
//! file that uses it back, directly or round a loop, and the app's top modules stack in
//! floors with every arrow pointing down. Read from the sources' `use` trees and `crate::`
//! and `super::` paths (comments and strings left out).

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The app's floors, top to bottom: a module may use only modules on lower floors (and
/// its own files). Every top module of `src/` must be listed.
const FLOORS: &[(&str, &[&str])] = &[
    ("the app", &["main", "app", "bench"]),
    ("screens", &["screens"]),
    ("views around the market", &["table"]),
    ("the market", &["market"]),
    ("sound", &["sound"]),
    ("state", &["state"]),
    ("look", &["palette"]),
    ("words", &["i18n"]),
    ("store", &["store"]),
    ("the browser", &["browser"]),
];

/// A crate's sources: module path (segments) -> file.
struct Crate {
    name: &'static str,
    root: PathBuf,
    modules: BTreeMap<Vec<String>, PathBuf>,
}

fn manifest() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn rs_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rs_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

fn module_path(root: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(root).expect("under the root");
    let mut segs: Vec<String> = rel
        .iter()
        .map(|s| s.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(segs.last().map(String::as_str), Some("mod" | "lib")) {
        segs.pop();
    }
    segs
}

impl Crate {
    fn load(name: &'static str, root: PathBuf, skip: &[&str]) -> Crate {
        let mut files = Vec::new();
        rs_files(&root, &mut files);
        let mut modules = BTreeMap::new();
        for f in files {
            let rel = f
                .strip_prefix(&root)
                .expect("under the root")
                .to_string_lossy()
                .to_string();
            if skip.iter().any(|s| rel.starts_with(s)) {
                continue;
            }
            let mut m = module_path(&root, &f);
            // the binary's root and the library's root are both the crate root; main.rs is
            // kept apart as a module of its own
            if rel == "main.rs" {
                m = vec!["main".to_string()];
            }
            modules.insert(m, f);
        }
        Crate {
            name,
            root,
            modules,
        }
    }

    /// The deepest module file that `path` (absolute segments) names.
    fn resolve(&self, path: &[String]) -> Option<&Vec<String>> {
        (0..=path.len())
            .rev()
            .find_map(|n| self.modules.get_key_value(&path[..n]).map(|(k, _)| k))
    }
}

/// The text without comments, strings and character literals.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
        } else if b[i..].starts_with(b"/*") {
            i += 2;
            while i < b.len() && !b[i..].starts_with(b"*/") {
                i += 1;
            }
            i += 2;
        } else if b[i] == b'r' && b.get(i + 1).is_some_and(|c| *c == b'#' || *c == b'"') {
            // a raw string r"…" or r#"…"#
            let mut j = i + 1;
            let mut hashes = 0;
            while b.get(j) == Some(&b'#') {
                hashes += 1;
                j += 1;
            }
            if b.get(j) != Some(&b'"') {
                out.push(b[i] as char);
                i += 1;
                continue;
            }
            let end: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            j += 1;
            while j < b.len() && !b[j..].starts_with(&end) {
                j += 1;
            }
            i = j + end.len();
            out.push_str("\"\"");
        } else if b[i] == b'"' {
            i += 1;
            while i < b.len() && b[i] != b'"' {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if b[i] == b'\'' && b.get(i + 2) == Some(&b'\'') {
            i += 3;
        } else if b[i] == b'\'' && b.get(i + 1) == Some(&b'\\') {
            i += 2;
            while i < b.len() && b[i] != b'\'' {
                i += 1;
            }
            i += 1;
        } else {
            let ch = text[i..].chars().next().expect("a char");
            out.push(ch);
            i += ch.len_utf8();
        }
    }
    out
}

/// Expands a use tree (`a::{b, c::{d, e}}`) into its paths.
fn expand(tree: &str) -> Vec<Vec<String>> {
    // aliases (`d as e`) dropped, then the spaces
    let words: Vec<&str> = tree.split_whitespace().collect();
    let mut kept = String::new();
    let mut k = 0;
    while k < words.len() {
        if words[k] == "as" {
            // the alias, and whatever punctuation was glued to it
            let alias = words.get(k + 1).copied().unwrap_or("");
            kept.push_str(alias.trim_start_matches(|c: char| c.is_alphanumeric() || c == '_'));
            k += 2;
        } else {
            kept.push_str(words[k]);
            k += 1;
        }
    }
    let tree = kept;
    let mut out = Vec::new();
    expand_into(&tree, Vec::new(), &mut out);
    out
}

fn expand_into(tree: &str, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    // split at top-level commas
    let mut depth = 0;
    let mut start = 0;
    let mut parts = Vec::new();
    for (i, c) in tree.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&tree[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&tree[start..]);
    for part in parts.into_iter().filter(|p| !p.is_empty()) {
        if let Some(open) = part.find('{') {
            let head = part[..open].trim_end_matches("::");
            let inner = &part[open + 1..part.len() - 1];
            let mut p = prefix.clone();
            p.extend(head.split("::").filter(|s| !s.is_empty()).map(String::from));
            expand_into(inner, p, out);
        } else {
            let mut p = prefix.clone();
            p.extend(part.split("::").map(String::from));
            out.push(p);
        }
    }
}

/// The absolute module path a path written in module `here` means, if it is one of this
/// crate's (`crate::`, `super::`, `self::`, or a child module's name).
fn absolute(krate: &Crate, here: &[String], path: &[String]) -> Option<Vec<String>> {
    let first = path.first()?;
    let mut base: Vec<String> = match first.as_str() {
        "crate" => Vec::new(),
        "self" => here.to_vec(),
        "super" => {
            let mut b = here.to_vec();
            let mut k = 0;
            while path.get(k).map(String::as_str) == Some("super") {
                b.pop();
                k += 1;
            }
            b.extend(path[k..].iter().cloned());
            return Some(b);
        }
        _ => {
            let mut child = here.to_vec();
            child.push(first.clone());
            if krate.modules.contains_key(&child) {
                here.to_vec()
            } else {
                return None;
            }
        }
    };
    let skip = usize::from(matches!(first.as_str(), "crate" | "self"));
    base.extend(path[skip..].iter().cloned());
    Some(base)
}

/// Every module path a file's code names.
fn paths_in(code: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    // use trees
    let mut rest = code;
    while let Some(k) = find_use(rest) {
        let after = &rest[k..];
        let end = after.find(';').unwrap_or(after.len());
        out.extend(expand(&after[4..end]));
        rest = &after[end.min(after.len())..];
    }
    // inline paths
    let b = code.as_bytes();
    for start in ["crate::", "super::"] {
        let mut from = 0;
        while let Some(k) = code[from..].find(start) {
            let at = from + k;
            from = at + start.len();
            if at > 0 && (b[at - 1].is_ascii_alphanumeric() || b[at - 1] == b'_') {
                continue;
            }
            let mut end = at;
            while end < b.len()
                && (b[end].is_ascii_alphanumeric() || b[end] == b'_' || b[end] == b':')
            {
                end += 1;
            }
            let p: Vec<String> = code[at..end]
                .trim_end_matches(':')
                .split("::")
                .map(String::from)
                .collect();
            // `super::{a, b}` is a use tree, read above
            if p.len() > 1 {
                out.push(p);
            }
        }
    }
    out
}

/// Where the next `use ` item starts.
fn find_use(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut from = 0;
    while let Some(k) = s[from..].find("use ") {
        let at = from + k;
        let before = if at == 0 { b' ' } else { b[at - 1] };
        if before.is_ascii_whitespace() || before == b')' || before == b';' || before == b'{' {
            return Some(at);
        }
        from = at + 4;
    }
    None
}

type Graph = BTreeMap<PathBuf, BTreeSet<PathBuf>>;

/// The file's code split by the inline modules it holds (`mod tests { … }`): each piece
/// with the module its paths are written in.
fn pieces(module: &[String], code: &str) -> Vec<(Vec<String>, String)> {
    let mut out = Vec::new();
    let mut rest = String::new();
    let b = code.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let at_word = i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_');
        if at_word && code[i..].starts_with("mod ") {
            let name_end = code[i + 4..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_'))
                .map(|n| i + 4 + n);
            if let Some(end) = name_end {
                let after = code[end..].trim_start();
                if after.starts_with('{') {
                    let open = code.len() - after.len();
                    let mut depth = 0;
                    let mut close = open;
                    for (k, ch) in code[open..].char_indices() {
                        match ch {
                            '{' => depth += 1,
                            '}' => {
                                depth -= 1;
                                if depth == 0 {
                                    close = open + k;
                                    break;
                                }
                            }
                            _ => {}
                        }
                    }
                    let mut inner = module.to_vec();
                    inner.push(code[i + 4..end].to_string());
                    out.extend(pieces(&inner, &code[open + 1..close]));
                    i = close + 1;
                    continue;
                }
            }
        }
        let ch = code[i..].chars().next().expect("a char");
        rest.push(ch);
        i += ch.len_utf8();
    }
    out.push((module.to_vec(), rest));
    out
}

fn graph(krate: &Crate) -> Graph {
    let mut g = Graph::new();
    for (module, file) in &krate.modules {
        let code = code_only(&fs::read_to_string(file).expect("readable"));
        let edges = g.entry(file.clone()).or_default();
        let paths = pieces(module, &code)
            .into_iter()
            .flat_map(|(m, c)| paths_in(&c).into_iter().map(move |p| (m.clone(), p)));
        for (here, path) in paths {
            let Some(abs) = absolute(krate, &here, &path) else {
                continue;
            };
            if let Some(target) = krate.resolve(&abs) {
                let to = &krate.modules[target];
                if to != file && target != module && !target.is_empty() {
                    edges.insert(to.clone());
                }
            }
        }
    }
    g
}

/// The loops of a graph: its strongly connected components of more than one file.
fn loops(g: &Graph) -> Vec<Vec<PathBuf>> {
    // Tarjan, iteratively small enough to recurse
    struct T<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        on: BTreeSet<&'a PathBuf>,
        out: Vec<Vec<PathBuf>>,
    }
    fn visit<'a>(t: &mut T<'a>, v: &'a PathBuf) {
        let i = t.index.len();
        t.index.insert(v, i);
        t.low.insert(v, i);
        t.stack.push(v);
        t.on.insert(v);
        for w in t.g.get(v).into_iter().flatten() {
            if !t.index.contains_key(w) {
                visit(t, w);
                let lw = t.low[w];
                let lv = t.low.get_mut(v).expect("visited");
                *lv = (*lv).min(lw);
            } else if t.on.contains(w) {
                let iw = t.index[w];
                let lv = t.low.get_mut(v).expect("visited");
                *lv = (*lv).min(iw);
            }
        }
        if t.low[v] == t.index[v] {
            let mut scc = Vec::new();
            while let Some(w) = t.stack.pop() {
                t.on.remove(w);
                scc.push(w.clone());
                if w == v {
                    break;
                }
            }
            if scc.len() > 1 {
                scc.sort();
                t.out.push(scc);
            }
        }
    }
    let mut t = T {
        g,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in g.keys() {
        if !t.index.contains_key(v) {
            visit(&mut t, v);
        }
    }
    t.out
}

fn show(krate: &Crate, files: &[PathBuf]) -> String {
    files
        .iter()
        .map(|f| {
            f.strip_prefix(&krate.root)
                .unwrap_or(f)
                .display()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join(" -> ")
}

fn app() -> Crate {
    Crate::load("src", manifest().join("src"), &[])
}

fn engine() -> Crate {
    Crate::load(
        "engine/src",
        manifest().join("engine/src"),
        &["bin/", "cli.rs"],
    )
}

#[test]
fn no_file_uses_a_file_that_uses_it_back() {
    let mut found = Vec::new();
    for krate in [app(), engine()] {
        let g = graph(&krate);
        for scc in loops(&g) {
            // the arrows inside the loop, to say where to cut it
            let mut arrows = Vec::new();
            for a in &scc {
                for b in g[a].iter().filter(|b| scc.contains(b)) {
                    arrows.push(show(&krate, &[a.clone(), b.clone()]));
                }
            }
            found.push(format!("{}: {}", krate.name, arrows.join(", ")));
        }
    }
    assert!(found.is_empty(), "loops:\n{}", found.join("\n"));
}

fn floor_of(top: &str) -> Option<usize> {
    FLOORS.iter().position(|(_, tops)| tops.contains(&top))
}

#[test]
fn the_app_s_modules_stack_in_floors() {
    let krate = app();
    let top = |f: &PathBuf| -> String {
        let m = krate
            .modules
            .iter()
            .find(|(_, file)| *file == f)
            .map(|(m, _)| m.clone())
            .unwrap_or_default();
        m.first().cloned().unwrap_or_default()
    };
    let mut wrong = Vec::new();
    for (from, tos) in graph(&krate) {
        let a = top(&from);
        let Some(fa) = floor_of(&a) else {
            wrong.push(format!("{a}: on no floor"));
            continue;
        };
        for to in tos {
            let b = top(&to);
            if a == b {
                continue;
            }
            match floor_of(&b) {
                Some(fb) if fb > fa => {}
                _ => wrong.push(format!(
                    "{} ({}) uses {} ({})",
                    show(&krate, std::slice::from_ref(&from)),
                    FLOORS[fa].0,
                    show(&krate, std::slice::from_ref(&to)),
                    floor_of(&b).map_or("no floor", |f| FLOORS[f].0)
                )),
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(
        wrong.is_empty(),
        "arrows pointing up or sideways:\n{}",
        wrong.join("\n")
    );
}

/// The checks can fail: a made-up loop and a use tree are read as they should be.
#[test]
fn the_reader_sees_loops_and_use_trees() {
    assert_eq!(
        expand("super::{a, b::{c, d as e}}"),
        vec![
            vec!["super", "a"],
            vec!["super", "b", "c"],
            vec!["super", "b", "d"],
        ]
        .into_iter()
        .map(|v| v.into_iter().map(String::from).collect::<Vec<_>>())
        .collect::<Vec<_>>()
    );
    let code = code_only("// use crate::x;\nlet s = \"crate::y\"; crate::z::w();");
    assert_eq!(
        paths_in(&code),
        vec![vec!["crate".to_string(), "z".into(), "w".into()]]
    );
    let (a, b, c) = (PathBuf::from("a"), PathBuf::from("b"), PathBuf::from("c"));
    let g: Graph = [
        (a.clone(), BTreeSet::from([b.clone()])),
        (b.clone(), BTreeSet::from([c.clone()])),
        (c.clone(), BTreeSet::from([a.clone()])),
    ]
    .into();
    assert_eq!(loops(&g), vec![vec![a, b, c]]);
}
