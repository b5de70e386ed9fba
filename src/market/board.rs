//! The whole market: the frame and its ground (drawn once, from `art`), the rugs, the cells
//! that are tapped, what guides the turn, Assam; and its text alternative.

use crate::state::provided;
use leptos::prelude::*;
use marrakech_engine::Cell;

use super::art;
use super::assam::AssamFigure;
use super::cells::Cells;
use super::geometry::VIEW;
use super::guides::{Arrows, LastWalk, OwedArea, RollGuides};
use super::placements::{Ghost, Placements, Suggested};
use super::rugs::Rugs;
use crate::i18n::M;
use crate::state::{Prefs, Timeline};

/// The definitions the market, the die and the panels draw with, once in the page.
#[component]
pub fn ArtDefs() -> impl IntoView {
    view! {
        <svg class="art-defs" aria-hidden="true" focusable="false" width="0" height="0">
            <defs inner_html=art::DEFS></defs>
        </svg>
    }
}

/// The whole market.
#[component]
pub fn Market() -> impl IntoView {
    let timeline = provided::<Timeline>();
    let prefs = provided::<Prefs>();
    let description = move || {
        let lang = prefs.lang.get();
        timeline
            .with(|s| crate::i18n::text::describe_market(lang, &s.game, s.assam))
            .unwrap_or_default()
    };
    // The market's Tab stop (`cells::tab_stop`): Assam's cell until the keyboard moves.
    let cursor = RwSignal::new((Cell::CENTRE, None));
    view! {
        <svg
            class="market"
            data-testid="board"
            viewBox=format!("0 0 {VIEW} {VIEW}")
            role="group"
            aria-label=move || prefs.t(M::Market)
            aria-describedby="market-description"
        >
            <g class="frame" aria-hidden="true" inner_html=art::frame()></g>
            <Rugs />
            <OwedArea />
            <Cells cursor=cursor />
            <LastWalk />
            <Ghost />
            <Suggested />
            <Placements />
            <AssamFigure />
            <Arrows />
            // over the arrows, which the pointer reaches through them: where he would stop
            // and what it would cost are never hidden
            <RollGuides />
        </svg>
        <p class="visually-hidden" id="market-description">{description}</p>
    }
}
