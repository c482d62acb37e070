//! Fuzzing the values a house-rule script can hand to marbles: rule fields, combination
//! dice and points, and hook effects, as arbitrary integers, floats, strings and lists.
//! Whatever a script gives, marbles never panics; a script it refuses names itself, and
//! an action a hook refuses leaves the game exactly as it was.
//!
//! `cargo test` runs a few dozen cases per property; set `PROPTEST_CASES` for long runs.

use marbles::testing::house_rules::inspect;
use marbles::testing::render::Words;
use marbles_core::dice::Faces;
use marbles_core::game::{Action, Game};
use marbles_core::rules::HouseRule;
use marbles_core::rules::{Assessment, MAX_POINTS};
use proptest::prelude::*;
use proptest::test_runner::Config as ProptestConfig;

/// Cases per property: small under `cargo test`, scaled by `PROPTEST_CASES` when set;
/// from a fixed seed unless `PROPTEST_RNG_SEED` is set, and no regression file written.
fn config() -> ProptestConfig {
    crate::common::proptest_config(48)
}

/// A value a script can write, rendered as Lua source.
#[derive(Debug, Clone)]
enum LuaValue {
    Int(i64),
    Float(f64),
    Str(String),
    Bool(bool),
    Nil,
    List(Vec<i64>),
}

impl LuaValue {
    fn lua(&self) -> String {
        match self {
            // Lua reads the literal -9223372036854775808 as a float.
            LuaValue::Int(i64::MIN) => "math.mininteger".to_owned(),
            LuaValue::Int(n) => n.to_string(),
            LuaValue::Float(f) if f.is_nan() => "(0/0)".to_owned(),
            LuaValue::Float(f) if f.is_infinite() && *f > 0.0 => "math.huge".to_owned(),
            LuaValue::Float(f) if f.is_infinite() => "(-math.huge)".to_owned(),
            LuaValue::Float(f) => format!("{f:?}"),
            LuaValue::Str(s) => {
                let escaped: String = s.bytes().map(|b| format!("\\{b}")).collect();
                format!("\"{escaped}\"")
            }
            LuaValue::Bool(b) => b.to_string(),
            LuaValue::Nil => "nil".to_owned(),
            LuaValue::List(items) => {
                let items: Vec<String> = items.iter().map(|&n| LuaValue::Int(n).lua()).collect();
                format!("{{{}}}", items.join(", "))
            }
        }
    }
}

fn integer() -> impl Strategy<Value = i64> {
    prop_oneof![
        any::<i64>(),
        Just(i64::MIN),
        Just(i64::MAX),
        Just(0i64),
        -8i64..8,
        -2_000i64..20_000,
        Just(MAX_POINTS),
        Just(MAX_POINTS + 1),
        Just(-MAX_POINTS - 1),
    ]
}

fn float() -> impl Strategy<Value = f64> {
    prop_oneof![
        any::<f64>(),
        Just(f64::NAN),
        Just(f64::INFINITY),
        Just(f64::NEG_INFINITY),
        Just(2f64.powi(63)),
        Just(-(2f64.powi(63))),
        Just(2f64.powi(53)),
        Just(1e9),
        Just(-0.0),
        Just(0.5),
        -1e4f64..1e4,
    ]
}

fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        "\\PC{0,12}",
        Just("cut-throat".to_owned()),
        Just("ones-and-fives".to_owned()),
        Just("1 1 5".to_owned()),
        Just("⚀⚀⚄".to_owned()),
        Just(String::new()),
    ]
}

fn value() -> impl Strategy<Value = LuaValue> {
    prop_oneof![
        4 => integer().prop_map(LuaValue::Int),
        2 => float().prop_map(LuaValue::Float),
        2 => text().prop_map(LuaValue::Str),
        1 => any::<bool>().prop_map(LuaValue::Bool),
        1 => Just(LuaValue::Nil),
        2 => prop::collection::vec(prop_oneof![1i64..=6, integer()], 0..8).prop_map(LuaValue::List),
    ]
}

fn script(source: String) -> HouseRule {
    HouseRule::new("fuzz", "house_rules/fuzz.lua", source)
}

/// A refusal names the script: on its line, or as one of the rules that make no game.
fn refused_clearly(message: &str) -> bool {
    message.starts_with("house_rules/fuzz.lua")
        || message.starts_with("the house rules house_rules/fuzz.lua do not make a playable game")
}

const FIELDS: [&str; 17] = [
    "single_one",
    "single_five",
    "three_of_a_kind",
    "four_of_a_kind",
    "five_of_a_kind",
    "six_of_a_kind",
    "straight",
    "open_at",
    "win_at",
    "min_players",
    "max_players",
    "flood",
    "final_round",
    "point_stacking",
    "one_throw_when_open",
    "hand_off",
    "opening",
];

/// Throws every scorer question can be asked about.
fn some_throws() -> Vec<Faces> {
    [
        "123456", "111111", "222234", "155", "1", "5", "666", "223344",
    ]
    .iter()
    .map(|t| Faces::parse(t).expect("dice"))
    .collect()
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn any_rule_value_loads_valid_rules_or_is_refused_by_name(
        field in prop::sample::select(FIELDS.to_vec()),
        index in prop_oneof![Just(None), (0i64..8).prop_map(Some)],
        value in value(),
    ) {
        let target = match index {
            Some(i) if field == "three_of_a_kind" => format!("three_of_a_kind[{i}]"),
            _ => field.to_owned(),
        };
        let source = format!("marbles.api(1)\nmarbles.rules.{target} = {}\n", value.lua());
        match inspect(&[script(source.clone())]) {
            Ok(loaded) => {
                let rules = loaded.rules.scorer().rules();
                prop_assert!(rules.validate().is_ok(), "{source}");
                for throw in some_throws() {
                    let _ = loaded.rules.scorer().assess(&throw.counts());
                }
            }
            Err(err) => {
                let message = err.to_string();
                prop_assert!(refused_clearly(&message), "{source}: {message}");
            }
        }
    }

    #[test]
    fn any_combination_loads_in_range_or_is_refused_by_name(
        dice in value(),
        points in value(),
        answer in value(),
        n in 0i64..8,
    ) {
        for source in [
            format!(
                "marbles.api(1)\nmarbles.combo{{ name = 'fuzz', dice = {}, points = {} }}\n",
                dice.lua(),
                points.lua()
            ),
            format!(
                "marbles.api(1)\nmarbles.combo{{ name = 'fuzz', points = function(c)\n  if c.n == {n} then return {} end\nend }}\n",
                answer.lua()
            ),
        ] {
            match inspect(&[script(source.clone())]) {
                Ok(loaded) => {
                    for throw in some_throws() {
                        if let Assessment::Scores { options, .. } =
                            loaded.rules.scorer().assess(&throw.counts())
                        {
                            for option in options {
                                prop_assert!(
                                    (1..=MAX_POINTS).contains(&option.points),
                                    "{source}: {option:?}"
                                );
                            }
                        }
                    }
                }
                Err(err) => {
                    let message = err.to_string();
                    prop_assert!(refused_clearly(&message), "{source}: {message}");
                }
            }
        }
    }

    #[test]
    fn any_hook_effect_is_applied_or_refused_leaving_the_game_as_it_was(
        event in prop::sample::select(vec![
            "throw", "keep", "bust", "bank", "turn_end", "game_end", "flood",
        ]),
        effect in prop::collection::vec(
            (
                prop_oneof![
                    4 => prop::sample::select(vec!["points", "total", "refuse", "end_game"])
                        .prop_map(|k| LuaValue::Str(k.to_owned())),
                    1 => value(),
                ],
                value(),
            ),
            0..4,
        ),
    ) {
        let fields: Vec<String> = effect
            .iter()
            .map(|(k, v)| format!("[{}] = {}", k.lua(), v.lua()))
            .collect();
        let source = format!(
            "marbles.api(1)\nmarbles.rules.win_at = 3000\nmarbles.on('{event}', function()\n  return {{ {} }}\nend)\n",
            fields.join(", ")
        );
        let loaded = inspect(&[script(source.clone())]);
        prop_assert!(loaded.is_ok(), "{source}");
        let Ok(loaded) = loaded else { unreachable!() };
        let names = vec!["Ann".to_owned(), "Bob".to_owned()];
        let mut game = Game::new(loaded.rules, &names).expect("a game");
        let moves = [
            "first Ann", "t 111523", "k 1115", "t 15", "bank", "t 222234", "t 123456", "bank",
            "t 234623", "t 666666", "bank", "t 123456", "bank",
        ];
        for step in moves {
            let (word, rest) = step.split_once(' ').unwrap_or((step, ""));
            let action = match word {
                "first" => Action::First(rest.to_owned()),
                "t" => Action::Throw(Faces::parse(rest).expect("dice")),
                "k" => Action::Keep(Faces::parse(rest).expect("dice")),
                _ => Action::Bank,
            };
            let before = (game.state().clone(), game.actions().len());
            if let Err(err) = game.apply(action) {
                let _ = err.words().to_string();
                prop_assert_eq!(
                    (game.state().clone(), game.actions().len()),
                    before,
                    "{} refused and changed the game: {}",
                    step,
                    source
                );
            }
            for player in &game.state().players {
                prop_assert!(player.total.checked_abs().is_some(), "{source}");
            }
        }
    }
}
