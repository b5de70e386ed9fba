//! Master: a tree search over the next turns (Monte Carlo tree search), where hard searches
//! one decision flat. Every iteration samples what the seat cannot know (with 2 players, the
//! hidden rest of both piles) and walks down the tree from the position: at the root the
//! choice sequential halving asks for (the choices of a sweep share their random stream, so
//! they are compared on the same dice, as in hard), below it the choice with the best upper
//! confidence bound (UCB1) for the seat deciding, at a roll a die face drawn at random (the
//! tree keeps a branch per face: expectimax by sampling). A new node lists the medium bot's
//! best candidates there; below the tree one short rollout by hard's greedy policy, scored
//! by the medium evaluation for every seat. So master weighs its own best follow-up and the
//! others' best replies, which hard's rollouts leave to fixed policies. With 2 players hard's
//! flat search runs first at the root, and the root's choices are ranked by the average of
//! its means and the tree's. Same position, seed
//! and budget → same decision, whatever the chunks.

use super::decision::Decision;
use super::halving::Halving;
use super::hard::{greedy_action, reward, HardParams, Search};
use super::known::{canonical, mix_seed};
use super::medium;
use crate::die::face_from_draw;
use crate::event::NoEvents;
use crate::phase::Phase;
use crate::position::Position;
use crate::rng::{Draw, FastRng};

/// Iterations per master decision by default: about 1 s in a browser (wasm thinks about
/// 3 times slower than native code, where this is about 0.25 s; 40,000 take about 100 ms).
pub const MASTER_ITERATIONS: u32 = 100_000;

/// The salt of master's random streams (hard's is 3).
const SALT: u64 = 4;
/// The salt of the flat search at master's root.
const FLAT_SALT: u64 = 7;

/// Knobs of the master bot.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MasterParams {
    /// Iterations (one walk down the tree and one rollout) per decision.
    pub iterations: u32,
    /// Candidates kept at the root after the medium bot's ranking (0 = all).
    pub keep: usize,
    /// Candidates kept at the tree's other decisions.
    pub keep_inner: usize,
    /// The exploration constant of UCB1 below the root. Values lie within a few tenths of
    /// each other, so 2.0 spreads the visits over the five candidates of a node: an
    /// opponent's reply is not settled on a few lucky rollouts (measured against hard: 1.0
    /// won 57 and 53 of games 0–99 and 100–199, 2.0 won 64 and 57, 0.4 won 53 of 0–99).
    pub explore: f32,
    /// The exploration constant at the root seat's own later decisions: lower, because the
    /// seat will choose its best follow-up when it gets there, where the others' replies
    /// are better spread over their good choices than settled on the worst for it
    /// (measured against hard on the same games 800–999: 0.5 won 112 of 200, 2.0 as at the
    /// others' decisions 101, 0.25 102.5). With 2 players only: with three hards 0.5 won
    /// 27.8 % of 200 four-player games, no better than one exploration for all.
    pub explore_own: f32,
    /// Turns a rollout plays below the tree before the position is scored.
    pub horizon: u32,
    /// Decisions at the start of a rollout made by the medium bot (the rest greedy).
    pub rollout_medium: u32,
    /// Chance that a greedy rollout move is random.
    pub epsilon: f32,
    /// Weight of the score margin next to the win.
    pub margin_weight: f32,
    /// The root's choices by sequential halving with common random numbers (else UCB1
    /// like the rest of the tree).
    pub halving: bool,
    /// With 2 players, rollouts of hard's flat search at the root before the tree (0 =
    /// none): its means at the root's choices are mixed into the tree's with `hard_weight`.
    /// Two estimates of one choice with errors of their own, averaged, rank the choices
    /// better than either (measured against hard: see the README's thirteenth round).
    pub hard_rollouts: u32,
    /// The weight of hard's means in the root's choice (0 = the tree's alone).
    pub hard_weight: f32,
    /// The turns of the flat search's rollouts (0 = to the end; by default hard's own).
    pub hard_horizon: u32,
}

impl Default for MasterParams {
    fn default() -> Self {
        MasterParams {
            iterations: MASTER_ITERATIONS,
            keep: 12,
            keep_inner: 5,
            explore: 2.0,
            explore_own: 0.5,
            horizon: 6,
            rollout_medium: 0,
            epsilon: 0.1,
            margin_weight: 0.3,
            halving: true,
            hard_rollouts: 8_000,
            hard_weight: 0.5,
            hard_horizon: HardParams::default().horizon,
        }
    }
}

impl MasterParams {
    /// The knobs as they apply with `players` seats: the own exploration and hard's means
    /// are measured gains with 2 players only; with more every seat explores alike and the
    /// tree searches alone.
    fn for_players(self, players: u8) -> MasterParams {
        if players == 2 {
            return self;
        }
        MasterParams {
            explore_own: self.explore,
            hard_rollouts: 0,
            ..self
        }
    }
}

/// A node: a decision (its edges) or a roll (a child per face), found on first visit.
#[derive(Clone, Debug, Default)]
struct Node {
    seat: u8,
    visits: u32,
    /// Edges `first..first + len` of a decision node.
    first: u32,
    len: u32,
    /// Children of a roll node by face − 1 (0 = not made yet; node 0 is the root).
    faces: [u32; 4],
}

#[derive(Clone, Debug)]
struct Edge {
    decision: Decision,
    /// The seat choosing it.
    seat: u8,
    child: u32,
    visits: u32,
    sum: f32,
}

/// A master decision in progress.
#[derive(Clone, Debug)]
pub(crate) struct Tree {
    root: Position,
    seed: u64,
    params: MasterParams,
    nodes: Vec<Node>,
    edges: Vec<Edge>,
    done: u32,
    /// The root's schedule, with `halving`.
    halving: Option<Halving>,
    /// Hard's flat search at the root, while it runs (before the tree's iterations).
    flat: Option<Box<Search>>,
    /// Its rollouts planned (0 without it).
    flat_total: u32,
    /// Its means at the root's choices once done (empty before, or without it).
    prior: Vec<f32>,
}

impl Tree {
    /// A search, or the decision at once when there is nothing to search.
    pub(crate) fn new(pos: &Position, seed: u64, params: MasterParams) -> Result<Tree, Decision> {
        if pos.phase() == Phase::Roll || pos.is_over() {
            return Err(Decision::ROLL);
        }
        let root = canonical(pos);
        let params = params.for_players(root.players);
        let cands = medium::best_candidates(&root, params.keep);
        if cands.len() == 1 {
            return Err(cands[0]);
        }
        let flat = (params.hard_rollouts > 0)
            .then(|| {
                let hard = HardParams {
                    rollouts: params.hard_rollouts,
                    keep: params.keep,
                    horizon: params.hard_horizon,
                    ..HardParams::default()
                };
                Search::salted(pos, seed, hard, FLAT_SALT).ok()
            })
            .flatten();
        let mut tree = Tree {
            flat_total: flat.as_ref().map_or(0, |_| params.hard_rollouts),
            flat: flat.map(Box::new),
            prior: Vec::new(),
            seed: mix_seed(&root, seed, SALT),
            params,
            nodes: vec![Node {
                seat: root.seat,
                ..Node::default()
            }],
            edges: Vec::new(),
            done: 0,
            halving: params
                .halving
                .then(|| Halving::new(cands.len(), params.iterations)),
            root,
        };
        tree.add_edges(0, &cands);
        Ok(tree)
    }

    /// Rollouts of the flat search and iterations of the tree, done and planned.
    pub(crate) fn progress(&self) -> (u32, u32) {
        let flat = self
            .flat
            .as_ref()
            .map_or(self.flat_total, |f| f.progress().0);
        let planned = self.params.iterations.max(self.done);
        (flat + self.done, self.flat_total + planned)
    }

    /// Plans for `total` rollouts and iterations in all (a clock budget, re-estimated as it
    /// goes): the flat search keeps its own, the tree gets the rest.
    pub(crate) fn retarget(&mut self, total: u32) {
        let total = total.saturating_sub(self.flat_total);
        self.params.iterations = total.max(1);
        let left = total.saturating_sub(self.done);
        if let Some(h) = &mut self.halving {
            h.retarget(self.done + left);
        }
    }

    /// Runs up to `iterations` iterations; the decision once the budget is spent.
    pub(crate) fn run(&mut self, iterations: u32) -> Option<Decision> {
        if let Some(flat) = &mut self.flat {
            // the flat search first, in the same chunks; the tree in the chunks after it
            if flat.run(iterations).is_some() {
                self.prior = flat.means().iter().map(|&m| m as f32).collect();
                // halving's rounds may use a few less than planned
                self.flat_total = flat.progress().0;
                self.flat = None;
            }
            return None;
        }
        if self.halving.is_some() {
            return self.run_halving(iterations);
        }
        for _ in 0..iterations {
            if self.done >= self.params.iterations {
                break;
            }
            let k = u64::from(self.done) + 1;
            self.iterate(None, k);
            self.done += 1;
        }
        (self.done >= self.params.iterations).then(|| self.best_now())
    }

    /// [`Tree::run`] with halving at the root.
    fn run_halving(&mut self, iterations: u32) -> Option<Decision> {
        for _ in 0..iterations {
            let h = self.halving.as_ref()?;
            let (arm, stream) = h.next();
            self.iterate(Some(arm), stream);
            self.done += 1;
            let first = self.nodes[0].first as usize;
            let (edges, prior, w) = (&self.edges, &self.prior, self.params.hard_weight);
            let h = self.halving.as_mut()?;
            if let Some(best) = h.advance(|a| root_value(edges, first, prior, w, a)) {
                return Some(edges[first + best].decision);
            }
        }
        None
    }

    /// The root's most visited choice (the best mean among equals; with halving, the best
    /// mean of the choices left, hard's mixed in; during the flat search, hard's best).
    pub(crate) fn best_now(&self) -> Decision {
        if let Some(flat) = &self.flat {
            return flat.best_now();
        }
        let first = self.nodes[0].first as usize;
        if let Some(h) = &self.halving {
            let (prior, w) = (&self.prior, self.params.hard_weight);
            return self.edges[first + h.best(|a| root_value(&self.edges, first, prior, w, a))]
                .decision;
        }
        let root = &self.nodes[0];
        let edges = &self.edges[root.first as usize..(root.first + root.len) as usize];
        let mut best = &edges[0];
        for e in &edges[1..] {
            if (e.visits, mean(e)) > (best.visits, mean(best)) {
                best = e;
            }
        }
        best.decision
    }

    fn add_edges(&mut self, node: usize, cands: &[Decision]) {
        let seat = self.nodes[node].seat;
        self.nodes[node].first = self.edges.len() as u32;
        self.nodes[node].len = cands.len() as u32;
        self.edges.extend(cands.iter().map(|&decision| Edge {
            decision,
            seat,
            child: 0,
            visits: 0,
            sum: 0.0,
        }));
    }

    fn new_node(&mut self, p: &Position) -> u32 {
        self.nodes.push(Node {
            seat: p.seat,
            ..Node::default()
        });
        (self.nodes.len() - 1) as u32
    }

    /// One walk down the tree, one rollout, and the values back up the path.
    /// One iteration on random stream `stream`, at the root choice `root_edge` if given.
    fn iterate(&mut self, root_edge: Option<usize>, stream: u64) {
        let mut rng = FastRng::new(self.seed ^ stream.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut p = self.root.clone();
        p.shuffle_hidden_pile(0, &mut rng);
        p.shuffle_hidden_pile(1, &mut rng);
        let mut path: Vec<u32> = Vec::with_capacity(16);
        let mut node = 0usize;
        loop {
            if p.is_over() {
                break;
            }
            if p.phase == Phase::Roll {
                let face = face_from_draw(rng.draw32());
                p.apply_roll(face, &mut NoEvents);
                let slot = face as usize - 1;
                if self.nodes[node].faces[slot] == 0 {
                    let child = self.new_node(&p);
                    self.nodes[node].faces[slot] = child;
                }
                node = self.nodes[node].faces[slot] as usize;
                continue;
            }
            // the hidden piles may change who pays what: a node met in another phase or
            // for another seat ends the walk
            if self.nodes[node].seat != p.seat {
                break;
            }
            if self.nodes[node].len == 0 {
                let cands = medium::best_candidates(&p, self.params.keep_inner);
                if cands.is_empty() {
                    break;
                }
                self.add_edges(node, &cands);
            }
            let e = match root_edge {
                Some(a) if node == 0 => self.nodes[0].first as usize + a,
                _ => self.select(node),
            };
            let d = self.edges[e].decision;
            if d.apply_to(&mut p, &mut NoEvents).is_err() {
                break;
            }
            path.push(e as u32);
            self.nodes[node].visits += 1;
            if self.edges[e].child == 0 {
                // a new leaf: one rollout from here
                let child = self.new_node(&p);
                self.edges[e].child = child;
                break;
            }
            node = self.edges[e].child as usize;
        }
        let values = self.rollout(&mut p, &mut rng);
        for &e in &path {
            let edge = &mut self.edges[e as usize];
            edge.visits += 1;
            edge.sum += values[edge.seat as usize];
        }
    }

    /// UCB1 over the node's edges for its seat; an edge never tried first, in rank order.
    fn select(&self, node: usize) -> usize {
        let n = &self.nodes[node];
        let range = n.first as usize..(n.first + n.len) as usize;
        let log = (n.visits.max(1) as f32).ln();
        let c = if n.seat == self.root.seat {
            self.params.explore_own
        } else {
            self.params.explore
        };
        let mut best = (f32::NEG_INFINITY, range.start);
        for e in range {
            let edge = &self.edges[e];
            if edge.visits == 0 {
                return e;
            }
            let u = mean(edge) + c * (log / edge.visits as f32).sqrt();
            if u > best.0 {
                best = (u, e);
            }
        }
        best.1
    }

    /// Plays on by the greedy policy for the horizon; every seat's value.
    fn rollout(&self, p: &mut Position, rng: &mut FastRng) -> [f32; 4] {
        let stop = p.turn.saturating_add(self.params.horizon as u16);
        let mut medium_left = self.params.rollout_medium;
        while p.turn < stop {
            if medium_left > 0 && !matches!(p.phase, Phase::Roll | Phase::Over) {
                medium_left -= 1;
                let d = medium::decide(p, rng);
                if d.apply_to(p, &mut NoEvents).is_ok() {
                    continue;
                }
            }
            if !greedy_action(p, rng, self.params.epsilon) {
                break;
            }
        }
        let m = self.params.margin_weight;
        let mut out = [0.0; 4];
        for (s, v) in out.iter_mut().enumerate().take(p.players as usize) {
            *v = if p.is_over() {
                reward(p, s, m)
            } else {
                let e = medium::evaluate(p, s);
                0.5 + 0.5 * (e / 15.0).tanh() + m * (e / 20.0).clamp(-1.0, 1.0)
            };
        }
        out
    }
}

fn mean(e: &Edge) -> f32 {
    e.sum / e.visits.max(1) as f32
}

/// The root choice `a`'s value: the tree's mean, mixed with hard's when there is one.
fn root_value(edges: &[Edge], first: usize, prior: &[f32], w: f32, a: usize) -> f64 {
    let m = mean(&edges[first + a]);
    f64::from(match prior.get(a) {
        Some(&h) => (1.0 - w) * m + w * h,
        None => m,
    })
}

#[cfg(test)]
mod tests;
