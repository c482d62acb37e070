//! House rules, fourth edition: a hook that ends the turn as a bust (so a rule never
//! leaves a turn with no legal move), and `event`/`game` tables that refuse what a
//! script could only have meant by mistake (a misspelt field, a write).

use super::*;
use crate::dice::Faces;
use crate::game::{Action, Event, Game, GameError};

fn script(name: &str, source: &str) -> HouseRule {
    HouseRule::new(name, format!("house_rules/{name}.lua"), source)
}

fn game(source: &str) -> Game {
    let rules = inspect(&[script("test", source)]).expect("loads").rules;
    let names = vec!["Ann".to_owned(), "Bob".to_owned()];
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

fn refusal(game: &mut Game, line: &str) -> String {
    match act(game, line) {
        Ok(_) => panic!("`{line}` should be refused"),
        Err(err) => err.to_string(),
    }
}

/// The README's example: a lone 5 is no keep at this table.
const LONE_FIVE: &str = "marbles.api(2)
marbles.on('keep', function(event)
  if #event.dice == 1 and event.dice[1] == 5 then
    return { bust = 'a lone 5 is no keep at our table' }
  end
end)";

#[test]
fn a_keep_hook_can_end_the_turn_as_a_bust() {
    let mut g = game(LONE_FIVE);
    act(&mut g, "1 1 1 2 3 4").expect("throw");
    act(&mut g, "keep 1 1 1").expect("keep");
    // Only a lone 5 scores: the turn is not stuck, keeping it busts.
    act(&mut g, "5 2 3").expect("throw");
    let events = act(&mut g, "keep 5").expect("the keep is taken, as a bust");
    assert!(
        events.contains(&Event::Bust {
            player: 0,
            lost: 500,
            stolen_from: None,
            house_rule: Some("a lone 5 is no keep at our table".to_owned()),
        }),
        "{events:?}"
    );
    let state = g.state();
    assert_eq!(state.players[0].total, 0);
    assert_eq!(state.players[0].busts, 1);
    assert_eq!(
        state.turn().map(|t| t.player),
        Some(1),
        "the dice pass to Bob"
    );
    // Undo and redo replay it the same.
    g.undo().expect("undo");
    g.redo().expect("redo");
    assert_eq!(g.state().players[0].busts, 1);
}

#[test]
fn a_throw_hook_can_bust_a_throw_that_scores_and_the_bust_hook_hears_it() {
    let mut g = game(
        "marbles.api(2)
        local heard = 0
        marbles.on('throw', function(event)
          if event.dice[1] == 2 and event.dice[2] == 2 then return { bust = true } end
        end)
        marbles.on('bust', function(event) heard = heard + 1; return { total = -heard } end)",
    );
    let events = act(&mut g, "2 2 2 3 4 6").expect("the throw busts");
    assert!(
        events.iter().any(|e| matches!(
            e,
            Event::Bust {
                house_rule: Some(why),
                ..
            } if why.is_empty()
        )),
        "{events:?}"
    );
    assert_eq!(g.state().players[0].total, -1, "the bust hook ran");
}

#[test]
fn a_bank_that_keeps_for_the_player_stops_at_the_keeps_bust() {
    let mut g = game(LONE_FIVE);
    act(&mut g, "1 1 1 5 5 5").expect("throw");
    act(&mut g, "keep 1 1 1 5 5 5").expect("hot dice");
    act(&mut g, "5 2 3 4 6 2").expect("throw");
    // `bank` keeps the best (the lone 5) first: that keep busts, so nothing is banked.
    act(&mut g, "bank").expect("the bank becomes a bust");
    assert_eq!(g.state().players[0].total, 0);
    assert_eq!(g.state().turn().map(|t| t.player), Some(1));
}

#[test]
fn bust_is_refused_where_it_means_nothing_and_before_version_2() {
    let mut g = game("marbles.api(2) marbles.on('bank', function() return { bust = true } end)");
    act(&mut g, "1 1 1 5 5 5").expect("throw");
    let said = refusal(&mut g, "bank");
    assert!(
        said.contains("only a `throw` or a `keep` can end the turn as a bust"),
        "{said}"
    );
    let mut g = game("marbles.api(1) marbles.on('throw', function() return { bust = true } end)");
    let said = refusal(&mut g, "1 1 1 5 5 5");
    assert!(said.contains("needs marbles.api(2)"), "{said}");
    let mut g = game("marbles.api(2) marbles.on('throw', function() return { bust = 3 } end)");
    let said = refusal(&mut g, "1 1 1 5 5 5");
    assert!(said.contains("bust = "), "{said}");
    let mut g =
        game("marbles.api(2) marbles.on('throw', function() return { bust = 'a\\nb' } end)");
    let said = refusal(&mut g, "1 1 1 5 5 5");
    assert!(said.contains("control character"), "{said}");
}
