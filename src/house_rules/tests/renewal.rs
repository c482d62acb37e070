//! The simulator renews a game's hooks inside their Lua states instead of loading the
//! scripts again; these tests hold it to playing every game exactly as freshly loaded
//! scripts would. They live here because the engine layer cannot load scripts.

use crate::game::{Game, RulesInPlay};
use crate::house_rules::{SHIPPED, load_saved};
use crate::odds::{Policy, Setup, Strategy, Tally, games_one_by_one};
use crate::render::Words;
use crate::rules::HouseRule;

/// Each game's tally: `renewing`, on rules renewed from game to game, as a simulation
/// plays; otherwise on rules loaded afresh for every game and reset as a real game's are
/// ([`Game::new`]), which is what a renewed game must equal.
fn games(sources: &[HouseRule], setup: &Setup, renewing: bool) -> Vec<Tally> {
    let names: Vec<String> = (1..=setup.strategies.len())
        .map(|i| format!("seat {i}"))
        .collect();
    let make = || -> Result<RulesInPlay, String> {
        let rules = load_saved(sources).map_err(|err| err.to_string())?;
        if renewing {
            return Ok(rules);
        }
        let game = Game::new(rules, &names).map_err(|err| err.words().to_string())?;
        Ok(game.into_rules())
    };
    let first = make().expect("the rules load");
    let policy = Policy::for_scorer(first.scorer());
    games_one_by_one(&policy, &make, setup, renewing)
}

fn same_games(sources: &[HouseRule], games_played: u64) {
    let setup = Setup::new(games_played, 2, &[Strategy::BankAt(300)], 7).expect("a setup");
    let renewed = games(sources, &setup, true);
    let fresh = games(sources, &setup, false);
    for (number, (renewed, fresh)) in renewed.iter().zip(&fresh).enumerate() {
        assert_eq!(renewed, fresh, "{}: game {number}", sources[0].name);
    }
}

#[test]
fn renewed_hooks_play_every_game_as_freshly_loaded_ones() {
    let mut hooked = 0;
    for shipped in SHIPPED {
        let source = HouseRule::new(
            shipped.name,
            format!("house_rules/{}.lua", shipped.name),
            shipped.source,
        );
        let sources = [source];
        let rules = load_saved(&sources).expect("a shipped script loads");
        if !rules.has_hooks() {
            continue;
        }
        hooked += 1;
        same_games(&sources, 12);
    }
    assert!(hooked >= 3, "three_busts, zilch and bump have hooks");
}

/// Combination functions that count their calls in a global and have `tostring` number
/// tables: they run while the scorer is built, which neither a reset nor a renewal
/// repeats, so hooks must not see what they did in either.
const COUNTING_COMBO: &str = r##"
marbles.api(2)
marbles.combo{ name = "counted", points = function(counts)
  combo_calls = (combo_calls or 0) + 1
  local _ = string.format("%s", counts)
  return nil
end }
marbles.on("bust", function()
  local shown = tonumber(tostring({}):match("#(%d+)"))
  return { total = -((combo_calls or 0) * 10 + shown) }
end)
"##;

#[test]
fn what_combination_functions_did_while_loading_reaches_no_game() {
    let counting = [HouseRule::new("counting", "counting.lua", COUNTING_COMBO)];
    same_games(&counting, 6);
    let setup = Setup::new(2, 2, &[Strategy::BankAt(300)], 7).expect("a setup");
    // Each bust's hook numbers one more table: 1, 2, 3... from the start of each game,
    // with no combination call counted.
    for renewing in [true, false] {
        for game in games(&counting, &setup, renewing) {
            let busts: i64 = game.seats.iter().map(|s| s.penalties as i64).sum();
            let points: i64 = game.seats.iter().map(|s| s.penalty_points).sum();
            assert!(busts > 0, "{game:?}");
            assert_eq!(points, busts * (busts + 1) / 2, "{game:?}");
        }
    }
}

/// Counts its calls in a global, in a library table and in `math.random`'s state,
/// and numbers tables with `tostring`: any of it kept from one game to the next
/// changes the next game's totals.
const LEAKY: &str = r##"
marbles.api(2)
marbles.on("bust", function(event)
  calls = (calls or 0) + 1
  string.calls = (string.calls or 0) + 1
  local shown = tostring({}):match("#(%d+)")
  return { total = -(calls * 100 + string.calls * 10 + tonumber(shown) + math.random(9)) }
end)
"##;

#[test]
fn hook_memory_of_one_game_does_not_reach_the_next() {
    let leaky = HouseRule::new("leaky", "leaky.lua", LEAKY);
    same_games(std::slice::from_ref(&leaky), 8);
    // A protected metatable on the globals cannot be put back: such a script gets
    // new sandboxes every game, and the same games.
    let locked = format!(
        "{LEAKY}\nsetmetatable(_G, {{ __metatable = \"locked\", __index = function() return nil end }})\n"
    );
    same_games(&[HouseRule::new("locked", "locked.lua", locked)], 4);
    // Two scripts, each in its own sandbox, renewed together.
    same_games(
        &[leaky.clone(), HouseRule::new("leaky2", "leaky2.lua", LEAKY)],
        4,
    );
}

/// Keeps the `event` and `game` tables of one event in globals and upvalues, tries to
/// change them (refused), and reads them at the next: every event must get tables of
/// its own, built the same in a renewed game. Its handlers take none, one, both and any arguments.
const KEEPER: &str = r##"
marbles.api(2)
local kept_event, kept_game
local calls = 0
marbles.on("bust", function(event, game)
  local seen = 0
  if kept_event then
    seen = (kept_event == event and 1 or 0) + (kept_game == game and 2 or 0)
      + kept_event.lost % 7 + kept_game.players[1].total % 11 + #kept_game.players
  end
  kept_event, kept_game = event, game
  last_game = game
  -- The views refuse writes, and a refused write leaves them as they were.
  if pcall(function() event.lost = 12345 end) then error("event.lost was set") end
  if pcall(function() game.players[1].total = 777 end) then error("a total was set") end
  local born = { [game] = 1, [event] = 2, [game.players] = 3, [game.players[1]] = 4 }
  local order = 0
  for _, n in pairs(born) do order = order * 10 + n end
  return { total = -(seen + order % 97) }
end)
marbles.on("bank", function() calls = calls + 1 end)
marbles.on("turn_end", function(...)
  local n = select("#", ...)
  local event, game = ...
  if n ~= 2 or game.round == nil or last_game == game then
    return { refuse = "the turn_end hook saw " .. n .. " arguments" }
  end
end)
marbles.on("throw", function(event)
  if calls % 5 == 4 and #event.dice == 6 then return { total = 50 } end
end)
"##;

#[test]
fn hooks_that_keep_the_tables_they_were_given_play_the_same_games_renewed() {
    let keeper = [HouseRule::new("keeper", "keeper.lua", KEEPER)];
    same_games(&keeper, 8);
    let setup = Setup::new(8, 2, &[Strategy::BankAt(300)], 7).expect("a setup");
    let played = games(&keeper, &setup, true);
    assert!(played.iter().all(|t| t.stopped == 0), "{played:?}");
    let penalties: u64 = played
        .iter()
        .flat_map(|t| &t.seats)
        .map(|s| s.penalties)
        .sum();
    let bonuses: u64 = played
        .iter()
        .flat_map(|t| &t.seats)
        .map(|s| s.bonuses)
        .sum();
    assert!(penalties > 0 && bonuses > 0, "{played:?}");
}

/// Reaches past the API module's proxies with `rawset`, and changes the rules it reads:
/// a renewed game keeps the module, so none of it may reach the next game.
const PROXIES: &str = r##"
marbles.api(2)
local mark = rawget(marbles, "mark")
rawset(marbles, "mark", (mark or 0) + 1)
local rules_mark = rawget(marbles.rules, "mark")
rawset(marbles.rules, "mark", 1)
local three = rawget(marbles.rules.three_of_a_kind, 7)
rawset(marbles.rules.three_of_a_kind, 7, 1)
local win = marbles.rules.win_at
marbles.rules.win_at = win + 1000
marbles.on("bust", function(event)
  return { total = -((mark or 0) * 1000 + (rules_mark or 0) * 100 + (three or 0) * 10 + win % 7) }
end)
"##;

#[test]
fn what_a_script_leaves_in_the_api_module_does_not_reach_the_next_game() {
    same_games(&[HouseRule::new("proxies", "proxies.lua", PROXIES)], 6);
}

#[test]
fn scripts_built_on_shipped_ones_renew_their_hooks_too() {
    // three_busts' hooks remember busts in the used script's own variables; bump's read
    // the game; a renewed game sets up each used script's module again.
    let using = HouseRule::new(
        "using",
        "using.lua",
        "marbles.api(2)\nmarbles.use(\"three_busts\")\nmarbles.use(\"bump\")\nmarbles.use(\"three_pairs\")\n",
    );
    same_games(&[using], 8);
}
