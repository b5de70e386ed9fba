//! Master's value network: the chance that the seat to play wins a 2-player game and the
//! score margin it may expect, from what [`super::sight`] sees. One hidden layer of
//! rectified units; the inputs are sparse, so a value costs a few hundred additions of rows
//! of weights.

use super::sight::{Sight, INPUTS};

/// Hidden units.
pub(crate) const HIDDEN: usize = 48;

/// The weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// `INPUTS` rows of `HIDDEN` weights.
    w1: Vec<[f32; HIDDEN]>,
    b1: [f32; HIDDEN],
    /// The win's logit, then the margin.
    w2: [[f32; HIDDEN]; 2],
    b2: [f32; 2],
}

/// What a position is worth to one side: its chance to win and the score margin it may
/// expect (in units of [`MARGIN_UNIT`] points).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(crate) struct Worth {
    pub(crate) win: f32,
    pub(crate) margin: f32,
}

/// Points of score margin in one unit of [`Worth::margin`].
pub(crate) const MARGIN_UNIT: f32 = 40.0;

impl Worth {
    /// The same seen from the other side.
    #[inline]
    pub(crate) fn flipped(self) -> Worth {
        Worth {
            win: 1.0 - self.win,
            margin: -self.margin,
        }
    }

    /// What a choice maximises: the win, and a little of the margin.
    #[inline]
    pub(crate) fn key(self) -> f32 {
        self.win + margin_weight() * self.margin
    }

    /// `self + p * other`, each part.
    #[inline]
    pub(crate) fn add(&mut self, p: f32, other: Worth) {
        self.win += p * other.win;
        self.margin += p * other.margin;
    }
}

pub(crate) fn margin_weight() -> f32 {
    static K: std::sync::OnceLock<f32> = std::sync::OnceLock::new();
    *K.get_or_init(|| {
        std::env::var("MARGIN_K")
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(0.5)
    })
}

/// What a forward pass leaves for the backward one.
pub(crate) struct Activations {
    h: [f32; HIDDEN],
}

const MAGIC: &[u8; 4] = b"MKN2";

impl Net {
    /// Small random weights from `seed`.
    pub fn random(seed: u64) -> Net {
        let mut rng = crate::rng::FastRng::new(seed);
        let mut uniform = |scale: f32| {
            let u = (rng.next_u64() >> 40) as f32 / (1u64 << 24) as f32;
            (2.0 * u - 1.0) * scale
        };
        let mut w1 = vec![[0f32; HIDDEN]; INPUTS];
        for row in w1.iter_mut() {
            for w in row.iter_mut() {
                *w = uniform(0.1);
            }
        }
        let mut w2 = [[0f32; HIDDEN]; 2];
        for w in w2.iter_mut().flatten() {
            *w = uniform(0.3);
        }
        Net {
            w1,
            b1: [0.0; HIDDEN],
            w2,
            b2: [0.0; 2],
        }
    }

    /// The logit of the win chance and the margin, and the hidden units.
    #[inline]
    pub(crate) fn forward(&self, s: &Sight) -> ([f32; 2], Activations) {
        let mut h = self.b1;
        for (i, v) in s.iter() {
            let row = &self.w1[i];
            if v == 1.0 {
                for j in 0..HIDDEN {
                    h[j] += row[j];
                }
            } else {
                for j in 0..HIDDEN {
                    h[j] += v * row[j];
                }
            }
        }
        let mut out = self.b2;
        for j in 0..HIDDEN {
            h[j] = h[j].max(0.0);
            out[0] += h[j] * self.w2[0][j];
            out[1] += h[j] * self.w2[1][j];
        }
        (out, Activations { h })
    }

    /// What the position is worth to the seat to play.
    #[inline]
    pub(crate) fn value(&self, s: &Sight) -> Worth {
        let ([logit, margin], _) = self.forward(s);
        Worth {
            win: sigmoid(logit),
            margin,
        }
    }

    /// One step of gradient descent towards `target` (the cross-entropy of the win, the
    /// squared error of the margin); returns the value before the step.
    pub(crate) fn learn(&mut self, s: &Sight, target: Worth, rate: f32) -> Worth {
        let ([logit, margin], a) = self.forward(s);
        let v = Worth {
            win: sigmoid(logit),
            margin,
        };
        let g = [
            (v.win - target.win) * rate,
            (v.margin - target.margin) * rate,
        ];
        let mut gh = [0f32; HIDDEN];
        for j in 0..HIDDEN {
            if a.h[j] > 0.0 {
                gh[j] = g[0] * self.w2[0][j] + g[1] * self.w2[1][j];
            }
            self.w2[0][j] -= g[0] * a.h[j];
            self.w2[1][j] -= g[1] * a.h[j];
        }
        self.b2[0] -= g[0];
        self.b2[1] -= g[1];
        for j in 0..HIDDEN {
            self.b1[j] -= gh[j];
        }
        for (i, x) in s.iter() {
            let row = &mut self.w1[i];
            for j in 0..HIDDEN {
                row[j] -= gh[j] * x;
            }
        }
        v
    }

    /// The weights as bytes (little-endian f32 after a small header).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(16 + 4 * (INPUTS + 2) * HIDDEN);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(INPUTS as u32).to_le_bytes());
        out.extend_from_slice(&(HIDDEN as u32).to_le_bytes());
        for row in &self.w1 {
            for w in row {
                out.extend_from_slice(&w.to_le_bytes());
            }
        }
        for w in self
            .b1
            .iter()
            .chain(self.w2.iter().flatten())
            .chain(&self.b2)
        {
            out.extend_from_slice(&w.to_le_bytes());
        }
        out
    }

    /// Weights written by [`Net::to_bytes`] for these inputs and hidden units.
    pub fn from_bytes(bytes: &[u8]) -> Option<Net> {
        let header = bytes.get(..12)?;
        if &header[..4] != MAGIC
            || u32::from_le_bytes(header[4..8].try_into().ok()?) != INPUTS as u32
            || u32::from_le_bytes(header[8..12].try_into().ok()?) != HIDDEN as u32
        {
            return None;
        }
        let mut floats = bytes[12..]
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]));
        let mut next = || floats.next();
        let mut w1 = vec![[0f32; HIDDEN]; INPUTS];
        for row in w1.iter_mut() {
            for w in row.iter_mut() {
                *w = next()?;
            }
        }
        let mut b1 = [0f32; HIDDEN];
        for w in b1.iter_mut() {
            *w = next()?;
        }
        let mut w2 = [[0f32; HIDDEN]; 2];
        for w in w2.iter_mut().flatten() {
            *w = next()?;
        }
        let b2 = [next()?, next()?];
        Some(Net { w1, b1, w2, b2 })
    }
}

#[inline]
pub(crate) fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}
