//! What the REPL says around the game: the welcome, where the game stands after an
//! undo, saves that failed or caught up, exports and moves, the farewell, and the
//! refusals the session itself makes (the engine's come through its errors).

use std::path::Path;

use super::{List, Style, ThrowReport, count, paint, points, rules_table};
use crate::export::ExportFormat;
use crate::game::{Action, Game, Phase, State};
use crate::text;

/// The lines shown when a session opens: players, rules, the save file, and what to
/// type first.
pub fn welcome(game: &Game, save: &Path, resumed: bool) -> String {
    let state = game.state();
    let rules = game.scorer().rules();
    let names: Vec<&str> = state.players.iter().map(|p| p.name.as_str()).collect();
    let mut out = format!(
        "{} {}: open at {}, win at {}.",
        paint(Style::Strong, "Mississippi Marbles"),
        List::and(&names),
        points(rules.open_at),
        points(rules.win_at),
    );
    let house_rules = game.rules().names();
    if !house_rules.is_empty() {
        out.push_str(&format!(" House rules: {}.", house_rules.join(", ")));
    }
    out.push_str(&format!(
        "\n{} {}\n",
        if resumed {
            "Resumed from"
        } else {
            "Saving every step to"
        },
        save.display()
    ));
    match &state.phase {
        Phase::RollOff(_) => out.push_str(
            "Who starts? Each player throws one die: type its face when asked (or `first NAME`).\n",
        ),
        Phase::Playing(turn) if !resumed && state.history.is_empty() && turn.keeps == 0 => {
            out.push_str(&format!("{} starts.\n", state.players[turn.player].name));
        }
        Phase::Playing(turn) => {
            let name = &state.players[turn.player].name;
            out.push_str(&format!("Round {}, {name}'s turn.\n", state.round));
            if let Some(throw) = &turn.throw {
                // The throw waits for its keep: show what it offers again.
                out.push_str(&format!("{name} threw {throw}:\n"));
                out.push_str(&ThrowReport::new(game.scorer(), throw).to_text(game.scorer()));
            }
        }
        Phase::Over { .. } => {
            out.push_str("This game is over: `pad`, `export FILE`, or `undo`.\n");
        }
    }
    out.push_str("Type the faces you throw (like `153346`); `help` lists the commands.\n");
    out
}

/// One line on where the game now stands, after an undo.
pub fn status(state: &State) -> String {
    match &state.phase {
        Phase::RollOff(r) => match r.next() {
            Some(p) => format!("Roll-off: {} throws next.\n", state.players[p].name),
            None => String::new(),
        },
        Phase::Playing(turn) => {
            let name = &state.players[turn.player].name;
            match &turn.throw {
                Some(throw) => format!("{name}'s throw {throw} waits for its keep.\n"),
                None => format!(
                    "{name}'s turn: {} in the turn, {} in hand.\n",
                    points(turn.points),
                    count(turn.in_hand, "count-dice")
                ),
            }
        }
        Phase::Over { .. } => String::new(),
    }
}

/// `undo` done: what was taken back and where the game stands.
pub fn undone(action: &Action, state: &State) -> String {
    format!("Undone: {action}.\n{}", status(state))
}

/// `redo` done: what was put back and what it did (`announced`).
pub fn redone(action: &Action, announced: &str) -> String {
    format!("Redone: {action}.\n{announced}")
}

/// `rules`: the scoring table and thresholds, and the house rules by name.
pub fn rules_in_play(game: &Game) -> String {
    let mut out = rules_table(game.scorer());
    let house_rules = game.rules().names();
    if !house_rules.is_empty() {
        out.push_str(&format!("House rules: {}\n", house_rules.join(", ")));
    }
    out
}

/// A save worked after some failed: the file is whole again.
pub fn saved_again(save: &Path) -> String {
    format!("Saved again: {} holds the whole game.\n", save.display())
}

/// An accepted step could not be saved (`why`): it stands, the file is behind.
pub fn step_unsaved(why: &str) -> String {
    format!(
        "{why}\nThis step is kept in this session but is NOT saved to disk: free some space or fix the folder, or `save FILE` to save somewhere else; every next step tries to save again."
    )
}

/// `quit` could not save (`why`), so the session stays open.
pub fn quit_unsaved(why: &str) -> String {
    format!("{why}\nThe game is not saved, so marbles stays open: `save FILE` to another place")
}

/// `save FILE` naming the save already in use: saved there again.
pub fn saved_to(save: &Path) -> String {
    format!("Saved to {}.\n", save.display())
}

/// `save FILE` moved the save.
pub fn save_moved(save: &Path) -> String {
    format!(
        "Moved the save to {}; every step is saved there from now on.\n",
        save.display()
    )
}

/// `export FILE` written.
pub fn exported(path: &Path, format: ExportFormat) -> String {
    format!(
        "Exported the table to {} ({}).\n",
        path.display(),
        format.name()
    )
}

/// The refusal of `export FILE` whose name says no format.
pub fn unknown_export_format(path: &Path) -> String {
    format!(
        "cannot tell the format from `{}`: end the name in .{} or add --format",
        path.display(),
        ExportFormat::NAMES.join(", .")
    )
}

/// The refusal of `export FILE` naming the game's own save.
pub const EXPORT_ONTO_SAVE: &str = "that is the game's save file: export to another file";

/// The refusal of `odds` outside a turn.
pub const NO_ODDS: &str = "there are no odds to show: the odds are for a turn under way";

/// The refusal of more roll-off dice on one line than players still to throw.
pub fn too_many_roll_off_dice(typed: usize, waiting: usize) -> String {
    text!(
        "table-too-many-roll-off-dice",
        typed = typed,
        waiting = waiting
    )
}

/// The closing line when the last save failed: what the file holds, and what is lost
/// if marbles closes now.
pub fn not_saved(save: &Path) -> String {
    format!(
        "The game could NOT be saved: {} holds it as of the last save that worked; what was played since is lost when marbles closes.",
        save.display()
    )
}

/// The closing line: where the game is and how to come back to it.
pub fn farewell(state: &State, save: &Path) -> String {
    let path = save.display();
    if state.is_over() {
        format!("Saved to {path}. Export it with `marbles export {path} -o table.html`.\n")
    } else {
        format!("Saved to {path}. Continue with `marbles resume {path}`.\n")
    }
}
