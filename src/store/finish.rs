//! When a game being saved finished: stamped by the session's clock the first time a
//! save sees the game over, kept while it stays over, taken away when undo takes the
//! end back.

use crate::clock::{Clock, Stamp};
use crate::game::Game;

/// What a save target knows of the end of its game between saves.
#[derive(Debug, Clone)]
pub(super) struct Finish {
    /// When the game finished, as the save will say.
    at: Option<Stamp>,
    /// Whether the game was over at the last save (or when it was opened): the end is
    /// stamped only when a save sees it come, so a finished game resumed from a save
    /// that does not say when it ended is not given the time it was opened.
    over: bool,
    clock: Clock,
}

impl Finish {
    /// The end of `game` as opened: `at` as its save says (`None` for a new game).
    pub(super) fn new(clock: Clock, game: &Game, at: Option<Stamp>) -> Finish {
        Finish {
            at,
            over: game.state().is_over(),
            clock,
        }
    }

    /// The end of a game not yet seen: the first save that finds it over stamps it.
    pub(super) fn open(clock: Clock) -> Finish {
        Finish {
            at: None,
            over: false,
            clock,
        }
    }

    /// When the game finished, as last worked out.
    pub(super) fn at(&self) -> Option<Stamp> {
        self.at
    }

    /// When `game`, about to be saved, finished: now if it has just ended, as before if
    /// it was already over, `None` while it is open.
    pub(super) fn update(&mut self, game: &Game) -> Option<Stamp> {
        let over = game.state().is_over();
        if !over {
            self.at = None;
        } else if !self.over {
            self.at = Some(self.clock.now());
        }
        self.over = over;
        self.at
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicI64, Ordering};

    use super::*;
    use crate::game::scripted;

    /// A clock that moves a minute each time it is read, from 14:30 on 29 November 2026.
    fn ticking() -> Clock {
        let minutes = Arc::new(AtomicI64::new(0));
        Clock::from_fn(move || {
            let m = minutes.fetch_add(1, Ordering::SeqCst);
            let text = format!(
                "2026-11-29T{:02}:{:02}:00+01:00",
                14 + (30 + m) / 60,
                (30 + m) % 60
            );
            Stamp::parse(&text).expect("a stamp")
        })
    }

    #[test]
    fn the_end_is_stamped_when_it_comes_kept_and_taken_back_by_undo() {
        let game = scripted::two_players(false);
        let mut finish = Finish::new(ticking(), &game, None);
        assert_eq!(finish.update(&game), None, "open");
        let mut won = scripted::two_players(true);
        let first = finish.update(&won).expect("stamped at the win");
        assert_eq!(first.rfc3339(), "2026-11-29T14:30:00+01:00");
        assert_eq!(finish.update(&won), Some(first), "kept while over");
        won.undo().expect("undo");
        assert_eq!(finish.update(&won), None, "undo past the end");
        won.redo().expect("redo");
        let again = finish.update(&won).expect("stamped again");
        assert_eq!(again.rfc3339(), "2026-11-29T14:31:00+01:00");
        assert_eq!(finish.at(), Some(again));
    }

    #[test]
    fn a_game_resumed_over_keeps_what_its_save_says() {
        let won = scripted::two_players(true);
        let recorded = Stamp::parse("2026-11-28T22:00:00+01:00").expect("a stamp");
        let mut finish = Finish::new(ticking(), &won, Some(recorded));
        assert_eq!(finish.update(&won), Some(recorded));
        // A save from before finished_at: not given the time it was opened.
        let mut unknown = Finish::new(ticking(), &won, None);
        assert_eq!(unknown.update(&won), None);
    }
}
