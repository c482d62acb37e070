//! API version 2: hook effects on any player, the new rule fields, n-of-a-kind by face
//! or as a multiple, and `marbles.use`.

use crate::dice::Faces;
use crate::game::{Action, Event, Game, GameError};
use crate::house_rules::*;
use crate::render::Words;
use crate::rules::OfAKind;

fn script(name: &str, source: &str) -> HouseRule {
    HouseRule::new(name, format!("house_rules/{name}.lua"), source)
}

fn load(source: &str) -> Result<LoadedRules, HouseRuleError> {
    inspect(&[script("test", source)])
}

fn load_err(source: &str) -> String {
    match load(source) {
        Ok(_) => panic!("the script should fail"),
        Err(err) => err.to_string(),
    }
}

fn game(source: &str, players: &[&str]) -> Game {
    let rules = load(source).expect("loads").rules;
    let names: Vec<String> = players.iter().map(|&p| p.to_owned()).collect();
    let mut game = Game::new(rules, &names).expect("game");
    game.apply(Action::First(names[0].clone())).expect("start");
    game
}

fn act(game: &mut Game, line: &str) -> Result<Vec<Event>, GameError> {
    let action = match line {
        "bank" => Action::Bank,
        _ if line.starts_with("keep ") => Action::Keep(Faces::parse(&line[5..]).expect("dice")),
        _ => Action::Throw(Faces::parse(line).expect("dice")),
    };
    game.apply(action)
}

fn totals(game: &Game) -> Vec<i64> {
    game.state().players.iter().map(|p| p.total).collect()
}

#[test]
fn a_hook_sets_and_adjusts_any_players_total_at_once() {
    let mut g = game(
        "marbles.api(2)
        marbles.on('bank', function(event, game)
          if event.player == 2 then return { totals = { [1] = 0 }, adjust = { [3] = -50 } } end
        end)",
        &["Ann", "Bob", "Cy"],
    );
    act(&mut g, "111555").expect("throw");
    act(&mut g, "bank").expect("Ann banks");
    act(&mut g, "111555").expect("throw");
    let events = act(&mut g, "bank").expect("Bob banks");
    assert_eq!(totals(&g), [0, 1000, -50]);
    assert!(events.contains(&Event::TotalSet {
        player: 0,
        was: 1000,
        to: 0
    }));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::TotalAdjusted {
            player: 2,
            by: -50,
            ..
        }
    )));
    // The save replays it: undo and redo fold the actions again.
    g.undo().expect("undo");
    assert_eq!(totals(&g), [1000, 0, 0]);
    g.redo().expect("redo");
    assert_eq!(totals(&g), [0, 1000, -50]);
}

#[test]
fn a_hook_sees_what_the_hooks_before_it_did() {
    let mut g = game(
        "marbles.api(2)
        marbles.on('bank', function(event, game) return { totals = { [2] = 300 } } end)
        marbles.on('bank', function(event, game)
          return { adjust = { [2] = game.players[2].total } }
        end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    act(&mut g, "bank").expect("bank");
    assert_eq!(totals(&g), [1000, 600], "the second hook saw Bob at 300");
}

#[test]
fn version_1_keeps_its_effects_and_is_told_about_version_2s() {
    let mut g = game(
        "marbles.api(1)
        marbles.on('bank', function() return { totals = { [2] = 0 } } end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    let err = act(&mut g, "bank")
        .expect_err("refused")
        .words()
        .to_string();
    assert!(err.contains("house_rules/test.lua:2:"), "{err}");
    assert!(err.contains("needs marbles.api(2)"), "{err}");
    for (source, needle) in [
        (
            "marbles.api(1)\nmarbles.rules.min_bank = 300",
            "test.lua:2: rules.min_bank needs marbles.api(2)",
        ),
        (
            "marbles.api(1)\nmarbles.rules.dice = 5",
            "test.lua:2: rules.dice needs marbles.api(2)",
        ),
        (
            "marbles.api(1)\nmarbles.rules.four_of_a_kind = {1,2,3,4,5,6}",
            "test.lua:2: rules.four_of_a_kind by face or as a multiple needs marbles.api(2)",
        ),
        (
            "marbles.api(1)\nmarbles.use('three_pairs')",
            "test.lua:2: marbles.use needs marbles.api(2)",
        ),
    ] {
        let err = load_err(source);
        assert!(err.contains(needle), "{source}: {err}");
    }
}

#[test]
fn a_hook_naming_a_player_the_game_lacks_is_named_on_its_line() {
    let mut g = game(
        "marbles.api(2)\nmarbles.on('bank', function() return { totals = { [5] = 0 } } end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    let err = act(&mut g, "bank")
        .expect_err("refused")
        .words()
        .to_string();
    assert!(err.contains("house_rules/test.lua:2:"), "{err}");
    assert!(err.contains("players are numbered 1 to 2"), "{err}");
    assert_eq!(totals(&g), [0, 0], "nothing changed");
}

#[test]
fn a_hook_naming_player_0_is_told_the_index_and_the_value() {
    let mut g = game(
        "marbles.api(2)\nmarbles.on('bank', function() return { totals = { [0] = 5 } } end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    let err = act(&mut g, "bank")
        .expect_err("refused")
        .words()
        .to_string();
    assert!(
        err.contains(
            "returned totals[0] = 5, but there is no player 0: players are numbered 1 to 2"
        ),
        "{err}"
    );
}

#[test]
fn use_of_a_name_with_a_nul_shows_the_name_whole() {
    let err = load_err("marbles.api(2)\nmarbles.use('zilch\\0')");
    assert!(
        err.contains(r#"marbles.use("zilch\0"): there is no shipped script `zilch\0`: the shipped scripts are"#),
        "{err}"
    );
}

#[test]
fn a_set_past_the_bound_is_refused() {
    let mut g = game(
        "marbles.api(2)\nmarbles.on('bank', function() return { totals = { [2] = 2000000000 } } end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    let err = act(&mut g, "bank")
        .expect_err("refused")
        .words()
        .to_string();
    assert!(err.contains("at most 1000000000"), "{err}");
}

#[test]
fn min_bank_refuses_every_bank_below_it_open_or_not() {
    let mut g = game(
        "marbles.api(2)\nmarbles.rules.open_at = 0\nmarbles.rules.min_bank = 300",
        &["Ann", "Bob"],
    );
    act(&mut g, "123466").expect("throw");
    let err = act(&mut g, "bank")
        .expect_err("refused")
        .words()
        .to_string();
    assert_eq!(
        err,
        "Ann may not bank yet: every bank must hold at least 300, this turn holds 100, 200 more needed; even keeping the most points (1) leaves it short, so keep, then throw on"
    );
    act(&mut g, "keep 1").expect("keep");
    act(&mut g, "11134").expect("throw");
    act(&mut g, "bank").expect("600 banks");
    assert_eq!(totals(&g), [600, 0]);
}

#[test]
fn dice_in_hand_start_every_turn_and_come_back_hot() {
    let mut g = game("marbles.api(2)\nmarbles.rules.dice = 5", &["Ann", "Bob"]);
    let err = act(&mut g, "111555")
        .expect_err("six dice")
        .words()
        .to_string();
    assert!(err.contains('5'), "{err}");
    act(&mut g, "11155").expect("five dice");
    act(&mut g, "keep 11155").expect("hot dice");
    assert_eq!(g.state().turn().map(|t| t.in_hand), Some(5));
}

#[test]
fn n_of_a_kind_by_face_or_as_a_multiple_of_three() {
    let loaded = load(
        "marbles.api(2)
        marbles.rules.four_of_a_kind = marbles.times_three(2)
        marbles.rules.five_of_a_kind = { 10, 20, 30, 40, 50, 60 }
        marbles.rules.six_of_a_kind = { times_three = 4 }
        marbles.rules.three_of_a_kind[3] = 350
        assert(marbles.rules.four_of_a_kind.times_three == 2)
        assert(marbles.rules.five_of_a_kind[6] == 60)",
    )
    .expect("loads");
    let scorer = loaded.rules.scorer();
    let best = |dice: &str| {
        scorer
            .assess(&Faces::parse(dice).expect("dice").counts())
            .best()
            .map_or(0, |k| k.points())
    };
    assert_eq!(best("3333"), 700, "twice the three 3s as they end up");
    assert_eq!(
        best("55555"),
        1050,
        "five 5s by face (50) lose to four 5s and a 5"
    );
    assert_eq!(best("66666"), 1200, "four of the 6s, twice three 6s");
    assert_eq!(best("444444"), 1600);
    let rules = scorer.rules();
    assert_eq!(rules.four_of_a_kind, OfAKind::TimesThree { times_three: 2 });
    assert_eq!(
        rules.five_of_a_kind,
        OfAKind::ByFace([10, 20, 30, 40, 50, 60])
    );
    // Version 1's single number keeps working.
    let v1 = load("marbles.api(1)\nmarbles.rules.four_of_a_kind = 1500").expect("loads");
    assert_eq!(v1.rules.scorer().rules().four_of_a_kind, 1500);
    let err = load_err("marbles.api(2)\nmarbles.rules.four_of_a_kind = {1, 2, 3}");
    assert!(
        err.contains("test.lua:2: rules.four_of_a_kind[4] must be a whole number"),
        "{err}"
    );
}

#[test]
fn use_applies_a_shipped_script_in_place() {
    let loaded = load("marbles.api(2)\nmarbles.use('three_pairs')\nmarbles.rules.open_at = 0")
        .expect("loads");
    let pairs = loaded
        .rules
        .scorer()
        .assess(&Faces::parse("223344").expect("dice").counts())
        .best()
        .map(|k| k.points());
    assert_eq!(pairs, Some(1500));
    let err = load_err("marbles.api(2)\nmarbles.use('no_such_rule')");
    assert!(err.contains("test.lua:2: marbles.use(\"no_such_rule\"): there is no shipped script `no_such_rule`: the shipped scripts are"), "{err}");
    let err = load_err("marbles.api(2)\nmarbles.use('test')");
    assert!(
        err.contains("test uses test: a script cannot use itself"),
        "{err}"
    );
}

#[test]
fn a_failing_hook_names_its_line_its_event_and_the_dice() {
    let mut g = game(
        "marbles.api(1)\nmarbles.on('keep', function(e) error('boom') end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    let err = act(&mut g, "keep 111")
        .expect_err("refused")
        .words()
        .to_string();
    assert_eq!(
        err,
        "house rule failed: house_rules/test.lua:2: boom (in the `keep` hook, dice 1 1 1)"
    );
}

#[test]
fn a_spent_game_budget_is_said_once_and_then_refuses_at_once() {
    // About 80,000 instructions a call, two calls a throw: the game's 20,000,000 are
    // spent in about 125 throws.
    let mut g = game(
        "marbles.api(2)\nlocal function burn()\n  local n = 0\n  for i = 1, 40000 do n = n + i end\nend\nmarbles.on('throw', burn)\nmarbles.on('throw', burn)",
        &["Ann", "Bob"],
    );
    let spent = (0..400)
        .find_map(|_| act(&mut g, "223346").err())
        .expect("the budget runs out");
    assert!(
        matches!(&spent, GameError::Hook(hook) if hook.is_spent()),
        "{spent:?}"
    );
    let said = spent.words().to_string();
    assert!(
        said.contains("used up their budget for this game"),
        "{said}"
    );
    assert!(said.contains("marbles resume --reload-rules"), "{said}");
    let played = g.actions().len();
    // Refused without running a hook or replaying the game.
    let again = act(&mut g, "223346").expect_err("refused");
    assert!(matches!(again, GameError::HooksSpent), "{again:?}");
    assert!(
        again.words().to_string().contains("said above"),
        "{again:?}"
    );
    assert_eq!(g.actions().len(), played);
    // An undo replays what stands, within the budget: the game can go on.
    g.undo().expect("undo");
    act(&mut g, "223346").expect("the hooks answer again");
}
