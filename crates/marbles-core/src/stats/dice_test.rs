use serde::Serialize;
use statrs::distribution::{ChiSquared, ContinuousCDF};
#[cfg(test)]
use statrs::function::gamma::ln_gamma;

use crate::dice::Face;
use crate::game::Action;

/// Fewer dice than this and the test says [`Verdict::TooFewDice`]: the chi-square
/// distribution describes the statistic well only once every face is expected at least
/// five times (Cochran's rule), that is from 30 dice.
pub const MIN_DICE: u64 = 30;

/// A p-value below this gives [`Verdict::SomeReason`] to doubt the dice.
///
/// Not the textbook 0.05: a table looks at its statistics again after every evening,
/// and fair dice would then be "doubted" one look in twenty. At 0.01 that happens one
/// look in a hundred, while loaded dice still show within a few games (see
/// [`dice_needed`]).
pub(crate) const SOME_REASON_BELOW: f64 = 0.01;

/// A p-value below this gives [`Verdict::StrongReason`] to doubt the dice: counts this
/// far from fair come from fair dice once in a thousand looks.
pub(crate) const STRONG_REASON_BELOW: f64 = 0.001;

/// Degrees of freedom of the test: six faces whose counts add up to the dice thrown.
const FREEDOM: f64 = 5.0;

/// Are the dice fair? A chi-square goodness-of-fit test of the faces typed against a
/// fair die (each face one time in six).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DiceTest {
    /// How many times each face came up, face 1 first.
    pub faces: [u64; 6],
    /// Dice counted: the sum of `faces`.
    pub dice: u64,
    /// Pearson's statistic, Σ (count − expected)² / expected; `None` with no dice.
    pub(crate) chi_square: Option<f64>,
    /// The chance that fair dice give a statistic at least this large (chi-square with
    /// five degrees of freedom); `None` with no dice.
    pub p_value: Option<f64>,
    /// The p-value the verdict was read from: `p_value` itself for a test read alone
    /// (the table's dice), raised by Holm–Bonferroni for a test read beside others
    /// (each player's dice, see `holm`); `None` below [`MIN_DICE`] dice, where no
    /// verdict is read from it.
    pub adjusted_p_value: Option<f64>,
    /// What the adjusted p-value says, in plain words.
    pub verdict: Verdict,
}

/// What the counts say about the dice.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Fewer than [`MIN_DICE`] dice: too few to say anything.
    TooFewDice,
    /// The counts are what fair dice give (p-value at least `SOME_REASON_BELOW`).
    NoReason,
    /// Counts this uneven are unusual for fair dice (p-value below
    /// `SOME_REASON_BELOW`): worth watching.
    SomeReason,
    /// Counts this uneven are rare for fair dice (p-value below
    /// `STRONG_REASON_BELOW`): the dice are probably not fair.
    StrongReason,
}

impl DiceTest {
    /// The test of these face counts (face 1 first), read alone: the verdict comes
    /// from its own p-value.
    pub fn new(faces: [u64; 6]) -> DiceTest {
        let mut test = DiceTest::unjudged(faces);
        test.judge(test.p_value);
        test
    }

    /// The counts and the statistic, with no verdict read yet ([`Verdict::TooFewDice`]
    /// until [`judge`](Self::judge)).
    fn unjudged(faces: [u64; 6]) -> DiceTest {
        let dice: u64 = faces.iter().sum();
        if dice == 0 {
            return DiceTest {
                faces,
                dice,
                chi_square: None,
                p_value: None,
                adjusted_p_value: None,
                verdict: Verdict::TooFewDice,
            };
        }
        let expected = dice as f64 / 6.0;
        let chi_square: f64 = faces
            .iter()
            .map(|&count| (count as f64 - expected).powi(2) / expected)
            .sum();
        DiceTest {
            faces,
            dice,
            chi_square: Some(chi_square),
            p_value: Some(chi_square_tail(chi_square, FREEDOM)),
            adjusted_p_value: None,
            verdict: Verdict::TooFewDice,
        }
    }

    /// Reads the verdict from `adjusted` (the test's own p-value, or that p-value
    /// adjusted for the other tests read beside it). One place for both the table's
    /// verdict and each player's.
    fn judge(&mut self, adjusted: Option<f64>) {
        match adjusted {
            Some(p) if self.dice >= MIN_DICE => {
                self.adjusted_p_value = Some(p);
                self.verdict = if p < STRONG_REASON_BELOW {
                    Verdict::StrongReason
                } else if p < SOME_REASON_BELOW {
                    Verdict::SomeReason
                } else {
                    Verdict::NoReason
                };
            }
            _ => {
                self.adjusted_p_value = None;
                self.verdict = Verdict::TooFewDice;
            }
        }
    }

    /// Several tests read together (one per player): with five fair dice tested, one
    /// of them falls below 0.01 about one look in twenty, so each p-value is adjusted
    /// by Holm–Bonferroni ([`holm`]) across the tests with at least [`MIN_DICE`] dice,
    /// and the adjusted p-value gives each verdict. In the order given.
    pub(crate) fn family(counts: impl IntoIterator<Item = [u64; 6]>) -> Vec<DiceTest> {
        let mut tests: Vec<DiceTest> = counts.into_iter().map(DiceTest::unjudged).collect();
        let read: Vec<usize> = (0..tests.len())
            .filter(|&i| tests[i].dice >= MIN_DICE && tests[i].p_value.is_some())
            .collect();
        let raw: Vec<f64> = read.iter().filter_map(|&i| tests[i].p_value).collect();
        let adjusted = holm(&raw);
        for (&i, p) in read.iter().zip(adjusted) {
            tests[i].judge(Some(p));
        }
        tests
    }

    /// How many tests of a `family` were read together: those with
    /// at least [`MIN_DICE`] dice.
    pub fn tested(tests: &[DiceTest]) -> usize {
        tests
            .iter()
            .filter(|t| t.adjusted_p_value.is_some())
            .count()
    }

    /// The share of the dice that showed `face`; `None` with no dice.
    pub fn share(&self, face: Face) -> Option<f64> {
        (self.dice > 0).then(|| self.faces[face.index()] as f64 / self.dice as f64)
    }

    /// The face whose count is furthest from a fair die's, in standard deviations of
    /// that count (what a message names when the dice are doubted); `None` with no dice
    /// or when every face came up equally often (none is off).
    pub fn most_off(&self) -> Option<Face> {
        if self.dice == 0 || self.faces.iter().all(|&n| n == self.faces[0]) {
            return None;
        }
        let expected = self.dice as f64 / 6.0;
        let spread = (self.dice as f64 * (1.0 / 6.0) * (5.0 / 6.0)).sqrt();
        Face::ALL.into_iter().max_by(|a, b| {
            let off = |f: &Face| (self.faces[f.index()] as f64 - expected).abs() / spread;
            off(a).total_cmp(&off(b))
        })
    }
}

/// How many times each face came up in the dice typed in these actions: every throw
/// and every roll-off die (keeps only set aside dice already counted).
pub fn faces_typed(actions: &[Action]) -> [u64; 6] {
    let mut faces = [0u64; 6];
    for action in actions {
        match action {
            Action::Throw(thrown) => {
                for face in thrown.as_slice() {
                    faces[face.index()] += 1;
                }
            }
            Action::RollOff(face) => faces[face.index()] += 1,
            // A tally has no faces: it cannot speak for the dice.
            Action::First(_)
            | Action::Keep(_)
            | Action::Bank
            | Action::Steal
            | Action::Tally(_) => {}
        }
    }
    faces
}

/// Holm–Bonferroni adjusted p-values, in the order given: sorted smallest first, the
/// k-th smallest (from 0) is multiplied by `m − k` for `m` tests, kept at least as
/// large as the one before it (so the order of the p-values is kept) and at most 1.
/// An adjusted p-value below a level is the same as Holm's step-down test rejecting at
/// that level, with the chance of any false alarm among the `m` tests held to it.
pub(crate) fn holm(p_values: &[f64]) -> Vec<f64> {
    let m = p_values.len();
    let mut order: Vec<usize> = (0..m).collect();
    order.sort_by(|&a, &b| p_values[a].total_cmp(&p_values[b]));
    let mut adjusted = vec![0.0; m];
    let mut running = 0.0f64;
    for (k, &i) in order.iter().enumerate() {
        running = running.max(((m - k) as f64 * p_values[i]).min(1.0));
        adjusted[i] = running;
    }
    adjusted
}

/// P(X ≥ x) for X chi-square with `freedom` degrees of freedom.
fn chi_square_tail(x: f64, freedom: f64) -> f64 {
    match ChiSquared::new(freedom) {
        Ok(distribution) => distribution.sf(x),
        // Only a non-positive freedom is refused, and ours are fixed and positive.
        Err(_) => f64::NAN,
    }
}

#[cfg(test)]
/// How many dice the test needs to see to call dice with these face chances (face 1
/// first; they must add up to 1) [`Verdict::StrongReason`] or worse, that is to reach
/// a p-value below `p_value_below`, with probability `power`: for the README's "how
/// much play notices a bias". `None` for fair dice (never noticed), chances that are
/// not a die's, or a power or level outside (0, 1).
///
/// Computed from the noncentral chi-square distribution (five degrees of freedom,
/// noncentrality n·Σ (pᵢ − 1/6)² / (1/6)), the test's large-sample behaviour; a
/// seeded simulation in the tests checks it.
pub(crate) fn dice_needed(chances: [f64; 6], p_value_below: f64, power: f64) -> Option<u64> {
    let valid = |p: f64| p > 0.0 && p < 1.0;
    let sum: f64 = chances.iter().sum();
    if !valid(p_value_below)
        || !valid(power)
        || chances.iter().any(|&p| !(0.0..=1.0).contains(&p))
        || (sum - 1.0).abs() > 1e-9
    {
        return None;
    }
    let per_die: f64 = chances.iter().map(|&p| (p - 1.0 / 6.0).powi(2) * 6.0).sum();
    if per_die < 1e-12 {
        return None;
    }
    let critical = ChiSquared::new(FREEDOM)
        .ok()?
        .inverse_cdf(1.0 - p_value_below);
    let reached = |dice: u64| noncentral_tail(critical, FREEDOM, dice as f64 * per_die) >= power;
    let (mut low, mut high) = (1u64, 1u64);
    while !reached(high) {
        low = high;
        high = high.checked_mul(2)?;
    }
    while high - low > 1 {
        let middle = low + (high - low) / 2;
        if reached(middle) {
            high = middle;
        } else {
            low = middle;
        }
    }
    Some(high)
}

#[cfg(test)]
/// P(X > x) for X noncentral chi-square: a Poisson(λ/2) mixture of central chi-square
/// tails with freedom + 2j degrees of freedom, summed over the Poisson weights that
/// matter (computed in logs, so a large λ does not underflow them all to zero).
fn noncentral_tail(x: f64, freedom: f64, noncentrality: f64) -> f64 {
    let half = noncentrality / 2.0;
    let reach = 12.0 * half.sqrt() + 30.0;
    let first = (half - reach).max(0.0).floor() as u64;
    let last = (half + reach).ceil() as u64;
    let tail: f64 = (first..=last)
        .map(|j| {
            let j = j as f64;
            let log_weight = if half > 0.0 {
                -half + j * half.ln() - ln_gamma(j + 1.0)
            } else if j == 0.0 {
                0.0
            } else {
                f64::NEG_INFINITY
            };
            log_weight.exp() * chi_square_tail(x, freedom + 2.0 * j)
        })
        .sum();
    tail.min(1.0)
}
