//! The master tree's choices at its own nodes and at the root.

use super::*;
use crate::{Game, PlayerKind, Rules, Setup};

/// A node of `seat` with a good edge tried 100 times and a poorer one 20 times.
fn tree_with_node(players: usize, seat: u8) -> Tree {
    let setup = Setup::standard(players, Rules::default(), PlayerKind::Human);
    let game = Game::new(setup, 1).unwrap();
    let mut tree = Tree::new(game.position(), 1, MasterParams::default()).unwrap();
    let d = tree.edges[0].decision;
    tree.nodes.push(Node {
        seat,
        visits: 120,
        ..Node::default()
    });
    let node = tree.nodes.len() - 1;
    tree.add_edges(node, &[d, d]);
    let first = tree.nodes[node].first as usize;
    (tree.edges[first].visits, tree.edges[first].sum) = (100, 70.0);
    (tree.edges[first + 1].visits, tree.edges[first + 1].sum) = (20, 8.0);
    tree
}

#[test]
fn the_seat_searching_explores_its_own_choices_less_than_the_others() {
    let me = tree_with_node(2, 0);
    assert_eq!(me.root.seat, 0);
    let node = me.nodes.len() - 1;
    let first = me.nodes[node].first as usize;
    // its own follow-up: the better mean (0.7 against 0.4, at exploration 0.5)
    assert_eq!(me.select(node), first);
    // the other seat's reply: the one tried less is tried again (exploration 2.0)
    let other = tree_with_node(2, 1);
    assert_eq!(other.select(node), first + 1);
    // with one exploration for both the seat would try it again too
    let mut same = tree_with_node(2, 0);
    same.params.explore_own = same.params.explore;
    assert_eq!(same.select(node), first + 1);
    // with more players one exploration for every seat
    assert_eq!(tree_with_node(3, 0).select(node), first + 1);
}

fn placing(players: usize) -> Position {
    let setup = Setup::standard(players, Rules::default(), PlayerKind::Human);
    let mut game = Game::new(setup, 5).unwrap();
    game.rotate(crate::Rotation::None).unwrap();
    game.roll(3).unwrap();
    game.position().clone()
}

fn small(hard_rollouts: u32, hard_weight: f32) -> MasterParams {
    MasterParams {
        iterations: 1_500,
        hard_rollouts,
        hard_weight,
        ..MasterParams::default()
    }
}

fn finish(tree: &mut Tree, chunk: u32) -> Decision {
    loop {
        if let Some(d) = tree.run(chunk) {
            return d;
        }
    }
}

#[test]
fn the_flat_search_runs_first_and_its_means_weigh_in_the_root_choice() {
    let pos = placing(2);
    let mut tree = Tree::new(&pos, 1, small(600, 1.0)).unwrap();
    assert_eq!(tree.progress(), (0, 2_100));
    // in chunks: the flat search's, then the tree's
    assert_eq!(tree.run(100), None);
    assert_eq!(tree.progress().0, 100);
    let d = finish(&mut tree, 100);
    // (halving's rounds may use a few less than planned)
    assert!(
        (590..=600).contains(&tree.flat_total),
        "{}",
        tree.flat_total
    );
    assert_eq!(tree.progress().0, tree.flat_total + tree.done);
    let first = tree.nodes[0].first as usize;
    assert_eq!(tree.prior.len(), tree.nodes[0].len as usize);
    // weighed alone, hard's means choose: its best mean
    let best = (0..tree.prior.len())
        .max_by(|&a, &b| tree.prior[a].total_cmp(&tree.prior[b]))
        .unwrap();
    assert_eq!(d, tree.edges[first + best].decision);
    // weighed not at all, the tree chooses as it does without the flat search
    let alone = finish(&mut Tree::new(&pos, 1, small(0, 0.0)).unwrap(), u32::MAX);
    let unweighed = finish(&mut Tree::new(&pos, 1, small(600, 0.0)).unwrap(), u32::MAX);
    assert_eq!(alone, unweighed);
    // and the weight matters: some seed where hard's best and the tree's differ
    let differs = (0..20).any(|seed| {
        let a = finish(&mut Tree::new(&pos, seed, small(600, 1.0)).unwrap(), 7);
        let b = finish(&mut Tree::new(&pos, seed, small(600, 0.0)).unwrap(), 7);
        a != b
    });
    assert!(differs);
}

#[test]
fn with_more_players_the_tree_searches_alone() {
    let tree = Tree::new(&placing(3), 1, small(600, 0.5)).unwrap();
    assert!(tree.flat.is_none());
    assert_eq!(tree.progress(), (0, 1_500));
}
