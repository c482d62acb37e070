//! The table's memory in words: the list of games (`history`), the sports table of
//! players across games (`stats`), and the fair-dice verdict (`stats` and the REPL's
//! `dice`). Numbers go through the table's [`NumberStyle`].

use std::fmt::Write as _;

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};
use jiff::tz::TimeZone;

use crate::locale::NumberStyle;
use crate::render::{List, count};
use crate::stats::{DiceTest, MIN_DICE, Stats, Verdict};
use crate::store::{History, HistoryEntry, ProblemKind};
use crate::text;

fn right(text: String) -> Cell {
    Cell::new(text).set_alignment(CellAlignment::Right)
}

/// A whole number in the table's style (`1,234`).
fn whole(style: NumberStyle, n: u64) -> String {
    style.format(i64::try_from(n).unwrap_or(i64::MAX))
}

/// `history`: every game, newest first, with its number for `resume N` and `export N`.
/// Starts are shown in `zone` (local time) unless the save recorded its own offset.
pub(crate) fn history_table(history: &History, zone: &TimeZone, style: NumberStyle) -> String {
    if history.entries.is_empty() {
        return text!("history-empty") + "\n";
    }
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    table.set_header(vec![
        "#".to_owned(),
        text!("history-col-started"),
        text!("history-col-players"),
        text!("history-col-rules"),
        text!("history-col-state"),
        text!("history-col-rounds"),
    ]);
    for entry in &history.entries {
        table.add_row(history_row(entry, zone, style));
    }
    // Least used first: the rounds, the house rules, when it started.
    crate::render::fit_dropping(&mut table, &[5, 3, 1]);
    let mut out = format!("{table}\n");
    let _ = writeln!(
        out,
        "{}",
        text!("history-outro", games = history.entries.len())
    );
    out
}

fn history_row(entry: &HistoryEntry, zone: &TimeZone, style: NumberStyle) -> Vec<Cell> {
    let started = entry.started.map_or_else(
        || text!("history-started-unknown"),
        |s| {
            let wall = s.in_zone(zone).wall_clock();
            let day = weekday(wall.weekday());
            format!("{day} {}", wall.strftime("%Y-%m-%d %H:%M"))
        },
    );
    let number = right(entry.number.to_string());
    match &entry.game {
        Ok(game) => {
            let rules = if game.rules.is_empty() {
                text!("history-rules-standard")
            } else {
                crate::render::shown_names(&crate::rules::HouseRule::shown_names(
                    &game.rules,
                    &game.titles,
                    crate::render::lang().tag(),
                ))
            };
            let state = if !game.finished {
                text!("history-in-play")
            } else if game.winners.is_empty() {
                text!("history-over")
            } else {
                text!("history-won", names = List::and(&game.winners).to_string())
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
            // The file's name, not its path: a column is narrow, and `--json` has the path.
            Cell::new(crate::render::shown_path(
                entry
                    .file
                    .file_name()
                    .map_or(entry.file.as_path(), std::path::Path::new),
            )),
            Cell::new(""),
            Cell::new(problem_words(problem.kind)),
            Cell::new(""),
        ],
    }
}

/// What a listed save that does not load is, in a few words.
fn problem_words(kind: ProblemKind) -> String {
    match kind {
        ProblemKind::Damaged => text!("history-problem-damaged"),
        ProblemKind::NotASave => text!("history-problem-not-a-save"),
        ProblemKind::Newer => text!("history-problem-newer"),
        ProblemKind::TooLarge => text!("history-problem-too-large"),
        ProblemKind::HouseRules => text!("history-problem-house-rules"),
        ProblemKind::Replay => text!("history-problem-replay"),
        ProblemKind::Unreadable => text!("history-problem-unreadable"),
    }
}

/// The day of the week, short, in the current language (`Sat`, `lør.`).
fn weekday(day: jiff::civil::Weekday) -> String {
    use jiff::civil::Weekday;
    match day {
        Weekday::Monday => text!("weekday-mon"),
        Weekday::Tuesday => text!("weekday-tue"),
        Weekday::Wednesday => text!("weekday-wed"),
        Weekday::Thursday => text!("weekday-thu"),
        Weekday::Friday => text!("weekday-fri"),
        Weekday::Saturday => text!("weekday-sat"),
        Weekday::Sunday => text!("weekday-sun"),
    }
}

/// `resume N` or `export N` for a number that is not in the list.
pub(crate) fn no_such_game(number: usize, games: usize) -> String {
    if games == 0 {
        text!("history-no-game-none", number = number)
    } else {
        text!("history-no-game", number = number, games = games)
    }
}

/// A share from 0 to 1 as a percentage with one decimal: `42.9%`.
fn percent(share: f64) -> String {
    crate::render::numbers().percent(share, 1)
}

/// The most names a refusal of `stats --player` or `--rules` lists.
const NAMES_SHOWN: usize = 12;

/// Names for a refusal, quoted as typed, at most [`NAMES_SHOWN`] of them.
fn shown_names(names: &[String]) -> String {
    let mut shown: Vec<String> = names
        .iter()
        .take(NAMES_SHOWN)
        .map(|name| format!("`{}`", crate::render::shown_line(name)))
        .collect();
    if names.len() > NAMES_SHOWN {
        shown.push(text!("stats-names-more", n = names.len() - NAMES_SHOWN));
    }
    List::and(&shown).to_string()
}

/// `stats --player NAME` with a name like none in the history: the names there are.
pub(crate) fn stats_no_player(name: &str, known: &[String]) -> String {
    let name = crate::render::shown_line(name).into_owned();
    if known.is_empty() {
        text!("cli-stats-player-no-games", name = name)
    } else {
        text!(
            "cli-stats-player-unknown",
            name = name,
            known = shown_names(known)
        )
    }
}

/// `stats --rules RULE` with a house rule no game was played with: the close ones, or
/// those there are.
pub(crate) fn stats_no_rule(flag: &str, name: &str, close: &[String], known: &[String]) -> String {
    let name = crate::render::shown_line(name).into_owned();
    if !close.is_empty() {
        let close: Vec<String> = close.iter().map(|c| format!("`{c}`")).collect();
        text!(
            "cli-stats-rule-close",
            flag = flag,
            name = name,
            close = List::or(&close).to_string()
        )
    } else if known.is_empty() {
        text!("cli-stats-rule-no-rules", flag = flag, name = name)
    } else {
        text!(
            "cli-stats-rule-unknown",
            flag = flag,
            name = name,
            known = shown_names(known)
        )
    }
}

/// `stats --rules` found no game with exactly these rules, but `games` with them among
/// others: `--rules` means exactly, and `--with-rule` counts those.
pub(crate) fn stats_not_exactly(rules: &[String], games: u32) -> String {
    let shown: Vec<String> = rules
        .iter()
        .map(|r| crate::render::shown_line(r).into_owned())
        .collect();
    let command = shown
        .iter()
        .map(|rule| format!("--with-rule {rule}"))
        .collect::<Vec<_>>()
        .join(" ");
    text!(
        "stats-not-exactly",
        rules = List::and(&shown).to_string(),
        games = games,
        command = command
    ) + "\n"
}

/// `stats`: the players as a sports table (most wins first), luck as busts against
/// expected busts, then head-to-head records and the dice.
pub(crate) fn stats_text(stats: &Stats, style: NumberStyle) -> String {
    if stats.games == 0 {
        return text!("stats-empty") + "\n";
    }
    // Eleven columns in one table made it 118 wide: the results, then the luck, each
    // player a row in both, each table fitted to the width as the pad is.
    let mut results = Table::new();
    results.load_style(UTF8_FULL_CONDENSED);
    results.set_header(vec![
        text!("stats-col-player"),
        text!("stats-col-games"),
        text!("stats-col-finished"),
        text!("stats-col-wins"),
        text!("stats-col-win-rate"),
        text!("stats-col-banked"),
        text!("stats-col-best-turn"),
    ]);
    let mut luck_table = Table::new();
    luck_table.load_style(UTF8_FULL_CONDENSED);
    luck_table.set_header(vec![
        text!("stats-col-player"),
        text!("stats-col-throws"),
        text!("stats-col-busts"),
        text!("stats-col-expected"),
        text!("stats-col-luck"),
        text!("stats-col-floods"),
    ]);
    for p in &stats.players {
        results.add_row(vec![
            Cell::new(&p.name),
            right(whole(style, u64::from(p.games))),
            // The rate is over finished games: this column makes the row read true
            // (10 games, 5 finished, 4 wins is 80%).
            right(whole(style, u64::from(p.finished))),
            right(whole(style, u64::from(p.wins))),
            right(p.win_rate.map_or_else(|| "–".to_owned(), percent)),
            right(style.format(p.points_banked)),
            right(style.format(p.best_turn)),
        ]);
        luck_table.add_row(vec![
            Cell::new(&p.name),
            right(whole(style, u64::from(p.throws))),
            right(whole(style, u64::from(p.busts))),
            right(crate::render::numbers().decimal(p.expected_busts, 1)),
            // Luck weighs the busts of typed throws: a `tally bust` had none to weigh.
            Cell::new(luck(p.typed_busts, p.expected_busts)),
            right(whole(style, u64::from(p.floods))),
        ]);
    }
    // Least used first: the best turn, the points banked, the finished games; the
    // expected busts and the Floods.
    crate::render::fit_dropping(&mut results, &[6, 5, 2]);
    crate::render::fit_dropping(&mut luck_table, &[3, 5]);
    let mut out = format!("{results}\n{luck_table}\n");
    let _ = writeln!(
        out,
        "{}",
        text!(
            "stats-outro",
            games = count(stats.games as usize, "count-game").to_string(),
            over = whole(style, u64::from(stats.finished))
        )
    );
    out.push_str(&play_table(stats, style));
    if !stats.head_to_head.is_empty() {
        out.push('\n');
        out.push_str(&text!("stats-head-to-head"));
        out.push('\n');
        let mut pairs = Table::new();
        pairs.load_style(UTF8_FULL_CONDENSED);
        pairs.set_header(vec![
            text!("stats-col-players"),
            text!("stats-col-games"),
            text!("stats-col-wins"),
            text!("stats-col-ahead"),
        ]);
        for pair in &stats.head_to_head {
            pairs.add_row(vec![
                Cell::new(format!("{} – {}", pair.players[0], pair.players[1])),
                right(whole(style, u64::from(pair.games))),
                right(format!("{}–{}", pair.wins[0], pair.wins[1])),
                right(format!("{}–{}", pair.ahead[0], pair.ahead[1])),
            ]);
        }
        crate::render::fit(&mut pairs);
        let _ = writeln!(out, "{pairs}");
    }
    out.push('\n');
    out.push_str(&dice_verdicts(stats, style));
    out
}

/// Skill apart from luck, from the games' reviews: each player's decisions, what they
/// cost on average, and the luck of their throws, in percentage points of the chance to
/// win; then which games had no review and how to get one. Nothing when no game was
/// reviewed.
fn play_table(stats: &Stats, style: NumberStyle) -> String {
    let reviewed = stats.players.iter().any(|p| p.games_reviewed > 0);
    let mut out = String::new();
    if reviewed {
        let mut table = Table::new();
        table.load_style(UTF8_FULL_CONDENSED);
        table.set_header(vec![
            text!("stats-col-player"),
            text!("stats-col-reviewed"),
            text!("stats-col-decisions"),
            text!("stats-col-average-cost"),
            text!("stats-col-throw-luck"),
        ]);
        for p in &stats.players {
            table.add_row(vec![
                Cell::new(&p.name),
                right(whole(style, u64::from(p.games_reviewed))),
                right(whole(style, u64::from(p.decisions))),
                right(p.average_cost.map_or_else(
                    || "–".to_owned(),
                    |cost| crate::render::numbers().decimal(cost * 100.0, 1),
                )),
                right(if p.games_reviewed == 0 {
                    "–".to_owned()
                } else {
                    crate::render::numbers().expected(p.luck * 100.0)
                }),
            ]);
        }
        // The games reviewed go first: the other columns say what matters.
        crate::render::fit_dropping(&mut table, &[1]);
        let _ = writeln!(out, "\n{table}");
        let _ = writeln!(out, "{}", text!("stats-play-outro"));
    }
    let unreviewed = stats.games - stats.games_reviewed;
    if unreviewed > 0 {
        let _ = writeln!(
            out,
            "{}",
            text!(
                "stats-not-reviewed",
                games = count(unreviewed as usize, "count-game").to_string()
            )
        );
    }
    out
}

/// The fair-dice test of the dice in `stats`: the table's verdict, then each player's
/// (`stats` and the REPL's `dice` say the same thing in the same words).
pub(crate) fn dice_verdicts(stats: &Stats, style: NumberStyle) -> String {
    let mut out = dice_verdict(&stats.dice, style);
    out.push_str(&players_dice(stats));
    out
}

/// Luck in words: busts above the expected ones are bad luck.
fn luck(busts: u32, expected: f64) -> String {
    let off = f64::from(busts) - expected;
    let by = crate::render::numbers().decimal(off, 1);
    if off.abs() < 0.5 {
        text!("stats-luck-even")
    } else if off > 0.0 {
        text!("stats-luck-bad", by = format!("+{by}"))
    } else {
        text!("stats-luck-good", by = by)
    }
}

/// A p-value below this, though no reason to doubt the dice (see
/// `SOME_REASON_BELOW`), is no longer called
/// common: fair dice give it less than one look in twenty.
const UNEVEN_BELOW: f64 = 0.05;

/// The fair-dice test in plain words, with the p-value and the dice behind it.
fn dice_verdict(test: &DiceTest, style: NumberStyle) -> String {
    // A number, not text: the message chooses "1 die" or "3 dice" by it.
    let dice = test.dice;
    let p = test.p_value.map_or_else(|| "–".to_owned(), p_value);
    let mut out = match test.verdict {
        Verdict::TooFewDice => text!("dice-verdict-too-few", dice = dice, min = MIN_DICE),
        // Below the textbook 0.05 but not below 0.01: "common" would overstate it.
        Verdict::NoReason if test.p_value.is_some_and(|p| p < UNEVEN_BELOW) => {
            text!("dice-verdict-no-reason-uneven", dice = dice, p = p)
        }
        Verdict::NoReason => text!("dice-verdict-no-reason", dice = dice, p = p),
        Verdict::SomeReason => text!("dice-verdict-some-reason", dice = dice, p = p),
        Verdict::StrongReason => text!("dice-verdict-strong-reason", dice = dice, p = p),
    };
    out.push('\n');
    if matches!(test.verdict, Verdict::SomeReason | Verdict::StrongReason)
        && let Some(face) = test.most_off()
        && let Some(share) = test.share(face)
    {
        let _ = writeln!(
            out,
            "{}",
            text!(
                "dice-verdict-most-off",
                face = face.to_string(),
                share = percent(share),
                fair = percent(1.0 / 6.0)
            )
        );
    }
    let faces: Vec<String> = test.faces.iter().map(|&n| whole(style, n)).collect();
    let _ = writeln!(
        out,
        "{}",
        text!("dice-verdict-faces", counts = faces.join(" · "))
    );
    out
}

/// Whose dice: a line per player, the verdict read from the p-value adjusted across
/// the players tested together (Holm–Bonferroni), which one line above them says.
fn players_dice(stats: &Stats) -> String {
    let tests: Vec<DiceTest> = stats.players.iter().map(|p| p.dice.clone()).collect();
    let tested = DiceTest::tested(&tests);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        text!("dice-players-head", tested = tested as u64)
    );
    for player in &stats.players {
        let test = &player.dice;
        let dice = test.dice;
        let name = player.name.as_str();
        let p = test
            .adjusted_p_value
            .map_or_else(|| "–".to_owned(), p_value);
        let most_off = test.most_off().and_then(|f| Some((f, test.share(f)?)));
        let (face, share) = match most_off {
            Some((face, share)) => (face.to_string(), percent(share)),
            None => ("–".to_owned(), "–".to_owned()),
        };
        let line = match test.verdict {
            Verdict::TooFewDice => text!("dice-player-too-few", name = name, dice = dice),
            // Every face equally often: no face to name.
            Verdict::NoReason if most_off.is_none() => {
                text!("dice-player-even", name = name, dice = dice, p = p)
            }
            Verdict::NoReason => text!(
                "dice-player-no-reason",
                name = name,
                dice = dice,
                p = p,
                face = face,
                share = share
            ),
            Verdict::SomeReason => text!(
                "dice-player-some-reason",
                name = name,
                dice = dice,
                p = p,
                face = face,
                share = share
            ),
            Verdict::StrongReason => text!(
                "dice-player-strong-reason",
                name = name,
                dice = dice,
                p = p,
                face = face,
                share = share
            ),
        };
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// A p-value as people read it: three significant figures, `< 0.0001` below that.
/// The p-value with its relation, `= 0.23` or `< 0.0001`, so a text reads `p < 0.0001`
/// rather than `p = < 0.0001`.
fn p_value(p: f64) -> String {
    let numbers = crate::render::numbers();
    if p < 0.0001 {
        format!("< {}", numbers.decimal(0.0001, 4))
    } else if p < 0.01 {
        format!("= {}", numbers.decimal(p, 4))
    } else {
        format!("= {}", numbers.decimal(p, 2))
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
        assert!(text.contains("p < 0.0001"), "{text}");
        assert!(!text.contains("= <"), "{text}");
        let text = dice_verdict(&fair, NumberStyle::default());
        assert!(text.contains("p = 1.00"), "{text}");
    }

    #[test]
    fn too_few_dice_say_so() {
        let text = dice_verdict(&DiceTest::new([1, 2, 0, 0, 0, 3]), NumberStyle::default());
        assert!(text.contains("too few"), "{text}");
    }

    #[test]
    fn a_p_value_under_0_05_is_not_called_common() {
        // χ² = 11.52 over 5 degrees of freedom: p ≈ 0.042.
        let test = DiceTest::new([100, 100, 100, 100, 76, 124]);
        assert_eq!(test.verdict, crate::stats::Verdict::NoReason);
        let text = dice_verdict(&test, NumberStyle::default());
        assert!(text.contains("p = 0.04"), "{text}");
        assert!(text.contains("not rare enough to doubt them"), "{text}");
        assert!(!text.contains("common"), "{text}");
    }

    #[test]
    fn luck_reads_busts_against_expected() {
        assert_eq!(luck(5, 2.0), "unlucky (+3.0)");
        assert_eq!(luck(1, 3.0), "lucky (−2.0)");
        assert_eq!(luck(2, 2.2), "as expected");
    }
}
