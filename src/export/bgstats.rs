//! `export --format bgstats`: games as a play file for the BG Stats app (a `.bgsplay`
//! file, which the app opens to import the plays it holds): one game, or a season
//! (`export --all`, `export 3 5 7`).
//!
//! BG Stats documents what a play is in its guide for apps that push plays to it
//! (<https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/>:
//! `playDate` as `YYYY-MM-DD hh:mm:ss`, `durationMin`, the game with `highestWins` and
//! `noPoints`, and per player `name`, `score`, `winner`, `rank` and `startPlayer`). A
//! `.bgsplay` file carries the same play in the shape of the app's own files: the
//! players, locations and games the plays refer to by number, each with a `uuid`, and
//! the plays (per player also `seatOrder`). It is the app's format, not marbles', so
//! it carries no `schema_version`.
//!
//! **Ids that hold across exports.** Each play, player and the game get a name-based
//! UUID (version 5): a play's from when the game began and who sat where (or, for a
//! save that does not say when, from its pad), a player's from their name. Exporting
//! the same game again, alone or in another season, gives the same ids, so an import
//! recognises plays and players it already has.

use serde::Serialize;
use uuid::Uuid;

use super::Export;

/// What the app's own files say at the top, for anyone who opens one as text.
const ABOUT: &str = "This is a Play file that can be read by Board Game Stats. \
                     It was written by marbles (export --format bgstats).";

/// The game's name in the app.
pub(super) const GAME_NAME: &str = "Mississippi Marbles";

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlayFile<'a> {
    about: &'static str,
    players: Vec<Player<'a>>,
    locations: [Location; 0],
    games: [Game; 1],
    plays: Vec<Play>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Player<'a> {
    uuid: Uuid,
    id: usize,
    name: &'a str,
    is_anonymous: bool,
}

#[derive(Serialize)]
struct Location {}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Game {
    uuid: Uuid,
    id: usize,
    name: &'static str,
    highest_wins: bool,
    no_points: bool,
    cooperative: bool,
    uses_teams: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Play {
    /// The same for every export of the same game ([`play_uuid`]).
    uuid: Uuid,
    /// Local time, as the app writes it: `2026-11-29 14:30:05`; left out when the
    /// save does not say when the game began.
    #[serde(skip_serializing_if = "Option::is_none")]
    play_date: Option<String>,
    /// Minutes from the start to the end; 0, the app's value for a play without a
    /// duration, when the save does not say when the game began or finished. A game
    /// over within a minute is 1, not the 0 that would say "not known".
    duration_min: u64,
    game_ref_id: usize,
    ignored: bool,
    manual_winner: bool,
    rounds: usize,
    uses_teams: bool,
    player_scores: Vec<PlayerScore>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlayerScore {
    player_ref_id: usize,
    /// Text in the app's files (it takes sums such as `3+20`): the total, plain digits.
    score: String,
    winner: bool,
    new_player: bool,
    start_player: bool,
    rank: u32,
    seat_order: usize,
}

/// The namespace of marbles' BG Stats ids: the v5 UUID of the URL naming this use.
fn namespace() -> Uuid {
    Uuid::new_v5(&Uuid::NAMESPACE_URL, b"urn:marbles:bgstats")
}

/// A play's id: from when the game began and who sat where, which together tell one
/// game from every other; for a save that does not say when it began, from its pad.
fn play_uuid(export: &Export) -> Uuid {
    let mut key = String::from("play");
    match &export.started {
        // The instant, not the wall clock: a save without an offset is read in the
        // zone of the machine exporting it.
        Some(started) => key.push_str(&started.instant().to_string()),
        None => key.push_str(&serde_json::to_string(&export.rounds).unwrap_or_default()),
    }
    for name in &export.seating {
        key.push('\u{1f}');
        key.push_str(name);
    }
    Uuid::new_v5(&namespace(), key.as_bytes())
}

/// A player's id, from their name as typed.
fn player_uuid(name: &str) -> Uuid {
    Uuid::new_v5(&namespace(), format!("player\u{1f}{name}").as_bytes())
}

/// The export of one game as a BG Stats play file (pretty JSON).
pub(super) fn render(export: &Export) -> serde_json::Result<String> {
    render_season(&[export])
}

/// These games as one BG Stats play file (pretty JSON), a play each in the order
/// given. Players are numbered from 1 in the order they first sat down, and are the
/// same player in every play where the name is the same.
pub(super) fn render_season(exports: &[&Export]) -> serde_json::Result<String> {
    let mut names: Vec<&str> = Vec::new();
    for export in exports {
        for name in &export.seating {
            if !names.contains(&name.as_str()) {
                names.push(name);
            }
        }
    }
    let id_of = |name: &str| names.iter().position(|n| *n == name).map_or(0, |i| i + 1);
    let file = PlayFile {
        about: ABOUT,
        players: names
            .iter()
            .zip(1..)
            .map(|(name, id)| Player {
                uuid: player_uuid(name),
                id,
                name,
                is_anonymous: false,
            })
            .collect(),
        locations: [],
        games: [Game {
            uuid: Uuid::new_v5(&namespace(), GAME_NAME.as_bytes()),
            id: 1,
            name: GAME_NAME,
            highest_wins: true,
            no_points: false,
            cooperative: false,
            uses_teams: false,
        }],
        plays: exports.iter().map(|export| play(export, &id_of)).collect(),
    };
    crate::json::pretty_foreign(&file)
}

/// One game as a play; `id_of` numbers its players in the file.
fn play(export: &Export, id_of: &dyn Fn(&str) -> usize) -> Play {
    let seat_of = |name: &str| export.seating.iter().position(|n| n == name).unwrap_or(0);
    let player_scores = export
        .players
        .iter()
        .map(|p| PlayerScore {
            player_ref_id: id_of(&p.name),
            score: p.total.to_string(),
            winner: export.winners.contains(&p.name),
            new_player: false,
            start_player: export.first_player.as_deref() == Some(p.name.as_str()),
            rank: p.rank,
            // Where they sat, from 0 as the app counts; the starter is marked, not
            // moved to the front.
            seat_order: seat_of(&p.name),
        })
        .collect();
    Play {
        uuid: play_uuid(export),
        play_date: export
            .started
            .as_ref()
            .map(|s| s.wall_clock().strftime("%Y-%m-%d %H:%M:%S").to_string()),
        duration_min: export.duration_minutes.map_or(0, |minutes| minutes.max(1)),
        game_ref_id: 1,
        ignored: false,
        manual_winner: false,
        rounds: export.rounds.len(),
        uses_teams: false,
        player_scores,
    }
}
