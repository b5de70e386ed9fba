//! The market drawn as SVG: border mosaics, cells and rugs, the positions a rug may take,
//! Assam's possible walks, the owed area, and Assam himself. The cells are a keyboard
//! widget (one tab stop, arrows move, Enter or Space taps), and the whole market has a
//! text alternative.

mod assam;
mod cells;
mod coords;
pub mod geometry;
mod guides;
mod mosaics;
pub mod placements;

use leptos::prelude::*;
use marrakech_engine::Cell;

use crate::i18n::M;
use crate::state::{Prefs, Timeline};
use assam::AssamFigure;
use cells::Cells;
use coords::Coords;
use geometry::VIEW;
use guides::{Arrows, LastWalk, OddsCells, OwedArea, WalkPreview};
use mosaics::Mosaics;
use placements::{Ghost, Placements, Suggested};

/// The patterns laid over the rug colours, so that no colour is told by its hue alone:
/// stripes (red), dots (yellow), zigzag (cyan), checks (purple). Same ids as
/// `palette::Look::pattern`.
const PATTERNS: &str = r#"<pattern id="pat-stripes" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="18" class="pat-ink"/></pattern><pattern id="pat-dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3.5" class="pat-ink"/><circle cx="15" cy="15" r="3.5" class="pat-ink"/></pattern><pattern id="pat-zigzag" width="20" height="16" patternUnits="userSpaceOnUse"><path d="M0 12 L5 4 L10 12 L15 4 L20 12" class="pat-line"/></pattern><pattern id="pat-checks" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="12" height="12" class="pat-ink"/><rect x="12" y="12" width="12" height="12" class="pat-ink"/></pattern>"#;

/// The cells lit because a log line or a rug position in the list is hovered or focused.
#[derive(Clone, Copy)]
pub struct Lit(pub RwSignal<Vec<Cell>>);

impl Default for Lit {
    fn default() -> Self {
        Lit(RwSignal::new(Vec::new()))
    }
}

impl Lit {
    /// Lights `cells` (none: `Vec::new()`).
    pub fn show(&self, cells: Vec<Cell>) {
        self.0.set(cells);
    }
}

/// The whole market.
#[component]
pub fn Market() -> impl IntoView {
    let timeline = expect_context::<Timeline>();
    let prefs = expect_context::<Prefs>();
    let description = move || {
        let lang = prefs.lang.get();
        timeline
            .with(|s| crate::text::describe_market(lang, &s.game, s.assam))
            .unwrap_or_default()
    };
    // The cell that has the keyboard focus (roving tabindex): Assam's start.
    let cursor = RwSignal::new(Cell::CENTRE);
    view! {
        <svg
            class="market"
            data-testid="board"
            viewBox=format!("0 0 {VIEW} {VIEW}")
            role="group"
            aria-label=prefs.t(M::Market)
            aria-describedby="market-description"
        >
            <defs inner_html=PATTERNS></defs>
            <Mosaics />
            <Cells cursor=cursor />
            <Coords />
            <OwedArea />
            <LastWalk />
            <WalkPreview />
            <OddsCells />
            <Ghost />
            <Suggested />
            <Placements />
            <AssamFigure />
            <Arrows />
        </svg>
        <p class="visually-hidden" id="market-description">{description}</p>
    }
}
