//! The game at the table: [`Session::execute`] turns one typed line into a [`Reply`],
//! the plain data both front ends print. Dispatch lives here; the words come from
//! `render`, and the files go through a [`SaveTarget`] from `store`.

use std::path::{Path, PathBuf};

use super::command::{COMMANDS, Command, CommandError, CommandKind, find};
use super::help::{HelpEntry, help_list, help_topic, no_help_for};
use super::moves::Move;
use super::prompt::{prompt, prompt_hint, unknown_command};
use super::table_odds::TableOdds;
use crate::export::{Export, ExportFormat};
use crate::game::{Action, Event, Game, GameError, Phase, Rewrite, State, Step};
use crate::render::{self, Words, announce};
use crate::rules::RuleSet;
use crate::serve::{Listening, Live, PadIdentity, ServeError};
use crate::store::{SaveTarget, StoreError};

/// A game at the table: the engine, where it is saved, and whether to hint.
///
/// `execute` turns one typed line into a [`Reply`]; the terminal and piped front ends
/// only read lines and print replies, so both behave the same.
pub struct Session {
    game: Game,
    target: Box<dyn SaveTarget>,
    hints: bool,
    /// The odds and chances the table asks for, kept between lines.
    odds: TableOdds,
    /// Saves that failed in this session; any makes the session end with an error.
    failed_saves: usize,
    /// The save file is behind the game: the last save failed and none has worked since.
    behind: bool,
    /// A new action after `undo` cleared what could be redone, so a `redo` now is told
    /// why there is nothing to put back.
    redo_cleared: bool,
    /// The live pad while it is open; dropped with the session, which closes it.
    live: Option<Live>,
    /// Where `serve` with no address listens (the config's `serve`).
    serve_at: Option<String>,
    /// The live pad this game had before, while it is closed: opened again at the same
    /// address.
    pad: Option<PadIdentity>,
    /// Whether the pad opened last kept the address it had before (one line), for the
    /// front end to say beside the address.
    pad_again: Option<String>,
}

/// What a line produced.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reply {
    /// What to show.
    pub(crate) output: String,
    /// Why the line was refused (nothing changed), if it was.
    pub refusal: Option<String>,
    /// A problem that did not stop the action.
    pub(crate) warning: Option<String>,
    /// A save failed, so the file is behind the game (an accepted action that could not
    /// be saved, or a `quit` that stays): as loud as a refusal, because the player must
    /// know at once.
    pub unsaved: Option<String>,
    /// The player asked to leave (the game is saved).
    pub(crate) quit: bool,
    /// The live pad's address as a QR code drawn with text, for a terminal to show
    /// (piped output leaves it out).
    pub(crate) qr_code: Option<String>,
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
            refusal: Some(render::fit_message(&why.to_string())),
            ..Reply::default()
        }
    }
}

impl Session {
    /// A session over a game, saving through `target` (an
    /// [`Autosaver`](crate::store::Autosaver) at the table, a
    /// [`MemorySave`](crate::store::MemorySave) in tests).
    pub fn new(game: Game, target: impl SaveTarget + 'static) -> Session {
        Session {
            game,
            target: Box::new(target),
            hints: false,
            odds: TableOdds::new(),
            failed_saves: 0,
            behind: false,
            redo_cleared: false,
            live: None,
            serve_at: None,
            pad: None,
            pad_again: None,
        }
    }

    /// The same session, whose `serve` with no address listens at `address` (the
    /// config's `serve`) rather than on this machine only.
    pub(crate) fn serving_at(mut self, address: Option<String>) -> Session {
        self.serve_at = address;
        self
    }

    /// The same session, which opens the live pad this save had before (`resume
    /// --serve`) at the same address, as the state folder remembers it.
    pub(crate) fn remembering_pad(mut self) -> Session {
        self.pad = self.target.remembered_pad().and_then(|record| {
            Some(PadIdentity {
                token: crate::serve::Token::parse(&record.token)?,
                port: record.port,
                version: record.version,
                url: record.url,
            })
        });
        self
    }

    /// Opens the live pad at `address` (else the config's, else this machine only on
    /// any free port) and shows the game on it: at the address it had before when it
    /// was open before and that port is free. Refused while one is open. When it was
    /// open before, whether it kept its address is [`Session::pad_again`].
    pub(crate) fn serve(&mut self, address: Option<&str>) -> Result<&Live, ServeError> {
        let address = crate::serve::address_to_use(address, self.serve_at.as_deref());
        let listening = Live::listen_again(address, self.pad.as_ref())?;
        let before = self.pad.as_ref().and_then(|pad| pad.url.as_deref());
        // Said only of the address the phones had: another asked for is news to nobody.
        let again = match listening.taken() {
            Some(port) => Some(render::serving_again(Some(port))),
            None if before == Some(listening.url().as_str()) => Some(render::serving_again(None)),
            None => None,
        };
        // Read only beside a pad that opened: each `serve` says it anew.
        self.pad_again = again;
        self.serve_on(listening)
    }

    /// Remembers what the pad is known by, here and in the state folder.
    fn remember_pad(&mut self, pad: PadIdentity) {
        self.target.remember_pad(&crate::store::PadRecord {
            token: pad.token.to_string(),
            port: pad.port,
            version: pad.version,
            url: pad.url.clone(),
        });
        self.pad = Some(pad);
    }

    /// Whether the live pad, opened again, kept the address it had before, as a line
    /// to say under the address; `None` when it was not open before, or was asked
    /// to open elsewhere.
    pub(crate) fn pad_again(&self) -> Option<&str> {
        self.pad_again.as_deref()
    }

    /// Closes the live pad, if open (its phones are told), remembering what it was
    /// known by, here and in the state folder, to open it again at the same address.
    fn close_pad(&mut self) -> bool {
        let Some(live) = self.live.take() else {
            return false;
        };
        self.remember_pad(live.identity());
        drop(live);
        true
    }

    /// Opens the live pad on an address bound beforehand ([`Live::listen`]).
    pub(crate) fn serve_on(&mut self, listening: Listening) -> Result<&Live, ServeError> {
        let live = listening.start(&self.game, self.started(), self.odds.shared(&self.game))?;
        // Remembered now as well as when it closes: a laptop that dies with the pad
        // open still gives `resume --serve` the phones' address.
        self.remember_pad(live.identity());
        Ok(self.live.insert(live))
    }

    /// Starts working out the table's chances in the background (see
    /// [`TableOdds::warm_up`]); the front ends call it before the first line.
    pub(crate) fn warm_up(&self) {
        self.odds.warm_up(&self.game);
    }

    /// The live pad's address and its QR code, while it is open.
    pub(crate) fn live_address(&self) -> Option<(String, Option<String>)> {
        let live = self.live.as_ref()?;
        Some((live.url().to_owned(), live.qr_code()))
    }

    #[cfg(test)]
    /// The live pad, while it is open.
    pub(crate) fn live(&self) -> Option<&Live> {
        self.live.as_ref()
    }

    /// `serve [ADDR]` and `serve stop` at the table.
    fn serve_command(&mut self, address: Option<String>) -> Reply {
        match address.as_deref() {
            Some("stop") => {
                if self.close_pad() {
                    Reply::said(crate::text!("serve-stopped") + "\n")
                } else {
                    Reply::refused(crate::text!("serve-not-open"))
                }
            }
            // Shown again, QR code and all, for a phone that missed it.
            _ if let Some(live) = &self.live => Reply {
                qr_code: live.qr_code(),
                ..Reply::said(render::serving_already(live.url()))
            },
            address => match self.serve(address) {
                Ok(live) => {
                    let (url, qr_code) = (live.url().to_owned(), live.qr_code());
                    let mut said = render::serving(&url);
                    said.push_str(self.pad_again().unwrap_or_default());
                    Reply {
                        qr_code,
                        ..Reply::said(said)
                    }
                }
                Err(err) => Reply::refused(err),
            },
        }
    }

    /// When the game began, from the save, in this machine's time zone.
    fn started(&self) -> Option<crate::clock::Stamp> {
        self.target.created().map(|stamp| stamp.here())
    }

    /// The same session, showing a one-line advice after each throw when `hints` is on.
    pub(crate) fn with_hints(mut self, hints: bool) -> Session {
        self.hints = hints;
        self
    }

    /// The game being played, as it stands after the last accepted line.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Where the game is being saved.
    pub fn save_path(&self) -> &Path {
        self.target.path()
    }

    /// The prompt for the next line.
    pub fn prompt(&self) -> String {
        prompt(self.game.state(), self.game.scorer())
    }

    /// What the game waits for, for an inline hint.
    pub fn expected(&self) -> String {
        prompt_hint(self.game.state(), self.game.scorer())
    }

    /// Writes the save file now. A success after failures means the file holds the
    /// whole game again: each save writes all of it.
    pub(crate) fn save(&mut self) -> Result<(), StoreError> {
        match self.target.save(&self.game) {
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
    /// Under `--hints`, a throw waiting for its keep (after `resume`) gets its hint, as
    /// it had when it was typed.
    pub(crate) fn welcome(&self, resumed: bool) -> String {
        let mut out = render::welcome(&self.game, self.save_path(), resumed);
        if self.hints {
            out.push_str(&self.odds.hint(&self.game).unwrap_or_default());
        }
        out
    }

    /// Carries out one typed line.
    pub fn execute(&mut self, line: &str) -> Reply {
        let command = match Command::parse(line) {
            Ok(Some(command)) => command,
            Ok(None) => return Reply::default(),
            // What to type instead depends on where the game stands, which the parser
            // does not know.
            // The suggestion is only of a command the game would take where it stands:
            // `bnak` at a keep prompt that may not bank is no typo of `bank`.
            Err(CommandError::Unknown { word, .. }) => {
                let suggestion = super::command::suggest(&super::command::fold(&word), |kind| {
                    would_take(kind, &self.game)
                });
                return Reply::refused(unknown_command(
                    &word,
                    suggestion.as_deref(),
                    self.game.state(),
                    self.game.scorer(),
                ));
            }
            Err(err) => return Reply::refused(err),
        };
        match command {
            Command::Throw(_)
            | Command::Keep(_)
            | Command::Bank
            | Command::Steal
            | Command::Tally(_)
            | Command::First(_)
            | Command::Undo(_)
            | Command::Redo(_) => self.make(&command),
            Command::Odds { all } => match self.odds.odds(&self.game, all) {
                Ok(text) => Reply::said(text),
                Err(why) => Reply::refused(why),
            },
            Command::Pad => Reply::said(self.odds.pad(&self.game)),
            Command::DiceTest => match crate::stats::Stats::of_game(&mut self.game) {
                Ok(stats) => Reply::said(render::dice_verdicts(
                    &stats,
                    crate::locale::NumberStyle::of_separator(render::numbers().group),
                )),
                Err(err) => Reply::refused(err.words()),
            },
            Command::Review(name) => match self.odds.review(&mut self.game, name.as_deref()) {
                Ok(text) => Reply::said(text),
                Err(why) => Reply::refused(why),
            },
            Command::Rules => Reply::said(render::rules_in_play(&self.game)),
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
            Command::Help(topic) => help(
                topic.as_deref(),
                self.game.scorer().rules(),
                matches!(self.game.state().phase, Phase::Over { .. }),
            ),
            Command::Serve(address) => self.serve_command(address),
            Command::Log(name) => self.log(name.as_deref()),
            Command::Amend(items) => self.amend(&items),
            Command::Quit => self.quit(),
        }
    }

    /// Makes the move a line reads as ([`Move::of`], which scenarios play through too).
    fn make(&mut self, command: &Command) -> Reply {
        match Move::of(command, &self.game) {
            Some(Ok(Move::Act(action))) => self.act(action),
            Some(Ok(Move::Undo(steps))) => self.undo(steps),
            Some(Ok(Move::Redo(steps))) => self.redo(steps),
            Some(Err(why)) => Reply::refused(why),
            // Only moves are sent here.
            None => Reply::default(),
        }
    }

    fn act(&mut self, action: Action) -> Reply {
        let could_redo = !self.game.undone().is_empty();
        let before = self.game.state().clone();
        match self.game.apply(action) {
            Ok(events) => {
                if could_redo && self.game.undone().is_empty() {
                    self.redo_cleared = true;
                }
                // The action as the game keeps it (a starter by the name at the table).
                let Some(action) = self.game.actions().last().cloned() else {
                    return Reply::default();
                };
                self.stepped(&Step::Played { action, events }, &before)
            }
            Err(err) => Reply::refused(err.words()),
        }
    }

    /// `undo N`: takes back up to `steps` steps, one at a time as `undo` would (each
    /// saved and shown on the live pad), and stops early (saying so) at the start of
    /// the game; where the game then stands is said once, after the last.
    fn undo(&mut self, steps: usize) -> Reply {
        let mut reply = Reply::default();
        let mut said = String::new();
        for done in 0..steps {
            let before = self.game.state().clone();
            let step = match self.game.undo() {
                Ok(step) => step,
                Err(err) if done == 0 => return Reply::refused(err.words()),
                Err(_) => {
                    said.push_str(&render::steps_short(done, steps, true));
                    break;
                }
            };
            self.redo_cleared = false;
            said.push_str(&match &step {
                Step::Undone { action } => render::undone(action),
                Step::Amended { amendment, .. } => {
                    render::amend_undone(amendment, &before, self.game.state())
                }
                // `undo` takes back; it plays nothing.
                Step::Played { .. } | Step::Redone { .. } => String::new(),
            });
            let saved = self.autosave(Reply::default(), Some(&step));
            said.push_str(&saved.output);
            if saved.unsaved.is_some() {
                reply.unsaved = saved.unsaved;
            }
        }
        said.push_str(&render::status(self.game.state()));
        reply.output = said;
        reply
    }

    /// `redo N`: puts back up to `steps` of the steps taken back, each told as `redo`
    /// tells it, and stops early (saying so) when none is left.
    fn redo(&mut self, steps: usize) -> Reply {
        let mut reply = Reply::default();
        for done in 0..steps {
            let before = self.game.state().clone();
            match self.game.redo() {
                Ok(step) => {
                    let told = self.stepped(&step, &before);
                    reply.output.push_str(&told.output);
                    if told.unsaved.is_some() {
                        reply.unsaved = told.unsaved;
                    }
                }
                Err(GameError::NothingToRedo) if done == 0 && self.redo_cleared => {
                    return Reply::refused(render::redo_cleared());
                }
                Err(err) if done == 0 => return Reply::refused(err.words()),
                Err(_) => {
                    reply
                        .output
                        .push_str(&render::steps_short(done, steps, false));
                    break;
                }
            }
        }
        reply
    }

    /// An accepted move told to everyone who follows the game, from the one record of
    /// it: the table in words, the live pad, the save. `before` is the state the move
    /// started from (an amend says each total before and after).
    fn stepped(&mut self, step: &Step, before: &State) -> Reply {
        let (state, scorer) = (self.game.state(), self.game.scorer());
        let output = match step {
            Step::Played { events, .. } => {
                let won = events.iter().any(|e| matches!(e, Event::Won { .. }));
                let story = if won {
                    self.odds.story_lines(&self.game)
                } else {
                    String::new()
                };
                let mut output = announce(events, state, scorer, &story);
                if events.iter().any(|e| matches!(e, Event::TurnPasses { .. }))
                    && let Some(line) = self.odds.chances_summary(&self.game)
                {
                    output.push_str(&line);
                }
                if self.hints && events.iter().any(|e| matches!(e, Event::Thrown { .. })) {
                    output.push_str(&self.odds.hint(&self.game).unwrap_or_default());
                }
                output
            }
            Step::Redone { action, events } => {
                render::redone(action, &announce(events, state, scorer, ""))
            }
            Step::Undone { action } => render::undone(action) + &render::status(state),
            Step::Amended {
                amendment,
                rewrite: Rewrite::Made,
            } => render::amended(amendment, before, state),
            Step::Amended { amendment, rewrite } => {
                render::amend_stepped(amendment, *rewrite == Rewrite::TakenBack, before, state)
            }
        };
        self.autosave(Reply::said(output), Some(step))
    }

    /// `log [NAME]`: the moves by number, grouped by turn, to the table's width.
    fn log(&mut self, name: Option<&str>) -> Reply {
        let seat = match name.map(|name| self.game.state().player_named(name)) {
            Some(Ok(seat)) => Some(seat),
            Some(Err(err)) => return Reply::refused(err.words()),
            None => None,
        };
        let mut met = Vec::new();
        if let Err(err) = self
            .game
            .retrace(|state, action| met.push((state.clone(), action.clone())))
        {
            return Reply::refused(err.words());
        }
        let turns: Vec<render::LogTurn> = render::log_turns(&met)
            .into_iter()
            .filter(|turn| seat.is_none() || turn.seat == seat)
            .collect();
        let width = usize::from(render::table_width());
        Reply::said(render::log(self.game.state(), &turns, width))
    }

    /// `amend N MOVE, …`: each move read as it would have been read then (the one
    /// reading, [`Move::of_in`]), against the game with the moves before it amended.
    fn amend(&mut self, items: &[(usize, String)]) -> Reply {
        let moves = self.game.actions().len();
        let mut changes: Vec<(usize, Action)> = Vec::new();
        for (number, text) in items {
            if !(1..=moves).contains(number) {
                return Reply::refused(
                    GameError::NoSuchMove {
                        number: *number,
                        moves,
                    }
                    .words(),
                );
            }
            let not_a_move = || {
                Reply::refused(crate::text!(
                    "amend-not-a-move",
                    number = number.to_string(),
                    text = render::echo(text)
                ))
            };
            let command = match Command::parse(text) {
                Ok(Some(command)) => command,
                Ok(None) => return not_a_move(),
                Err(err) => return Reply::refused(err),
            };
            let state = match self.game.state_before(&changes, *number) {
                Ok(state) => state,
                Err(err) => return Reply::refused(err.words()),
            };
            match Move::of_in(&command, &state, self.game.scorer()) {
                Some(Ok(Move::Act(action))) => changes.push((*number, action)),
                Some(Ok(Move::Undo(_) | Move::Redo(_))) | None => return not_a_move(),
                Some(Err(why)) => return Reply::refused(why),
            }
        }
        let before = self.game.state().clone();
        let could_redo = !self.game.undone().is_empty() || !self.game.undone_amends().is_empty();
        match self.game.amend(&changes) {
            Ok(Some(amendment)) => {
                if could_redo {
                    self.redo_cleared = true;
                }
                let step = Step::Amended {
                    amendment,
                    rewrite: Rewrite::Made,
                };
                self.stepped(&step, &before)
            }
            Ok(None) => Reply::said(render::amend_nothing()),
            Err(err) => Reply::refused(err.words()),
        }
    }

    /// Saves after an accepted step (`step`, for the live pad; `None` for a `save`,
    /// which changes no game). A failed save does not undo the step (the table played
    /// it), but says at once that the file is behind and what to do.
    fn autosave(&mut self, mut reply: Reply, step: Option<&Step>) -> Reply {
        // The live pad shows every accepted step, saved or not.
        if let (Some(live), Some(step)) = (&self.live, step) {
            live.publish(&self.game, step);
        }
        let was_behind = self.behind;
        match self.save() {
            Ok(()) if was_behind => reply
                .output
                .push_str(&render::saved_again(self.save_path())),
            Ok(()) => {}
            Err(err) => reply.unsaved = Some(render::step_unsaved(&err.to_string())),
        }
        if self.is_saved() && self.game.state().is_over() {
            // A game just over is what `stats` will ask about next.
            self.target.keep_in_history();
        }
        reply
    }

    fn export(&mut self, path: &str, format: Option<ExportFormat>, force: bool) -> Reply {
        let path = PathBuf::from(path);
        let Some(format) = format.or_else(|| ExportFormat::from_extension(&path)) else {
            return Reply::refused(render::unknown_export_format(&path, &ExportFormat::NAMES));
        };
        if self.target.is_at(&path) {
            return Reply::refused(render::export_onto_save());
        }
        // An old save's UTC stamp is shown in this machine's time zone.
        let finished_at = self.target.finished_at().map(|stamp| stamp.here());
        let story = (format == ExportFormat::Html).then(|| self.odds.story(&mut self.game));
        let mut export = Export::new(self.game.state(), &self.game.rules().names())
            .with_shown_rules(render::house_rules_shown(self.game.rules()))
            .with_started(self.started())
            .with_finished_at(finished_at);
        if let Some(story) = story {
            export = export.with_story(story);
        }
        let written = format
            .render(&export)
            .map_err(|e| e.to_string())
            .and_then(|text| {
                self.target
                    .write_export(&path, text.as_bytes(), force)
                    .map_err(|e| e.to_string())
            });
        match written {
            Ok(()) => Reply::said(render::exported(&path, format.name())),
            Err(err) => Reply::refused(err),
        }
    }

    fn save_as(&mut self, path: PathBuf) -> Reply {
        if self.target.is_at(&path) {
            return self.autosave(Reply::said(render::saved_to(&path)), None);
        }
        match self.target.move_to(&path, &self.game) {
            Ok(problem) => Reply {
                warning: problem.map(|p| p.to_string()),
                ..Reply::said(render::save_moved(self.save_path()))
            },
            Err(err) => Reply::refused(err),
        }
    }

    fn quit(&mut self) -> Reply {
        match self.close() {
            Ok(farewell) => Reply {
                output: farewell,
                quit: true,
                ..Reply::default()
            },
            // The game stays open: `save FILE` may yet work.
            Err(err) => Reply {
                unsaved: Some(render::quit_unsaved(&err.to_string())),
                ..Reply::default()
            },
        }
    }

    /// Ends the session, the one way every ending goes (`quit`, the end of piped input,
    /// Ctrl-D, a signal to stop): saves the game if the file is behind it, files the
    /// save in the history's index so the table's next `history` and `stats` need not
    /// read it again, and returns the closing line. When the save fails nothing is
    /// filed and the error is returned, for the front end to say what is lost.
    pub(crate) fn close(&mut self) -> Result<String, StoreError> {
        // Still at the roll-off with nothing taken back: the save holds no more than
        // the names and a few roll-off dice, and `history` would list an empty game
        // (Ctrl-D at the roll-off).
        if matches!(self.game.state().phase, crate::game::Phase::RollOff(_))
            && self.game.undone().is_empty()
            && self.game.undone_amends().is_empty()
            && self.target.discard()
        {
            self.live = None;
            return Ok(render::nothing_kept());
        }

        // Saved after every step: only a file behind the game is written again, so a
        // disk that filled after the last step does not report a saved game as lost.
        if !self.is_saved() {
            self.save()?;
        }
        // The phones are told the table closed the pad; what it was known by is
        // remembered, so `resume --serve` opens it at the same address.
        self.close_pad();
        let number = self.target.keep_in_history();
        Ok(render::farewell(
            self.game.state(),
            self.save_path(),
            number,
        ))
    }

    /// The closing line when the last save failed: what the file holds, and what is
    /// lost if marbles closes now.
    pub(crate) fn not_saved(&self) -> String {
        render::not_saved(self.save_path())
    }
}

/// Whether the game, where it stands, would take a command of this kind (as far as
/// the kind alone says): what a "did you mean" may offer.
fn would_take(kind: CommandKind, game: &Game) -> bool {
    let state = game.state();
    let turn = match &state.phase {
        Phase::Playing(turn) => Some(turn),
        Phase::RollOff(_) | Phase::Over { .. } => None,
    };
    match kind {
        CommandKind::Keep => turn.is_some_and(|t| t.throw.is_some()),
        CommandKind::Bank => turn.is_some() && state.may_bank(game.scorer()),
        CommandKind::Steal => turn.is_some_and(|t| t.is_fresh() && t.offer.is_some()),
        CommandKind::Tally => turn.is_some_and(|t| t.is_fresh()),
        CommandKind::First => matches!(state.phase, Phase::RollOff(_)),
        CommandKind::Redo => !game.undone().is_empty() || !game.undone_amends().is_empty(),
        _ => true,
    }
}

/// `help` and `help NAME`, with the numbers of `rules`; `over` once the game is over.
fn help(topic: Option<&str>, rules: &RuleSet, over: bool) -> Reply {
    match topic {
        None => {
            // The short forms are typed in every language; the English words are
            // too, which the list's last lines say rather than a column of them (the
            // list fits a 24-row screen).
            let entries: Vec<HelpEntry<'_>> = COMMANDS
                .iter()
                .map(|spec| HelpEntry {
                    word: spec.word,
                    usage: spec.usage,
                    summary: spec.summary,
                    aliases: spec.aliases,
                })
                .collect();
            Reply::said(help_list(&entries, rules, over))
        }
        Some(word) => match find(word) {
            Some(spec) => Reply::said(help_topic(spec.usage, spec.details, rules)),
            None => Reply::refused(no_help_for(word)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::{self, Autosaver, MemorySave};

    /// A fresh game of Ann and Bob saved in memory, and the memory to look into.
    fn table() -> (Session, MemorySave) {
        let game = Game::standard(&["Ann".to_owned(), "Bob".to_owned()]).expect("game");
        let memory = MemorySave::new("game.yaml");
        (Session::new(game, memory.clone()), memory)
    }

    /// A table where Ann starts and these lines have been played.
    fn played(lines: &[&str]) -> (Session, MemorySave) {
        let (mut session, memory) = table();
        for line in ["first Ann"].iter().chain(lines) {
            let reply = session.execute(line);
            assert_eq!(reply.refusal, None, "{line}");
        }
        (session, memory)
    }

    /// Runs `line`, which must be refused, and checks that nothing changed: not the
    /// game, not the save. Returns the refusal.
    fn refused(session: &mut Session, memory: &MemorySave, line: &str) -> String {
        let state = session.game().state().clone();
        let actions = session.game().actions().to_vec();
        let saved = memory.saved();
        let reply = session.execute(line);
        assert_eq!(reply.output, "", "{line}");
        assert_eq!(session.game().state(), &state, "{line}");
        assert_eq!(session.game().actions(), actions.as_slice(), "{line}");
        assert_eq!(memory.saved(), saved, "{line}");
        reply
            .refusal
            .unwrap_or_else(|| panic!("`{line}` is refused"))
    }

    #[test]
    fn serve_opens_the_live_pad_once_and_serve_stop_closes_it() {
        let (mut session, memory) = played(&[]);
        let opened = session.execute("serve 127.0.0.1:0");
        assert_eq!(opened.refusal, None);
        assert!(
            opened
                .output
                .starts_with("Live pad for phones: http://127.0.0.1:"),
            "{}",
            opened.output
        );
        assert!(opened.qr_code.is_some());
        let url = session.live().expect("open").url().to_owned();
        assert!(opened.output.contains(&url));
        // `serve` again shows where it is, QR code and all.
        let again = session.execute("serve");
        assert_eq!(again.refusal, None);
        assert!(again.output.contains(&url), "{}", again.output);
        assert!(again.qr_code.is_some());
        // Each accepted action is a new version; a refused line is none.
        session.execute("111555");
        assert_eq!(session.live().map(Live::version), Some(1));
        session.execute("bnak");
        session.execute("keep");
        assert_eq!(session.live().map(Live::version), Some(2));
        assert_eq!(
            session.execute("serve stop").output,
            "The live pad is closed.\n"
        );
        assert!(session.live().is_none());
        let closed = refused(&mut session, &memory, "serve stop");
        assert!(closed.starts_with("No live pad is open"), "{closed}");
        let bad = refused(&mut session, &memory, "serve phones");
        assert!(bad.contains("IP:PORT"), "{bad}");
    }

    #[test]
    fn a_blank_line_does_nothing_and_an_unknown_word_is_refused() {
        let (mut session, memory) = table();
        assert_eq!(session.execute("   "), Reply::default());
        // At the roll-off nothing may be banked: `bank` is no help there.
        let why = refused(&mut session, &memory, "bnak");
        assert!(!why.contains("did you mean"), "{why}");
        let (mut session, memory) = played(&["111523", "k 1115", "15", "k 15"]);
        let why = refused(&mut session, &memory, "bnak");
        assert!(why.contains("did you mean `bank`"), "{why}");
    }

    #[test]
    fn a_roll_off_line_is_one_die_and_is_saved() {
        let (mut session, memory) = table();
        let reply = session.execute("5");
        assert_eq!(reply.refusal, None);
        assert!(reply.output.contains("Ann threw 5."), "{}", reply.output);
        assert_eq!(memory.saved().expect("saved").actions.len(), 1);
        // Issue 13: two dice on Ann's line used to throw Bob's die too.
        let (mut session, memory) = table();
        let why = refused(&mut session, &memory, "55");
        assert_eq!(
            why,
            "2 dice typed, but a roll-off line is one die: type Ann's die, one face such as `5`"
        );
        let why = refused(&mut session, &memory, "5 2 3");
        assert!(why.starts_with("3 dice typed"), "{why}");
    }

    #[test]
    fn first_names_the_starter() {
        let (mut session, memory) = table();
        assert!(session.execute("first Bob").output.contains("Bob starts."));
        assert_eq!(
            memory.saved().expect("saved").actions,
            vec![Action::First("Bob".into())]
        );
        let (mut session, memory) = table();
        let why = refused(&mut session, &memory, "first Cy");
        assert!(why.contains("Cy"), "{why}");
    }

    #[test]
    fn first_finds_a_name_typed_without_its_accent_or_suggests_the_close_ones() {
        let names = ["Åse".to_owned(), "Søren".to_owned(), "Bob".to_owned()];
        let fresh = || {
            let memory = MemorySave::new("game.yaml");
            let game = Game::standard(&names).expect("game");
            (Session::new(game, memory.clone()), memory)
        };
        let (mut session, memory) = fresh();
        let reply = session.execute("first Ase");
        assert!(reply.output.contains("Åse starts."), "{}", reply.output);
        assert_eq!(
            memory.saved().expect("saved").actions,
            vec![Action::First("Åse".into())]
        );
        let (mut session, _) = fresh();
        assert!(
            session
                .execute("first soren")
                .output
                .contains("Søren starts.")
        );
        let (mut session, memory) = fresh();
        let why = refused(&mut session, &memory, "first Sor");
        assert_eq!(why, "no player is called `Sor`: did you mean Søren?");
    }

    #[test]
    fn a_throw_a_keep_and_a_bank_are_announced_and_saved() {
        let (mut session, memory) = played(&[]);
        let thrown = session.execute("111523");
        assert_eq!(thrown.refusal, None);
        assert!(!thrown.output.is_empty());
        assert_eq!(memory.saved().expect("saved").actions.len(), 2);
        let kept = session.execute("keep 1115");
        assert!(kept.output.contains("Kept"), "{}", kept.output);
        session.execute("15");
        let kept = session.execute("keep");
        assert!(kept.output.contains("Kept"), "{}", kept.output);
        let banked = session.execute("bank");
        assert!(banked.output.contains("Ann banks"), "{}", banked.output);
        assert!(banked.output.contains("Bob's turn"), "{}", banked.output);
        assert_eq!(memory.saved().expect("saved").actions.len(), 6);
        assert!(session.is_saved());
    }

    #[test]
    fn refused_play_leaves_the_game_and_the_save_as_they_were() {
        let (mut session, memory) = played(&["111523"]);
        refused(&mut session, &memory, "keep 23");
        refused(&mut session, &memory, "keep 7");
        refused(&mut session, &memory, "1234567");
        refused(&mut session, &memory, "steal");
        refused(&mut session, &memory, "first Bob");
        let (mut session, memory) = played(&["111523", "k 1115"]);
        let why = refused(&mut session, &memory, "bank");
        assert!(why.contains("not open yet"), "{why}");
        refused(&mut session, &memory, "bank now");
    }

    #[test]
    fn tally_records_a_turn_without_dice_and_undo_takes_it_back() {
        let (mut session, memory) = played(&[]);
        let banked = session.execute("tally 700");
        assert_eq!(banked.refusal, None);
        assert!(
            banked.output.contains("Ann banks 700: total 700."),
            "{}",
            banked.output
        );
        let bust = session.execute("tally bust");
        assert!(bust.output.contains("BUST!"), "{}", bust.output);
        let pad = session.execute("pad").output;
        assert!(pad.contains("+700†"), "{pad}");
        assert!(pad.contains("bust†"), "{pad}");
        assert!(pad.contains("† tallied"), "{pad}");
        let saved = memory.saved().expect("saved");
        assert_eq!(
            saved.actions[1..],
            [
                Action::Tally(crate::game::Tally::Banked(700)),
                Action::Tally(crate::game::Tally::Bust)
            ]
        );
        let undone = session.execute("undo");
        assert!(
            undone.output.starts_with("Undone: tally bust"),
            "{}",
            undone.output
        );
        // Mid-turn and off the multiples of 50, a tally is refused and changes nothing.
        let (mut session, memory) = played(&["111523"]);
        let why = refused(&mut session, &memory, "tally 700");
        assert!(why.contains("before its first throw"), "{why}");
        let (mut session, memory) = played(&[]);
        let why = refused(&mut session, &memory, "tally 725");
        assert!(why.contains("multiple of 50"), "{why}");
        refused(&mut session, &memory, "tally");
    }

    #[test]
    fn undo_and_redo_step_through_the_actions() {
        let (mut session, memory) = played(&["111523"]);
        let undone = session.execute("undo");
        assert!(undone.output.starts_with("Undone: "), "{}", undone.output);
        assert!(
            undone
                .output
                .contains("Ann's turn: 0 in the turn, 6 dice in hand.")
        );
        assert_eq!(memory.saved().expect("saved").actions.len(), 1);
        let redone = session.execute("redo");
        assert!(redone.output.starts_with("Redone: "), "{}", redone.output);
        assert_eq!(memory.saved().expect("saved").actions.len(), 2);
        refused(&mut session, &memory, "redo");
        let (mut session, memory) = table();
        refused(&mut session, &memory, "undo");
    }

    #[test]
    fn an_unknown_word_at_a_keep_prompt_says_what_the_keep_prompt_wants() {
        // Issue 13: `bnak` here ended "type the faces you threw".
        let (mut session, memory) = played(&["111523", "k 1115", "15"]);
        let why = refused(&mut session, &memory, "bnak");
        assert!(why.contains("did you mean `bank`"), "{why}");
        assert!(!why.contains("type the faces you threw"), "{why}");
        assert!(
            why.contains("the throw 1 5 waits for its keep: `keep FACES`, `keep` alone for the most points, or `bank`"),
            "{why}"
        );
        // Not open yet: no `bank` to offer.
        let (mut session, memory) = played(&["111523"]);
        let why = refused(&mut session, &memory, "kep");
        assert!(
            why.contains("waits for its keep: `keep FACES`, or `keep` alone for the most points;"),
            "{why}"
        );
        // Before a throw, the faces are what is wanted.
        let (mut session, memory) = played(&[]);
        let why = refused(&mut session, &memory, "bnak");
        assert!(why.contains("type the faces you threw"), "{why}");
    }

    #[test]
    fn leaving_at_the_roll_off_keeps_no_game() {
        // Issue 32: Ctrl-D at the roll-off left an empty game in `history`.
        let (mut session, memory) = table();
        assert_eq!(session.execute("3").refusal, None);
        assert!(memory.saved().is_some());
        let reply = session.execute("quit");
        assert!(reply.quit);
        assert_eq!(reply.output, "Nothing was played, so no game is kept.\n");
        assert!(memory.saved().is_none());
        // Once the roll-off is settled the game is kept, and so is one undone back to it.
        let (mut session, memory) = played(&[]);
        assert!(session.execute("quit").quit);
        assert!(memory.saved().is_some());
        let (mut session, memory) = played(&[]);
        assert_eq!(session.execute("undo").refusal, None);
        assert!(session.execute("quit").quit);
        assert!(
            memory.saved().is_some(),
            "what undo took back can be redone"
        );
    }

    #[test]
    fn undo_and_redo_take_a_count() {
        // Issue 32: `undo 5` was refused.
        let (mut session, memory) = played(&["111523", "k 1115", "15", "k 5"]);
        let undone = session.execute("undo 3");
        assert_eq!(undone.refusal, None);
        assert_eq!(
            undone.output.matches("Undone: ").count(),
            3,
            "{}",
            undone.output
        );
        assert_eq!(
            undone.output.matches("Ann's").count(),
            1,
            "where the game stands, once: {}",
            undone.output
        );
        assert_eq!(memory.saved().expect("saved").actions.len(), 2);
        let redone = session.execute("redo 2");
        assert_eq!(
            redone.output.matches("Redone: ").count(),
            2,
            "{}",
            redone.output
        );
        assert_eq!(memory.saved().expect("saved").actions.len(), 4);
        // More than there is: as many as there are, and said so.
        let undone = session.execute("undo 50");
        assert_eq!(undone.refusal, None);
        assert!(
            undone.output.contains("Only 4 of the 50 steps"),
            "{}",
            undone.output
        );
        assert_eq!(memory.saved().expect("saved").actions.len(), 0);
        refused(&mut session, &memory, "undo 2");
        let redone = session.execute("redo 9");
        assert!(
            redone.output.contains("Only 5 of the 9 steps"),
            "{}",
            redone.output
        );
        let why = refused(&mut session, &memory, "undo two");
        assert!(why.contains("`two` is not a number of steps"), "{why}");
        refused(&mut session, &memory, "redo 0");
    }

    #[test]
    fn redo_after_a_new_action_says_the_new_action_cleared_it() {
        let (mut session, memory) = played(&["111523", "k 1115"]);
        assert_eq!(session.execute("undo").refusal, None);
        assert_eq!(session.execute("k 111").refusal, None);
        let why = refused(&mut session, &memory, "redo");
        assert!(why.contains("cleared what could be redone"), "{why}");
        assert!(!why.contains("and nothing was"), "{why}");
        // Once `undo` takes something back, redo is back to its usual self.
        assert_eq!(session.execute("undo").refusal, None);
        assert_eq!(session.execute("redo").refusal, None);
        let why = refused(&mut session, &memory, "redo");
        assert!(why.contains("nothing has been taken back"), "{why}");
        let (mut session, memory) = played(&[]);
        let why = refused(&mut session, &memory, "redo");
        assert!(why.contains("nothing has been taken back"), "{why}");
    }

    #[test]
    fn resumed_at_a_throw_the_welcome_asks_for_its_keep() {
        // Issue 32: the welcome said "Type the faces you throw" while the prompt wanted
        // a keep.
        let (session, _) = played(&["152344"]);
        let welcome = session.welcome(true);
        assert!(!welcome.contains("faces you throw"), "{welcome}");
        assert!(
            welcome.contains("Type the dice you keep (like `keep 1 5`), or `keep` alone"),
            "{welcome}"
        );
        let (session, _) = played(&["152344", "k 15"]);
        assert!(session.welcome(true).contains("faces you throw"));
    }

    #[test]
    fn hints_after_resume_give_the_hint_for_the_throw_waiting() {
        let (session, _) = played(&["152344"]);
        let session = session.with_hints(true);
        let welcome = session.welcome(true);
        assert!(
            welcome.contains("hint: best play: keep 1 (100)"),
            "{welcome}"
        );
        let (session, _) = played(&["152344"]);
        assert!(!session.welcome(true).contains("hint:"));
        let (session, _) = played(&[]);
        assert!(!session.with_hints(true).welcome(true).contains("hint:"));
    }

    #[test]
    fn bare_keep_keeps_what_the_prompt_says_the_most_points() {
        // Issue 13: after 152344 the best play is 1, the most points 1 5.
        let (mut session, _) = played(&["152344"]);
        assert!(session.expected().contains("keep (most points)"));
        let odds = session.execute("odds").output;
        assert!(odds.contains("best play"), "{odds}");
        assert!(odds.contains("most points"), "{odds}");
        let kept = session.execute("keep").output;
        assert!(kept.starts_with("Kept 1 5 for 150"), "{kept}");
    }

    #[test]
    fn odds_before_a_throw_fit_a_small_screen_and_odds_all_has_the_details() {
        let (mut session, _) = played(&["111523", "k 1115"]);
        let short = session.execute("odds").output;
        assert!(short.lines().count() <= 12, "{short}");
        assert!(short.contains("bust"), "{short}");
        assert!(short.contains("Throw on: "), "{short}");
        assert!(short.contains("Best play: "), "{short}");
        assert!(short.contains("`odds all`"), "{short}");
        let all = session.execute("odds all").output;
        assert!(
            all.starts_with(short.lines().next().unwrap_or_default()),
            "{all}"
        );
        assert!(all.contains("Most points a throw offers"), "{all}");
        assert!(all.lines().count() > short.lines().count(), "{all}");
        assert!(session.execute("odds everything").refusal.is_some());
    }

    #[test]
    fn odds_after_a_throw_show_the_best_keeps_and_odds_all_every_keep() {
        let (mut session, _) = played(&["111555"]);
        let short = session.execute("odds").output;
        let all = session.execute("odds all").output;
        assert!(short.lines().count() <= 14, "{short}");
        assert!(all.lines().count() > short.lines().count(), "{all}");
        assert!(short.contains("`odds all` lists every keep"), "{short}");
    }

    #[test]
    fn odds_are_for_a_turn_under_way() {
        let (mut session, memory) = table();
        assert_eq!(refused(&mut session, &memory, "odds"), render::no_odds());
        let (mut session, _) = played(&[]);
        assert!(!session.execute("odds").output.is_empty());
        let (mut session, _) = played(&["111523"]);
        assert!(session.execute("odds").output.contains("best"));
    }

    #[test]
    fn review_shows_the_game_so_far_and_changes_nothing() {
        let (mut session, memory) = played(&["111555", "keep 111555", "bank", "234662"]);
        let saved = memory.saved();
        let all = session.execute("review").output;
        assert!(all.contains("in exact chances to win"), "{all}");
        assert!(all.contains("Costliest decision of Ann"), "{all}");
        let bob = session.execute("review bob").output;
        assert!(!bob.contains("Costliest decision of Ann"), "{bob}");
        assert!(refused(&mut session, &memory, "review Zed").contains("Zed"));
        assert_eq!(memory.saved(), saved);
    }

    #[test]
    fn pad_rules_and_help_show_and_change_nothing() {
        let (mut session, memory) = played(&["111523"]);
        let saved = memory.saved();
        assert!(session.execute("pad").output.contains("Ann"));
        assert!(session.execute("dice").output.contains("too few"));
        assert!(session.execute("rules").output.contains("700"));
        assert!(session.execute("help").output.contains("keep [FACES]"));
        let bank = session.execute("help bank").output;
        assert!(bank.contains("the opening score (700)"), "{bank}");
        assert!(refused(&mut session, &memory, "help nothing").contains("no command `nothing`"));
        assert_eq!(memory.saved(), saved);
        assert_eq!(session.game().actions().len(), 2);
    }

    #[test]
    fn export_writes_through_the_save_target() {
        let (mut session, memory) = played(&["111523"]);
        let reply = session.execute("export table.csv");
        assert_eq!(reply.output, "Exported the table to table.csv (csv).\n");
        let exports = memory.exports();
        assert_eq!(exports.len(), 1);
        // The CSV is the pad, a row per finished turn: none yet, so only its header.
        assert!(String::from_utf8_lossy(&exports[0].1).starts_with("round,turn,player,"));
        let why = refused(&mut session, &memory, "export table.csv");
        assert!(why.contains("--force"), "{why}");
        assert!(
            session
                .execute("export table.csv --force")
                .refusal
                .is_none()
        );
        let why = refused(&mut session, &memory, "export table");
        assert!(why.starts_with("cannot tell the format"), "{why}");
        assert_eq!(
            refused(&mut session, &memory, "export game.yaml --format json"),
            render::export_onto_save()
        );
    }

    #[test]
    fn save_moves_the_game_or_saves_it_where_it_is() {
        let (mut session, memory) = played(&["111523"]);
        memory.take("kept.yaml");
        let why = refused(&mut session, &memory, "save kept.yaml");
        assert!(why.contains("already exists"), "{why}");
        let again = session.execute("save game.yaml");
        assert_eq!(again.output, "Saved to game.yaml.\n");
        let moved = session.execute("save elsewhere.yaml");
        assert!(moved.output.starts_with("Moved the save to elsewhere.yaml"));
        assert_eq!(session.save_path(), Path::new("elsewhere.yaml"));
        assert_eq!(memory.saved().expect("saved").actions.len(), 2);
    }

    #[test]
    fn a_failed_save_in_memory_keeps_the_step_and_the_next_save_catches_up() {
        let (mut session, memory) = played(&[]);
        memory.set_failing(true);
        let reply = session.execute("111523");
        assert_eq!(reply.refusal, None);
        let unsaved = reply.unsaved.expect("the failed save is reported");
        assert!(unsaved.contains("NOT saved to disk"), "{unsaved}");
        assert_eq!(session.game().actions().len(), 2, "the step stands");
        assert_eq!(memory.saved().expect("saved").actions.len(), 1);
        assert!(!session.is_saved());
        let quit = session.execute("quit");
        assert!(!quit.quit);
        assert!(
            quit.unsaved
                .expect("reported")
                .contains("marbles stays open")
        );
        memory.set_failing(false);
        let reply = session.execute("keep 111");
        assert!(
            reply.output.contains("Saved again: game.yaml"),
            "{}",
            reply.output
        );
        assert!(session.is_saved());
        assert_eq!(session.failed_saves(), 2);
        assert_eq!(memory.saved().expect("saved").actions.len(), 3);
    }

    #[test]
    fn quit_saves_and_says_how_to_come_back() {
        let (mut session, memory) = played(&["111523"]);
        let reply = session.execute("quit");
        assert!(reply.quit);
        assert_eq!(
            reply.output,
            "Saved to game.yaml. Continue with `marbles resume game.yaml`.\n"
        );
        assert_eq!(memory.saved().expect("saved").actions.len(), 2);
    }

    #[test]
    fn the_save_says_when_the_game_finished_and_undo_takes_it_back() {
        use std::sync::Arc;
        use std::sync::atomic::{AtomicU32, Ordering};
        // A clock that moves a minute each time it is read.
        let reads = Arc::new(AtomicU32::new(0));
        let ticks = Arc::clone(&reads);
        let clock = crate::clock::Clock::from_fn(move || {
            let minute = 42 + ticks.fetch_add(1, Ordering::SeqCst);
            crate::clock::Stamp::parse(&format!("2026-11-29T15:{minute}:05+01:00"))
                .expect("a stamp")
        });
        let mut game = crate::game::scripted::two_players(true);
        game.undo().expect("the winning bank taken back");
        let memory = MemorySave::new("game.yaml").with_clock(clock);
        let mut session = Session::new(game, memory.clone());
        let finished_at = |memory: &MemorySave| {
            memory
                .saved()
                .and_then(|save| save.finished_at)
                .map(|stamp| stamp.rfc3339())
        };
        assert_eq!(session.execute("pad").refusal, None);
        assert_eq!(
            reads.load(Ordering::SeqCst),
            0,
            "no clock read before the end"
        );
        let won = session.execute("bank");
        assert!(won.output.contains("wins"), "{}", won.output);
        assert_eq!(
            finished_at(&memory).as_deref(),
            Some("2026-11-29T15:42:05+01:00")
        );
        // Version 4 says when the game finished (5 is for amends).
        assert_eq!(memory.saved().map(|s| s.version), Some(4));
        session.execute("pad");
        assert_eq!(reads.load(Ordering::SeqCst), 1, "stamped once");
        assert_eq!(session.execute("undo").refusal, None);
        assert_eq!(finished_at(&memory), None, "undo past the win");
        assert_ne!(memory.saved().map(|s| s.version), Some(4));
        assert_eq!(session.execute("redo").refusal, None);
        assert_eq!(
            finished_at(&memory).as_deref(),
            Some("2026-11-29T15:43:05+01:00")
        );
        assert_eq!(session.execute("export game.json").refusal, None);
        let (_, bytes) = memory.exports().pop().expect("exported");
        let json: serde_json::Value = serde_json::from_slice(&bytes).expect("JSON");
        assert_eq!(json["finished_at"], "2026-11-29T15:43:05+01:00");
    }

    /// A session for Ann and Bob saving to `dir/table/game.yaml`, its first save made,
    /// the table's memory kept in `dir/state` (never in the machine's own folders).
    fn on_disk(dir: &Path) -> Session {
        let folder = dir.join("table");
        std::fs::create_dir(&folder).expect("folder");
        let game = Game::standard(&["Ann".to_owned(), "Bob".to_owned()]).expect("game");
        let mut autosaver = Autosaver::new(
            folder.join("game.yaml"),
            "t",
            crate::clock::Clock::stopped(),
        )
        .expect("new")
        .remembering_in(crate::store::Places {
            games: dir.join("data").join("games"),
            state: dir.join("state"),
        });
        autosaver.save(&game).expect("first save");
        Session::new(game, autosaver)
    }

    #[test]
    fn a_session_keeps_the_tables_memory_where_it_is_told() {
        let dir = tempfile::tempdir().expect("temp dir");
        let state = dir.path().join("state");
        let mut session = on_disk(dir.path());
        assert_eq!(session.execute("first Ann").refusal, None);
        let elsewhere = dir.path().join("elsewhere.yaml");
        let reply = session.execute(&format!("save {}", elsewhere.display()));
        assert_eq!(reply.refusal, None);
        let last = std::fs::read_to_string(state.join("last-game")).expect("the note");
        assert_eq!(last.trim_end(), elsewhere.display().to_string());
        let known = std::fs::read_to_string(state.join("known-saves")).expect("known saves");
        assert!(known.contains("elsewhere.yaml"), "{known}");
    }

    /// A session whose save folder is swapped for a file after the first save, so
    /// every later save fails, even for root. Returns the folder and where it went.
    fn failing(dir: &Path) -> (Session, PathBuf, PathBuf) {
        let session = on_disk(dir);
        let folder = dir.join("table");
        let moved = dir.join("moved");
        std::fs::rename(&folder, &moved).expect("move away");
        std::fs::write(&folder, b"").expect("a file instead");
        (session, folder, moved)
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
