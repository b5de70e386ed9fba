//! `?bench=1`: the engine's speed in this browser — random playouts per second and the hard
//! bot's decision time, searched in chunks as in a game — written as JSON into the page
//! (`data-testid="bench-result"`) for `scripts/bench.sh` to read.

use std::time::Duration;

use leptos::prelude::*;
use marrakech_engine::bench::{playouts, review_record, sample_positions, start_position};
use marrakech_engine::bots::review::{ReviewParams, Reviewer};
use marrakech_engine::bots::{Level, Thinker};
use marrakech_engine::{FastRng, Position, Rules};

use crate::state::thinker::{now_ms as now, CHUNK_MS};
use marrakech_thinking::{next_chunk, CHUNK};

/// Later: yields to the browser between chunks of work.
fn later(f: impl FnOnce() + 'static) {
    set_timeout(f, Duration::from_millis(0));
}

struct Playouts {
    start: Position,
    rng: FastRng,
    games: u64,
    busy_ms: f64,
    began: f64,
}

fn run_playouts(mut p: Playouts, done: impl FnOnce(f64) + 'static) {
    let t0 = now();
    std::hint::black_box(playouts(&p.start, 500, &mut p.rng));
    p.busy_ms += now() - t0;
    p.games += 500;
    if now() - p.began < 3000.0 {
        later(move || run_playouts(p, done));
    } else {
        done(p.games as f64 / (p.busy_ms / 1000.0));
    }
}

struct Decisions {
    positions: Vec<Position>,
    next: usize,
    thinker: Option<Thinker>,
    chunk: u32,
    started: f64,
    busy: f64,
    /// (wall ms, compute ms) per decision.
    times: Vec<(f64, f64)>,
    longest_chunk: f64,
}

fn run_decisions(mut d: Decisions, done: impl FnOnce(Decisions) + 'static) {
    if d.thinker.is_none() {
        let Some(p) = d.positions.get(d.next) else {
            return done(d);
        };
        d.thinker = Thinker::from_position(p, Level::Hard, d.next as u64).ok();
        d.started = now();
        d.busy = 0.0;
        d.chunk = CHUNK;
        if d.thinker.is_none() {
            d.next += 1;
            return later(move || run_decisions(d, done));
        }
    }
    let t0 = now();
    let finished = d.thinker.as_mut().and_then(|t| t.step(d.chunk)).is_some();
    let chunk = now() - t0;
    d.chunk = next_chunk(d.chunk, chunk, CHUNK_MS);
    d.busy += chunk;
    d.longest_chunk = d.longest_chunk.max(chunk);
    if finished {
        d.times.push((now() - d.started, d.busy));
        d.thinker = None;
        d.next += 1;
    }
    later(move || run_decisions(d, done));
}

struct Reviewing {
    reviewer: Reviewer,
    chunk: u32,
    began: f64,
    busy: f64,
    longest_chunk: f64,
}

/// The review of a whole 4-player game in chunks, as the final screen runs it.
fn run_review(mut r: Reviewing, done: impl FnOnce(Reviewing) + 'static) {
    let t0 = now();
    let finished = r.reviewer.step(r.chunk).is_some();
    let took = now() - t0;
    r.chunk = next_chunk(r.chunk, took, CHUNK_MS);
    r.busy += took;
    r.longest_chunk = r.longest_chunk.max(took);
    if finished {
        done(r)
    } else {
        later(move || run_review(r, done));
    }
}

fn median_and_worst(mut v: Vec<f64>) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    let median = v.get(v.len() / 2).copied().unwrap_or(0.0);
    (median, v.last().copied().unwrap_or(0.0))
}

#[component]
pub fn BenchPage() -> impl IntoView {
    let result = RwSignal::new(String::new());
    let status = RwSignal::new("measuring playouts…".to_string());
    let p = Playouts {
        start: start_position(4, Rules::default()),
        rng: FastRng::new(42),
        games: 0,
        busy_ms: 0.0,
        began: now(),
    };
    later(move || {
        run_playouts(p, move |rate| {
            status.set("measuring the hard bot…".into());
            let d = Decisions {
                positions: sample_positions(),
                next: 0,
                thinker: None,
                chunk: CHUNK,
                started: 0.0,
                busy: 0.0,
                times: Vec::new(),
                longest_chunk: 0.0,
            };
            run_decisions(d, move |d| {
                let (wall_median, wall_worst) =
                    median_and_worst(d.times.iter().map(|t| t.0).collect());
                let (busy_median, busy_worst) =
                    median_and_worst(d.times.iter().map(|t| t.1).collect());
                status.set("measuring the review…".into());
                let Ok(reviewer) =
                    Reviewer::new(&review_record(), &[true; 4], ReviewParams::default())
                else {
                    return;
                };
                let r = Reviewing {
                    reviewer,
                    chunk: CHUNK,
                    began: now(),
                    busy: 0.0,
                    longest_chunk: 0.0,
                };
                run_review(r, move |r| {
                    let json = serde_json::json!({
                        "playouts_per_second_4p": rate.round(),
                        "hard_decisions": d.times.len(),
                        "hard_decision_ms_median": (wall_median * 10.0).round() / 10.0,
                        "hard_decision_ms_worst": (wall_worst * 10.0).round() / 10.0,
                        "hard_compute_ms_median": (busy_median * 10.0).round() / 10.0,
                        "hard_compute_ms_worst": (busy_worst * 10.0).round() / 10.0,
                        "longest_chunk_ms": (d.longest_chunk * 10.0).round() / 10.0,
                        "review_4p_decisions": r.reviewer.len(),
                        "review_4p_ms": (now() - r.began).round(),
                        "review_4p_compute_ms": r.busy.round(),
                        "review_longest_chunk_ms": (r.longest_chunk * 10.0).round() / 10.0,
                    });
                    status.set("done".into());
                    result.set(json.to_string());
                });
            });
        });
    });
    view! {
        <main class="bench">
            <h1>"Engine benchmark"</h1>
            <p>{move || status.get()}</p>
            <pre data-testid="bench-result">{move || result.get()}</pre>
        </main>
    }
}
