//! `marbles play` and `marbles resume`: a game set up or found, then handed to the REPL.

use std::io::IsTerminal;
use std::time::SystemTime;

use super::CliError;
use super::args::{PlayArgs, ResumeArgs};
use crate::game::{Action, Game};
use crate::house_rules::{self, DiskCopy};
use crate::repl::{self, Ending, Session};
use crate::store::{self, Autosaver, SaveLock};

/// `marbles play NAME...`
pub fn play(args: PlayArgs) -> Result<(), CliError> {
    let mut game = Game::new(house_rules::load(&args.rules)?, &args.players)?;
    if let Some(first) = args.first {
        game.apply(Action::First(first))?;
    }
    let created = humantime::format_rfc3339_seconds(SystemTime::now()).to_string();
    // The save's name is locked first, then created whole and exclusively: a second
    // session can neither take the same name nor see the file half made.
    let lock = match args.save {
        Some(path) => {
            let lock = SaveLock::acquire(&path)?;
            if std::fs::symlink_metadata(lock.path()).is_ok() {
                return Err(CliError::SaveExists { path });
            }
            lock
        }
        None => {
            let stamp = created.trim_end_matches('Z').replace(':', "-");
            store::claim_new_save(&stamp, game.names())?
        }
    };
    let autosaver = Autosaver::create(lock, created, &game)?;
    remember(autosaver.path());
    let session = Session::new(game, autosaver).with_hints(args.table.hints);
    run(session, false, args.table.strict)
}

/// `marbles resume [FILE]`
pub fn resume(args: ResumeArgs) -> Result<(), CliError> {
    let path = match args.save {
        Some(path) => super::memory::save_named(path)?,
        None => store::latest_save()?,
    };
    let (autosaver, _, game) = Autosaver::resume(&path, house_rules::load_saved)?;
    let mut err = anstream::stderr();
    for source in game.rules().house_rules() {
        if house_rules::disk_copy(source) == DiskCopy::Changed {
            // The game replays with the text it was played with; a silent switch to the
            // edited file could rewrite every score on the pad.
            std::io::Write::write_fmt(
                &mut err,
                format_args!(
                    "warning: {} has changed since this game began; the game goes on with the rules saved in {}\n",
                    source.path.display(),
                    path.display()
                ),
            )?;
        }
    }
    remember(autosaver.path());
    let session = Session::new(game, autosaver).with_hints(args.table.hints);
    run(session, true, args.table.strict)
}

/// Notes the game for a later `marbles resume` with no file. Failing to is no reason to
/// stop a game: the save itself is written, and `resume FILE` always works.
fn remember(save: &std::path::Path) {
    if let Err(err) = store::remember_last_game(save) {
        let _ = std::io::Write::write_fmt(
            &mut anstream::stderr(),
            format_args!(
                "warning: {err}; continue this game later with `marbles resume {}`\n",
                save.display()
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
    let ending = if interactive {
        std::io::Write::write_all(&mut out, session.welcome(resumed).as_bytes())?;
        let history = store::data_dir().ok().map(|dir| dir.join("history.txt"));
        if let Some(dir) = history.as_ref().and_then(|h| h.parent()) {
            // Without the folder there is just no history across sessions.
            let _ = std::fs::create_dir_all(dir);
        }
        repl::run_terminal(&mut session, history.as_deref())?
    } else {
        let stdin = std::io::stdin();
        repl::run_lines(&mut session, stdin.lock(), &mut out, &mut err, strict)?
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
    }
}
