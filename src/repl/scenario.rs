//! Scenarios a house rule declares about itself, played line by line as the table types
//! them: the REPL's own parser, the engine, the hooks.

use super::Command;
use crate::config::Lang;
use crate::dice::Faces;
use crate::game::{Action, Game, Phase, RulesInPlay};
use crate::house_rules::{Scenario, ScenarioFailure};
use crate::render::{Locale, dice_error};

/// Plays `scenario` under `rules` (fresh rules for each scenario: hooks remember).
pub fn play(rules: RulesInPlay, scenario: &Scenario) -> Result<(), ScenarioFailure> {
    let mut game = Game::new(rules, &scenario.players)
        .map_err(|err| ScenarioFailure::Players(err.to_string()))?;
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

/// One typed line, as the REPL reads it: dice are a throw (or roll-off dice, one per
/// player waiting), `keep` alone keeps the most points.
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
    let faces = |text: &str| Faces::parse(text).map_err(|err| refused(&|| dice_error(text, &err)));
    let actions = match command {
        Command::Dice(text) => {
            let dice = faces(&text)?;
            match game.state().phase {
                Phase::RollOff(_) => dice
                    .as_slice()
                    .iter()
                    .map(|&f| Action::RollOff(f))
                    .collect(),
                _ => vec![Action::Throw(dice)],
            }
        }
        Command::Keep(Some(text)) => vec![Action::Keep(faces(&text)?)],
        Command::Keep(None) => vec![Action::Keep(
            game.state()
                .best_keep(game.scorer())
                .map(|keep| keep.dice.faces())
                .unwrap_or_default(),
        )],
        Command::Bank => vec![Action::Bank],
        Command::Steal => vec![Action::Steal],
        Command::First(name) => vec![Action::First(name)],
        Command::Undo => {
            return game
                .undo()
                .map(|_| ())
                .map_err(|e| refused(&|| e.to_string()));
        }
        Command::Redo => {
            return game
                .redo()
                .map(|_| ())
                .map_err(|e| refused(&|| e.to_string()));
        }
        _ => return Err(Line::NotAMove),
    };
    for action in actions {
        game.apply(action)
            .map_err(|err| refused(&|| err.to_string()))?;
    }
    Ok(())
}

fn totals(game: &Game, scenario: &Scenario) -> Result<(), ScenarioFailure> {
    let players = &game.state().players;
    let wrong: Vec<_> = scenario
        .totals
        .iter()
        .filter_map(|(name, expected)| {
            let actual = players
                .iter()
                .find(|p| p.name.eq_ignore_ascii_case(name))
                .map(|p| p.total);
            (actual != Some(*expected)).then(|| (name.clone(), *expected, actual))
        })
        .collect();
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(ScenarioFailure::Totals { wrong })
    }
}
