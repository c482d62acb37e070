//! House rules, fourth edition: a hook that ends the turn as a bust (so a rule never
//! leaves a turn with no legal move), and `event`/`game` tables that refuse what a
//! script could only have meant by mistake (a misspelt field, a write).

use crate::dice::Faces;
use crate::game::{Action, Event, Game, GameError};
use crate::house_rules::*;
use crate::render::Words;

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
        Err(err) => err.words().to_string(),
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

/// What a keep hook running `body` on the keep of three 1s is refused with.
fn keep_hook_says(body: &str) -> String {
    let mut g = game(&format!(
        "marbles.api(2)\nmarbles.on('keep', function(event, game)\n{body}\nend)"
    ));
    act(&mut g, "1 1 1 2 3 4").expect("throw");
    refusal(&mut g, "keep 1 1 1")
}

#[test]
fn a_misspelt_field_of_event_or_game_is_an_error_naming_it_and_the_fields() {
    for (body, says) in [
        (
            "return { points = event.pionts }",
            "test.lua:3: event has no field `pionts`: a `keep` event has kind, player, name, dice, points",
        ),
        (
            "return { points = game.player }",
            "game has no field `player`: game has round, starter, final_round_by, players, turn and rules",
        ),
        (
            "return { points = game.players[1].score }",
            "a player (game.players[p]) has no field `score`: a player has name, total, open",
        ),
        (
            "return { points = game.turn.dice }",
            "game.turn has no field `dice`: the turn has player, points, in_hand",
        ),
        (
            "return { points = game.rules.win_score }",
            "game.rules has no field `win_score`: game.rules has win_at, open_at",
        ),
        (
            "return { points = game.players.Ann }",
            "game.players has no field `Ann`: it is a list of players by seat",
        ),
    ] {
        let said = keep_hook_says(body);
        assert!(said.contains(says), "{body}\n{said}");
    }
}

#[test]
fn writing_event_or_game_is_an_error_that_says_what_to_return_instead() {
    for (body, says) in [
        (
            "event.points = 900",
            "test.lua:3: event.points cannot be set: event is what happened, read-only: to add to a keep's or bank's points, return { points = N }",
        ),
        (
            "game.players[1].total = 900",
            "game.players[p].total cannot be set: game is a snapshot, read-only: to change a total return { total = N }",
        ),
        ("game.round = 3", "game.round cannot be set"),
        ("game.turn.points = 3", "game.turn.points cannot be set"),
        ("event.mine = 3", "event.mine cannot be set"),
        ("event.dice[1] = 6", "event.dice[1] cannot be set"),
        ("game.rules.win_at = 6", "game.rules.win_at cannot be set"),
    ] {
        let said = keep_hook_says(body);
        assert!(said.contains(says), "{body}\n{said}");
    }
}

#[test]
fn the_views_read_as_before_fields_lists_lengths_and_walks() {
    // A field another event has reads nil (one handler may serve several events), and
    // the lists answer `#`, `ipairs`, `table.unpack` and `pairs`.
    let said = keep_hook_says(
        "local n = 0
        for _, face in ipairs(event.dice) do n = n + face end
        local a, b, c = table.unpack(event.dice)
        local keys = {}
        for k in pairs(event) do keys[#keys + 1] = k end
        for p, player in pairs(game.players) do keys[#keys + 1] = p .. player.name end
        return { refuse = table.concat({ #event.dice, n, a + b + c, tostring(event.lost),
          tostring(game.final_round_by), #game.players, table.concat(keys, ' ') }, ' ') }",
    );
    assert_eq!(
        said,
        "3 3 3 nil nil 2 dice kind name player points 1Ann 2Bob"
    );
}
