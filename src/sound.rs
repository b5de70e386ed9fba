//! Sounds of the table, synthesised with Web Audio (no audio files): the die rattling, a
//! step, coins changing hands, a rug laid. They follow the timeline's moments.

use leptos::prelude::*;
use leptos::task::spawn_local;
use leptos::wasm_split::{wasm_split, SplitLoaderError};
use marrakech_engine::{Cell, RugPos};
use web_sys::{AudioContext, OscillatorType};

use crate::state::{Prefs, Stage, Timeline};

/// A sound of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Sound {
    Die,
    Step,
    Coins,
    Rug,
}

/// One tone: wave, frequency at the start and at the end (Hz), when it starts and how long
/// it lasts (s), and how loud.
struct Tone(OscillatorType, f32, f32, f64, f64, f32);

impl Sound {
    fn tones(self) -> Vec<Tone> {
        use OscillatorType::{Sine, Square, Triangle};
        match self {
            Sound::Die => (0..5)
                .map(|i| {
                    Tone(
                        Square,
                        900.0 + 170.0 * (i % 3) as f32,
                        600.0,
                        i as f64 * 0.09,
                        0.03,
                        0.05,
                    )
                })
                .collect(),
            Sound::Step => vec![Tone(Sine, 150.0, 70.0, 0.0, 0.09, 0.25)],
            Sound::Coins => vec![
                Tone(Triangle, 1320.0, 1320.0, 0.0, 0.12, 0.12),
                Tone(Triangle, 1760.0, 1760.0, 0.08, 0.16, 0.1),
                Tone(Triangle, 1568.0, 1568.0, 0.2, 0.2, 0.08),
            ],
            Sound::Rug => vec![Tone(Sine, 320.0, 140.0, 0.0, 0.22, 0.18)],
        }
    }
}

/// The page's audio context, made after the person's first tap or key (browsers start it only
/// after one), or else at the first sound.
fn context(slot: &StoredValue<Option<AudioContext>, LocalStorage>) -> Option<AudioContext> {
    if let Some(ctx) = slot.get_value() {
        return Some(ctx);
    }
    let ctx = AudioContext::new().ok()?;
    slot.set_value(Some(ctx.clone()));
    Some(ctx)
}

/// The sounds' code comes with the table's part of the wasm (a first screen makes none): a
/// sound asked for before the part is here plays once it has come, late; one whose part
/// cannot be fetched is silent.
#[wasm_split(extras, wasm_split_path = leptos::wasm_split, fallible)]
fn sound_out(ctx: &AudioContext, sound: Sound) -> Result<(), SplitLoaderError> {
    let _ = play(ctx, sound);
    Ok(())
}

fn play(ctx: &AudioContext, sound: Sound) -> Option<()> {
    let _ = ctx.resume();
    let now = ctx.current_time();
    for Tone(wave, f0, f1, at, len, loud) in sound.tones() {
        let osc = ctx.create_oscillator().ok()?;
        let gain = ctx.create_gain().ok()?;
        osc.set_type(wave);
        let (start, end) = (now + at, now + at + len);
        osc.frequency().set_value_at_time(f0, start).ok()?;
        osc.frequency()
            .exponential_ramp_to_value_at_time(f1, end)
            .ok()?;
        gain.gain().set_value_at_time(loud, start).ok()?;
        gain.gain()
            .exponential_ramp_to_value_at_time(0.001, end)
            .ok()?;
        osc.connect_with_audio_node(&gain).ok()?;
        gain.connect_with_audio_node(&ctx.destination()).ok()?;
        osc.start_with_when(start).ok()?;
        osc.stop_with_when(end + 0.02).ok()?;
    }
    Some(())
}

/// What of a moment makes a sound: the stage, where Assam stands, the last rug.
type Moment = (Stage, Option<Cell>, Option<RugPos>);

/// What a moment sounds like, given the moment before.
fn sound_of(before: &Moment, now: &Moment) -> Option<Sound> {
    match now.0 {
        Stage::Tumbling if before.0 != Stage::Tumbling => Some(Sound::Die),
        Stage::Walking if now.1 != before.1 => Some(Sound::Step),
        Stage::Paying if before.0 != Stage::Paying => Some(Sound::Coins),
        Stage::Still | Stage::Laying
            if now.2.is_some() && now.2 != before.2 && before.1 == now.1 =>
        {
            Some(Sound::Rug)
        }
        _ => None,
    }
}

/// Plays the sounds of the moments the timeline shows, while the setting is on.
pub fn follow(timeline: Timeline, prefs: Prefs) {
    let slot = StoredValue::new_local(None::<AudioContext>);
    // Making the context opens the audio device: tens of milliseconds on the page's thread.
    // Done in a task of its own after the first tap or key, it never lands in the middle of
    // a game (where the first roll's sound would make it).
    let make = move || {
        if slot.with_value(Option::is_none) && prefs.settings.with_untracked(|s| s.sound) {
            set_timeout(move || drop(context(&slot)), std::time::Duration::ZERO);
        }
    };
    let tap = window_event_listener(leptos::ev::pointerdown, move |_| make());
    let key = window_event_listener(leptos::ev::keydown, move |_| make());
    on_cleanup(move || {
        tap.remove();
        key.remove();
    });
    let moment =
        Memo::new(move |_| timeline.with(|s| (s.stage, Some(s.assam.cell), s.marks.last_rug)));
    Effect::new(move |before: Option<Option<Moment>>| {
        let now = moment.get();
        if let (Some(Some(before)), Some(now)) = (before, now) {
            if prefs.settings.with_untracked(|s| s.sound) {
                if let Some(sound) = sound_of(&before, &now) {
                    if let Some(ctx) = context(&slot) {
                        spawn_local(async move {
                            let _ = sound_out(&ctx, sound).await;
                        });
                    }
                }
            }
        }
        now
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rug_sounds_once_as_it_unrolls() {
        let cell = Cell::from_index(24);
        let rug = cell.and_then(|a| RugPos::new(a, Cell::from_index(25)?));
        let placing: Moment = (Stage::Still, cell, None);
        let laying: Moment = (Stage::Laying, cell, rug);
        let still: Moment = (Stage::Still, cell, rug);
        assert_eq!(sound_of(&placing, &laying), Some(Sound::Rug));
        assert_eq!(sound_of(&laying, &still), None);
        // At instant speed the unrolling moment is skipped: the still one sounds.
        assert_eq!(sound_of(&placing, &still), Some(Sound::Rug));
    }
}
