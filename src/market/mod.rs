//! The market drawn as SVG: border mosaics, cells and rugs, the positions a rug may take,
//! Assam's possible walks, the owed area, and Assam himself.

mod assam;
mod cells;
pub mod geometry;
mod guides;
mod mosaics;
mod placements;

use leptos::prelude::*;

use crate::session::Session;
use assam::AssamFigure;
use cells::Cells;
use geometry::SIZE;
use guides::{Arrows, OwedArea, WalkPreview};
use mosaics::Mosaics;
use placements::{Ghost, Placements};

/// The whole market.
#[component]
pub fn Market() -> impl IntoView {
    let session = expect_context::<Session>();
    let label = move || {
        session
            .with_game(crate::text::describe_market)
            .unwrap_or_default()
    };
    view! {
        <svg
            class="market"
            data-testid="board"
            viewBox=format!("0 0 {SIZE} {SIZE}")
            role="img"
            aria-label=label
        >
            <Mosaics />
            <Cells />
            <OwedArea />
            <WalkPreview />
            <Ghost />
            <Placements />
            <AssamFigure />
            <Arrows />
        </svg>
    }
}
