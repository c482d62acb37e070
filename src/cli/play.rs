//! `marbles play` and `marbles resume`: a game set up or found, then handed to the REPL.

use std::io::IsTerminal;

use super::args::{PlayArgs, ResumeArgs, TableArgs};
use super::{CliError, Settings};
use crate::clock::Clock;
use crate::game::{Action, Game, GameError};
use crate::house_rules::{self, DiskCopy};
use crate::render::Words;
use crate::render::{List, count};
use crate::repl::{self, Ending, Session};
use crate::rules::HouseRule;
use crate::serve::{Listening, Live};
use crate::store::{self, Autosaver, SaveLock, StoreError};

/// `marbles play NAME...`, or `marbles play` for the last group at the table.
pub(super) fn play(args: PlayArgs, settings: &Settings) -> Result<(), CliError> {
    // Before any thread is started, so that a signal to stop reaches the session.
    repl::hold_stops();
    let last_group = args.players.is_empty();
    let players = if last_group {
        let Some((names, _)) = super::config::last_group(settings) else {
            return Err(CliError::NoPlayers);
        };
        names
    } else {
        args.players
    };
    // A name with a bidi override or a zero-width character reads differently on the
    // pad, in exports and in every message than it was typed: refuse it now.
    // The joiners of an emoji sequence (👨‍👩‍👧) are drawn, not hidden: allowed.
    if let Some(name) = players
        .iter()
        .find(|name| !crate::game::hidden_characters(name).is_empty())
    {
        return Err(CliError::InvisibleInName {
            shown: crate::render::echo(name),
        });
    }
    if let Some(name) = players
        .iter()
        .find(|name| name.chars().any(char::is_control))
    {
        return Err(CliError::ControlInName {
            shown: crate::render::echo(name),
        });
    }
    let most = crate::render::NAME_COLUMN_MAX;
    if let Some(name) = players.iter().find(|name| name.chars().count() > most) {
        return Err(CliError::NameTooLong {
            shown: crate::render::echo(name),
            length: name.chars().count(),
            most,
        });
    }
    let (rules, from_config) = settings.rules(&args.rules);
    // Recorded absolute, so the save names the same files from any folder.
    let rules: Vec<_> = rules
        .iter()
        .map(|path| house_rules::recorded_path(path))
        .collect();
    let rules = house_rules::load(&rules).map_err(|e| settings.blame(from_config, e.into()))?;
    let mut game = Game::new(rules, &players)?;
    if let Some(first) = args.first {
        game.apply(Action::First(first))?;
    }
    // Local time with its offset, so the save says when the table played as the
    // table saw it, and its name sorts by that wall clock. The same clock stamps the
    // game's end when a save sees it come.
    let clock = Clock::system();
    let stamp = clock.now();
    let created = crate::clock::Created::at(stamp);
    // The live pad's address is bound before the save exists: one that cannot be used
    // stops `play` with nothing made on disk.
    let listening = listen(&args.table, settings)?;
    // The save's name is locked first, then created whole and exclusively: a second
    // session can neither take the same name nor see the file half made.
    let lock = match args.save {
        Some(path) => {
            // Looked at before the lock as well: `/dev/stdout` leads (through
            // `/proc/self/fd/1`) to a pipe, whose kernel name `pipe:[…]` is no path a
            // lock file can be put beside.
            refuse_not_a_file(&path)?;
            let lock = SaveLock::acquire(&path)?;
            // Again under the lock, in case a pipe was put there meanwhile; named as
            // the player gave it.
            if let Err(CliError::SaveNotAFile { folder, .. }) = refuse_not_a_file(lock.path()) {
                return Err(CliError::SaveNotAFile { path, folder });
            }
            if std::fs::symlink_metadata(lock.path()).is_ok() {
                return Err(CliError::SaveExists { path });
            }
            lock
        }
        None => store::claim_new_save(&stamp.file_stem(), game.names())?,
    };
    let autosaver = Autosaver::create(lock, created, clock, &game)?;
    remember(autosaver.path());
    // Written once the game is saved, so a state folder that cannot be written costs
    // nothing but the memory of this group.
    super::config::remember_players(game.names());
    if last_group {
        let note = crate::text!(
            "config-last-group",
            names = List::and(game.names()).to_string()
        );
        std::io::Write::write_fmt(
            &mut anstream::stdout(),
            format_args!("{}\n", crate::render::wrap(&note)),
        )?;
    }
    let session = table_session(
        game,
        autosaver,
        &args.table,
        settings,
        Opening::New(listening),
    )?;
    run(session, false, args.table.strict)
}

/// The address `--serve` asks for, bound (the flag's, else the config's, else this
/// machine on any free port); `None` without `--serve`.
fn listen(table: &TableArgs, settings: &Settings) -> Result<Option<Listening>, CliError> {
    let Some(address) = &table.serve else {
        return Ok(None);
    };
    let address =
        crate::serve::address_to_use(address.as_deref(), settings.config.serve.as_deref());
    Ok(Some(Live::listen(address)?))
}

/// How a session at the table begins.
enum Opening {
    /// A new game (`play`), with the live pad's address bound when `--serve` asks.
    New(Option<Listening>),
    /// A saved game going on (`resume`): its live pad, opened again, keeps the
    /// address it had.
    Resumed,
}

/// The session at the table, with the live pad open when `--serve` asks for it: its
/// address on one line of standard output, and as a QR code on a terminal.
fn table_session(
    game: Game,
    autosaver: Autosaver,
    table: &TableArgs,
    settings: &Settings,
    opening: Opening,
) -> Result<Session, CliError> {
    let session = Session::new(game, autosaver)
        .with_hints(table.hints)
        .serving_at(settings.config.serve.clone());
    // A new game's save may have the name of one deleted since: its pad is not this
    // game's, and the address of that one stays closed.
    let mut session = match opening {
        Opening::Resumed => session.remembering_pad(),
        Opening::New(_) => session,
    };
    // Its address is shown by `run`: after the welcome on a terminal, first when piped.
    match (opening, &table.serve) {
        (Opening::New(Some(listening)), _) => {
            session.serve_on(listening)?;
        }
        (_, Some(address)) => {
            session.serve(address.as_deref())?;
        }
        (_, None) => {}
    }
    Ok(session)
}

/// The live pad's address with its one-line explanation, under its QR code on a
/// terminal (the code first and the address under it, so that both stay on the screen
/// beside the prompt); nothing when the pad is not open.
fn live_notice(session: &Session) -> Option<String> {
    let (url, code) = session.live_address()?;
    let mut notice = String::new();
    if std::io::stdout().is_terminal()
        && let Some(code) = code
    {
        notice.push_str(&code);
        notice.push('\n');
    }
    notice.push_str(&crate::render::wrap(&crate::render::serving(&url)));
    // `resume --serve`: whether the phones' address still holds, under it.
    if let Some(again) = session.pad_again() {
        notice.push_str(&crate::render::wrap(again));
    }
    Some(notice)
}

/// Refuses a `--save` path that names a folder, a pipe or a device (links followed as
/// the kernel follows them).
fn refuse_not_a_file(path: &std::path::Path) -> Result<(), CliError> {
    let occupant = store::Occupant::of(path);
    if occupant.is_replaceable() {
        return Ok(());
    }
    Err(CliError::SaveNotAFile {
        path: path.to_owned(),
        folder: occupant == store::Occupant::Folder,
    })
}

/// `marbles resume [FILE]`. A game goes on with the house rules saved with it; when
/// the config file names others, a note says which are in play.
pub(super) fn resume(args: ResumeArgs, settings: &Settings) -> Result<(), CliError> {
    // Before the history's readers start (`resume N`), so that a signal to stop
    // reaches the session and not one of them.
    repl::hold_stops();
    let path = match args.save {
        Some(path) => super::history::save_named(path)?,
        None => store::latest_save()?,
    };
    if args.reload_rules {
        return resume_reloaded(&path, args.table, settings);
    }
    let (autosaver, _, game) = Autosaver::resume(&path, Clock::system(), house_rules::load_saved)?;
    let mut err = anstream::stderr();
    for source in game.rules().house_rules() {
        let source = &found_from_here(&path, source);
        // A file moved or deleted is said at once: the game plays the saved text, and
        // `--reload-rules` would not find it.
        let gone = house_rules::gone_files(source);
        for file in &gone {
            let warning = format!(
                "{} {}\n",
                crate::text!("warning-prefix"),
                crate::text!(
                    "warning-rules-gone",
                    path = crate::render::shown_path(file),
                    save = crate::render::shown_path(&path)
                )
            );
            std::io::Write::write_all(&mut err, crate::render::wrap(&warning).as_bytes())?;
        }
        // The path comes from the save, which anyone may have edited: look only at a
        // regular file (`/dev/stdin` would swallow the moves, a FIFO would hang).
        if gone.is_empty()
            && is_regular_file(&source.path)
            && house_rules::disk_copy(source) == DiskCopy::Changed
        {
            // The game replays with the text it was played with; a silent switch to the
            // edited file could rewrite every score on the pad. Each file named is one
            // that changed: a file the script uses, not the script, when only it did.
            for changed in house_rules::changed_files(source) {
                let said = if changed == source.path {
                    crate::text!(
                        "warning-rules-changed",
                        path = crate::render::shown_path(changed),
                        save = crate::render::shown_path(&path)
                    )
                } else {
                    crate::text!(
                        "warning-used-rules-changed",
                        path = crate::render::shown_path(changed),
                        script = crate::render::shown_path(&source.path),
                        save = crate::render::shown_path(&path)
                    )
                };
                let warning = format!("{} {said}\n", crate::text!("warning-prefix"));
                std::io::Write::write_all(&mut err, crate::render::wrap(&warning).as_bytes())?;
            }
        }
    }
    note_other_rules(settings, game.rules());
    remember(autosaver.path());
    let session = table_session(game, autosaver, &args.table, settings, Opening::Resumed)?;
    run(session, true, args.table.strict)
}

/// Says on standard error when the config file's house rules are not the ones a resumed
/// game is played with: the save's own rules hold, so its scores stay as they were.
fn note_other_rules(settings: &Settings, in_play: &crate::game::RulesInPlay) {
    let saved = in_play.house_rules();
    let Some(config) = super::config::config_house_rules(settings) else {
        return;
    };
    let same = config.len() == saved.len()
        && config
            .iter()
            .zip(saved)
            .all(|(c, s)| c.name == s.name && c.source == s.source);
    if same {
        return;
    }
    // By their short names, as the banner shows them: the config's are loaded for
    // theirs (a script that does not load is named by its file).
    let names = |rules: &[HouseRule], loaded: Option<&crate::game::RulesInPlay>| {
        if rules.is_empty() {
            crate::text!("config-rules-none")
        } else {
            loaded
                .map_or_else(
                    || rules.iter().map(|r| r.name.clone()).collect(),
                    crate::render::house_rules_shown,
                )
                .join(", ")
        }
    };
    let config_loaded = crate::house_rules::load_saved(&config).ok();
    let _ = std::io::Write::write_fmt(
        &mut anstream::stderr(),
        format_args!(
            "{}\n",
            crate::text!(
                "config-rules-differ",
                saved = names(saved, Some(in_play)),
                config = names(&config, config_loaded.as_ref())
            )
        ),
    );
}

/// `marbles resume --reload-rules`: the game replayed under each script's current text
/// (its file, or for a shipped script not on disk the copy in marbles). An action the new
/// text refuses is named and nothing is written; otherwise the game goes on under the
/// new text, saved at once so the file says which rules it is played by.
fn resume_reloaded(
    path: &std::path::Path,
    table: TableArgs,
    settings: &Settings,
) -> Result<(), CliError> {
    let current = |saved: &[HouseRule]| {
        let sources = saved
            .iter()
            .map(|source| house_rules::resolve_saved(&found_from_here(path, source).path))
            .collect::<Result<Vec<_>, _>>()?;
        house_rules::load_saved(&sources)
    };
    // The totals under the saved text, to say what the current text changes. A save
    // that does not replay under its own text has none to compare.
    let before = store::load_game(path, house_rules::load_saved)
        .ok()
        .map(|(_, game)| game.state().players.clone());
    let (mut autosaver, save, game) = match Autosaver::resume(path, Clock::system(), current) {
        Ok(resumed) => resumed,
        Err(StoreError::Replay {
            path,
            error:
                GameError::Replay {
                    index,
                    action,
                    reason,
                }
                | GameError::Redo {
                    index,
                    action,
                    reason,
                },
        }) => {
            return Err(CliError::ReloadRefused {
                path,
                index,
                action: action.words().to_string(),
                reason: reason.words().to_string(),
            });
        }
        Err(err) => return Err(err.into()),
    };
    let changed: Vec<String> = game
        .rules()
        .house_rules()
        .iter()
        .zip(&save.house_rules)
        .filter(|(now, then)| now.source != then.source || now.uses != then.uses)
        .map(|(now, _)| crate::render::shown_path(&now.path))
        .collect();
    autosaver.save(&game)?;
    let note = if changed.is_empty() {
        crate::text!("reload-unchanged")
    } else {
        let rules = List::and(&changed).to_string();
        let actions = count(game.actions().len(), "count-action").to_string();
        // The current text may end the game the saved text played on.
        if game.state().is_over() {
            crate::text!("reload-changed-over", rules = rules, actions = actions)
        } else {
            crate::text!("reload-changed", rules = rules, actions = actions)
        }
    };
    let note = match before {
        Some(before) if !changed.is_empty() => {
            format!("{note} {}", totals_changed(&before, &game.state().players))
        }
        _ => note,
    };
    let note = format!("{}\n", crate::render::wrap(&note));
    std::io::Write::write_all(&mut anstream::stdout(), note.as_bytes())?;
    remember(autosaver.path());
    let session = table_session(game, autosaver, &table, settings, Opening::Resumed)?;
    run(session, true, table.strict)
}

/// What reloading did to the players' totals: `Totals now: Ann 800 → 700.`, or that
/// every one is as it was.
fn totals_changed(before: &[crate::game::Player], after: &[crate::game::Player]) -> String {
    let changes: Vec<String> = before
        .iter()
        .zip(after)
        .filter(|(then, now)| then.total != now.total)
        .map(|(then, now)| {
            crate::text!(
                "reload-total",
                name = crate::render::shown_line(&now.name).into_owned(),
                before = then.total,
                after = now.total
            )
        })
        .collect();
    if changes.is_empty() {
        crate::text!("reload-totals-same")
    } else {
        crate::text!("reload-totals", changes = List::and(&changes).to_string())
    }
}

/// A saved script as found from here. Saves record the paths of scripts absolute
/// (`house_rules::recorded_path`); older ones hold them as typed, relative to the
/// folder marbles was started in: such a path that names nothing from here but a file
/// beside the save is read there, for the script and each file it used.
fn found_from_here(save: &std::path::Path, rule: &HouseRule) -> HouseRule {
    let beside = |path: &std::path::Path| match save.parent() {
        Some(folder)
            if path.is_relative()
                && std::fs::symlink_metadata(path).is_err()
                && std::fs::symlink_metadata(folder.join(path)).is_ok() =>
        {
            folder.join(path)
        }
        _ => path.to_owned(),
    };
    let mut found = rule.clone();
    found.path = beside(&rule.path);
    for used in &mut found.uses {
        used.path = beside(&used.path);
    }
    found
}

/// Whether `path` names a regular file, told without opening it.
fn is_regular_file(path: &std::path::Path) -> bool {
    std::fs::metadata(path).is_ok_and(|meta| meta.is_file())
}

/// Notes the game for a later `marbles resume` with no file. Failing to is no reason to
/// stop a game: the save itself is written, and `resume FILE` always works.
fn remember(save: &std::path::Path) {
    if let Err(err) = store::remember_last_game(save) {
        let _ = std::io::Write::write_fmt(
            &mut anstream::stderr(),
            format_args!(
                "{} {}\n",
                crate::text!("warning-prefix"),
                crate::text!(
                    "warning-not-remembered",
                    reason = err.to_string(),
                    save = crate::render::shown_path(save)
                )
            ),
        );
    }
}

/// Runs the REPL on a terminal, or reads lines from piped input. A session in which a
/// save failed ends in an error (exit status 1) even when a later save caught up.
fn run(mut session: Session, resumed: bool, strict: bool) -> Result<(), CliError> {
    let interactive = std::io::stdin().is_terminal() && !strict;
    let mut out = anstream::stdout();
    let mut err = anstream::stderr();
    let live = live_notice(&session);
    let ending = if interactive {
        std::io::Write::write_all(
            &mut out,
            crate::render::wrap(&session.welcome(resumed)).as_bytes(),
        )?;
        // After the welcome, so that at 24 rows the code and the address are what is
        // on the screen when the first prompt comes (the welcome may scroll away).
        if let Some(live) = &live {
            std::io::Write::write_all(&mut out, live.as_bytes())?;
        }
        // The line history is what marbles learns, so it lives in the state folder; the
        // first session after 0.5 reads the one it left in the data folder.
        let paths = store::state_dir()
            .ok()
            .map(|state| store::line_history_in(&state, store::data_dir().ok().as_deref()));
        // rustyline rewrites the file in place: only where marbles' own file may be (no
        // link, nothing but a file).
        let own = |path: &std::path::Path| {
            std::fs::symlink_metadata(path).map_or(true, |meta| !meta.is_symlink())
                && store::Occupant::of(path).is_replaceable()
        };
        let (history, read_from) = match paths {
            Some((history, read_from)) if own(&history) => {
                (Some(history), Some(read_from).filter(|path| own(path)))
            }
            _ => (None, None),
        };
        if let Some(dir) = history.as_ref().and_then(|h| h.parent()) {
            // Without the folder there is just no history across sessions.
            let _ = std::fs::create_dir_all(dir);
        }
        repl::run_terminal(&mut session, history.as_deref(), read_from.as_deref())?
    } else {
        // Piped, the address is the first line a program reads.
        if let Some(live) = &live {
            std::io::Write::write_all(&mut out, live.as_bytes())?;
            std::io::Write::flush(&mut out)?;
        }
        // Read on a thread of its own (a signal must be heard while it waits).
        let input = Input(std::io::BufReader::new(std::io::stdin()));
        repl::run_lines(&mut session, input, &mut out, &mut err, strict).map_err(|e| {
            if !e.get_ref().is_some_and(|inner| inner.is::<ReadFailed>()) {
                return CliError::Output(e);
            }
            let kind = e.kind();
            match e.into_inner().map(|inner| inner.downcast::<ReadFailed>()) {
                Some(Ok(failed)) => CliError::Input(failed.0),
                _ => CliError::Input(kind.into()),
            }
        })?
    };
    let path = session.save_path().to_owned();
    match ending {
        Ending::Refused { line } => Err(CliError::Strict { line }),
        Ending::Unsaved { line } => Err(CliError::StrictUnsaved { line, path }),
        Ending::Finished if session.failed_saves() > 0 => Err(CliError::SavesFailed {
            path,
            failed: session.failed_saves(),
            saved: session.is_saved(),
        }),
        Ending::Finished => Ok(()),
        // After a failed save too: that the run was cut is what the status must say,
        // and the farewell has said what the file holds.
        Ending::Stopped { signal, piped } => Err(CliError::Stopped { signal, piped }),
    }
}

/// Piped input whose errors say they come from reading, so that `< /` is reported as the
/// read error it is, not as a failure to write the output.
struct Input<R>(R);

/// An error reading the input, marked as such.
#[derive(Debug)]
struct ReadFailed(std::io::Error);

impl std::fmt::Display for ReadFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for ReadFailed {}

fn read_failed(e: std::io::Error) -> std::io::Error {
    if e.kind() == std::io::ErrorKind::Interrupted {
        return e;
    }
    std::io::Error::new(e.kind(), ReadFailed(e))
}

impl<R: std::io::Read> std::io::Read for Input<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.0.read(buf).map_err(read_failed)
    }
}

impl repl::PipedInput for Input<std::io::BufReader<std::io::Stdin>> {
    /// Something buffered, or standard input ready within `wait` (data, or its writer
    /// gone): `poll`, which reads nothing.
    fn ready(&mut self, wait: std::time::Duration) -> bool {
        if !self.0.buffer().is_empty() {
            return true;
        }
        #[cfg(unix)]
        {
            use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
            use std::os::fd::AsFd;
            let stdin = std::io::stdin();
            let mut ready = [PollFd::new(stdin.as_fd(), PollFlags::POLLIN)];
            let wait = PollTimeout::try_from(wait).unwrap_or(PollTimeout::MAX);
            // A failing poll tells nothing: read, as before.
            !matches!(poll(&mut ready, wait), Ok(0))
        }
        #[cfg(not(unix))]
        {
            let _ = wait;
            true
        }
    }
}

impl<R: std::io::BufRead> std::io::BufRead for Input<R> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        self.0.fill_buf().map_err(read_failed)
    }

    fn consume(&mut self, amount: usize) {
        self.0.consume(amount);
    }
}
