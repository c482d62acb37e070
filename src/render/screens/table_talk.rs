//! What the REPL says around the game: the welcome, where the game stands after an
//! undo, saves that failed or caught up, exports and moves, the farewell, and the
//! refusals the session itself makes (the engine's come through its errors).

use std::path::Path;

use crate::game::{Action, Game, Phase, State, Tally};
use crate::render::{List, Style, ThrowReport, paint, rules_table};
use crate::text;

/// The lines shown when a session opens: players, rules, the save file, and what to
/// type first.
pub(crate) fn welcome(game: &Game, save: &Path, resumed: bool) -> String {
    let state = game.state();
    let rules = game.scorer().rules();
    let names: Vec<&str> = state.players.iter().map(|p| p.name.as_str()).collect();
    let mut out = format!(
        "{} {}",
        paint(Style::Strong, "Mississippi Marbles"),
        text!(
            "table-welcome-players",
            names = List::and(&names).to_string(),
            open_at = rules.open_at,
            win_at = rules.win_at
        ),
    );
    let house_rules = crate::render::house_rules_shown(game.rules());
    if !house_rules.is_empty() {
        out.push(' ');
        out.push_str(&text!(
            "table-welcome-house-rules",
            names = crate::render::shown_names(&house_rules)
        ));
    }
    out.push('\n');
    let save = crate::render::shown_path(save);
    out.push_str(&if resumed {
        text!("table-welcome-resumed", save = save)
    } else {
        text!("table-welcome-saving", save = save)
    });
    out.push('\n');
    let line = |out: &mut String, said: String| {
        out.push_str(&said);
        out.push('\n');
    };
    match &state.phase {
        Phase::RollOff(_) => line(&mut out, text!("table-welcome-roll-off")),
        Phase::Playing(turn) if !resumed && state.history.is_empty() && turn.keeps == 0 => {
            let name = state.players[turn.player].name.as_str();
            line(&mut out, text!("announce-starts", name = name));
        }
        Phase::Playing(turn) => {
            let name = state.players[turn.player].name.as_str();
            let round = state.round;
            line(
                &mut out,
                text!("table-welcome-round", round = round, name = name),
            );
            if let Some(throw) = &turn.throw {
                // The throw waits for its keep: show what it offers again.
                let throw_text = crate::render::throw_text(throw);
                let said = text!(
                    "table-welcome-waiting-throw",
                    name = name,
                    throw = throw_text
                );
                line(&mut out, said);
                out.push_str(&ThrowReport::new(game.scorer(), throw).to_text(game.scorer()));
                // The prompt wants a keep, not faces thrown (issue 32).
                let example = state
                    .best_keep(game.scorer())
                    .map_or_else(|| "1".to_owned(), |keep| keep.dice.faces().to_string());
                line(&mut out, text!("table-welcome-keep", example = example));
                return out;
            }
        }
        // Over: no throw to type, so the line says what is left to do instead.
        Phase::Over { .. } => {
            line(&mut out, text!("table-welcome-over"));
            line(&mut out, text!("table-welcome-help"));
            return out;
        }
    }
    out.push_str(&text!(
        "table-welcome-type",
        example = crate::render::example_throw(rules.dice)
    ));
    out.push('\n');
    out
}

/// One line on where the game now stands, after an undo.
pub(crate) fn status(state: &State) -> String {
    match &state.phase {
        Phase::RollOff(r) => match r.next() {
            Some(p) => {
                text!(
                    "table-status-roll-off",
                    name = state.players[p].name.as_str()
                ) + "\n"
            }
            None => String::new(),
        },
        Phase::Playing(turn) => {
            let name = state.players[turn.player].name.as_str();
            let said = match &turn.throw {
                Some(throw) => text!(
                    "table-status-throw-waits",
                    name = name,
                    throw = crate::render::throw_text(throw)
                ),
                None => text!(
                    "table-status-turn",
                    name = name,
                    points = turn.points,
                    dice = turn.in_hand
                ),
            };
            said + "\n"
        }
        Phase::Over { .. } => String::new(),
    }
}

/// Leaving a game in which nothing was played: its save is not kept.
pub(crate) fn nothing_kept() -> String {
    text!("table-nothing-kept") + "\n"
}

/// One step `undo` took back, a line of its own; where the game then stands follows
/// once, after the last step ([`status`]).
pub(crate) fn undone(action: &Action) -> String {
    text!("table-undone", action = action_words(action)) + "\n"
}

/// `undo N` or `redo N` (`back` for undo) stopped after `done` of the `asked` steps:
/// there was no more to step over.
pub(crate) fn steps_short(done: usize, asked: usize, back: bool) -> String {
    let said = if back {
        text!("table-undo-short", done = done, asked = asked)
    } else {
        text!("table-redo-short", done = done, asked = asked)
    };
    said + "\n"
}

/// An action as the table says it, in the language in use (`Display` gives the
/// commands' own English words, for messages that quote what to type).
pub(crate) fn action_words(action: &Action) -> String {
    match action {
        Action::RollOff(face) => text!("action-roll-off", face = face.to_string()),
        Action::First(name) => text!("action-first", name = name.as_str()),
        Action::Throw(faces) => text!("action-throw", dice = crate::render::throw_text(faces)),
        Action::Keep(faces) => text!("action-keep", dice = faces.to_string()),
        Action::Bank => text!("action-bank"),
        Action::Steal => text!("action-steal"),
        Action::Tally(Tally::Banked(points)) => text!("action-tally", points = *points),
        Action::Tally(Tally::Bust) => text!("action-tally-bust"),
    }
}

/// The refusal of `redo` after a new action cleared what `undo` had taken back.
pub(crate) fn redo_cleared() -> String {
    text!("table-redo-cleared")
}

/// `redo` done: what was put back and what it did (`announced`).
pub(crate) fn redone(action: &Action, announced: &str) -> String {
    format!(
        "{}\n{announced}",
        text!("table-redone", action = action_words(action))
    )
}

/// `rules`: the scoring table and thresholds, and the house rules by name.
pub(crate) fn rules_in_play(game: &Game) -> String {
    let mut out = rules_table(game.scorer());
    let house_rules = crate::render::house_rules_shown(game.rules());
    if !house_rules.is_empty() {
        out.push_str(&text!(
            "table-house-rules",
            names = crate::render::shown_names(&house_rules)
        ));
        out.push('\n');
    }
    out
}

/// A save worked after some failed: the file is whole again.
pub(crate) fn saved_again(save: &Path) -> String {
    text!("table-saved-again", save = crate::render::shown_path(save)) + "\n"
}

/// An accepted step could not be saved (`why`): it stands, the file is behind.
pub(crate) fn step_unsaved(why: &str) -> String {
    format!(
        "{}\n{}",
        crate::render::shown_whole(why),
        text!("table-step-unsaved")
    )
}

/// `quit` could not save (`why`), so the session stays open.
pub(crate) fn quit_unsaved(why: &str) -> String {
    format!(
        "{}\n{}",
        crate::render::shown_whole(why),
        text!("table-quit-unsaved")
    )
}

/// `save FILE` naming the save already in use: saved there again.
pub(crate) fn saved_to(save: &Path) -> String {
    text!("table-saved-to", save = crate::render::shown_path(save)) + "\n"
}

/// `save FILE` moved the save.
pub(crate) fn save_moved(save: &Path) -> String {
    text!("table-save-moved", save = crate::render::shown_path(save)) + "\n"
}

/// The live pad is open: one line with the address to open (what scripts read, so the
/// URL stands whole on it), then how to use it.
pub(crate) fn serving(url: &str) -> String {
    // On a phone-sized terminal the note would push the top of the code off a 24-row
    // screen; the code and the address are what matter there (`help serve` has the rest).
    if crate::render::table_width() < crate::render::COMPACT_BELOW {
        return format!("{}\n", text!("serve-open", url = url));
    }
    format!(
        "{}\n{}\n",
        text!("serve-open", url = url),
        text!("serve-qr-note")
    )
}

/// The live pad of before opened again: at the same address, or (`taken`, the port it
/// had) at a new one because that port was taken meanwhile. One line.
pub(crate) fn serving_again(taken: Option<u16>) -> String {
    let said = match taken {
        // Written as the port is typed, never grouped as a number (8 080).
        Some(port) => text!("serve-moved", port = port.to_string()),
        None => text!("serve-same-address"),
    };
    format!("{said}\n")
}

/// `serve` while the pad is open: where it is, for a phone that missed it.
pub(crate) fn serving_already(url: &str) -> String {
    format!(
        "{}\n{}\n",
        text!("serve-already-open", url = url),
        text!("serve-qr-note")
    )
}

/// `export FILE` written, in the format named `format` (`md`).
pub(crate) fn exported(path: &Path, format: &str) -> String {
    text!(
        "table-exported",
        path = crate::render::shown_path(path),
        format = format
    ) + "\n"
}

/// The refusal of `export FILE` whose name says no format; `names` are the formats'
/// (`csv`, `md`…).
pub(crate) fn unknown_export_format(path: &Path, names: &[&str]) -> String {
    text!(
        "table-unknown-export-format",
        path = crate::render::shown_path(path),
        names = names.join(", .")
    )
}

/// The refusal of `export FILE` naming the game's own save.
pub(crate) fn export_onto_save() -> String {
    text!("table-export-onto-save")
}

/// The refusal of `odds` outside a turn.
pub(crate) fn no_odds() -> String {
    text!("table-no-odds")
}

/// The refusal of more than one die on a roll-off line: each player throws their own.
pub(crate) fn one_roll_off_die(typed: usize, next: Option<&str>) -> String {
    match next {
        Some(name) => text!("table-one-roll-off-die-of", typed = typed, name = name),
        None => text!("table-one-roll-off-die", typed = typed),
    }
}

/// The closing line when the last save failed: what the file holds, and what is lost
/// if marbles closes now.
pub(crate) fn not_saved(save: &Path) -> String {
    text!("table-not-saved", save = crate::render::shown_path(save))
}

/// The closing line: where the game is and how to come back to it, by its number in
/// the history where it has one (a path takes three lines at 40 columns), else by its
/// file.
pub(crate) fn farewell(state: &State, save: &Path, number: Option<usize>) -> String {
    let said = match number {
        Some(number) if state.is_over() => {
            text!("table-farewell-over-numbered", number = number.to_string())
        }
        Some(number) => text!("table-farewell-numbered", number = number.to_string()),
        None => {
            let path = crate::render::shown_path(save);
            if state.is_over() {
                text!("table-farewell-over", path = path)
            } else {
                text!("table-farewell", path = path)
            }
        }
    };
    said + "\n"
}
