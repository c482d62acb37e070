//! The table's memory in words: the list of games (`history`), the sports table of
//! players across games (`stats`), and the fair-dice verdict (`stats` and the REPL's
//! `dice`). Numbers go through the table's [`NumberStyle`].

use std::fmt::Write as _;

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};
use jiff::tz::TimeZone;

use super::{List, count};
use crate::config::NumberStyle;
use crate::stats::{DiceTest, MIN_DICE, Stats, Verdict};
use crate::store::{History, HistoryEntry, ProblemKind};

fn right(text: String) -> Cell {
    Cell::new(text).set_alignment(CellAlignment::Right)
}

/// A whole number in the table's style (`1,234`).
fn whole(style: NumberStyle, n: u64) -> String {
    style.format(i64::try_from(n).unwrap_or(i64::MAX))
}

/// `history`: every game, newest first, with its number for `resume N` and `export N`.
/// Starts are shown in `zone` (local time) unless the save recorded its own offset.
pub fn history_table(history: &History, zone: &TimeZone, style: NumberStyle) -> String {
    if history.entries.is_empty() {
        return "No games yet: start one with `marbles play NAME NAME`.\n".to_owned();
    }
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec!["#", "started", "players", "rules", "state", "rounds"]);
    for entry in &history.entries {
        table.add_row(history_row(entry, zone, style));
    }
    let mut out = format!("{table}\n");
    let _ = writeln!(
        out,
        "{}. Continue one with `marbles resume N`, or export it with `marbles export N -o game.html`.",
        count(history.entries.len(), "count-game")
    );
    out
}

fn history_row(entry: &HistoryEntry, zone: &TimeZone, style: NumberStyle) -> Vec<Cell> {
    let started = entry.started.map_or_else(
        || "unknown".to_owned(),
        |s| {
            s.in_zone(zone)
                .wall_clock()
                .strftime("%a %Y-%m-%d %H:%M")
                .to_string()
        },
    );
    let number = right(entry.number.to_string());
    match &entry.game {
        Ok(game) => {
            let rules = if game.rules.is_empty() {
                "standard".to_owned()
            } else {
                game.rules.join(", ")
            };
            let state = if !game.finished {
                "in play".to_owned()
            } else if game.winners.is_empty() {
                "over".to_owned()
            } else {
                format!("{} won", List::and(&game.winners))
            };
            vec![
                number,
                Cell::new(started),
                Cell::new(game.players.join(", ")),
                Cell::new(rules),
                Cell::new(state),
                right(whole(style, u64::from(game.rounds))),
            ]
        }
        Err(problem) => vec![
            number,
            Cell::new(started),
            Cell::new(entry.file.display().to_string()),
            Cell::new(""),
            Cell::new(problem_words(problem.kind)),
            Cell::new(""),
        ],
    }
}

/// What a listed save that does not load is, in a few words.
fn problem_words(kind: ProblemKind) -> &'static str {
    match kind {
        ProblemKind::Damaged => "damaged: not readable as a save",
        ProblemKind::NotASave => "not a marbles save",
        ProblemKind::Newer => "from a newer marbles",
        ProblemKind::TooLarge => "too large to be a save",
        ProblemKind::HouseRules => "its house rules no longer load",
        ProblemKind::Replay => "its moves no longer replay",
        ProblemKind::Unreadable => "could not be read",
    }
}

/// `resume N` or `export N` for a number that is not in the list.
pub fn no_such_game(number: usize, games: usize) -> String {
    if games == 0 {
        format!(
            "there is no game {number}: no games are saved yet; give a save file, or start one with `marbles play NAME NAME`"
        )
    } else {
        format!(
            "there is no game {number}: `marbles history` lists games 1 to {games}; give one of those numbers, or a save file"
        )
    }
}

/// A share from 0 to 1 as a percentage with one decimal: `42.9%`.
fn percent(share: f64) -> String {
    format!("{:.1}%", share * 100.0)
}

/// `stats`: the players as a sports table (most wins first), luck as busts against
/// expected busts, then head-to-head records and the dice.
pub fn stats_text(stats: &Stats, style: NumberStyle) -> String {
    if stats.games == 0 {
        return "No games to count: play one with `marbles play NAME NAME`, or widen --player, --since or --rules.\n".to_owned();
    }
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec![
        "player",
        "games",
        "wins",
        "win rate",
        "throws",
        "busts",
        "expected",
        "luck",
        "Floods",
        "banked",
        "best turn",
    ]);
    for p in &stats.players {
        table.add_row(vec![
            Cell::new(&p.name),
            right(whole(style, u64::from(p.games))),
            right(whole(style, u64::from(p.wins))),
            right(p.win_rate.map_or_else(|| "–".to_owned(), percent)),
            right(whole(style, u64::from(p.throws))),
            right(whole(style, u64::from(p.busts))),
            right(format!("{:.1}", p.expected_busts)),
            Cell::new(luck(p.busts, p.expected_busts)),
            right(whole(style, u64::from(p.floods))),
            right(style.format(p.points_banked)),
            right(style.format(p.best_turn)),
        ]);
    }
    let mut out = format!("{table}\n");
    let _ = writeln!(
        out,
        "{} ({} over). Luck: busts against the busts fair dice give for the same throws on average.",
        count(stats.games as usize, "count-game"),
        whole(style, u64::from(stats.finished))
    );
    if !stats.head_to_head.is_empty() {
        out.push_str("\nHead to head:\n");
        let mut pairs = Table::new();
        pairs.load_style(UTF8_FULL_CONDENSED);
        pairs.set_header(vec!["players", "games", "wins", "ahead at the end"]);
        for pair in &stats.head_to_head {
            pairs.add_row(vec![
                Cell::new(format!("{} – {}", pair.players[0], pair.players[1])),
                right(whole(style, u64::from(pair.games))),
                right(format!("{}–{}", pair.wins[0], pair.wins[1])),
                right(format!("{}–{}", pair.ahead[0], pair.ahead[1])),
            ]);
        }
        let _ = writeln!(out, "{pairs}");
    }
    out.push('\n');
    out.push_str(&dice_verdict(&stats.dice, style));
    out
}

/// Luck in words: busts above the expected ones are bad luck.
fn luck(busts: u32, expected: f64) -> String {
    let off = f64::from(busts) - expected;
    if off.abs() < 0.5 {
        "as expected".to_owned()
    } else if off > 0.0 {
        format!("unlucky (+{off:.1})")
    } else {
        format!("lucky ({off:.1})")
    }
}

/// The fair-dice test in plain words, with the p-value and the dice behind it.
pub fn dice_verdict(test: &DiceTest, style: NumberStyle) -> String {
    let dice = whole(style, test.dice);
    let p = test.p_value.map_or_else(|| "–".to_owned(), p_value);
    let mut out = match test.verdict {
        Verdict::TooFewDice => format!(
            "Dice: too few to judge yet ({dice} typed; the fair-dice test needs at least {}).\n",
            MIN_DICE
        ),
        Verdict::NoReason => format!(
            "Dice: no reason to doubt them. {dice} dice, p = {p}: counts this uneven are common with fair dice.\n"
        ),
        Verdict::SomeReason => format!(
            "Dice: some reason to doubt them. {dice} dice, p = {p}: fair dice give counts this uneven less than once in a hundred looks. Worth watching.\n"
        ),
        Verdict::StrongReason => format!(
            "Dice: strong reason to doubt them. {dice} dice, p = {p}: fair dice give counts this uneven less than once in a thousand looks. Check the dice.\n"
        ),
    };
    if matches!(test.verdict, Verdict::SomeReason | Verdict::StrongReason)
        && let Some(face) = test.most_off()
        && let Some(share) = test.share(face)
    {
        let _ = writeln!(
            out,
            "Most off: {face} came up {} of the time (a fair die: 16.7%).",
            percent(share)
        );
    }
    let faces: Vec<String> = test.faces.iter().map(|&n| whole(style, n)).collect();
    let _ = writeln!(out, "Faces 1 to 6: {}.", faces.join(" · "));
    out
}

/// A p-value as people read it: three significant figures, `< 0.0001` below that.
fn p_value(p: f64) -> String {
    if p < 0.0001 {
        "< 0.0001".to_owned()
    } else if p < 0.01 {
        format!("{p:.4}")
    } else {
        format!("{p:.2}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fair_counts_give_no_reason_and_a_heavy_six_names_the_six() {
        let fair = DiceTest::new([100, 100, 100, 100, 100, 100]);
        let text = dice_verdict(&fair, NumberStyle::default());
        assert!(text.contains("no reason to doubt"), "{text}");
        assert!(text.contains("600 dice"), "{text}");
        let heavy = DiceTest::new([80, 80, 80, 80, 80, 200]);
        let text = dice_verdict(&heavy, NumberStyle::default());
        assert!(text.contains("strong reason"), "{text}");
        assert!(text.contains("< 0.0001"), "{text}");
    }

    #[test]
    fn too_few_dice_say_so() {
        let text = dice_verdict(&DiceTest::new([1, 2, 0, 0, 0, 3]), NumberStyle::default());
        assert!(text.contains("too few"), "{text}");
    }

    #[test]
    fn luck_reads_busts_against_expected() {
        assert_eq!(luck(5, 2.0), "unlucky (+3.0)");
        assert_eq!(luck(1, 3.0), "lucky (-2.0)");
        assert_eq!(luck(2, 2.2), "as expected");
    }
}
