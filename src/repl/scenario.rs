//! Scenarios a house rule declares about itself, played line by line as the table types
//! them: the REPL's own parser and reading of a line ([`Move::of`]), the engine, the
//! hooks.

use super::{Command, Move};
use crate::game::{Game, RulesInPlay};
use crate::house_rules::{Scenario, ScenarioFailure};
use crate::locale::Lang;
use crate::render::Locale;
use crate::render::Words;

/// Plays `scenario` under `rules` (fresh rules for each scenario: hooks remember).
pub(crate) fn play(rules: RulesInPlay, scenario: &Scenario) -> Result<(), ScenarioFailure> {
    let mut game = Game::new(rules, &scenario.players)
        .map_err(|err| ScenarioFailure::Players(err.words().to_string()))?;
    for (i, typed) in scenario.lines.iter().enumerate() {
        let line = i + 1;
        let expected_refusal = scenario.refused == Some(line);
        match play_line(&mut game, typed) {
            Err(Line::NotAMove) => {
                return Err(ScenarioFailure::NotAMove {
                    line,
                    typed: typed.clone(),
                });
            }
            Err(Line::Refused { english, .. }) if expected_refusal => {
                // A script's expectations are written in English, as scripts are: the
                // refusal it names is matched in English whatever the table reads.
                if let Some(says) = scenario
                    .says
                    .as_ref()
                    .filter(|s| !english.contains(s.as_str()))
                {
                    return Err(ScenarioFailure::RefusedOtherwise {
                        line,
                        why: english,
                        says: says.clone(),
                    });
                }
                return totals(&game, scenario);
            }
            Err(Line::Refused { shown: why, .. }) => {
                return Err(ScenarioFailure::Refused {
                    line,
                    typed: typed.clone(),
                    why,
                });
            }
            Ok(()) if expected_refusal => {
                return Err(ScenarioFailure::NotRefused {
                    line,
                    typed: typed.clone(),
                });
            }
            Ok(()) => {}
        }
    }
    totals(&game, scenario)
}

/// Why a line did not play.
enum Line {
    NotAMove,
    /// In the table's language, and in English for matching a script's expectation.
    Refused {
        shown: String,
        english: String,
    },
}

/// One typed line, read as the table reads it ([`Move::of`], the session's own
/// reading) and played on the game.
fn play_line(game: &mut Game, typed: &str) -> Result<(), Line> {
    let refused = |why: &dyn Fn() -> String| Line::Refused {
        shown: why(),
        english: Locale::of(Lang::En).scope(why),
    };
    let command = match Command::parse(typed) {
        Ok(Some(command)) => command,
        Ok(None) => return Ok(()),
        Err(err) => return Err(refused(&|| err.to_string())),
    };
    let made = match Move::of(&command, game) {
        None => return Err(Line::NotAMove),
        Some(Ok(made)) => made,
        // Read again in English: reading a line changes nothing.
        Some(Err(_)) => {
            let reading = || Move::of(&command, game).and_then(Result::err);
            return Err(refused(&|| reading().unwrap_or_default()));
        }
    };
    match made {
        Move::Act(action) => game.apply(action).map(|_| ()),
        // As at the table: the first step must be possible, and the count stops
        // quietly where there is nothing more to step over.
        Move::Undo(steps) => game.undo().map(|_| {
            (1..steps)
                .take_while(|_| game.undo().is_ok())
                .for_each(drop)
        }),
        Move::Redo(steps) => game.redo().map(|_| {
            (1..steps)
                .take_while(|_| game.redo().is_ok())
                .for_each(drop)
        }),
    }
    .map_err(|err| refused(&|| err.words().to_string()))
}

fn totals(game: &Game, scenario: &Scenario) -> Result<(), ScenarioFailure> {
    let players = &game.state().players;
    let wrong: Vec<_> = scenario
        .totals
        .iter()
        .filter_map(|(name, expected)| {
            let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
            let actual = crate::game::match_name(name, &names)
                .found()
                .map(|i| players[i].total);
            (actual != Some(*expected)).then(|| (name.clone(), *expected, actual))
        })
        .collect();
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(ScenarioFailure::Totals { wrong })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::repl::Session;
    use crate::store::MemorySave;

    fn scenario(lines: &[&str]) -> Scenario {
        Scenario {
            name: None,
            players: vec!["Ann".to_owned(), "Bob".to_owned()],
            lines: lines.iter().map(|l| (*l).to_owned()).collect(),
            totals: Vec::new(),
            refused: None,
            says: None,
            place: "test.lua:1".to_owned(),
        }
    }

    /// What the table says to `line` typed first in a new game of Ann and Bob.
    fn table_says(line: &str) -> Option<String> {
        let names = ["Ann".to_owned(), "Bob".to_owned()];
        let game = Game::standard(&names).expect("a game");
        Session::new(game, MemorySave::new("game.yaml"))
            .execute(line)
            .refusal
    }

    #[test]
    fn a_roll_off_line_of_several_dice_is_refused_as_the_table_refuses_it() {
        // Issue 19: scenarios threw `5 2` as Ann's die and Bob's; the table refuses it.
        let failure = play(RulesInPlay::standard(), &scenario(&["5 2"])).expect_err("refused");
        let why = table_says("5 2").expect("the table refuses it");
        assert_eq!(
            failure,
            ScenarioFailure::Refused {
                line: 1,
                typed: "5 2".to_owned(),
                why
            }
        );
    }

    #[test]
    fn a_roll_off_a_die_a_line_plays_as_at_the_table() {
        let mut played = scenario(&["5", "2", "111555", "keep", "bank"]);
        played.totals = vec![("Ann".to_owned(), 1000), ("Bob".to_owned(), 0)];
        assert_eq!(play(RulesInPlay::standard(), &played), Ok(()));
    }
}
