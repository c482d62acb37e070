//! RULES.md section 1 (setting up and the roll-off, 1.1 to 1.7), section 3 (every step
//! of a turn, 3.1 to 3.12), the decisions of section 5 (5.3 to 5.16) and what marbles
//! refuses and undoes (section 6). Each test is named after the rule it checks; the
//! table at the end of RULES.md maps every rule to its tests, and `tests/tidy_rules.rs`
//! keeps that table honest.

use crate::common;
use marbles::testing::render::Words;

use common::{bust, dice, game, keep, open_with_1100, play, refused, throw};
use marbles_core::dice::Face;
use marbles_core::game::{Action, Event, Game, GameError, Outcome, Phase};
use marbles_core::rules::{Flow, HandOff, RuleSet, Scorer};

fn names(list: &[&str]) -> Vec<String> {
    list.iter().map(|n| n.to_string()).collect()
}

fn face(pips: u8) -> Action {
    Action::RollOff(Face::new(pips).expect("a face"))
}

fn current(game: &Game) -> usize {
    game.state().turn().expect("a turn is under way").player
}

// RULES.md section 1: equipment and setup.

#[test]
fn a_game_is_for_two_to_six_players() {
    assert!(Game::standard(&names(&["Ann", "Bob"])).is_ok());
    assert!(Game::standard(&names(&["A", "B", "C", "D", "E", "F"])).is_ok());
    let one = Game::standard(&names(&["Ann"]))
        .err()
        .expect("one player is refused");
    assert_eq!(
        one.words().to_string(),
        "1 player named, but this game is for 2 to 6: name between 2 and 6 players"
    );
    assert!(matches!(
        Game::standard(&names(&["A", "B", "C", "D", "E", "F", "G"])),
        Err(GameError::PlayerCount { got: 7, .. })
    ));
}

#[test]
fn players_need_distinct_non_empty_names() {
    assert!(matches!(
        Game::standard(&names(&["Ann", " "])),
        Err(GameError::EmptyName)
    ));
    assert!(matches!(
        Game::standard(&names(&["Ann", "ann"])),
        Err(GameError::DuplicateName(_))
    ));
}

#[test]
fn names_that_differ_only_in_case_or_in_how_a_letter_was_typed_are_one_name() {
    // RULES.md 1.2: `Ann` and `ann` are the same name, in every alphabet.
    for pair in [
        ["Åse", "åse"],
        ["Éva", "éva"],
        ["ǅ", "ǆ"],
        ["Ωmega", "ωmega"],
        // `é` as one letter, and as `e` with a combining accent.
        ["\u{e9}", "e\u{301}"],
    ] {
        assert!(
            matches!(
                Game::standard(&names(&pair)),
                Err(GameError::DuplicateName(_))
            ),
            "{pair:?}"
        );
    }
    Game::standard(&names(&["Åse", "Ase"])).expect("different letters are different names");
}

#[test]
fn first_finds_a_player_whatever_the_case_they_are_named_in() {
    let mut g = Game::standard(&names(&["Åse", "Bob"])).expect("players");
    g.apply(Action::First("ÅSE".into())).expect("Åse starts");
    assert_eq!(current(&g), 0);
}

#[test]
fn a_save_from_before_the_rule_holding_both_names_still_loads() {
    let g = Game::replay(
        marbles_core::game::RulesInPlay::standard(),
        &names(&["Åse", "åse"]),
        vec![Action::First("åse".into())],
        Vec::new(),
    )
    .expect("loads");
    assert_eq!(
        current(&g),
        1,
        "the name as typed, not the first that matches"
    );
}

#[test]
fn the_highest_roll_off_die_starts() {
    let mut g = Game::standard(&names(&["Ann", "Bob", "Cy"])).expect("players");
    play(&mut g, &[face(3), face(6)]);
    let events = play(&mut g, &[face(2)]);
    assert!(events.contains(&Event::Starts { player: 1 }));
    assert_eq!(current(&g), 1);
}

#[test]
fn players_tied_on_the_highest_roll_off_throw_again_among_themselves() {
    let mut g = Game::standard(&names(&["Ann", "Bob", "Cy"])).expect("players");
    let events = play(&mut g, &[face(5), face(2), face(5)]);
    assert!(events.contains(&Event::RollOffTied {
        players: vec![0, 2]
    }));
    // Only Ann and Cy throw again: Cy's 4 beats Ann's 1.
    let events = play(&mut g, &[face(1), face(4)]);
    assert!(events.contains(&Event::Starts { player: 2 }));
}

#[test]
fn the_starter_can_be_named_without_a_roll_off() {
    let mut g = Game::standard(&names(&["Ann", "Bob", "Cy"])).expect("players");
    play(&mut g, &[Action::First("bob".into())]);
    assert_eq!(current(&g), 1);
}

#[test]
fn naming_someone_not_at_the_table_is_refused() {
    let mut g = Game::standard(&names(&["Ann", "Bob"])).expect("players");
    let err = refused(&mut g, Action::First("Zed".into()));
    assert_eq!(
        err.words().to_string(),
        "no player is called `Zed`: the players are Ann and Bob"
    );
}

#[test]
fn play_moves_to_the_left_in_naming_order_wrapping_around() {
    let mut g = Game::standard(&names(&["Ann", "Bob", "Cy"])).expect("players");
    play(&mut g, &[Action::First("Bob".into())]);
    let mut order = vec![current(&g)];
    for _ in 0..3 {
        play(&mut g, &bust());
        order.push(current(&g));
    }
    assert_eq!(order, vec![1, 2, 0, 1]);
}

#[test]
fn a_turn_cannot_begin_before_the_roll_off_ends() {
    let mut g = Game::standard(&names(&["Ann", "Bob"])).expect("players");
    let err = refused(&mut g, throw("123456"));
    assert!(
        err.words()
            .to_string()
            .starts_with("the roll-off is not over: Ann throws one die")
    );
}

// RULES.md section 3: a turn, and what section 6 says marbles refuses during one.

#[test]
fn a_turn_starts_with_six_dice_and_the_throw_must_have_that_many() {
    let mut g = game(&["Ann", "Bob"]);
    let err = refused(&mut g, throw("12345"));
    assert_eq!(
        err.words().to_string(),
        "5 dice typed, but 6 are in hand: type exactly 6 faces"
    );
}

#[test]
fn four_twos_flood_the_total_and_close_the_player() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    play(&mut g, &bust());
    let events = play(&mut g, &[throw("222213")]);
    assert!(events.contains(&Event::Flood {
        player: 0,
        lost: 1100,
        opened: true
    }));
    let ann = &g.state().players[0];
    assert_eq!((ann.total, ann.open, ann.floods), (0, false, 1));
    assert_eq!(current(&g), 1, "a Flood ends the turn");
}

#[test]
fn the_flood_is_checked_before_anything_else_even_mid_turn() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    play(&mut g, &bust());
    // Ann has 600 in the turn, then throws four 2s with her five remaining dice.
    play(&mut g, &[throw("155555"), keep("1")]);
    let events = play(&mut g, &[throw("22225")]);
    assert!(events.contains(&Event::Flood {
        player: 0,
        lost: 1100,
        opened: true
    }));
    assert_eq!(g.state().players[0].total, 0);
}

#[test]
fn a_throw_that_does_not_score_busts_and_loses_the_turn_points() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("113462"), keep("11")]);
    let events = play(&mut g, &[throw("2346")]);
    assert!(events.contains(&Event::Bust {
        player: 0,
        lost: 200,
        stolen_from: None,
        house_rule: None
    }));
    assert_eq!(g.state().players[0].total, 0);
    assert_eq!(g.state().players[0].busts, 1);
    assert_eq!(current(&g), 1);
}

#[test]
fn the_player_may_keep_fewer_than_all_scoring_dice() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("115346"), keep("11")]);
    let turn = g.state().turn().expect("turn");
    assert_eq!((turn.points, turn.in_hand), (200, 4));
}

#[test]
fn keeping_grows_the_turn_points_and_shrinks_the_dice_in_hand() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523"), keep("1115")]);
    let turn = g.state().turn().expect("turn");
    assert_eq!((turn.points, turn.in_hand), (550, 2));
    play(&mut g, &[throw("51"), keep("5")]);
    let turn = g.state().turn().expect("turn");
    assert_eq!((turn.points, turn.in_hand), (600, 1));
}

#[test]
fn at_least_one_scoring_combination_must_be_kept_before_throwing_again() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523")]);
    let err = refused(&mut g, throw("123456"));
    assert!(matches!(err, GameError::ThrowPending { .. }));
    assert!(
        err.words()
            .to_string()
            .contains("`undo` to take the throw back")
    );
}

#[test]
fn one_keep_per_throw() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523"), keep("111")]);
    let err = refused(&mut g, keep("5"));
    assert_eq!(
        err.words().to_string(),
        "there is no throw to keep from: throw the 3 dice in hand first"
    );
}

#[test]
fn keeping_dice_that_do_not_score_changes_nothing() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523")]);
    let err = refused(&mut g, keep("1112"));
    assert!(err.words().to_string().starts_with("2 does not score"));
}

#[test]
fn keeping_dice_that_were_not_thrown_changes_nothing() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523")]);
    let err = refused(&mut g, keep("55"));
    assert!(
        err.words().to_string().contains("it has only one 5"),
        "{err:?}"
    );
}

#[test]
fn hot_dice_give_all_six_back_and_keep_the_turn_points() {
    let mut g = game(&["Ann", "Bob"]);
    let events = play(&mut g, &[throw("111555"), keep("111555")]);
    assert!(events.contains(&Event::HotDice { player: 0 }));
    let turn = g.state().turn().expect("turn");
    assert_eq!((turn.points, turn.in_hand), (1000, 6));
}

#[test]
fn hot_dice_can_come_from_several_keeps() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523"), keep("1115")]);
    let events = play(&mut g, &[throw("15"), keep("15")]);
    assert!(events.contains(&Event::HotDice { player: 0 }));
    assert_eq!(
        g.state().turn().map(|t| (t.points, t.in_hand)),
        Some((700, 6))
    );
}

#[test]
fn banking_below_700_is_refused_until_the_player_is_open() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523"), keep("1115")]);
    let err = refused(&mut g, Action::Bank);
    assert_eq!(
        err.words().to_string(),
        "Ann is not open yet: banking needs 700 in the turn, this turn holds 550, 150 more needed; throw the 2 dice in hand"
    );
}

#[test]
fn banking_700_or_more_opens_the_player() {
    let mut g = game(&["Ann", "Bob"]);
    let events = play(
        &mut g,
        &[
            throw("111523"),
            keep("1115"),
            throw("15"),
            keep("15"),
            Action::Bank,
        ],
    );
    assert!(events.contains(&Event::Opened { player: 0 }));
    let ann = &g.state().players[0];
    assert_eq!(
        (ann.total, ann.open, ann.opened_in_round),
        (700, true, Some(1))
    );
}

#[test]
fn a_player_at_700_may_still_throw_on_and_risk_it_all() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111555"), keep("111555"), throw("234662")]);
    assert_eq!(g.state().players[0].total, 0);
    assert!(!g.state().players[0].open);
    assert_eq!(current(&g), 1);
}

#[test]
fn once_open_a_player_may_bank_after_any_keep() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    play(&mut g, &bust());
    play(&mut g, &[throw("523466"), keep("5"), Action::Bank]);
    assert_eq!(g.state().players[0].total, 1150);
}

#[test]
fn banking_with_nothing_kept_is_refused() {
    let mut g = game(&["Ann", "Bob"]);
    let err = refused(&mut g, Action::Bank);
    assert_eq!(
        err.words().to_string(),
        "nothing to bank yet: throw the 6 dice in hand first"
    );
}

#[test]
fn bank_straight_after_a_throw_keeps_the_best_keep_first() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    play(&mut g, &bust());
    let events = play(&mut g, &[throw("111523"), Action::Bank]);
    assert!(events.contains(&Event::Kept {
        player: 0,
        dice: dice("1115"),
        points: 550,
        chosen_for_player: true,
        turn: 550,
    }));
    assert_eq!(g.state().players[0].total, 1650);
}

#[test]
fn the_first_to_bank_11000_or_more_wins_at_once() {
    let mut g = game(&["Ann", "Bob"]);
    // Six 1s are 6000 and hot dice; twice is 12,000.
    let events = play(
        &mut g,
        &[
            throw("111111"),
            keep("111111"),
            throw("111111"),
            keep("111111"),
            Action::Bank,
        ],
    );
    assert!(events.contains(&Event::Won { winners: vec![0] }));
    assert_eq!(g.state().winners(), Some(&[0][..]));
    let err = refused(&mut g, throw("123456"));
    assert!(
        err.words()
            .to_string()
            .starts_with("the game is over (Ann won)")
    );
}

/// RULES.md 3.12 and 6.12: once someone has won, no more dice are taken, but `undo`
/// still takes back the winning bank and play goes on from there.
#[test]
fn after_the_win_no_more_dice_are_taken_but_undo_takes_back_the_win() {
    let mut g = game(&["Ann", "Bob"]);
    play(
        &mut g,
        &[
            throw("111111"),
            keep("111111"),
            throw("111111"),
            keep("111111"),
            Action::Bank,
        ],
    );
    assert!(matches!(
        refused(&mut g, Action::Bank),
        GameError::GameOver { .. }
    ));
    assert!(matches!(
        refused(&mut g, throw("123456")),
        GameError::GameOver { .. }
    ));
    assert_eq!(
        g.undo().expect("undo the winning bank"),
        marbles_core::game::Step::Undone {
            action: Action::Bank
        }
    );
    assert!(!g.state().is_over());
    assert_eq!(
        g.state().turn().map(|t| (t.player, t.points)),
        Some((0, 12_000))
    );
}

#[test]
fn the_pad_records_every_turn_with_its_round_and_running_total() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    play(&mut g, &bust());
    play(&mut g, &[throw("222213")]);
    let history: Vec<(u32, usize, Outcome, i64)> = g
        .state()
        .history
        .iter()
        .map(|r| (r.round, r.player, r.outcome, r.total))
        .collect();
    assert_eq!(
        history,
        vec![
            (1, 0, Outcome::Banked { points: 1100 }, 1100),
            (1, 1, Outcome::Bust { lost: 0 }, 0),
            (2, 0, Outcome::Flood { lost: 1100 }, 0),
        ]
    );
}

/// The worked example "A turn at the table" in RULES.md section 3, turn by turn.
#[test]
fn the_table_side_example_plays_as_written() {
    let mut g = game(&["Ann", "Bob"]);
    // Ann keeps three 1s, may not bank 500, keeps a 5 and busts with 550.
    play(&mut g, &[throw("111523"), keep("111")]);
    let err = refused(&mut g, Action::Bank);
    assert!(matches!(err, GameError::NotOpen { missing: 200, .. }));
    let events = play(&mut g, &[throw("546"), keep("5"), throw("23")]);
    assert!(events.contains(&Event::Bust {
        player: 0,
        lost: 550,
        stolen_from: None,
        house_rule: None
    }));
    // Bob reaches 700 with hot dice and banks it: open.
    let events = play(
        &mut g,
        &[throw("111523"), keep("1115"), throw("15"), keep("15")],
    );
    assert!(events.contains(&Event::HotDice { player: 1 }));
    let events = play(&mut g, &[Action::Bank]);
    assert!(events.contains(&Event::Opened { player: 1 }));
    // Ann busts; Bob banks a lone 5 straight after his throw.
    play(&mut g, &bust());
    play(&mut g, &[throw("523466"), Action::Bank]);
    assert_eq!(g.state().players[1].total, 750);
    // Ann busts; Bob floods.
    play(&mut g, &bust());
    let events = play(&mut g, &[throw("221252")]);
    assert!(events.contains(&Event::Flood {
        player: 1,
        lost: 750,
        opened: true
    }));
    let pad: Vec<(u32, usize, Outcome)> = g
        .state()
        .history
        .iter()
        .map(|r| (r.round, r.player, r.outcome))
        .collect();
    assert_eq!(
        pad,
        vec![
            (1, 0, Outcome::Bust { lost: 550 }),
            (1, 1, Outcome::Banked { points: 700 }),
            (2, 0, Outcome::Bust { lost: 0 }),
            (2, 1, Outcome::Banked { points: 50 }),
            (3, 0, Outcome::Bust { lost: 0 }),
            (3, 1, Outcome::Flood { lost: 750 }),
        ]
    );
}

// RULES.md section 5: the standard game's decisions.

#[test]
fn five_or_six_twos_are_of_a_kind_not_a_flood() {
    let mut g = game(&["Ann", "Bob"]);
    let events = play(&mut g, &[throw("222221")]);
    assert!(matches!(events[..], [Event::Thrown { .. }]));
    play(&mut g, &[keep("22222")]);
    assert_eq!(g.state().turn().map(|t| t.points), Some(3000));
}

#[test]
fn four_twos_kept_across_two_throws_are_not_a_flood() {
    let mut g = game(&["Ann", "Bob"]);
    play(
        &mut g,
        &[throw("222135"), keep("2221"), throw("25"), keep("5")],
    );
    // The 2 thrown in the second throw joins no combination; no Flood either.
    assert_eq!(g.state().players[0].floods, 0);
    assert_eq!(g.state().turn().map(|t| t.points), Some(350));
}

#[test]
fn a_flood_before_opening_just_ends_the_turn() {
    let mut g = game(&["Ann", "Bob"]);
    let events = play(&mut g, &[throw("111523"), keep("1115"), throw("22")]);
    assert!(
        events.iter().all(|e| !matches!(e, Event::Flood { .. })),
        "two 2s are a bust"
    );
    play(&mut g, &bust());
    let events = play(&mut g, &[throw("222213")]);
    assert!(events.contains(&Event::Flood {
        player: 0,
        lost: 0,
        opened: false
    }));
    assert_eq!(g.state().players[0].total, 0);
    assert_eq!(current(&g), 1);
}

#[test]
fn banking_below_700_after_hot_dice_is_refused_when_not_open() {
    let mut g = game(&["Ann", "Bob"]);
    play(
        &mut g,
        &[throw("155234"), keep("155"), throw("155"), keep("155")],
    );
    assert_eq!(
        g.state().turn().map(|t| (t.points, t.in_hand)),
        Some((400, 6))
    );
    let err = refused(&mut g, Action::Bank);
    assert!(matches!(err, GameError::NotOpen { missing: 300, .. }));
}

#[test]
fn banking_11000_ends_the_game_at_once_and_the_banker_wins() {
    let mut g = game(&["Ann", "Bob", "Cy"]);
    play(
        &mut g,
        &[
            throw("111111"),
            keep("111111"),
            throw("111111"),
            keep("111111"),
            Action::Bank,
        ],
    );
    assert!(matches!(&g.state().phase, Phase::Over { winners } if winners == &vec![0]));
}

/// A standard game but for its turn flow, the first named player starting.
fn game_with_flow(flow: Flow, players: &[&str]) -> Game {
    let rules = RuleSet {
        flow,
        ..RuleSet::default()
    };
    let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
    let mut g = Game::new(scorer.into(), &names(players)).expect("players");
    play(&mut g, &[Action::First(players[0].to_owned())]);
    g
}

fn cut_throat() -> Flow {
    Flow {
        hand_off: HandOff::CutThroat,
        ..Flow::default()
    }
}

/// RULES.md 5.13: under Cut-Throat a thief whose turn ends in a Flood, not a bank, takes
/// nothing from the banker.
#[test]
fn a_thief_flooded_under_cut_throat_leaves_the_banker_their_points() {
    let mut g = game_with_flow(cut_throat(), &["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    play(&mut g, &[Action::Steal]);
    let events = play(&mut g, &[throw("22223")]);
    assert!(events.contains(&Event::Flood {
        player: 1,
        lost: 0,
        opened: false
    }));
    assert_eq!(g.state().players[0].total, 1100);
    assert_eq!(
        g.state().history[0].outcome,
        Outcome::Banked { points: 1100 }
    );
    assert_eq!(current(&g), 0);
}

/// RULES.md 5.16: a player not yet open may steal, and the stolen points count towards
/// their 700; the banker they robbed loses the points but stays open.
#[test]
fn a_thief_not_yet_open_opens_with_stolen_points_and_the_robbed_banker_stays_open() {
    let mut g = game_with_flow(cut_throat(), &["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    assert!(!g.state().players[1].open);
    let events = play(
        &mut g,
        &[Action::Steal, throw("15234"), keep("15"), Action::Bank],
    );
    assert!(events.contains(&Event::Opened { player: 1 }));
    let (ann, bob) = (&g.state().players[0], &g.state().players[1]);
    assert_eq!((bob.total, bob.open), (1250, true));
    assert_eq!((ann.total, ann.open), (0, true));
}

// RULES.md 6.13: undo and redo.

#[test]
fn undo_takes_back_the_last_action_across_turns_and_redo_puts_it_back() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    let after_bank = g.state().clone();
    assert_eq!(
        g.undo().expect("undo the bank"),
        marbles_core::game::Step::Undone {
            action: Action::Bank
        }
    );
    assert_eq!(current(&g), 0, "undo crosses back into Ann's turn");
    g.redo().expect("redo the bank");
    assert_eq!(g.state(), &after_bank);
}

#[test]
fn undo_goes_back_to_the_start_of_the_game_and_no_further() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &open_with_1100());
    while g.undo().is_ok() {}
    assert!(matches!(g.state().phase, Phase::RollOff(_)));
    assert_eq!(
        g.undo().expect_err("nothing left"),
        GameError::NothingToUndo
    );
}

#[test]
fn a_new_action_after_undo_clears_redo() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("111523")]);
    g.undo().expect("undo the throw");
    play(&mut g, &[throw("123456")]);
    assert_eq!(
        g.redo().expect_err("redo is gone"),
        GameError::NothingToRedo
    );
}

#[test]
fn a_lone_player_allowed_by_a_house_rule_starts_without_a_roll_off() {
    let rules = marbles_core::rules::RuleSet {
        min_players: 1,
        ..Default::default()
    };
    let scorer = marbles_core::rules::Scorer::new(rules, Vec::new()).expect("rules compile");
    let g = Game::new(scorer.into(), &names(&["Solo"])).expect("one player is allowed");
    assert_eq!(current(&g), 0);
}

#[test]
fn banking_a_waiting_throw_that_cannot_open_says_to_keep_then_throw_on() {
    let mut g = game(&["Ann", "Bob"]);
    play(&mut g, &[throw("155234"), keep("155")]);
    play(&mut g, &[throw("153")]);
    let err = refused(&mut g, Action::Bank);
    assert_eq!(
        err.words().to_string(),
        "Ann is not open yet: banking needs 700 in the turn, this turn holds 350, 350 more needed; even keeping the most points (1 5) leaves it short, so keep, then throw on"
    );
}
