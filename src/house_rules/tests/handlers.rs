//! House rules, third edition: handlers that add up within one event, `game.rules`, the
//! API refusing what would silently do nothing, the steal's dice, named winners, and a
//! failing points function placed on its combination and dice.

use crate::dice::Faces;
use crate::game::{Action, Event, Game, GameError};
use crate::house_rules::*;
use crate::render::Words;

fn script(name: &str, source: &str) -> HouseRule {
    HouseRule::new(name, format!("house_rules/{name}.lua"), source)
}

fn game_of(sources: &[HouseRule], players: &[&str]) -> Game {
    let rules = inspect(sources).expect("loads").rules;
    let names: Vec<String> = players.iter().map(|&p| p.to_owned()).collect();
    let mut game = Game::new(rules, &names).expect("game");
    game.apply(Action::First(names[0].clone())).expect("start");
    game
}

fn game(source: &str, players: &[&str]) -> Game {
    game_of(&[script("test", source)], players)
}

fn act(game: &mut Game, line: &str) -> Result<Vec<Event>, GameError> {
    let action = match line {
        "bank" => Action::Bank,
        "steal" => Action::Steal,
        _ if line.starts_with("keep ") => Action::Keep(Faces::parse(&line[5..]).expect("dice")),
        _ => Action::Throw(Faces::parse(line).expect("dice")),
    };
    game.apply(action)
}

fn totals(game: &Game) -> Vec<i64> {
    game.state().players.iter().map(|p| p.total).collect()
}

fn refusal(game: &mut Game, line: &str) -> String {
    match act(game, line) {
        Ok(_) => panic!("`{line}` should be refused"),
        Err(err) => err.words().to_string(),
    }
}

const PLUS_50: &str = "marbles.api(2)
marbles.on('bank', function() return { points = 50 } end)";

#[test]
fn a_later_bank_handler_sees_the_points_the_earlier_ones_added() {
    let bump = SHIPPED
        .iter()
        .find(|s| s.name == "bump")
        .expect("bump ships");
    let mut g = game_of(
        &[
            script("plus_50", PLUS_50),
            HouseRule::new("bump", "house_rules/bump.lua", bump.source),
        ],
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    act(&mut g, "bank").expect("Ann banks 1,000 and 50");
    act(&mut g, "111555").expect("throw");
    act(&mut g, "bank").expect("Bob lands on Ann's 1,050");
    assert_eq!(totals(&g), [0, 1050]);
}

#[test]
fn a_keep_handler_sees_the_keep_as_the_handlers_before_left_it() {
    let mut g = game(
        "marbles.api(2)
        marbles.on('keep', function() return { points = 25 } end)
        marbles.on('keep', function(event)
          if event.points ~= 525 then return { refuse = 'saw ' .. event.points } end
        end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111234").expect("throw");
    act(&mut g, "keep 1 1 1").expect("the second handler sees 525");
}

#[test]
fn hooks_read_the_final_rules_in_play_from_game_rules() {
    let reader = script(
        "reader",
        "marbles.api(2)
        local loaded_with = marbles.rules.win_at
        marbles.on('bank', function(event, game)
          local r = game.rules
          return { refuse = loaded_with .. ' ' .. r.win_at .. ' ' .. r.open_at .. ' ' .. r.dice
            .. ' ' .. r.min_bank .. ' ' .. tostring(r.final_round) .. ' ' .. r.hand_off
            .. ' ' .. r.opening .. ' ' .. tostring(r.point_stacking) .. ' '
            .. tostring(r.one_throw_when_open) }
        end)",
    );
    let later = script("later", "marbles.api(2) marbles.rules.win_at = 10000");
    let mut g = game_of(&[reader, later], &["Ann", "Bob"]);
    act(&mut g, "111555").expect("throw");
    assert_eq!(
        refusal(&mut g, "bank"),
        "11000 10000 700 6 0 false none standard false false"
    );
}

#[test]
fn game_rules_cannot_be_changed() {
    let mut g = game(
        "marbles.api(2)
        marbles.on('bank', function(event, game)
          game.rules.win_at = 5
        end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    let why = refusal(&mut g, "bank");
    assert!(why.contains("test.lua:3:"), "{why}");
    assert!(why.contains("read-only"), "{why}");
}

#[test]
fn points_from_an_event_without_points_is_an_error_naming_the_hook() {
    for (event, line) in [("throw", "111555"), ("turn_end", "bank")] {
        let mut g = game(
            &format!(
                "marbles.api(2)
                marbles.on('{event}', function() return {{ points = 100 }} end)"
            ),
            &["Ann", "Bob"],
        );
        if line == "bank" {
            act(&mut g, "111555").expect("throw");
        }
        let why = refusal(&mut g, line);
        assert!(why.contains("test.lua:2:"), "{why}");
        assert!(why.contains("returned points = 100"), "{why}");
    }
}

#[test]
fn the_api_called_inside_a_hook_is_an_error_on_its_line() {
    for call in [
        "marbles.on('bank', function() end)",
        "marbles.combo{ name = 'late', dice = '2 2', points = 50 }",
        "marbles.use('three_pairs')",
        "marbles.rules.win_at = 5000",
        "marbles.rules.three_of_a_kind[2] = 250",
    ] {
        let mut g = game(
            &format!(
                "marbles.api(2)
                marbles.on('bank', function()
                  {call}
                end)"
            ),
            &["Ann", "Bob"],
        );
        act(&mut g, "111555").expect("throw");
        let why = refusal(&mut g, "bank");
        assert!(why.contains("test.lua:3:"), "{call}: {why}");
        assert!(why.contains("changes nothing"), "{call}: {why}");
    }
}

#[test]
fn the_api_called_inside_a_points_function_is_an_error() {
    let err = inspect(&[script(
        "test",
        "marbles.api(2)
        marbles.combo{ name = 'odd', points = function(counts)
          marbles.on('bank', function() end)
        end }",
    )])
    .err()
    .expect("refused")
    .to_string();
    assert!(err.contains("test.lua:3:"), "{err}");
}

#[test]
fn a_failing_points_function_names_its_combination_and_the_dice() {
    let err = inspect(&[script(
        "test",
        "marbles.api(2)
        marbles.combo{ name = 'broken', points = function(counts)
          if counts[6] == 3 then error('no sixes') end
        end }",
    )])
    .err()
    .expect("refused")
    .to_string();
    assert!(err.contains("test.lua:3: no sixes"), "{err}");
    assert!(err.contains("`broken`"), "{err}");
    assert!(err.contains("6 6 6"), "{err}");
}

#[test]
fn the_steal_event_carries_the_dice_left() {
    let mut g = game(
        "marbles.api(2)
        marbles.rules.hand_off = 'cut-throat'
        marbles.rules.open_at = 0
        marbles.on('steal', function(event)
          return { refuse = 'dice left ' .. event.dice_left .. ', points ' .. event.points }
        end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111234").expect("throw");
    act(&mut g, "keep 1 1 1").expect("keep");
    act(&mut g, "bank").expect("bank");
    assert_eq!(refusal(&mut g, "steal"), "dice left 3, points 500");
}

#[test]
fn a_hook_may_name_the_winners() {
    let mut g = game(
        "marbles.api(2)
        marbles.on('bank', function(event)
          if event.player == 1 then return { end_game = { winners = { 2 } } } end
        end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    let events = act(&mut g, "bank").expect("Ann banks and the game ends");
    assert!(
        events.contains(&Event::Won { winners: vec![1] }),
        "{events:?}"
    );
}

#[test]
fn winners_outside_the_table_are_an_error() {
    let mut g = game(
        "marbles.api(2)
        marbles.on('bank', function() return { end_game = { winners = { 3 } } } end)",
        &["Ann", "Bob"],
    );
    act(&mut g, "111555").expect("throw");
    let why = refusal(&mut g, "bank");
    assert!(why.contains("test.lua:2:"), "{why}");
    assert!(why.contains("winners"), "{why}");
}
