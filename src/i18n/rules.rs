//! The rules page, in our own words, in each language. A struct, so that every language
//! must fill every part.

use super::Lang;

/// Every text of the rules page.
pub struct RulesText {
    pub title: &'static str,
    pub intro: &'static str,
    pub turn_h: &'static str,
    pub steps: [&'static str; 4],
    pub arcs_caption: &'static str,
    pub payment_caption: &'static str,
    pub legal_caption: &'static str,
    pub legal: &'static str,
    pub illegal: &'static str,
    pub money_h: &'static str,
    pub money: &'static str,
    pub end_h: &'static str,
    pub end: &'static str,
    pub variant_h: &'static str,
    pub variant: &'static str,
    pub variant_caption: &'static str,
    pub keys_h: &'static str,
}

const EN: RulesText = RulesText {
    title: "How to play",
    intro: "You are rug merchants in the market of Marrakech. Each has 30 dirhams and a stack of rugs (12 each with 4 players, 15 with 3; with 2 players each has 24 rugs in two colours, laid in the order of a hidden pile). Assam, the market's owner, starts in the centre.",
    turn_h: "Your turn",
    steps: [
        "Turn Assam a quarter turn left or right, or keep him straight. Never a half turn.",
        "Roll the die (1, 2, 2, 3, 3, 4): Assam walks that many cells ahead. At the edge he follows the arc round and comes back on the next row or column; in two corners a small arc turns him on the spot.",
        "If he stops on an opponent's rug, pay that player one dirham for every cell of that colour connected to his cell by edges (not corners). Your own colours, bare cells and the rugs of players who are out cost nothing.",
        "Lay one rug on two cells, at least one of them next to Assam. It may cover bare cells or other rugs, but never Assam's cell and never both halves of one rug that is fully showing.",
    ],
    arcs_caption: "At the edge Assam follows the arc and comes back on the neighbouring row, now walking the other way.",
    payment_caption: "Assam stops on a red cell: the four red cells joined to it by their sides make the area, so 4 dirhams go to red's owner. The red cell touching only by a corner does not count.",
    legal_caption: "Rugs around Assam: a tick marks a rug that may be laid, a cross one that may not.",
    legal: "allowed",
    illegal: "not allowed",
    money_h: "Running out of money",
    money: "If you cannot pay in full, you give what you have and leave the game; your rugs stay and cost nothing to stop on. An option lets you keep playing with 0 instead.",
    end_h: "The end",
    end: "When the last rug is laid, each player scores dirhams plus visible cells of their colours. The highest score wins; a tie goes to the richer player, and if still tied the win is shared.",
    variant_h: "Variant: roll first",
    variant: "Roll, walk, pay and lay first; then turn Assam a quarter left or right. The next player must walk in that direction.",
    variant_caption: "Roll first: die, walk, pay, rug, and the quarter turn last.",
    keys_h: "Playing with the keyboard",
};

const FR: RulesText = RulesText {
    title: "Comment jouer",
    intro: "Vous êtes marchands de tapis sur le marché de Marrakech. Chacun reçoit 30 dirhams et une pile de tapis (12 chacun à 4 joueurs, 15 à 3 ; à 2 joueurs, chacun a 24 tapis de deux couleurs, posés dans l’ordre d’une pile cachée). Assam, le maître du marché, part du centre.",
    turn_h: "Votre tour",
    steps: [
        "Tournez Assam d’un quart de tour à gauche ou à droite, ou laissez-le tout droit. Jamais de demi-tour.",
        "Lancez le dé (1, 2, 2, 3, 3, 4) : Assam avance d’autant de cases. Au bord, il suit l’arc et revient sur la rangée ou la colonne voisine ; dans deux coins, un petit arc le retourne sur place.",
        "S’il s’arrête sur le tapis d’un adversaire, payez à ce joueur un dirham par case de cette couleur reliée à la sienne par un côté (pas par un coin). Vos propres couleurs, les cases vides et les tapis des joueurs éliminés ne coûtent rien.",
        "Posez un tapis sur deux cases, dont au moins une touche Assam. Il peut couvrir des cases vides ou d’autres tapis, mais jamais la case d’Assam, ni les deux moitiés d’un même tapis entièrement visible.",
    ],
    arcs_caption: "Au bord, Assam suit l’arc et revient sur la rangée voisine, en marchant dans l’autre sens.",
    payment_caption: "Assam s’arrête sur une case rouge : les quatre cases rouges reliées par leurs côtés forment la zone, donc 4 dirhams vont au propriétaire du rouge. La case rouge qui ne touche que par un coin ne compte pas.",
    legal_caption: "Des tapis autour d’Assam : une coche marque un tapis permis, une croix un tapis interdit.",
    legal: "permis",
    illegal: "interdit",
    money_h: "À court d’argent",
    money: "Si vous ne pouvez pas payer en entier, vous donnez ce que vous avez et quittez la partie ; vos tapis restent et ne coûtent plus rien. Une option permet plutôt de continuer avec 0.",
    end_h: "La fin",
    end: "Quand le dernier tapis est posé, chacun compte ses dirhams plus les cases visibles de ses couleurs. Le plus haut score gagne ; en cas d’égalité, le plus riche l’emporte, et si l’égalité persiste la victoire est partagée.",
    variant_h: "Variante : lancer d’abord",
    variant: "Lancez, avancez, payez et posez d’abord ; puis tournez Assam d’un quart à gauche ou à droite. Le joueur suivant doit marcher dans cette direction.",
    variant_caption: "Lancer d’abord : le dé, la marche, le paiement, le tapis, et le quart de tour à la fin.",
    keys_h: "Jouer au clavier",
};

const PL: RulesText = RulesText {
    title: "Jak grać",
    intro: "Jesteście kupcami dywanów na targu w Marrakeszu. Każdy ma 30 dirhamów i stos dywanów (po 12 przy 4 graczach, po 15 przy 3; przy 2 graczach każdy ma 24 dywany w dwóch kolorach, kładzione w kolejności z zakrytego stosu). Assam, właściciel targu, zaczyna na środku.",
    turn_h: "Twoja tura",
    steps: [
        "Obróć Assama o ćwierć obrotu w lewo lub w prawo albo zostaw go prosto. Nigdy nie zawracaj.",
        "Rzuć kostką (1, 2, 2, 3, 3, 4): Assam idzie tyle pól do przodu. Na brzegu idzie po łuku i wraca na sąsiedni rząd lub kolumnę; w dwóch rogach mały łuk obraca go w miejscu.",
        "Jeśli stanie na dywanie przeciwnika, zapłać temu graczowi dirhama za każde pole tego koloru połączone z jego polem bokiem (nie rogiem). Twoje kolory, puste pola i dywany graczy, którzy odpadli, nic nie kosztują.",
        "Połóż dywan na dwóch polach, z których co najmniej jedno sąsiaduje z Assamem. Może przykryć puste pola lub inne dywany, ale nigdy pola Assama i nigdy obu połówek jednego, całkiem widocznego dywanu.",
    ],
    arcs_caption: "Na brzegu Assam idzie po łuku i wraca na sąsiedni rząd, teraz idąc w drugą stronę.",
    payment_caption: "Assam staje na czerwonym polu: cztery czerwone pola połączone bokami tworzą obszar, więc właściciel czerwonego dostaje 4 dirhamy. Czerwone pole stykające się tylko rogiem się nie liczy.",
    legal_caption: "Dywany wokół Assama: ptaszek oznacza dywan dozwolony, krzyżyk niedozwolony.",
    legal: "dozwolony",
    illegal: "niedozwolony",
    money_h: "Gdy zabraknie pieniędzy",
    money: "Jeśli nie możesz zapłacić całości, oddajesz to, co masz, i odpadasz z gry; twoje dywany zostają i nic już nie kosztują. Opcja pozwala zamiast tego grać dalej z zerem.",
    end_h: "Koniec",
    end: "Gdy ostatni dywan zostanie położony, każdy liczy dirhamy plus widoczne pola swoich kolorów. Wygrywa najwyższy wynik; przy remisie wygrywa bogatszy, a jeśli nadal jest remis, zwycięstwo jest wspólne.",
    variant_h: "Wariant: najpierw rzut",
    variant: "Najpierw rzuć, idź, zapłać i połóż dywan; potem obróć Assama o ćwierć w lewo lub w prawo. Następny gracz musi iść w tym kierunku.",
    variant_caption: "Najpierw rzut: kostka, marsz, zapłata, dywan, a obrót na końcu.",
    keys_h: "Gra z klawiatury",
};

/// The rules page in `lang`.
pub fn rules(lang: Lang) -> &'static RulesText {
    match lang {
        Lang::En => &EN,
        Lang::Fr => &FR,
        Lang::Pl => &PL,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(r: &RulesText) -> Vec<&'static str> {
        let mut v = vec![
            r.title,
            r.intro,
            r.turn_h,
            r.arcs_caption,
            r.payment_caption,
            r.legal_caption,
            r.legal,
            r.illegal,
            r.money_h,
            r.money,
            r.end_h,
            r.end,
            r.variant_h,
            r.variant,
            r.variant_caption,
            r.keys_h,
        ];
        v.extend(r.steps);
        v
    }

    #[test]
    fn the_rules_are_written_in_every_language() {
        let en = all(rules(Lang::En));
        for lang in [Lang::Fr, Lang::Pl] {
            for (t, e) in all(rules(lang)).into_iter().zip(&en) {
                assert!(!t.trim().is_empty());
                assert_ne!(t, *e, "{lang:?}");
            }
        }
    }
}
