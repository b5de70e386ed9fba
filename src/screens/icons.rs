//! Small line icons for the menu and the panels (drawn, so they look the same with every font).

use leptos::prelude::*;

/// An icon of the menu or a panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Icon {
    NewGame,
    Export,
    Import,
    Rules,
    Settings,
    About,
    Share,
    Replay,
    History,
    More,
    Close,
    Review,
}

impl Icon {
    /// The icon's path in a 24 x 24 box.
    fn path(self) -> &'static str {
        match self {
            Icon::NewGame => "M12 5v14M5 12h14",
            Icon::Export => "M12 4v11M7 10l5 5 5-5M5 20h14",
            Icon::Import => "M12 15V4M7 9l5-5 5 5M5 20h14",
            Icon::Rules => "M9 9a3 3 0 1 1 4 2.8c-.7.3-1 1-1 1.7V15M12 18.5v.5",
            // a gear (a sun-like wheel of rays read as the light and dark switch: a playtest)
            Icon::Settings => "M9.5 5.3L10 2.7h4l.5 2.6.5.1 2.2-1.4 2.8 2.8-1.4 2.2.1.5 2.6.5v4l-2.6.5-.1.5 1.4 2.2-2.8 2.8-2.2-1.4-.5.1-.5 2.6h-4l-.5-2.6-.5-.1-2.2 1.4-2.8-2.8 1.4-2.2-.1-.5-2.6-.5v-4l2.6-.5.1-.5L4 6.8 6.8 4 9 5.4zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z",
            Icon::About => "M12 11v6M12 7.5v.5M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z",
            Icon::Share => "M17 4a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM7 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17 15a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM9.2 11l5.6-3M9.2 13l5.6 3",
            Icon::Replay => "M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4M10 9v6l5-3z",
            Icon::History => "M5 4h14v16H5zM8 8h8M8 12h8M8 16h5",
            Icon::More => "M5 12h.5M12 12h.5M19 12h.5",
            Icon::Close => "M6 6l12 12M18 6L6 18",
            // a magnifier: the coach looks the game over
            Icon::Review => "M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L20 20",
        }
    }
}

/// The icon, hidden from screen readers (the control's text names it).
pub fn icon(which: Icon) -> impl IntoView {
    view! {
        <svg class="icon-svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d=which.path() />
        </svg>
    }
}
