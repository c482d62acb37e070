use super::*;
use crate::game::{GameError, HookError, NoHooks, NoSteal};
use crate::rules::{Flow, RuleSet};

/// A table of players named Ann, Bob, Cy… under `rules`, Ann starting.
struct Table {
    scorer: Scorer,
    state: State,
}

impl Table {
    fn new(rules: RuleSet, players: usize) -> Table {
        let names: Vec<String> = ["Ann", "Bob", "Cy", "Di"][..players]
            .iter()
            .map(|n| n.to_string())
            .collect();
        let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
        let state = State::new(&names, scorer.rules());
        let mut table = Table { scorer, state };
        table.play("first Ann").expect("Ann starts");
        table
    }

    fn with_flow(flow: Flow, players: usize) -> Table {
        Table::new(
            RuleSet {
                flow,
                ..RuleSet::default()
            },
            players,
        )
    }

    /// Plays `;`-separated actions: `first NAME`, `t DICE`, `k DICE`, `b`, `s`.
    fn play(&mut self, actions: &str) -> Result<Vec<Event>, GameError> {
        let mut events = Vec::new();
        for action in actions.split(';').map(str::trim) {
            let (word, rest) = action.split_once(' ').unwrap_or((action, ""));
            let dice = || Faces::parse(rest).expect("test dice");
            let action = match word {
                "first" => Action::First(rest.to_owned()),
                "t" => Action::Throw(dice()),
                "k" => Action::Keep(dice()),
                "b" => Action::Bank,
                "s" => Action::Steal,
                other => panic!("unknown test action {other}"),
            };
            let mut next = self.state.clone();
            events.extend(next.apply(&self.scorer, &mut NoHooks, &action)?);
            self.state = next;
        }
        Ok(events)
    }

    fn total(&self, player: usize) -> Points {
        self.state.players[player].total
    }

    fn open(&mut self, players: &[usize]) {
        for &p in players {
            self.state.players[p].open = true;
        }
    }

    fn turn(&self) -> &Turn {
        self.state.turn().expect("a turn is under way")
    }
}

fn final_round() -> Flow {
    Flow {
        final_round: true,
        ..Flow::default()
    }
}

#[test]
fn reaching_the_winning_score_wins_at_once_in_the_standard_game() {
    let mut t = Table::new(RuleSet::default(), 3);
    t.state.players[0].total = 10_500;
    t.open(&[0]);
    t.play("t 111234; k 111; b").expect("bank");
    assert_eq!(t.state.winners(), Some(&[0][..]));
}

#[test]
fn final_round_lets_the_players_after_the_first_to_win_at_finish_the_round() {
    let mut t = Table::with_flow(final_round(), 3);
    t.open(&[0, 1, 2]);
    t.state.players[0].total = 10_500;
    t.state.players[2].total = 10_900;
    let events = t.play("t 111234; k 111; b").expect("Ann banks 500");
    assert!(events.contains(&Event::FinalRound { player: 0 }));
    assert!(!t.state.is_over());
    t.play("t 234623").expect("Bob busts");
    assert!(!t.state.is_over());
    t.play("t 555234; k 555; b").expect("Cy banks 500");
    // Cy, the last before the starter, finished the round with the highest total.
    assert_eq!(t.state.winners(), Some(&[2][..]));
}

#[test]
fn final_round_ties_on_the_highest_total_share_the_win() {
    let mut t = Table::with_flow(final_round(), 2);
    t.open(&[0, 1]);
    t.state.players[0].total = 10_500;
    t.state.players[1].total = 10_500;
    t.play("t 111234; k 111; b; t 111234; k 111; b")
        .expect("both bank 500");
    assert_eq!(t.state.winners(), Some(&[0, 1][..]));
}

#[test]
fn final_round_ends_at_once_when_the_seat_before_the_starter_reaches_it() {
    let mut t = Table::with_flow(final_round(), 2);
    t.open(&[0, 1]);
    t.state.players[1].total = 10_900;
    t.play("t 234623; t 111234; k 111; b")
        .expect("Ann busts, Bob banks");
    assert_eq!(t.state.winners(), Some(&[1][..]));
}

fn stacking() -> Flow {
    Flow {
        point_stacking: true,
        ..Flow::default()
    }
}

#[test]
fn point_stacking_three_ones_kept_over_three_throws_make_500() {
    let mut t = Table::with_flow(stacking(), 2);
    t.open(&[0]);
    t.play("t 123462; k 1; t 12346; k 1; t 1234; k 1")
        .expect("three single ones");
    assert_eq!(t.turn().points, 500);
    t.play("b").expect("bank");
    assert_eq!(t.total(0), 500);
}

#[test]
fn point_stacking_kept_dice_must_still_score_in_their_own_throw() {
    let mut t = Table::with_flow(stacking(), 2);
    t.play("t 113462; k 11").expect("two ones");
    let err = t
        .play("t 1346; k 1 3")
        .expect_err("a 3 alone does not score");
    assert!(matches!(
        err,
        GameError::Rule(crate::rules::RuleError::DoesNotScore { .. })
    ));
}

#[test]
fn point_stacking_values_six_held_dice_at_hot_dice_and_starts_fresh() {
    let mut t = Table::with_flow(stacking(), 2);
    // 1 1 | 1 5 | 5 5: six dice held = three 1s (500) + three 5s (500).
    t.play("t 113462; k 11; t 1546; k 15; t 55; k 55")
        .expect("hot dice");
    assert_eq!(t.turn().points, 1000);
    assert_eq!(t.turn().held, Counts::EMPTY);
    // The fresh stack does not combine with the dice held before.
    t.play("t 123462; k 1").expect("a single one");
    assert_eq!(t.turn().points, 1100);
}

fn hand_off(hand_off: HandOff) -> Flow {
    Flow {
        hand_off,
        ..Flow::default()
    }
}

#[test]
fn cut_throat_thief_who_banks_takes_the_bankers_points() {
    let mut t = Table::with_flow(hand_off(HandOff::CutThroat), 2);
    t.open(&[0, 1]);
    t.play("t 111234; k 111; b")
        .expect("Ann banks 500 with 3 left");
    let events = t.play("s").expect("Bob steals");
    assert!(events.contains(&Event::Stole {
        player: 1,
        from: 0,
        points: 500,
        dice: 3
    }));
    assert_eq!(t.turn().in_hand, 3);
    t.play("t 155; k 155; b").expect("Bob keeps 200 and banks");
    assert_eq!(t.total(1), 700);
    assert_eq!(t.total(0), 0);
    assert_eq!(
        t.state.history[0].outcome,
        Outcome::LostToThief {
            points: 500,
            thief: 1
        }
    );
}

#[test]
fn cut_throat_thief_who_busts_gives_the_points_back() {
    let mut t = Table::with_flow(hand_off(HandOff::CutThroat), 2);
    t.open(&[0, 1]);
    t.play("t 111234; k 111; b; s; t 155; k 1; t 34")
        .expect("Bob steals and busts");
    assert_eq!(t.total(0), 500);
    assert_eq!(t.total(1), 0);
    assert_eq!(t.state.history[0].outcome, Outcome::Banked { points: 500 });
}

#[test]
fn piggy_back_banker_keeps_the_points_and_the_thief_starts_from_them() {
    let mut t = Table::with_flow(hand_off(HandOff::PiggyBack), 2);
    t.open(&[0, 1]);
    t.play("t 111234; k 111; b; s; t 155; k 155; b")
        .expect("Bob piggy-backs");
    assert_eq!(t.total(0), 500);
    assert_eq!(t.total(1), 700);
}

#[test]
fn piggy_back_thief_alone_loses_on_a_bust() {
    let mut t = Table::with_flow(hand_off(HandOff::PiggyBack), 2);
    t.open(&[0, 1]);
    t.play("t 111234; k 111; b; s; t 234").expect("Bob busts");
    assert_eq!((t.total(0), t.total(1)), (500, 0));
}

#[test]
fn steal_is_only_the_first_thing_in_a_turn() {
    let mut t = Table::with_flow(hand_off(HandOff::CutThroat), 2);
    t.open(&[0, 1]);
    t.play("t 111234; k 111; b; t 123456").expect("Bob throws");
    assert!(matches!(t.play("s"), Err(GameError::NothingToSteal { .. })));
}

#[test]
fn steal_needs_a_bank_by_the_previous_player() {
    let mut t = Table::with_flow(hand_off(HandOff::CutThroat), 2);
    t.play("t 234623").expect("Ann busts");
    let err = t.play("s").expect_err("nothing banked");
    assert!(
        matches!(
            err,
            GameError::NothingToSteal {
                reason: NoSteal::NothingBanked { .. },
                ..
            }
        ),
        "{err:?}"
    );
}

#[test]
fn steal_is_refused_in_the_standard_game() {
    let mut t = Table::new(RuleSet::default(), 2);
    t.open(&[0, 1]);
    t.play("t 111234; k 111; b").expect("Ann banks");
    assert!(matches!(t.play("s"), Err(GameError::NothingToSteal { .. })));
}

#[test]
fn steal_after_hot_dice_takes_six_dice() {
    let mut t = Table::with_flow(hand_off(HandOff::PiggyBack), 2);
    t.open(&[0, 1]);
    t.play("t 123456; k 123456; b; s").expect("Bob steals");
    assert_eq!((t.turn().in_hand, t.turn().points), (6, 2000));
}

fn norwegian_opening() -> Flow {
    Flow {
        opening: Opening::OnesAndFives,
        ..Flow::default()
    }
}

#[test]
fn ones_and_fives_opening_sets_ones_and_fives_aside_for_the_player() {
    let mut t = Table::with_flow(norwegian_opening(), 2);
    t.play("t 153342").expect("a one and a five");
    let turn = t.turn();
    assert_eq!(
        (turn.points, turn.in_hand, turn.throw.clone()),
        (150, 4, None)
    );
}

#[test]
fn ones_and_fives_opening_scores_three_ones_500_and_nothing_else() {
    let mut t = Table::with_flow(norwegian_opening(), 2);
    // Three 4s do not count while opening.
    t.play("t 111444").expect("three ones");
    assert_eq!((t.turn().points, t.turn().in_hand), (500, 3));
}

#[test]
fn ones_and_fives_opening_banks_itself_at_the_opening_score() {
    let mut t = Table::with_flow(norwegian_opening(), 2);
    t.play("t 111534; t 1 5").expect("550 then 150");
    assert_eq!(t.total(0), 700);
    assert!(t.state.players[0].open);
    assert_eq!(t.turn().player, 1);
}

#[test]
fn ones_and_fives_opening_fails_on_a_throw_without_one_or_five() {
    let mut t = Table::with_flow(norwegian_opening(), 2);
    t.play("t 153342; t 3462").expect("150, then nothing");
    assert_eq!(t.total(0), 0);
    assert_eq!(t.state.history[0].outcome, Outcome::Bust { lost: 150 });
}

#[test]
fn ones_and_fives_opening_fails_when_the_dice_run_out() {
    let mut t = Table::with_flow(norwegian_opening(), 2);
    t.play("t 155234; t 152; t 5")
        .expect("the dice run out at 400");
    assert_eq!(t.state.history[0].outcome, Outcome::OutOfDice { lost: 400 });
    assert_eq!(t.turn().player, 1);
}

#[test]
fn ones_and_fives_opening_refuses_keep_and_bank() {
    let mut t = Table::with_flow(norwegian_opening(), 2);
    t.play("t 153342").expect("a one and a five");
    assert!(matches!(
        t.play("k 1"),
        Err(GameError::SetAsideAutomatically { .. })
    ));
    assert!(matches!(
        t.play("b"),
        Err(GameError::SetAsideAutomatically { .. })
    ));
}

fn one_throw() -> Flow {
    Flow {
        one_throw_when_open: true,
        ..Flow::default()
    }
}

#[test]
fn one_throw_when_open_scores_the_throw_in_full_and_banks_it() {
    let mut t = Table::with_flow(one_throw(), 2);
    t.open(&[0]);
    t.play("t 111552").expect("one throw");
    assert_eq!(t.total(0), 600);
    assert_eq!(t.turn().player, 1);
}

#[test]
fn one_throw_when_open_busts_a_throw_that_scores_nothing() {
    let mut t = Table::with_flow(one_throw(), 2);
    t.open(&[0]);
    t.play("t 234623").expect("bust");
    assert_eq!(t.state.history[0].outcome, Outcome::Bust { lost: 0 });
}

#[test]
fn one_throw_when_open_leaves_players_who_are_not_open_to_the_opening() {
    let mut t = Table::with_flow(one_throw(), 2);
    t.play("t 111234; k 111").expect("a normal opening turn");
    assert_eq!(t.turn().in_hand, 3);
}

/// Hooks that answer one kind of event with a fixed effect.
struct Answer {
    game_end_only: bool,
    effect: HookEffect,
}

impl Hooks for Answer {
    fn on(&mut self, event: &HookEvent, _: &State) -> Result<HookEffect, HookError> {
        let game_end = matches!(event, HookEvent::GameEnd { .. });
        Ok(if game_end == self.game_end_only {
            self.effect.clone()
        } else {
            HookEffect::default()
        })
    }
}

fn with_hooks(table: &Table, hooks: &mut Answer, actions: &[Action]) -> Result<State, GameError> {
    let mut state = table.state.clone();
    for action in actions {
        state.apply(&table.scorer, hooks, action)?;
    }
    Ok(state)
}

fn throw(dice: &str) -> Action {
    Action::Throw(Faces::parse(dice).expect("test dice"))
}

#[test]
fn a_hook_adjustment_of_the_smallest_integer_is_refused_not_wrapped() {
    let table = Table::new(RuleSet::default(), 2);
    for effect in [
        HookEffect {
            total: Points::MIN,
            ..HookEffect::default()
        },
        HookEffect {
            points: Points::MIN,
            ..HookEffect::default()
        },
    ] {
        let mut hooks = Answer {
            game_end_only: false,
            effect,
        };
        let err = with_hooks(&table, &mut hooks, &[throw("111523")]).expect_err("refused");
        assert!(matches!(err, GameError::HookTooLarge { .. }), "{err:?}");
    }
}

#[test]
fn a_hook_cannot_push_a_total_past_what_marbles_keeps() {
    let mut table = Table::new(RuleSet::default(), 2);
    table.state.players[0].total = Points::MAX - 1;
    let mut hooks = Answer {
        game_end_only: false,
        effect: HookEffect {
            total: 5,
            ..HookEffect::default()
        },
    };
    let err = with_hooks(&table, &mut hooks, &[throw("111523")]).expect_err("refused");
    assert!(
        matches!(err, GameError::HookTotalOverflow { .. }),
        "{err:?}"
    );
}

#[test]
fn a_game_end_hook_cannot_add_to_anybodys_total() {
    let table = Table::new(
        RuleSet {
            win_at: 500,
            open_at: 0,
            ..RuleSet::default()
        },
        2,
    );
    let mut hooks = Answer {
        game_end_only: true,
        effect: HookEffect {
            total: 5,
            ..HookEffect::default()
        },
    };
    let moves = [
        throw("111523"),
        Action::Keep(Faces::parse("1115").expect("dice")),
        Action::Bank,
    ];
    let err = with_hooks(&table, &mut hooks, &moves).expect_err("refused");
    assert!(
        matches!(err, GameError::HookTotalAtGameEnd { .. }),
        "{err:?}"
    );
}

#[test]
fn the_best_keep_is_that_of_the_throw_waiting_for_its_keep() {
    let mut t = Table::new(RuleSet::default(), 2);
    assert_eq!(t.state.best_keep(&t.scorer), None, "no throw yet");
    t.play("t 111523").expect("a throw");
    let best = t.state.best_keep(&t.scorer).expect("it scores");
    assert_eq!(best.dice.faces().to_string(), "1 1 1 5");
    assert_eq!(best.points(), 550);
    // Not open, and 550 is short of 700: only keeping and throwing on is left.
    assert!(!t.state.may_bank(&t.scorer));
    t.play("k 1115; t 15; k 15").expect("150 more");
    assert!(t.state.may_bank(&t.scorer));
}

#[test]
fn play_goes_round_the_table_from_the_starter() {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].iter().map(|n| n.to_string()).collect();
    let mut state = State::new(&names, &RuleSet::default());
    assert_eq!(
        state.play_order(),
        vec![0, 1, 2],
        "from the first seat until known"
    );
    state
        .apply(
            &Scorer::standard(),
            &mut NoHooks,
            &Action::First("Bob".into()),
        )
        .expect("Bob starts");
    assert_eq!(state.play_order(), vec![1, 2, 0]);
}

#[test]
fn the_leader_is_marked_unless_everyone_is_level() {
    let mut t = Table::new(RuleSet::default(), 3);
    assert!(t.state.marked_players().is_empty(), "all on 0");
    t.state.players[1].total = 700;
    assert_eq!(t.state.marked_players(), vec![1]);
}
