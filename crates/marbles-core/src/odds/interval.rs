//! How sure a simulated share is: the one interval every estimate of a share prints.
//!
//! The Agresti–Coull interval, not the textbook (Wald) one: Wald's collapses to
//! "± 0" when every game goes one way and is far too narrow for a few games, which is
//! exactly when people look at it.

/// z for a two-sided 95% interval.
pub(crate) const Z_95: f64 = 1.959_963_984_540_054;
/// z for a two-sided 99% interval.
pub(crate) const Z_99: f64 = 2.575_829_303_548_901;

/// The share `successes / trials` and the Agresti–Coull half-width of its interval at
/// `z` (`Z_95`, `Z_99`). Successes may be fractional (a shared win counts a part to
/// each). No trials: a share of 0 and a half-width of 1, i.e. nothing is known.
pub(crate) fn share_and_half_width(successes: f64, trials: f64, z: f64) -> (f64, f64) {
    if trials <= 0.0 {
        return (0.0, 1.0);
    }
    let adjusted = trials + z * z;
    let centre = (successes + z * z / 2.0) / adjusted;
    (
        successes / trials,
        z * (centre * (1.0 - centre) / adjusted).sqrt(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clean_sweep_of_three_games_is_far_from_certain() {
        let (share, half) = share_and_half_width(3.0, 3.0, Z_99);
        assert_eq!(share, 1.0);
        assert!(half > 0.3 && half < 0.5, "{half}");
    }

    #[test]
    fn two_of_three_is_not_wider_than_everything() {
        let (share, half) = share_and_half_width(2.0, 3.0, Z_99);
        assert!((share - 2.0 / 3.0).abs() < 1e-12);
        assert!(half < 0.5, "{half}");
    }

    #[test]
    fn many_games_agree_with_the_textbook_interval() {
        let (share, half) = share_and_half_width(5_000.0, 10_000.0, Z_95);
        let wald = Z_95 * (share * (1.0 - share) / 10_000.0_f64).sqrt();
        assert!((half - wald).abs() < 1e-4, "{half} {wald}");
    }

    #[test]
    fn no_games_say_nothing_is_known() {
        assert_eq!(share_and_half_width(0.0, 0.0, Z_95), (0.0, 1.0));
    }
}
