//! The rules, in our own words.

use leptos::prelude::*;

use crate::session::{Overlay, Session};

#[component]
pub fn RulesPage() -> impl IntoView {
    let session = expect_context::<Session>();
    view! {
        <Show when=move || session.overlay.get() == Overlay::Rules>
            <section class="panel rules" role="dialog" aria-modal="true" aria-labelledby="rules-title">
                <h2 id="rules-title">"How to play"</h2>
                <p>
                    "You are rug merchants in the market of Marrakech. Each has 30 dirhams and a stack of rugs "
                    "(12 each with 4 players, 15 with 3; with 2 players each has 24 rugs in two colours, laid in the order of a hidden pile). "
                    "Assam, the market's owner, starts in the centre."
                </p>
                <h3>"Your turn"</h3>
                <ol>
                    <li>"Turn Assam a quarter turn left or right, or keep him straight. Never a half turn."</li>
                    <li>"Roll the die (1, 2, 2, 3, 3, 4): Assam walks that many cells ahead. At the edge he follows the arc round and comes back on the next row or column; in two corners a small arc turns him on the spot."</li>
                    <li>"If he stops on an opponent's rug, pay that player one dirham for every cell of that colour connected to his cell by edges (not corners). Your own colours, bare cells and the rugs of players who are out cost nothing."</li>
                    <li>"Lay one rug on two cells, at least one of them next to Assam. It may cover bare cells or other rugs, but never Assam's cell and never both halves of one rug that is fully showing."</li>
                </ol>
                <h3>"Running out of money"</h3>
                <p>"If you cannot pay in full, you give what you have and leave the game; your rugs stay and cost nothing to stop on. An option lets you keep playing with 0 instead."</p>
                <h3>"The end"</h3>
                <p>"When the last rug is laid, each player scores dirhams plus visible cells of their colours. The highest score wins; a tie goes to the richer player, and if still tied the win is shared."</p>
                <h3>"Variant: roll first"</h3>
                <p>"Roll, walk, pay and lay first; then turn Assam a quarter left or right. The next player must walk in that direction."</p>
                <button class="big" data-testid="close-panel" on:click=move |_| session.overlay.set(Overlay::None)>
                    "Back to the game"
                </button>
            </section>
        </Show>
    }
}
