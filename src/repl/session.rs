use std::cell::OnceCell;
use std::path::{Path, PathBuf};

use super::command::{COMMANDS, Command, find};
use super::{announce, prompt};
use crate::dice::Faces;
use crate::export::{Export, ExportFormat};
use crate::game::{Action, Event, Game, Phase};
use crate::odds::{Advice, Outlook, Policy, Situation};
use crate::render::{
    List, Style, advice_line, advice_table, count, dice_error, flow_note, outlook_text, pad_table,
    paint, rules_table,
};
use crate::store::{self, Autosaver, StoreError};

/// A game at the table: the engine, where it is saved, and the house rules' names.
///
/// `execute` turns one typed line into a [`Reply`]; the terminal and piped front ends
/// only read lines and print replies, so both behave the same.
pub struct Session {
    game: Game,
    autosaver: Autosaver,
    hints: bool,
    /// Solved on first use: `odds` and hints need it, most games never ask.
    policy: OnceCell<Policy>,
    /// Saves that failed in this session; any makes the session end with an error.
    failed_saves: usize,
    /// The save file is behind the game: the last save failed and none has worked since.
    behind: bool,
}

/// What a line produced.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reply {
    /// What to show.
    pub output: String,
    /// Why the line was refused (nothing changed), if it was.
    pub refusal: Option<String>,
    /// A problem that did not stop the action.
    pub warning: Option<String>,
    /// A save failed, so the file is behind the game (an accepted action that could not
    /// be saved, or a `quit` that stays): as loud as a refusal, because the player must
    /// know at once.
    pub unsaved: Option<String>,
    /// The player asked to leave (the game is saved).
    pub quit: bool,
}

impl Reply {
    fn said(output: impl Into<String>) -> Reply {
        Reply {
            output: output.into(),
            ..Reply::default()
        }
    }

    /// A refusal. Messages can quote what was typed (a name, a path): a pasted line of
    /// megabytes is shown cut.
    fn refused(why: impl ToString) -> Reply {
        Reply {
            refusal: Some(crate::render::fit_message(&why.to_string())),
            ..Reply::default()
        }
    }
}

impl Session {
    /// A session over a game, saving to `autosaver`'s file.
    pub fn new(game: Game, autosaver: Autosaver) -> Session {
        Session {
            game,
            autosaver,
            hints: false,
            policy: OnceCell::new(),
            failed_saves: 0,
            behind: false,
        }
    }

    /// The same session, showing a one-line advice after each throw when `hints` is on.
    pub fn with_hints(mut self, hints: bool) -> Session {
        self.hints = hints;
        self
    }

    fn policy(&self) -> &Policy {
        self.policy
            .get_or_init(|| Policy::for_scorer(self.game.scorer()))
    }

    /// Where the current player stands, for the odds, and the throw waiting for its
    /// keep, if there is one.
    fn situation(&self) -> Option<(Situation, Option<Faces>)> {
        let state = self.game.state();
        let turn = state.turn()?;
        let player = &state.players[turn.player];
        let situation = Situation {
            dice: turn.in_hand,
            turn: turn.points,
            open: player.open,
            total: player.total,
        };
        Some((situation, turn.throw.clone()))
    }

    /// `odds`: the outlook before a throw, or every keep's value after one.
    fn odds(&self) -> Reply {
        let Some((situation, throw)) = self.situation() else {
            return Reply::refused("there are no odds to show: the odds are for a turn under way");
        };
        if situation.turn < 0 || situation.total < 0 {
            return Reply::refused(crate::render::no_odds_below_zero(
                situation.turn,
                situation.total,
            ));
        }
        let policy = self.policy();
        let text = match throw {
            Some(throw) => Advice::new(self.game.scorer(), policy, situation, &throw.counts())
                .map(|advice| advice_table(&advice)),
            None => Outlook::new(policy, situation).map(|outlook| outlook_text(&outlook)),
        };
        match text {
            Ok(mut text) => {
                if let Some(note) = flow_note(policy) {
                    text.push_str(&note);
                }
                Reply::said(text)
            }
            Err(err) => Reply::refused(err),
        }
    }

    /// The one-line advice after a throw, under `--hints`.
    fn hint(&self) -> Option<String> {
        let (situation, throw) = self.situation()?;
        let advice = Advice::new(
            self.game.scorer(),
            self.policy(),
            situation,
            &throw?.counts(),
        )
        .ok()?;
        Some(paint(Style::Dim, advice_line(&advice)) + "\n")
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Where the game is being saved.
    pub fn save_path(&self) -> &Path {
        self.autosaver.path()
    }

    /// The prompt for the next line.
    pub fn prompt(&self) -> String {
        prompt::prompt(self.game.state(), self.game.scorer())
    }

    /// What the game waits for, for an inline hint.
    pub fn expected(&self) -> String {
        prompt::expected(self.game.state(), self.game.scorer())
    }

    /// Writes the save file now. A success after failures means the file holds the
    /// whole game again: each save writes all of it.
    pub fn save(&mut self) -> Result<(), StoreError> {
        match self.autosaver.save(&self.game) {
            Ok(()) => {
                self.behind = false;
                Ok(())
            }
            Err(err) => {
                self.failed_saves += 1;
                self.behind = true;
                Err(err)
            }
        }
    }

    /// How many saves failed in this session (each later step tries again).
    pub fn failed_saves(&self) -> usize {
        self.failed_saves
    }

    /// Whether the save file holds the game as it stands.
    pub fn is_saved(&self) -> bool {
        !self.behind
    }

    /// The lines shown when the session opens: players, rules, the save file, and what
    /// to type first.
    pub fn welcome(&self, resumed: bool) -> String {
        let state = self.game.state();
        let rules = self.game.scorer().rules();
        let names: Vec<&str> = state.players.iter().map(|p| p.name.as_str()).collect();
        let mut out = format!(
            "{} {}: open at {}, win at {}.",
            paint(Style::Strong, "Mississippi Marbles"),
            List::and(&names),
            crate::render::points(rules.open_at),
            crate::render::points(rules.win_at),
        );
        let house_rules = self.game.rules().names();
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
            self.save_path().display()
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
                    out.push_str(&crate::render::ThrowReport::new(self.game.scorer(), throw).to_text(self.game.scorer()));
                }
            }
            Phase::Over { .. } => out.push_str("This game is over: `pad`, `export FILE`, or `undo`.\n"),
        }
        out.push_str("Type the faces you throw (like `153346`); `help` lists the commands.\n");
        out
    }

    /// Carries out one typed line.
    pub fn execute(&mut self, line: &str) -> Reply {
        let command = match Command::parse(line) {
            Ok(Some(command)) => command,
            Ok(None) => return Reply::default(),
            Err(err) => return Reply::refused(err),
        };
        match command {
            Command::Dice(text) => self.dice(&text),
            Command::Keep(faces) => self.keep(faces),
            Command::Bank => self.act(Action::Bank),
            Command::Steal => self.act(Action::Steal),
            Command::First(name) => self.act(Action::First(name)),
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::Odds => self.odds(),
            Command::Pad => Reply::said(pad_table(self.game.state())),
            Command::Rules => {
                let mut out = rules_table(self.game.scorer());
                let house_rules = self.game.rules().names();
                if !house_rules.is_empty() {
                    out.push_str(&format!("House rules: {}\n", house_rules.join(", ")));
                }
                Reply::said(out)
            }
            Command::Export {
                path,
                format,
                force,
            } => self.export(&path, format, force),
            Command::Save(path) => {
                let reply = self.save_as(PathBuf::from(path));
                if reply.refusal.is_none() && reply.unsaved.is_none() {
                    // The whole game went to the new file.
                    self.behind = false;
                }
                reply
            }
            Command::Help(topic) => help(topic.as_deref()),
            Command::Quit => self.quit(),
        }
    }

    fn dice(&mut self, text: &str) -> Reply {
        let faces = match Faces::parse(text) {
            Ok(faces) => faces,
            Err(err) => return Reply::refused(dice_error(text, &err)),
        };
        if let Phase::RollOff(roll_off) = &self.game.state().phase {
            // Several roll-off dice on one line go to the players in turn.
            let waiting = roll_off.contenders.len() - roll_off.thrown.len();
            if faces.len() > waiting {
                return Reply::refused(format!(
                    "{} roll-off dice typed, but {} {} still to throw: type one die per player",
                    faces.len(),
                    count(waiting, "player", "players"),
                    count(waiting, "is", "are").word(),
                ));
            }
            let mut reply = Reply::default();
            for &face in faces.as_slice() {
                let next = self.act(Action::RollOff(face));
                reply.output.push_str(&next.output);
                reply.warning = reply.warning.or(next.warning);
                // The last save says where the file stands now.
                reply.unsaved = next.unsaved;
            }
            return reply;
        }
        self.act(Action::Throw(faces))
    }

    fn keep(&mut self, faces: Option<String>) -> Reply {
        let faces = match faces {
            Some(text) => match Faces::parse(&text) {
                Ok(faces) => faces,
                Err(err) => return Reply::refused(dice_error(&text, &err)),
            },
            // With no throw to keep from, the engine's refusal of an empty keep says what
            // to do instead.
            None => self
                .game
                .state()
                .best_keep(self.game.scorer())
                .map(|keep| keep.dice.faces())
                .unwrap_or_default(),
        };
        self.act(Action::Keep(faces))
    }

    fn act(&mut self, action: Action) -> Reply {
        match self.game.apply(action) {
            Ok(events) => {
                let mut output = announce::announce(&events, self.game.state(), self.game.scorer());
                if self.hints && events.iter().any(|e| matches!(e, Event::Thrown { .. })) {
                    output.push_str(&self.hint().unwrap_or_default());
                }
                self.autosave(Reply::said(output))
            }
            Err(err) => Reply::refused(err),
        }
    }

    fn undo(&mut self) -> Reply {
        match self.game.undo() {
            Ok(action) => {
                let output = format!("Undone: {action}.\n{}", self.status());
                self.autosave(Reply::said(output))
            }
            Err(err) => Reply::refused(err),
        }
    }

    fn redo(&mut self) -> Reply {
        match self.game.redo() {
            Ok((action, events)) => {
                let output = format!(
                    "Redone: {action}.\n{}",
                    announce::announce(&events, self.game.state(), self.game.scorer())
                );
                self.autosave(Reply::said(output))
            }
            Err(err) => Reply::refused(err),
        }
    }

    /// One line on where the game now stands, after an undo.
    fn status(&self) -> String {
        let state = self.game.state();
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
                        crate::render::points(turn.points),
                        count(turn.in_hand, "die", "dice")
                    ),
                }
            }
            Phase::Over { .. } => String::new(),
        }
    }

    /// Saves after an accepted step. A failed save does not undo the step (the table
    /// played it), but says at once that the file is behind and what to do.
    fn autosave(&mut self, mut reply: Reply) -> Reply {
        let was_behind = self.behind;
        match self.save() {
            Ok(()) if was_behind => reply.output.push_str(&format!(
                "Saved again: {} holds the whole game.\n",
                self.save_path().display()
            )),
            Ok(()) => {}
            Err(err) => {
                reply.unsaved = Some(format!(
                    "{err}\nThis step is kept in this session but is NOT saved to disk: free some space or fix the folder, or `save FILE` to save somewhere else; every next step tries to save again."
                ));
            }
        }
        reply
    }

    fn export(&self, path: &str, format: Option<ExportFormat>, force: bool) -> Reply {
        let path = PathBuf::from(path);
        let Some(format) = format.or_else(|| ExportFormat::from_extension(&path)) else {
            return Reply::refused(format!(
                "cannot tell the format from `{}`: end the name in .{} or add --format",
                path.display(),
                ExportFormat::NAMES.join(", .")
            ));
        };
        if same_file(&path, self.save_path()) {
            return Reply::refused("that is the game's save file: export to another file");
        }
        let export = Export::new(self.game.state(), &self.game.rules().names());
        let written = format
            .render(&export)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                store::write_export(&path, text.as_bytes(), force).map_err(|e| e.to_string())
            });
        match written {
            Ok(_) => Reply::said(format!(
                "Exported the table to {} ({}).\n",
                path.display(),
                format.name()
            )),
            Err(err) => Reply::refused(err),
        }
    }

    fn save_as(&mut self, path: PathBuf) -> Reply {
        if same_file(&path, self.save_path()) {
            return self.autosave(Reply::said(format!("Saved to {}.\n", path.display())));
        }
        if std::fs::symlink_metadata(store::resolve_links(&path)).is_ok() {
            return Reply::refused(format!(
                "{} already exists: choose a new file, so no other game is overwritten",
                path.display()
            ));
        }
        // Locked, then created whole and exclusively (refused if another session holds
        // it or a file appears meanwhile).
        let moved = match self.autosaver.relocate(&path, &self.game) {
            Ok(autosaver) => autosaver,
            Err(err) => return Reply::refused(err),
        };
        // A move, not a copy: a stale second save would be the one `resume` might find.
        // The old file goes while its lock is still held, then the lock.
        let old = std::mem::replace(&mut self.autosaver, moved);
        let mut reply = Reply::said(format!(
            "Moved the save to {}; every step is saved there from now on.\n",
            self.save_path().display()
        ));
        let cleanup = std::fs::remove_file(old.path())
            .map_err(|e| format!("the old save {} is still there: {e}", old.path().display()))
            .and_then(|()| store::remember_last_game(self.save_path()).map_err(|e| e.to_string()));
        drop(old);
        reply.warning = cleanup.err();
        reply
    }

    fn quit(&mut self) -> Reply {
        // Saved after every step: only a file behind the game is written again.
        let saved = if self.is_saved() { Ok(()) } else { self.save() };
        match saved {
            Ok(()) => Reply {
                output: self.farewell(),
                quit: true,
                ..Reply::default()
            },
            Err(err) => Reply {
                unsaved: Some(format!(
                    "{err}\nThe game is not saved, so marbles stays open: `save FILE` to another place"
                )),
                ..Reply::default()
            },
        }
    }

    /// The closing line when the last save failed: what the file holds, and what is
    /// lost if marbles closes now.
    pub fn not_saved(&self) -> String {
        format!(
            "The game could NOT be saved: {} holds it as of the last save that worked; what was played since is lost when marbles closes.",
            self.save_path().display()
        )
    }

    /// The closing line: where the game is and how to come back to it.
    pub fn farewell(&self) -> String {
        let path = self.save_path().display();
        if self.game.state().is_over() {
            format!("Saved to {path}. Export it with `marbles export {path} -o table.html`.\n")
        } else {
            format!("Saved to {path}. Continue with `marbles resume {path}`.\n")
        }
    }
}

fn help(topic: Option<&str>) -> Reply {
    match topic {
        None => {
            let mut out =
                String::from("Type the faces you threw, like `153346` or `1 5 3 3 4 6`.\n");
            let width = COMMANDS.iter().map(|c| c.usage.len()).max().unwrap_or(0);
            for spec in COMMANDS {
                let aliases = if spec.aliases.is_empty() {
                    String::new()
                } else {
                    format!(" [{}]", spec.aliases.join(", "))
                };
                out.push_str(&format!(
                    "  {:<width$}  {}{aliases}\n",
                    spec.usage, spec.summary
                ));
            }
            out.push_str("`help COMMAND` explains one. Tab completes, ↑ recalls, Ctrl-C clears the line, Ctrl-D saves and quits.\n");
            Reply::said(out)
        }
        Some(word) => match find(word) {
            Some(spec) => Reply::said(format!("{}\n  {}\n", spec.usage, spec.details)),
            None => Reply::refused(format!(
                "no command `{}`: `help` lists them",
                crate::render::echo(word)
            )),
        },
    }
}

fn same_file(a: &Path, b: &Path) -> bool {
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => a == b,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A session whose save folder is swapped for a file after the first save, so
    /// every later save fails, even for root. Returns the folder and where it went.
    fn failing(dir: &Path) -> (Session, PathBuf, PathBuf) {
        let folder = dir.join("table");
        std::fs::create_dir(&folder).expect("folder");
        let game = Game::standard(&["Ann".to_owned(), "Bob".to_owned()]).expect("game");
        let autosaver = Autosaver::new(folder.join("game.yaml"), "t").expect("new");
        autosaver.save(&game).expect("first save");
        let moved = dir.join("moved");
        std::fs::rename(&folder, &moved).expect("move away");
        std::fs::write(&folder, b"").expect("a file instead");
        (Session::new(game, autosaver), folder, moved)
    }

    #[test]
    fn a_failed_save_keeps_the_step_and_says_so_at_once() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (mut session, folder, moved) = failing(dir.path());
        let reply = session.execute("first Ann");
        assert_eq!(reply.refusal, None);
        let unsaved = reply.unsaved.expect("the failed save is reported");
        assert!(unsaved.contains("NOT saved to disk"), "{unsaved}");
        assert_eq!(session.game().actions().len(), 1, "the step stands");
        assert!(!session.is_saved());
        // The next step tries again; once the folder is back, one save catches up.
        assert!(session.execute("234662").unsaved.is_some());
        std::fs::remove_file(&folder).expect("remove the file");
        std::fs::rename(&moved, &folder).expect("folder back");
        let reply = session.execute("234662");
        assert_eq!(reply.unsaved, None);
        assert!(reply.output.contains("Saved again"), "{}", reply.output);
        assert!(session.is_saved());
        assert_eq!(session.failed_saves(), 2);
        let saved = store::load(session.save_path()).expect("loads");
        assert_eq!(saved.actions.len(), 3);
    }

    #[test]
    fn quit_stays_while_the_game_cannot_be_saved() {
        let dir = tempfile::tempdir().expect("temp dir");
        let (mut session, _, _) = failing(dir.path());
        // A step the file does not hold: quit must save it, and cannot.
        assert!(session.execute("first Ann").unsaved.is_some());
        let reply = session.execute("quit");
        assert!(!reply.quit);
        let unsaved = reply.unsaved.expect("the failed save is reported");
        assert!(unsaved.contains("marbles stays open"), "{unsaved}");
    }
}
