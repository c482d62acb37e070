//! The simulator renews a game's hooks inside their Lua states instead of loading the
//! scripts again; these tests hold it to playing every game exactly as freshly loaded
//! scripts would. They live here because the engine layer cannot load scripts.

use super::{SHIPPED, load_saved};
use crate::odds::{Policy, Setup, Strategy, Tally, games_one_by_one};
use crate::rules::HouseRule;

fn games(sources: &[HouseRule], setup: &Setup, renewing: bool) -> Vec<Tally> {
    let make = || load_saved(sources).map_err(|err| err.to_string());
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
