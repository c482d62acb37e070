//! `export --format bgstats`: the game as a play file for the BG Stats app (a
//! `.bgsplay` file, which the app opens to import the play).
//!
//! BG Stats publishes no specification of the file. The shape here is the one its own
//! files have and that independent importers and exporters of it read and write: the
//! players, locations and games the play refers to by number, and the play itself
//! (`playDate`, `durationMin`, `rounds`, and per player `score` as text, `winner`,
//! `rank`, `startPlayer`, `seatOrder`). It is the app's format, not marbles', so it
//! carries no `schema_version`.

use serde::Serialize;

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
    plays: [Play; 1],
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Player<'a> {
    id: usize,
    name: &'a str,
    is_anonymous: bool,
}

#[derive(Serialize)]
struct Location {}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Game {
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

/// The export as a BG Stats play file (pretty JSON). Players are numbered from 1 in
/// order of play from the starter, which is also their seat order.
pub(super) fn render(export: &Export) -> serde_json::Result<String> {
    let id_of = |name: &str| {
        export
            .play_order
            .iter()
            .position(|n| n == name)
            .map_or(0, |i| i + 1)
    };
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
            seat_order: id_of(&p.name).saturating_sub(1),
        })
        .collect();
    let file = PlayFile {
        about: ABOUT,
        players: export
            .play_order
            .iter()
            .zip(1..)
            .map(|(name, id)| Player {
                id,
                name,
                is_anonymous: false,
            })
            .collect(),
        locations: [],
        games: [Game {
            id: 1,
            name: GAME_NAME,
            highest_wins: true,
            no_points: false,
            cooperative: false,
            uses_teams: false,
        }],
        plays: [Play {
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
        }],
    };
    crate::json::pretty_foreign(&file)
}
