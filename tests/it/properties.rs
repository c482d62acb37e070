//! Property tests: scoring invariants over arbitrary throws, replay invariants over
//! arbitrary sequences of actions, undos and redos, and statistics that agree with the
//! game's own counters.

use crate::common;

use marbles_core::dice::{Counts, Face, Faces};
use marbles_core::game::{Action, Event, Game, Outcome, Tally};
use marbles_core::rules::{Assessment, Flow, HandOff, Opening, RuleSet, Scorer};
use marbles_core::stats::{BustChances, GameFacts, Stats, faces_typed};
use proptest::prelude::*;

fn throw_strategy() -> impl Strategy<Value = Faces> {
    prop::collection::vec(1u8..=6, 1..=6)
        .prop_map(|pips| Faces::from_vec(pips.into_iter().filter_map(Face::new).collect()))
}

/// What a player might do next, resolved against the state when applied.
#[derive(Debug, Clone)]
enum Step {
    Throw(Vec<u8>),
    KeepBest,
    KeepSome(u8),
    Bank,
    Steal,
    /// A turn without dice: `tally` of 50 times this, or `tally bust` at 0.
    Tally(u8),
    Undo,
    Redo,
}

fn step_strategy() -> impl Strategy<Value = Step> {
    prop_oneof![
        4 => prop::collection::vec(1u8..=6, 6).prop_map(Step::Throw),
        3 => Just(Step::KeepBest),
        1 => any::<u8>().prop_map(Step::KeepSome),
        2 => Just(Step::Bank),
        1 => (0u8..40).prop_map(Step::Tally),
        1 => Just(Step::Undo),
        1 => Just(Step::Redo),
    ]
}

/// The steps for the stats property: steals too, for Cut-Throat tables.
fn stats_step_strategy() -> impl Strategy<Value = Step> {
    prop_oneof![
        5 => prop::collection::vec(1u8..=6, 6).prop_map(Step::Throw),
        4 => Just(Step::KeepBest),
        1 => any::<u8>().prop_map(Step::KeepSome),
        2 => Just(Step::Bank),
        1 => Just(Step::Steal),
        1 => (0u8..40).prop_map(Step::Tally),
        1 => Just(Step::Undo),
        1 => Just(Step::Redo),
    ]
}

/// Applies a step, ignoring refusals (they must change nothing, which the replay
/// property then checks).
fn take(game: &mut Game, step: &Step) {
    let in_hand = game.state().turn().map_or(6, |t| t.in_hand);
    let pending = game.state().turn().and_then(|t| t.throw.clone());
    let action = match step {
        Step::Throw(pips) => Action::Throw(Faces::from_vec(
            pips.iter()
                .take(in_hand)
                .filter_map(|&p| Face::new(p))
                .collect(),
        )),
        Step::KeepBest => match pending.and_then(|t| {
            game.scorer()
                .assess(&t.counts())
                .best()
                .map(|k| k.dice.faces())
        }) {
            Some(best) => Action::Keep(best),
            None => return,
        },
        Step::KeepSome(mask) => match pending {
            Some(t) => Action::Keep(Faces::from_vec(
                t.as_slice()
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, &f)| f)
                    .collect(),
            )),
            None => return,
        },
        Step::Bank => Action::Bank,
        Step::Steal => Action::Steal,
        Step::Tally(0) => Action::Tally(Tally::Bust),
        Step::Tally(n) => Action::Tally(Tally::Banked(i64::from(*n) * 50)),
        Step::Undo => {
            let _ = game.undo();
            return;
        }
        Step::Redo => {
            let _ = game.redo();
            return;
        }
    };
    let _ = game.apply(action);
}

proptest! {
    #![proptest_config(common::proptest_config_with_regressions(256))]

    #[test]
    fn the_best_keep_uses_only_thrown_dice_and_its_split_uses_every_kept_die(throw in throw_strategy()) {
        let scorer = Scorer::standard();
        if let Assessment::Scores { best, .. } = scorer.assess(&throw.counts()) {
            prop_assert!(best.dice.is_within(&throw.counts()));
            let split_dice = best.split.parts().fold(Counts::EMPTY, |acc, p| acc.plus(&p.dice));
            prop_assert_eq!(split_dice, best.dice);
            let parts: i64 = best.split.parts().map(|p| p.points).sum();
            prop_assert_eq!(parts, best.points());
        }
    }

    #[test]
    fn a_throw_is_a_bust_exactly_when_it_has_no_scoring_option(throw in throw_strategy()) {
        let scorer = Scorer::standard();
        let counts = throw.counts();
        // Independently: does any non-empty subset split completely?
        let any_scoring_subset = counts.subsets().skip(1).any(|s| scorer.split(&s).is_some());
        match scorer.assess(&counts) {
            Assessment::Bust => prop_assert!(!any_scoring_subset),
            Assessment::Scores { options, .. } => {
                prop_assert!(any_scoring_subset);
                prop_assert!(!options.is_empty());
            }
            Assessment::Flood => prop_assert!(scorer.floods(&counts)),
        }
    }

    #[test]
    fn no_kept_set_is_worth_more_than_the_best_keep(throw in throw_strategy(), mask in any::<u8>()) {
        let scorer = Scorer::standard();
        let kept = Faces::from_vec(
            throw.as_slice().iter().enumerate().filter(|(i, _)| mask & (1 << i) != 0).map(|(_, &f)| f).collect(),
        );
        if let (Some(best), Ok(keep)) = (scorer.assess(&throw.counts()).best(), scorer.keep(&throw, &kept)) {
            prop_assert!(keep.points() <= best.points());
        }
    }

    #[test]
    fn undo_after_a_tally_restores_the_state_before_it(
        steps in prop::collection::vec(step_strategy(), 0..80),
        points in 0u8..40,
    ) {
        let mut game = common::game(&["Ann", "Bob"]);
        for step in &steps {
            take(&mut game, step);
        }
        let before = game.state().clone();
        let tally = Action::Tally(match points {
            0 => Tally::Bust,
            n => Tally::Banked(i64::from(n) * 50),
        });
        // Refused or taken back, the game stands where it stood.
        if game.apply(tally.clone()).is_ok() {
            prop_assert_eq!(
                game.undo(),
                Ok(marbles_core::game::Step::Undone { action: tally })
            );
        }
        prop_assert_eq!(game.state(), &before);
    }

    #[test]
    fn after_any_actions_undos_and_redos_the_state_is_a_fresh_fold_of_the_actions(
        steps in prop::collection::vec(step_strategy(), 0..120)
    ) {
        let mut game = common::game(&["Ann", "Bob", "Cy"]);
        for step in &steps {
            take(&mut game, step);
        }
        let names = game.names().to_vec();
        let replayed = Game::replay(
            game.scorer().clone().into(),
            &names,
            game.actions().to_vec(),
            Vec::new(),
        ).expect("accepted actions replay");
        prop_assert_eq!(replayed.state(), game.state());
    }

    #[test]
    fn a_players_total_is_the_sum_of_their_banks_since_their_last_flood(
        steps in prop::collection::vec(step_strategy(), 0..200)
    ) {
        let mut game = common::game(&["Ann", "Bob"]);
        for step in &steps {
            take(&mut game, step);
        }
        let state = game.state();
        for (i, player) in state.players.iter().enumerate() {
            let mut total = 0;
            for record in state.history.iter().filter(|r| r.player == i) {
                match record.outcome {
                    Outcome::Banked { points } => total += points,
                    Outcome::Flood { .. } => total = 0,
                    // A steal takes the banked points back off the banker's line.
                    Outcome::Bust { .. } | Outcome::OutOfDice { .. } | Outcome::LostToThief { .. } => {}
                    // A house rule's change outside the turn has a line of its own.
                    Outcome::HouseRule { by } => total += by,
                }
            }
            prop_assert_eq!(player.total, total, "{}", player.name);
        }
    }
}

/// The rule sets the property runs under: the standard game and the flows that change
/// who throws what (a final round, the Norwegian opening, Cut-Throat, one-throw turns).
fn rules(which: u8) -> RuleSet {
    let flow = match which % 5 {
        0 => Flow::default(),
        1 => Flow {
            final_round: true,
            ..Flow::default()
        },
        2 => Flow {
            opening: Opening::OnesAndFives,
            ..Flow::default()
        },
        3 => Flow {
            hand_off: HandOff::CutThroat,
            ..Flow::default()
        },
        _ => Flow {
            one_throw_when_open: true,
            opening: Opening::OnesAndFives,
            ..Flow::default()
        },
    };
    // A low winning score, so random games finish.
    RuleSet {
        win_at: 3_000,
        flow,
        ..RuleSet::default()
    }
}

/// What the game's own counters say, gathered while playing (not by a replay).
#[derive(Debug, Default, Clone)]
struct Seen {
    throws: Vec<u32>,
    expected: Vec<f64>,
    banked: Vec<i64>,
}

proptest! {
    #![proptest_config(common::proptest_config_with_regressions(96))]

    #[test]
    fn stats_over_a_game_are_the_games_own_counters(
        which in 0u8..5,
        players in 2usize..=4,
        steps in prop::collection::vec(stats_step_strategy(), 0..160),
    ) {
        let names: Vec<String> = ["Ann", "Bob", "Cy", "Dee"][..players].iter().map(|&n| n.to_owned()).collect();
        let scorer = Scorer::new(rules(which), Vec::new()).expect("rules compile");
        let chances = BustChances::of(&scorer);
        let mut game = Game::new(scorer.into(), &names).expect("game");
        game.apply(Action::First("Ann".into())).expect("start");
        // Undo and redo rewrite what stands, so the counters are rebuilt from the
        // actions that stand by playing them again on a fresh game, event by event.
        for step in &steps {
            take(&mut game, step);
        }
        let mut replay = Game::new(
            Scorer::new(rules(which), Vec::new()).expect("rules compile").into(),
            &names,
        ).expect("game");
        let mut seen = Seen {
            throws: vec![0; players],
            expected: vec![0.0; players],
            banked: vec![0; players],
        };
        for action in game.actions().to_vec() {
            if let (Action::Throw(faces), Some(turn)) = (&action, replay.state().turn()) {
                let p = turn.player;
                seen.throws[p] += 1;
                seen.expected[p] += chances.of_throw(faces.len(), replay.state().players[p].open);
            }
            for event in replay.apply(action).expect("what stood applies again") {
                if let Event::Banked { player, points, .. } = event {
                    seen.banked[player] += points;
                }
            }
        }
        let facts = GameFacts::of(&mut game, Vec::new(), &chances).expect("replays");
        let state = game.state();
        prop_assert_eq!(facts.finished, state.is_over());
        prop_assert_eq!(facts.faces, faces_typed(game.actions()));
        let floods_lost = |p: usize| -> i64 {
            state.history.iter().filter(|r| r.player == p).map(|r| match r.outcome {
                Outcome::Flood { lost } => lost,
                _ => 0,
            }).sum()
        };
        for (i, (seat, player)) in facts.seats.iter().zip(&state.players).enumerate() {
            // Busts are the pad's (and the exports'); a tallied bust has no throws to
            // weigh its chance by, so luck's count leaves it out.
            let tallied_busts = state.history.iter()
                .filter(|r| r.player == i && r.tallied && matches!(r.outcome, Outcome::Bust { .. }))
                .count() as u32;
            prop_assert_eq!(seat.busts, player.busts);
            prop_assert_eq!(seat.typed_busts, player.busts - tallied_busts);
            prop_assert_eq!(seat.floods, player.floods);
            prop_assert_eq!(seat.best_turn, player.best_turn);
            prop_assert_eq!(seat.total, player.total);
            prop_assert_eq!(seat.turns, player.turns);
            prop_assert_eq!(seat.throws, seen.throws[i]);
            prop_assert!((seat.expected_busts - seen.expected[i]).abs() < 1e-9);
            prop_assert_eq!(seat.points_banked, seen.banked[i]);
            if which % 5 != 3 {
                // Without thieves, a total is what was banked less what Floods took.
                prop_assert_eq!(seat.total, seat.points_banked - floods_lost(i));
            }
        }
        let stats = Stats::over([&facts]);
        let wins: u32 = stats.players.iter().map(|p| p.wins).sum();
        prop_assert_eq!(wins as usize, facts.winners.len());
        for seat in &facts.seats {
            let line = stats.player(&seat.name).expect("every player has a line");
            prop_assert_eq!(line.busts, seat.busts);
            prop_assert_eq!(line.points_banked, seat.points_banked);
            prop_assert_eq!(line.best_turn, seat.best_turn);
        }
    }
}

/// House rules that touch every total they can: the thrower's own at a keep, a bust and
/// a Flood, the next player's at a bank and a Flood, the last player's at a throw, and
/// the thrower's once their turn is over. No rule of any game, but every kind of change the pad must show.
struct Meddler;

impl marbles_core::game::Hooks for Meddler {
    fn on(
        &mut self,
        event: &marbles_core::game::HookEvent,
        state: &marbles_core::game::State,
    ) -> Result<marbles_core::game::HookEffect, marbles_core::game::HookError> {
        use marbles_core::game::{HookEffect, HookEvent, TotalChange};
        let n = state.players.len();
        let effect = match *event {
            HookEvent::Keep { .. } => HookEffect {
                total: 50,
                ..HookEffect::default()
            },
            HookEvent::Bust { .. } => HookEffect {
                total: -100,
                ..HookEffect::default()
            },
            HookEvent::Bank { player, .. } => HookEffect {
                totals: vec![TotalChange::Adjust {
                    player: (player + 1) % n,
                    by: -30,
                }],
                ..HookEffect::default()
            },
            HookEvent::Throw { player, ref dice } if dice.len() == 6 => HookEffect {
                totals: vec![TotalChange::Set {
                    player: (player + n - 1) % n,
                    to: 100,
                }],
                ..HookEffect::default()
            },
            HookEvent::Throw { player, .. } => HookEffect {
                totals: vec![TotalChange::Adjust {
                    player: (player + n - 1) % n,
                    by: 7,
                }],
                ..HookEffect::default()
            },
            HookEvent::TurnEnd { .. } => HookEffect {
                total: 1,
                ..HookEffect::default()
            },
            HookEvent::Flood { player, .. } => HookEffect {
                total: 13,
                totals: vec![TotalChange::Adjust {
                    player: (player + 1) % n,
                    by: 3,
                }],
                ..HookEffect::default()
            },
            _ => HookEffect::default(),
        };
        Ok(effect)
    }
}

proptest! {
    #![proptest_config(common::proptest_config_with_regressions(96))]

    /// Whatever house rules do to totals, the pad adds up: each line's total is the line
    /// before it (of the same player) changed by what the line says, and the last line
    /// is the player's total.
    #[test]
    fn the_pad_adds_up_whatever_house_rules_do_to_totals(
        which in 0u8..5,
        players in 2usize..=4,
        steps in prop::collection::vec(stats_step_strategy(), 0..160),
    ) {
        let names: Vec<String> = ["Ann", "Bob", "Cy", "Dee"][..players].iter().map(|&n| n.to_owned()).collect();
        let scorer = Scorer::new(rules(which), Vec::new()).expect("rules compile");
        let in_play = marbles_core::game::RulesInPlay::new(scorer, Box::new(Meddler), Vec::new());
        let mut game = Game::new(in_play, &names).expect("game");
        game.apply(Action::First("Ann".into())).expect("start");
        let mut states = Vec::new();
        for step in &steps {
            take(&mut game, step);
            states.push(game.state().clone());
        }
        // Between any two actions, not only at the end.
        for state in &states {
        for (i, player) in state.players.iter().enumerate() {
            let mut total = 0;
            for record in state.history.iter().filter(|r| r.player == i) {
                total = match record.outcome {
                    Outcome::Banked { points } => total + points,
                    Outcome::Flood { .. } => 0,
                    Outcome::HouseRule { by } => total + by,
                    Outcome::Bust { .. } | Outcome::OutOfDice { .. } | Outcome::LostToThief { .. } => total,
                };
                prop_assert_eq!(record.total, total, "{} at {:?}", player.name, record);
            }
            prop_assert_eq!(player.total, total, "{}", player.name);
        }
        }
    }
}

proptest! {
    #![proptest_config(common::proptest_config(64))]

    /// Issue 32: amending a move to what it already was changes nothing, and records
    /// nothing (there is no step to undo).
    #[test]
    fn amending_a_move_to_what_it_was_changes_nothing(
        steps in prop::collection::vec(step_strategy(), 1..60),
        pick in any::<prop::sample::Index>(),
    ) {
        let mut game = common::game(&["Ann", "Bob"]);
        for step in &steps {
            take(&mut game, step);
        }
        // Every action undone, the starter too: nothing to amend.
        prop_assume!(!game.actions().is_empty());
        let number = pick.index(game.actions().len()) + 1;
        let same = game.actions()[number - 1].clone();
        let (state, actions, undone) =
            (game.state().clone(), game.actions().to_vec(), game.undone().to_vec());
        match game.amend(&[(number, same)]) {
            Ok(made) => prop_assert_eq!(made, None),
            // The starter (move 1) may not be amended at all.
            Err(err) => prop_assert!(
                matches!(err, marbles_core::game::GameError::AmendStart { .. }),
                "{:?}",
                err
            ),
        }
        prop_assert_eq!(game.state(), &state);
        prop_assert_eq!(game.actions(), &actions[..]);
        prop_assert_eq!(game.undone(), &undone[..]);
        prop_assert!(game.amends().is_empty());
    }

    /// An accepted amend is one step: undo gives back the game as it was, redo the
    /// game as amended; a refused one changes nothing.
    #[test]
    fn an_amend_is_one_step_for_undo_and_redo(
        steps in prop::collection::vec(step_strategy(), 1..60),
        pick in any::<prop::sample::Index>(),
        pips in prop::collection::vec(1u8..=6, 1..=6),
        as_keep in any::<bool>(),
    ) {
        let mut game = common::game(&["Ann", "Bob"]);
        for step in &steps {
            take(&mut game, step);
        }
        prop_assume!(!game.actions().is_empty());
        let number = pick.index(game.actions().len()) + 1;
        let faces = Faces::from_vec(pips.iter().filter_map(|&p| Face::new(p)).collect());
        let now = if as_keep { Action::Keep(faces) } else { Action::Throw(faces) };
        let (state, actions) = (game.state().clone(), game.actions().to_vec());
        match game.amend(&[(number, now)]) {
            Ok(Some(_)) => {
                let (amended_state, amended) = (game.state().clone(), game.actions().to_vec());
                prop_assert!(game.undo().is_ok());
                prop_assert_eq!(game.state(), &state);
                prop_assert_eq!(game.actions(), &actions[..]);
                prop_assert!(game.redo().is_ok());
                prop_assert_eq!(game.state(), &amended_state);
                prop_assert_eq!(game.actions(), &amended[..]);
            }
            Ok(None) | Err(_) => {
                prop_assert_eq!(game.state(), &state);
                prop_assert_eq!(game.actions(), &actions[..]);
            }
        }
    }
}
