use super::Grid;
use super::fingerprint::Fingerprint;
use crate::dice::DICE_IN_GAME;
use crate::odds::{OddsError, ThrowChart};
use crate::rules::{HandOff, Opening, Points, RuleSet, Scorer};

/// The most within-turn states a solve takes on: three times the standard game's 26.8
/// million. Solve time grows with them (the standard game took about a minute of CPU
/// and 115 million four and a half before the sweeps were made cheaper for issue 23;
/// the standard game now takes 14–16 s, with the closing check), so at this limit a
/// two-core machine finishes in well under a minute, or a few while other builds share
/// it.
pub(crate) const MAX_TURN_STATES: u64 = 80_000_000;

/// The two-player race under one rule set, ready to solve: which totals a game reaches
/// and every throw of one to six dice, flattened for the backward sweeps.
///
/// **What fits the model.** Two players take turns as section 3 of the rules describes:
/// throw, Flood (the total drops to 0 and the player must open again), bust (the turn's
/// points are lost), keep, hot dice, bank once the turn holds the opening score (or any
/// amount once open), and the first to bank the winning score wins at once. Values,
/// combinations (scripted ones too), the Flood, the opening and winning scores may be
/// anything a rule set allows, and so may the dice a turn starts with (`dice`) and the
/// least bank (`min_bank`). A final round, one-throw turns, another way of opening,
/// point stacking and hand-offs change the turn itself and are refused
/// ([`OddsError::WinUnmodelled`]); so are rules that do not allow two players. House-rule
/// hooks live outside this layer: the caller must not ask for rules whose hooks change
/// points or end games, since the chart cannot see them.
#[derive(Debug, Clone)]
pub struct WinModel {
    pub(crate) grid: Grid,
    pub(crate) plan: Plan,
    fingerprint: u64,
}

/// The chart's throws as the sweeps read them: per hand, chances rather than counts and
/// each keep as an offset into a (level, dice) table.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    pub(crate) hands: Vec<HandPlan>,
    /// The most levels one keep adds: how far past the cap a sweep may look.
    pub(crate) reach: usize,
    /// The dice a turn starts with (the rules' `dice`), and hot dice give back.
    pub(crate) start: usize,
}

#[derive(Debug, Clone)]
pub(crate) struct HandPlan {
    pub(crate) flood: f64,
    pub(crate) bust: f64,
    /// The throw's classes as runs of the same number of keeps, fewest keeps first, so
    /// the sweeps take each run with a loop unrolled for its length.
    pub(crate) runs: Vec<RunPlan>,
}

/// Classes side by side with the same number of keeps: their chances in order, and
/// their keeps' offsets, `keeps` per class, one class after another. An offset is
/// `levels * 6 + dice_left - 1`: where the keep leads from the state that throws.
#[derive(Debug, Clone)]
pub(crate) struct RunPlan {
    pub(crate) keeps: usize,
    pub(crate) chances: Vec<f64>,
    pub(crate) offsets: Vec<u32>,
}

impl WinModel {
    /// The model of the rules a chart was built from, or why they do not fit it.
    pub fn new(chart: &ThrowChart) -> Result<WinModel, OddsError> {
        let rules = chart.rules();
        if let Some(switch) = unmodelled(rules) {
            return Err(OddsError::WinUnmodelled { switch });
        }
        if rules.min_players > 2 || rules.max_players < 2 {
            return Err(OddsError::WinPlayers {
                min: rules.min_players,
                max: rules.max_players,
            });
        }
        let grid = Grid::of_rules(chart.step(), rules);
        let model = WinModel {
            grid,
            plan: Plan::new(chart),
            fingerprint: fingerprint(chart),
        };
        let states = model.turn_states();
        if states > MAX_TURN_STATES {
            return Err(OddsError::WinTooLarge {
                states,
                step: grid.step,
                win_at: grid.win_at,
                max: MAX_TURN_STATES,
            });
        }
        Ok(model)
    }

    /// The model of the standard game.
    pub fn standard() -> WinModel {
        match WinModel::new(&ThrowChart::new(&Scorer::standard())) {
            Ok(model) => model,
            // The standard rules are fixed data that fit the model by construction.
            Err(err) => unreachable!("the standard rules do not fit the win model: {err:?}"),
        }
    }

    /// A number that changes whenever anything the solve depends on changes: the opening
    /// and winning scores and every throw's keeps, Floods and busts. Two rule sets with
    /// the same fingerprint have the same win chances, so it keys a cache of tables.
    pub fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// Turn-start standings: every pair of reachable totals, either player to throw.
    pub fn standings(&self) -> u64 {
        (self.grid.seats as u64).pow(2)
    }

    /// Within-turn states the solve works through: per standing, every (turn points,
    /// dice in hand) below the points that bank a win.
    pub fn turn_states(&self) -> u64 {
        // Open seat k (from 1) sits k - 1 steps above the first open total, so its cap is
        // one level lower than the seat before: an arithmetic series, summed at once
        // (rules with millions of seats are refused without walking them).
        let grid = &self.grid;
        let open = (grid.seats - 1) as u128;
        let first_cap = if open > 0 { grid.cap(1) as u128 } else { 0 };
        let open_levels = open * first_cap - open * open.saturating_sub(1) / 2;
        let levels = grid.cap(0) as u128 + open_levels;
        let states = levels * DICE_IN_GAME as u128 * grid.seats as u128;
        u64::try_from(states).unwrap_or(u64::MAX)
    }
}

/// The first rule the model does not play, if any.
fn unmodelled(rules: &RuleSet) -> Option<&'static str> {
    let flow = &rules.flow;
    if flow.final_round {
        Some("final_round")
    } else if flow.one_throw_when_open {
        Some("one_throw_when_open")
    } else if flow.point_stacking {
        Some("point_stacking")
    } else if flow.opening != Opening::Standard {
        Some("opening")
    } else if flow.hand_off != HandOff::None {
        Some("hand_off")
    } else {
        None
    }
}

impl Plan {
    fn new(chart: &ThrowChart) -> Plan {
        let mut reach = 0;
        let hands = (1..=DICE_IN_GAME)
            .map(|dice| {
                let Some(hand) = chart.hand(dice) else {
                    return HandPlan {
                        flood: 0.0,
                        bust: 1.0,
                        runs: Vec::new(),
                    };
                };
                let outcomes = hand.outcomes() as f64;
                // Classes with the same number of keeps side by side (a stable sort, so
                // the order of the classes, and of the sums over them, is the chart's
                // within each length).
                let mut classes: Vec<_> = hand.classes().iter().collect();
                classes.sort_by_key(|class| hand.options(class).len());
                let mut runs: Vec<RunPlan> = Vec::new();
                for class in classes {
                    let options = hand.options(class);
                    let offsets = options.iter().map(|option| {
                        let steps = option.steps as usize;
                        reach = reach.max(steps);
                        (steps * DICE_IN_GAME + option.left as usize - 1) as u32
                    });
                    let chance = class.weight as f64 / outcomes;
                    match runs.last_mut() {
                        Some(run) if run.keeps == options.len() => {
                            run.chances.push(chance);
                            run.offsets.extend(offsets);
                        }
                        _ => runs.push(RunPlan {
                            keeps: options.len(),
                            chances: vec![chance],
                            offsets: offsets.collect(),
                        }),
                    }
                }
                HandPlan {
                    flood: hand.flood() as f64 / outcomes,
                    bust: hand.bust() as f64 / outcomes,
                    runs,
                }
            })
            .collect();
        let start = chart.rules().dice.clamp(1, DICE_IN_GAME);
        Plan {
            hands,
            reach,
            start,
        }
    }
}

/// A keep as the fingerprint sees it: dice set aside, points, dice left.
type Keep = (u8, Points, u8);

/// Hashes what the solve reads, in a canonical order (classes sorted), so a refactor of
/// how the chart lists its classes does not change it.
fn fingerprint(chart: &ThrowChart) -> u64 {
    let rules = chart.rules();
    let mut print = Fingerprint::new(b"marbles two-player win model 1");
    for value in [chart.step(), rules.open_at, rules.win_at] {
        print.add_i64(value);
    }
    // Only where they differ from the standard game, so its fingerprint (and the
    // shipped table keyed by it) stays what it was.
    if rules.min_bank != 0 || rules.dice != DICE_IN_GAME {
        print.add_i64(rules.min_bank);
        print.add_u64(rules.dice as u64);
    }
    for dice in 1..=DICE_IN_GAME {
        let Some(hand) = chart.hand(dice) else {
            print.add_u64(0);
            continue;
        };
        for value in [
            hand.dice() as u64,
            hand.outcomes(),
            hand.flood(),
            hand.bust(),
        ] {
            print.add_u64(value);
        }
        let mut classes: Vec<(Vec<Keep>, u64)> = hand
            .classes()
            .iter()
            .map(|class| {
                let keeps = hand
                    .options(class)
                    .iter()
                    .map(|o| (o.dice, o.points, o.left))
                    .collect();
                (keeps, class.weight)
            })
            .collect();
        classes.sort();
        print.add_u64(classes.len() as u64);
        for (keeps, weight) in classes {
            print.add_u64(weight);
            print.add_u64(keeps.len() as u64);
            for (dice, points, left) in keeps {
                print.add_u64(u64::from(dice));
                print.add_i64(points);
                print.add_u64(u64::from(left));
            }
        }
    }
    print.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Flow;

    fn chart(rules: RuleSet) -> ThrowChart {
        ThrowChart::new(&Scorer::new(rules, Vec::new()).expect("rules compile"))
    }

    #[test]
    fn the_standard_model_counts_its_states() {
        let model = WinModel::standard();
        assert_eq!(model.standings(), 207 * 207);
        // Closed: 220 levels; open at 700 + 50k: 206 − k levels.
        assert_eq!(model.turn_states(), (220 + 206 * 207 / 2) * 6 * 207);
        assert_eq!(model.plan.reach, 120);
    }

    #[test]
    fn turn_flows_the_model_does_not_play_are_refused() {
        let flows = [
            Flow {
                final_round: true,
                ..Flow::default()
            },
            Flow {
                point_stacking: true,
                ..Flow::default()
            },
            Flow {
                hand_off: HandOff::CutThroat,
                ..Flow::default()
            },
            Flow {
                one_throw_when_open: true,
                ..Flow::default()
            },
            Flow {
                opening: Opening::OnesAndFives,
                ..Flow::default()
            },
        ];
        for flow in flows {
            let rules = RuleSet {
                flow,
                ..RuleSet::default()
            };
            let err = WinModel::new(&chart(rules)).expect_err("refused");
            assert!(matches!(err, OddsError::WinUnmodelled { .. }), "{err:?}");
        }
        let three_up = RuleSet {
            min_players: 3,
            ..RuleSet::default()
        };
        assert!(matches!(
            WinModel::new(&chart(three_up)),
            Err(OddsError::WinPlayers { min: 3, .. })
        ));
    }

    #[test]
    fn grids_too_fine_are_refused_before_any_work() {
        let fine = RuleSet {
            single_five: 5,
            ..RuleSet::default()
        };
        assert!(matches!(
            WinModel::new(&chart(fine)),
            Err(OddsError::WinTooLarge { step: 5, .. })
        ));
    }

    #[test]
    fn the_fingerprint_follows_what_the_solve_reads() {
        let standard = WinModel::standard().fingerprint();
        assert_eq!(standard, WinModel::standard().fingerprint());
        let six_5000 = RuleSet {
            six_of_a_kind: 5_000.into(),
            ..RuleSet::default()
        };
        let open_500 = RuleSet {
            open_at: 500,
            ..RuleSet::default()
        };
        let four_players = RuleSet {
            max_players: 4,
            ..RuleSet::default()
        };
        let print = |rules| WinModel::new(&chart(rules)).expect("fits").fingerprint();
        assert_ne!(print(six_5000), standard);
        assert_ne!(print(open_500), standard);
        // The number of players does not change a two-player game.
        assert_eq!(print(four_players), standard);
    }
}
