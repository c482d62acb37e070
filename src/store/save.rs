//! The save format: players, house-rule sources, actions and what undo took back.

use serde::{Deserialize, Serialize};

use crate::clock::{Created, Stamp};
use crate::game::{Action, Amendment, Game, GameError, RulesInPlay};
use crate::rules::HouseRule;

/// The marker that tells a marbles save from any other YAML file.
pub(crate) const SAVE_FORMAT: &str = "marbles-save";

/// The newest save format this build reads and writes: version 2 added turns recorded
/// without dice (`tally`), version 3 the files house rules use
/// (`marbles.use("./x.lua")`, [`HouseRule::uses`]), version 4 when the game finished
/// (`finished_at`).
pub(crate) const SAVE_VERSION: u32 = 5;

/// The version a save that says when the game finished and holds no amend is written
/// with.
const SAVE_VERSION_WITH_FINISH: u32 = 4;

/// The version a save with used files and no `finished_at` is written with.
const SAVE_VERSION_WITH_USES: u32 = 3;

/// The version a save of a game with a tally and no used files is written with.
const SAVE_VERSION_WITH_TALLY: u32 = 2;

/// The version a save of a game without a tally is written with: what it holds reads
/// the same in every marbles since version 1, so older builds still open it.
const SAVE_VERSION_WITHOUT_TALLY: u32 = 1;

/// A game as saved: everything needed to replay it exactly, undo history included.
///
/// The house rules are stored with their source text, so a saved game replays the same
/// even after the scripts on disk change.
///
/// A key this build does not know is refused at load, naming it, rather than dropped at
/// the next write: nothing in a save is lost silently.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Save {
    /// Always [`SAVE_FORMAT`].
    pub(crate) format: String,
    /// The save format version: the oldest that reads what the save holds, so an older
    /// marbles that would misread it is told the save is newer instead: 4
    /// ([`SAVE_VERSION`]) when it says when the game finished, 3 when a house rule
    /// carries files it used, 2 when the game holds a tally, else 1.
    pub(crate) version: u32,
    /// When the game began, as the caller gave it (the library never reads the clock).
    pub created: Created,
    /// When the game finished (the win, or a house rule ending it), by the clock the
    /// caller gave; absent while the game is open, in saves from before version 4, and
    /// when the moment is not known (a save that was already over when it was resumed
    /// by a marbles that recorded no end). Undo past the end takes it away again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) finished_at: Option<Stamp>,
    /// Player names in seating order.
    pub players: Vec<String>,
    /// The house-rule scripts in play, in load order; empty for the standard game.
    #[serde(default)]
    pub(crate) house_rules: Vec<HouseRule>,
    /// The accepted actions, oldest first.
    pub actions: Vec<Action>,
    /// The actions undone and not yet redone, the next to redo last.
    #[serde(default)]
    pub undone: Vec<Action>,
    /// The amends made to `actions`, oldest first, each with the moves it replaced
    /// (version 5; written only when there is one).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) amends: Vec<Amendment>,
    /// The amends undone and not yet redone, the next to redo last (version 5).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub(crate) undone_amends: Vec<Amendment>,
    /// Always [`SAVE_FORMAT`], written last: a file cut short (which atomic writes
    /// prevent, but copies and editors do not) lacks it, and is refused rather than
    /// loaded with actions missing.
    pub(crate) end: String,
}

impl Save {
    /// The save of a game as it stands, its house-rule scripts included.
    pub fn from_game(game: &Game, created: impl Into<Created>) -> Save {
        let tallied = game
            .actions()
            .iter()
            .chain(game.undone())
            .any(Action::is_tally);
        Save {
            format: SAVE_FORMAT.to_owned(),
            // A marbles before version 3 drops `uses` without a word (a house rule's
            // fields are not checked) and then fails the script's `marbles.use("./x.lua")`
            // as a shipped name that does not exist: told the save is newer instead.
            version: if game
                .rules()
                .house_rules()
                .iter()
                .any(|r| !r.uses.is_empty())
            {
                SAVE_VERSION_WITH_USES
            } else if tallied {
                SAVE_VERSION_WITH_TALLY
            } else {
                SAVE_VERSION_WITHOUT_TALLY
            },
            created: created.into(),
            finished_at: None,
            players: game.names().to_vec(),
            house_rules: game.rules().house_rules().to_vec(),
            actions: game.actions().to_vec(),
            undone: game.undone().to_vec(),
            amends: game.amends().to_vec(),
            undone_amends: game.undone_amends().to_vec(),
            end: SAVE_FORMAT.to_owned(),
        }
        .versioned()
    }

    /// Raised to version 5 ([`SAVE_VERSION`]) when it holds an amend: a marbles before
    /// it refuses the keys it does not know, so it is told the save is newer instead.
    fn versioned(mut self) -> Save {
        if !self.amends.is_empty() || !self.undone_amends.is_empty() {
            self.version = SAVE_VERSION;
        }
        self
    }

    /// The same save saying when the game finished. A save that says so is version 4
    /// ([`SAVE_VERSION`]): a marbles before it refuses the key it does not know (every
    /// save's keys are checked), so it is told the save is newer instead.
    pub(crate) fn with_finished_at(mut self, finished_at: Option<Stamp>) -> Save {
        if finished_at.is_some() {
            self.version = self.version.max(SAVE_VERSION_WITH_FINISH);
        }
        self.finished_at = finished_at;
        self
    }

    /// Replays the save into a game, under the rules the caller built from
    /// [`house_rules`](Save::house_rules) (`house_rules::load_saved`).
    pub(crate) fn to_game(&self, rules: RulesInPlay) -> Result<Game, GameError> {
        Game::replay(
            rules,
            &self.players,
            self.actions.clone(),
            self.undone.clone(),
        )?
        .with_amends(self.amends.clone(), self.undone_amends.clone())
    }

    /// The names of the house rules it was played with, without replaying it.
    pub fn house_rule_names(&self) -> Vec<String> {
        HouseRule::names(&self.house_rules)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;
    use crate::store::{load, to_yaml};

    /// CHANGELOG's rule: a new save format is a new minor version, and while marbles
    /// is 0.x the minor version is the newest format written. Bumping [`SAVE_VERSION`]
    /// without the version (or the one crate without the other) fails here.
    #[test]
    fn the_version_says_which_save_format_is_written() {
        let version = env!("CARGO_PKG_VERSION");
        let mut parts = version
            .split('.')
            .map(|p| p.parse::<u32>().expect("a number"));
        let (major, minor) = (parts.next(), parts.next());
        if major == Some(0) {
            assert_eq!(
                minor,
                Some(SAVE_VERSION),
                "save format {SAVE_VERSION} wants version 0.{SAVE_VERSION}.0, not {version}"
            );
        }
        let engine = include_str!("../../crates/marbles-core/Cargo.toml");
        assert!(
            engine.contains(&format!("\nversion = \"{version}\"\n")),
            "the engine's crate is not at {version}"
        );
        let changelog = include_str!("../../CHANGELOG.md");
        assert!(
            changelog.contains(&format!("\n## [{version}] - ")),
            "CHANGELOG.md has no released section for {version}"
        );
    }

    fn reload(save: &Save) -> Save {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("game.yaml");
        let text = to_yaml(save).expect("yaml");
        std::fs::write(&path, text).expect("write");
        load(&path).expect("loads")
    }

    #[test]
    fn save_load_replay_gives_the_same_state() {
        for game in [
            scripted::two_players(true),
            scripted::three_players(false),
            scripted::six_players(true),
        ] {
            let save = Save::from_game(&game, "2026-11-29T14:30:05");
            let loaded = reload(&save);
            assert_eq!(loaded, save);
            let replayed = loaded.to_game(RulesInPlay::standard()).expect("replays");
            assert_eq!(replayed.state(), game.state());
        }
    }

    #[test]
    fn the_redo_stack_survives_a_save() {
        let mut game = scripted::three_players(false);
        scripted::run(&mut game, "u u u");
        let loaded = reload(&Save::from_game(&game, "t"));
        let mut replayed = loaded.to_game(RulesInPlay::standard()).expect("replays");
        assert_eq!(replayed.undone(), game.undone());
        replayed.redo().expect("redo");
        game.redo().expect("redo");
        assert_eq!(replayed.state(), game.state());
    }

    #[test]
    fn house_rule_scripts_keep_their_text_exactly() {
        let game = scripted::two_players(false);
        let rules = vec![HouseRule {
            name: "six of a kind 5000".into(),
            path: "house_rules/six_5000.lua".into(),
            source: "-- the article's value\nreturn {\n  six_of_a_kind = 5000,\n}\n\n  trailing: spaces  \n"
                .into(),
            uses: Vec::new(),
        }];
        // Set on the save, not compiled: only the text's round trip is tested here.
        let mut save = Save::from_game(&game, "t");
        save.house_rules = rules;
        assert_eq!(reload(&save), save);
        assert_eq!(save.house_rule_names(), vec!["six of a kind 5000"]);
    }

    #[test]
    fn a_save_reads_like_the_game() {
        let game = scripted::play(&["Ann", "Bob"], "first:Ann 111555 k111555 b");
        let text = to_yaml(&Save::from_game(&game, "2026-11-29T14:30:05")).expect("yaml");
        assert!(
            text.starts_with("format: marbles-save\nversion: 1\n"),
            "{text}"
        );
        assert!(text.contains("- first: Ann\n"), "{text}");
        assert!(text.contains("- bank\n"), "{text}");
        assert!(text.ends_with("end: marbles-save\n"), "{text}");
    }

    #[test]
    fn a_save_holding_a_tally_is_version_2_and_one_without_stays_version_1() {
        use crate::game::Tally;
        let mut game = scripted::play(&["Ann", "Bob"], "first:Ann 111555 k111555 b");
        assert_eq!(Save::from_game(&game, "t").version, 1);
        game.apply(Action::Tally(Tally::Banked(1_500)))
            .expect("Bob tallies");
        game.apply(Action::Tally(Tally::Bust)).expect("Ann tallies");
        let save = Save::from_game(&game, "t");
        assert_eq!(save.version, SAVE_VERSION_WITH_TALLY);
        let text = to_yaml(&save).expect("yaml");
        assert!(text.contains("- tally: 1500\n- tally: bust\n"), "{text}");
        let loaded = reload(&save);
        assert_eq!(loaded, save);
        let replayed = loaded.to_game(RulesInPlay::standard()).expect("replays");
        assert_eq!(replayed.state(), game.state());
        // Taken back, a tally still waits to be redone: the save keeps version 2.
        game.undo().expect("undo");
        game.undo().expect("undo");
        assert_eq!(Save::from_game(&game, "t").version, SAVE_VERSION_WITH_TALLY);
        game.apply(Action::Bank).expect_err("nothing to bank");
        scripted::run(&mut game, "234662");
        assert_eq!(Save::from_game(&game, "t").version, 1);
    }

    #[test]
    fn a_save_that_says_when_the_game_finished_is_version_4_and_reads_back() {
        let game = scripted::two_players(true);
        let plain = Save::from_game(&game, "2026-11-29T14:30:05+01:00");
        assert_eq!(plain.finished_at, None);
        let text = to_yaml(&plain).expect("yaml");
        assert!(
            !text.contains("finished_at"),
            "left out when unknown: {text}"
        );
        let end = Stamp::parse("2026-11-29T15:42:05+01:00").expect("a stamp");
        let save = plain.with_finished_at(Some(end));
        assert_eq!(save.version, SAVE_VERSION_WITH_FINISH);
        let text = to_yaml(&save).expect("yaml");
        assert!(
            text.contains(
                "created: \"2026-11-29T14:30:05+01:00\"\nfinished_at: \"2026-11-29T15:42:05+01:00\"\n"
            ),
            "{text}"
        );
        assert_eq!(reload(&save), save);
        // An open game's save stays as it was.
        let open = Save::from_game(&scripted::two_players(false), "t").with_finished_at(None);
        assert_eq!(open.version, 1);
    }

    #[test]
    fn save_file_format() {
        let mut game = scripted::play(
            &["Ann", "Bob"],
            "first:Ann 111555 k111555 b 234662 155234 u",
        );
        scripted::run(&mut game, "u");
        let rules = vec![HouseRule {
            name: "six of a kind 5000".into(),
            path: "house_rules/six_5000.lua".into(),
            source: "return {\n  six_of_a_kind = 5000,\n}\n".into(),
            uses: Vec::new(),
        }];
        let mut save = Save::from_game(&game, "2026-11-29T14:30:05");
        save.house_rules = rules;
        insta::assert_snapshot!(to_yaml(&save).expect("yaml"));
    }
}
