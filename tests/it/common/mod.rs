//! Shared helpers for the integration tests: games built from the actions people type.
#![allow(dead_code, missing_docs)]

pub(crate) mod cli;

use marbles_core::dice::Faces;
use marbles_core::game::{Action, Event, Game, GameError};

/// The dice as typed.
pub(crate) fn dice(text: &str) -> Faces {
    Faces::parse(text).expect("test dice are valid")
}

/// A throw action.
pub(crate) fn throw(text: &str) -> Action {
    Action::Throw(dice(text))
}

/// A keep action.
pub(crate) fn keep(text: &str) -> Action {
    Action::Keep(dice(text))
}

/// A standard game for these players, the first of them starting.
pub(crate) fn game(names: &[&str]) -> Game {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let mut game = Game::standard(&names).expect("valid players");
    game.apply(Action::First(names[0].clone()))
        .expect("first player starts");
    game
}

/// A standard game for these players, played from `script` as the save tests write
/// it: `first:NAME`, a throw's faces (`111555`), `k` and faces for a keep (`k111`), `b`
/// for a bank, separated by white space.
pub(crate) fn scripted(names: &[&str], script: &str) -> Game {
    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let mut game = Game::standard(&names).expect("valid players");
    for step in script.split_whitespace() {
        let action = match step {
            "b" => Action::Bank,
            _ if step.starts_with("first:") => Action::First(step[6..].to_owned()),
            _ if step.starts_with('k') => Action::Keep(dice(&step[1..])),
            _ => Action::Throw(dice(step)),
        };
        game.apply(action).expect("accepted");
    }
    game
}

/// Applies actions that must all be accepted, returning the events of the last.
pub(crate) fn play(game: &mut Game, actions: &[Action]) -> Vec<Event> {
    let mut events = Vec::new();
    for action in actions {
        events = game
            .apply(action.clone())
            .unwrap_or_else(|err| panic!("`{action:?}` was refused: {err:?}"));
    }
    events
}

/// Applies an action that must be refused, checking nothing changed.
pub(crate) fn refused(game: &mut Game, action: Action) -> GameError {
    let before = game.state().clone();
    let actions = game.actions().len();
    let err = game
        .apply(action.clone())
        .expect_err("the action should be refused");
    assert_eq!(
        game.state(),
        &before,
        "a refused `{action:?}` changed the state"
    );
    assert_eq!(game.actions().len(), actions);
    err
}

/// Opens the current player with 1 1 1 5 5 5 (1000, hot dice) then 1 … (1100 banked).
pub(crate) fn open_with_1100() -> Vec<Action> {
    vec![
        throw("111555"),
        keep("111555"),
        throw("123346"),
        keep("1"),
        Action::Bank,
    ]
}

/// The current player busts on a throw of six.
pub(crate) fn bust() -> Vec<Action> {
    vec![throw("234662")]
}

/// The proptest settings of every property here: `cases` cases (or `PROPTEST_CASES`),
/// the same ones on every run unless `PROPTEST_RNG_SEED` asks for others (as
/// `scripts/fuzz` does), so a clean `cargo test` gives the same answer every time; and
/// no regression file written into the checkout (a failure prints its minimal input,
/// which belongs in a named test).
pub(crate) fn proptest_config(cases: u32) -> proptest::test_runner::Config {
    use proptest::test_runner::{Config, RngSeed};
    let mut config = Config {
        failure_persistence: None,
        ..Config::default()
    };
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
    }
    if config.rng_seed == RngSeed::Random {
        config.rng_seed = RngSeed::Fixed(31);
    }
    config
}

/// [`proptest_config`], reading and adding to the regression file kept beside `file`
/// on purpose (`properties.rs` has `properties.proptest-regressions`, committed): by
/// default proptest would look for it in a `proptest-regressions/` folder beside this
/// binary's `main.rs`, which is not kept.
pub(crate) fn proptest_config_with_regressions(cases: u32) -> proptest::test_runner::Config {
    use proptest::test_runner::FileFailurePersistence;
    proptest::test_runner::Config {
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource(
            "proptest-regressions",
        ))),
        ..proptest_config(cases)
    }
}
