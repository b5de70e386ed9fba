//! The whole market: the layers of the SVG, and its text alternative.

use leptos::prelude::*;
use marrakech_engine::Cell;

use super::assam::AssamFigure;
use super::cells::Cells;
use super::coords::Coords;
use super::geometry::VIEW;
use super::guides::{Arrows, LastWalk, OddsCells, OwedArea, WalkPreview};
use super::mosaics::Mosaics;
use super::placements::{Ghost, Placements, Suggested};
use crate::i18n::M;
use crate::state::{Prefs, Timeline};

/// The patterns laid over the rug colours, so that no colour is told by its hue alone:
/// stripes (red), dots (yellow), zigzag (cyan), checks (purple). Same ids as
/// `palette::Look::pattern`.
const PATTERNS: &str = r#"<pattern id="pat-stripes" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="7" height="18" class="pat-ink"/></pattern><pattern id="pat-dots" width="20" height="20" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="3.5" class="pat-ink"/><circle cx="15" cy="15" r="3.5" class="pat-ink"/></pattern><pattern id="pat-zigzag" width="20" height="16" patternUnits="userSpaceOnUse"><path d="M0 12 L5 4 L10 12 L15 4 L20 12" class="pat-line"/></pattern><pattern id="pat-checks" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="12" height="12" class="pat-ink"/><rect x="12" y="12" width="12" height="12" class="pat-ink"/></pattern>"#;

/// The whole market.
#[component]
pub fn Market() -> impl IntoView {
    let timeline = expect_context::<Timeline>();
    let prefs = expect_context::<Prefs>();
    let description = move || {
        let lang = prefs.lang.get();
        timeline
            .with(|s| crate::i18n::text::describe_market(lang, &s.game, s.assam))
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
