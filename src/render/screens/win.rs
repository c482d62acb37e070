//! How win chances read: `marbles win`, the pad's row of chances, the win view beside
//! the points view in `odds` and hints.

use std::fmt::Write as _;

use crate::dice::Counts;
use crate::odds::Choice;
use crate::odds::win::{CONFIDENCE, Chances, Method, Stage, WinAdvice, WinKeep, WinOutlook};
use crate::render::{Style, count, paint, points};
use crate::rules::Points;
use crate::text;

/// A chance to win as a percentage: `61.2%` (`decimals` after the point).
pub(crate) fn win_percent(chance: f64, decimals: usize) -> String {
    crate::render::numbers().percent(chance, decimals)
}

/// `± 0.7`: an estimate's interval in percentage points.
fn interval_text(interval: f64) -> String {
    format!(
        "± {}",
        crate::render::numbers().decimal(interval * 100.0, 1)
    )
}

/// The confidence of estimates as a percentage: `95%`.
fn confidence_text() -> String {
    crate::render::numbers().percent(CONFIDENCE, 0)
}

/// How chances were found, in a few words.
fn method_text(chances: &Chances) -> String {
    match chances.method {
        Method::Exact => text!("win-method-exact"),
        Method::Estimate => text!("win-method-estimate", games = chances.games),
        Method::Points => text!("win-method-points"),
    }
}

/// `marbles win` for people: each player's chance, and for a turn under way banking
/// against throwing on.
pub(crate) fn win_text(chances: &Chances, turn: Option<(Points, usize, &WinOutlook)>) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        paint(
            Style::Strong,
            text!("win-heading", method = method_text(chances))
        )
    );
    // One decimal, as the pad's "To win:" line and the live page show chances: the
    // same chance reads the same everywhere.
    let decimals = 1;
    // `player 1`, padded as wide as the longest label (`player 10`), as before.
    let player_width = (0..chances.seats.len())
        .map(|i| text!("win-player", n = i + 1).chars().count())
        .max()
        .unwrap_or(0)
        .max(text!("win-player", n = 100).chars().count());
    // The totals column as wide as its widest entry (`ikke åpnet` is ten), so the
    // chances line up under each other.
    let standings: Vec<String> = chances
        .seats
        .iter()
        .map(|seat| {
            if seat.seat.open {
                points(seat.seat.total)
            } else {
                text!("win-not-open")
            }
        })
        .collect();
    let standing_width = standings
        .iter()
        .map(|s| crate::render::display_width(s))
        .max()
        .unwrap_or(0)
        .max(7);
    for (i, seat) in chances.seats.iter().enumerate() {
        let shown = standings.get(i).map_or("", String::as_str);
        let pad = standing_width.saturating_sub(crate::render::display_width(shown));
        let standing = format!("{}{shown}", " ".repeat(pad));
        let interval = match chances.method {
            Method::Exact | Method::Points => String::new(),
            Method::Estimate => format!(" {}", interval_text(seat.interval)),
        };
        let player = text!("win-player", n = i + 1);
        let _ = writeln!(
            out,
            "  {} {standing}  {:>7}{interval}",
            crate::render::column(&player, player_width),
            win_percent(seat.win, decimals)
        );
    }
    if chances.method == Method::Estimate {
        let _ = writeln!(
            out,
            "{}",
            text!("win-interval-note", confidence = confidence_text())
        );
        if chances.seats.len() == 2 {
            let _ = writeln!(out, "{}", text!("win-estimate-two-note"));
        }
        if chances.unfinished > 0 {
            let _ = writeln!(
                out,
                "{}",
                text!(
                    "win-unfinished-note",
                    unfinished = chances.unfinished,
                    games = chances.games,
                    finished = chances.games.saturating_sub(chances.unfinished)
                )
            );
        }
    }
    if let Some((turn, dice, outlook)) = turn {
        let _ = writeln!(
            out,
            "{}",
            text!(
                "win-turn",
                points = turn,
                dice = count(dice, "count-dice").to_string()
            )
        );
        let _ = writeln!(out, "  {}", win_view(turn, outlook));
    }
    out
}

/// Banking against throwing on in chances to win, the better marked:
/// `bank 300: 61.2% to win; throw on: 58.9% (bank)`.
pub(crate) fn win_view(turn: Points, outlook: &WinOutlook) -> String {
    let best = match outlook.best {
        Choice::Bank => text!("win-best-bank"),
        Choice::Throw => text!("win-best-throw"),
    };
    match outlook.bank {
        Some(bank) => text!(
            "win-view",
            turn = turn,
            bank = win_percent(bank, 1),
            throw = win_percent(outlook.throw, 1),
            best = best
        ),
        None => text!("win-view-no-bank", throw = win_percent(outlook.throw, 1)),
    }
}

/// The win view for `odds` and hints, when playing to win says otherwise than playing
/// for points: `to win: bank 300: 61.2% to win; throw on: 58.9% (best: bank)`.
pub(crate) fn win_differs_line(
    turn: Points,
    outlook: &WinOutlook,
    points_choice: Choice,
) -> Option<String> {
    (outlook.best != points_choice)
        .then(|| text!("win-other-way", view = win_view(turn, outlook)) + "\n")
}

/// The label of the pad's row of chances, in the table's language.
pub(crate) fn to_win_label() -> String {
    crate::text!("pad-to-win")
}

/// The pad's cell for one player's chance: `52.0%`, empty when unknown.
pub(crate) fn chance_cell(chance: Option<f64>) -> String {
    chance.map(|c| win_percent(c, 1)).unwrap_or_default()
}

/// How chances under the pad were found, in one line, unless both play to win.
pub(crate) fn estimate_note(chances: &Chances) -> Option<String> {
    match chances.method {
        Method::Exact => None,
        Method::Estimate => Some(text!(
            "win-estimate-note",
            games = chances.games,
            interval = interval_text(chances.interval),
            confidence = confidence_text()
        )),
        Method::Points => Some(text!("win-points-note")),
    }
}

/// The turn summary's line of chances, the player to throw first:
/// `To win: Bob 52.0%, Ann 48.0%.`
/// With `hooks_unseen`, it says the house rules' hooks are not counted.
pub(crate) fn chances_line(names: &[&str], chances: &Chances, hooks_unseen: bool) -> String {
    let each: Vec<String> = names
        .iter()
        .zip(&chances.seats)
        .map(|(name, seat)| format!("{name} {}", win_percent(seat.win, 1)))
        .collect();
    let how = match chances.method {
        Method::Exact => String::new(),
        Method::Estimate => crate::text!(
            "win-chances-estimate",
            interval = interval_text(chances.interval)
        ),
        Method::Points => crate::text!("win-chances-points"),
    };
    let hooks = if hooks_unseen {
        crate::text!("win-chances-hooks")
    } else {
        String::new()
    };
    crate::text!(
        "win-chances",
        each = each.join(", "),
        how = how,
        hooks = hooks
    )
}

/// The eight heights of a sparkline, lowest first.
const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];

/// The most points a sparkline shows: the latest rounds of a long game.
pub(crate) const SPARK_POINTS: usize = 56;

/// Under a caption saying what they show, one sparkline per player of their chance to
/// win over the game, with the latest chance: `Ann  ▄▅▃▂▁  12.0%`. `series` holds each player's chances point by point
/// (`None` where unknown, shown as a gap).
pub(crate) fn sparklines(names: &[String], series: &[Vec<Option<f64>>]) -> String {
    let width = names
        .iter()
        .map(|n| unicode_width::UnicodeWidthStr::width(n.as_str()))
        .max()
        .unwrap_or(0)
        .min(20);
    let mut out = String::new();
    let longest = series.iter().map(Vec::len).max().unwrap_or(0);
    let caption = if longest > SPARK_POINTS {
        text!("win-story-caption-latest", rounds = SPARK_POINTS)
    } else {
        text!("win-story-caption")
    };
    let _ = writeln!(out, "{caption}");
    for (name, points) in names.iter().zip(series) {
        let shown = &points[points.len().saturating_sub(SPARK_POINTS)..];
        let line: String = shown
            .iter()
            .map(|point| match point {
                Some(chance) => BARS[((chance.clamp(0.0, 1.0) * 7.0).round()) as usize],
                None => ' ',
            })
            .collect();
        // The chance now, not the last one known: a standing the model cannot place
        // has no chance, and an old figure beside it would read as current.
        let last = points.last().copied().flatten();
        // Cut and padded by display width and grapheme, as every column of names is.
        let name = crate::render::column(name, width);
        let _ = writeln!(out, "{name}  {line}  {}", chance_cell(last));
    }
    out
}

/// After a throw, what playing to win keeps when it is not what playing for points
/// keeps (or does next): `to win, keep 1 5 (150) then bank: 61.2%; keep 1 (100) then
/// throw 5 dice: 58.9%`. `points_keep` is the points view's keep and what it does next.
pub(crate) fn win_keep_differs(
    advice: &WinAdvice,
    points_keep: (Counts, Choice),
) -> Option<String> {
    let best = advice.best()?;
    if (best.dice, best.then) == points_keep {
        return None;
    }
    if best.dice == points_keep.0 {
        return Some(text!("win-other-way", view = keep_text(best)) + "\n");
    }
    let theirs = advice.keeps.iter().find(|k| k.dice == points_keep.0)?;
    let both = format!("{}; {}", keep_text(best), keep_text(theirs));
    Some(text!("win-other-way", view = both) + "\n")
}

/// `keep 1 5 (150) then bank: 61.2%`.
fn keep_text(keep: &WinKeep) -> String {
    text!(
        "win-keep",
        dice = keep.dice.to_string(),
        points = keep.points,
        then = crate::render::screens::advice::then_words(keep.then, keep.hot_dice, keep.left),
        chance = win_percent(keep.chance, 1)
    )
}

/// The one line on a stderr that is not a terminal while a solve runs.
pub(crate) fn solve_note(turn_states: u64) -> String {
    text!(
        "win-solving",
        states = turn_states,
        standard = crate::render::numbers().decimal(26.8, 1)
    )
}

/// What a solve is doing, beside its progress bar: `sweep 3 (moved 2.1·10⁻⁵)`.
pub(crate) fn solve_stage(stage: &Stage) -> String {
    match stage {
        Stage::Sweep {
            number,
            change: Some(change),
        } => text!(
            "win-sweep-moved",
            number = *number,
            change = scientific(*change)
        ),
        Stage::Sweep {
            number,
            change: None,
        } => text!("win-sweep", number = *number),
        Stage::Check => text!("win-checking"),
    }
}

/// A small number as people write it (`2.1·10⁻⁵`, `2,1·10⁻⁵` in Bokmål), not as a
/// program does (`2.1e-5`).
fn scientific(value: f64) -> String {
    let written = format!("{value:.1e}");
    let Some((mantissa, exponent)) = written.split_once('e') else {
        return written;
    };
    let mantissa = mantissa.replace('.', &crate::render::numbers().decimal.to_string());
    if exponent == "0" {
        return mantissa;
    }
    let superscript: String = exponent
        .chars()
        .map(|c| match c {
            '-' => '⁻',
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            '9' => '⁹',
            other => other,
        })
        .collect();
    format!("{mantissa}·10{superscript}")
}

/// A table that was solved but could not be cached: the answer stands.
pub(crate) fn cache_note(err: &crate::store::StoreError) -> String {
    text!("win-cache-note", error = err.to_string())
}

/// Why a game's chances are not shown, or what they do not see, as one note.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum ChanceNote {
    /// House-rule hooks change points or end games, which the chances cannot see.
    HooksUnseen,
    /// The rules' turns fit no model, so no chances are shown.
    Unmodelled(&'static str),
    /// A player stands where the rules can lead (a hook bumped them to 0 while open, or
    /// took them below 0) but the chances have no figures (issue 31, defect 8b).
    OffGrid {
        /// The player who stands there.
        player: String,
        /// Their total.
        total: Points,
        /// The least open total the chances cover.
        first_open: Points,
        /// The winning score.
        win_at: Points,
    },
}

/// A note under chances (or instead of them).
pub(crate) fn chance_note(note: ChanceNote) -> String {
    match note {
        ChanceNote::HooksUnseen => text!("win-hooks-unseen-note"),
        ChanceNote::Unmodelled(switch) => text!("win-unmodelled-note", switch = switch),
        ChanceNote::OffGrid {
            player,
            total,
            first_open,
            win_at,
        } => text!(
            "win-off-grid-note",
            player = player,
            total = total,
            first_open = first_open,
            win_at = win_at
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::win::{Seat, SeatChance};

    #[test]
    fn the_solvers_progress_is_written_as_people_write_numbers() {
        use crate::locale::Lang;
        use crate::render::Locale;
        let nb = Locale::of(Lang::Nb);
        assert_eq!(nb.scope(|| scientific(0.005)), "5,0·10⁻³");
        assert_eq!(
            Locale::of(Lang::En).scope(|| scientific(2.1e-5)),
            "2.1·10⁻⁵"
        );
        let sweep = Stage::Sweep {
            number: 3,
            change: Some(0.005),
        };
        assert_eq!(
            nb.scope(|| solve_stage(&sweep)),
            "gjennomgang 3 (endret 5,0·10⁻³)"
        );
    }

    fn exact(first: f64) -> Chances {
        Chances {
            method: Method::Exact,
            seats: vec![
                SeatChance {
                    seat: Seat::open(3_000),
                    win: first,
                    interval: 0.0,
                },
                SeatChance {
                    seat: Seat::CLOSED,
                    win: 1.0 - first,
                    interval: 0.0,
                },
            ],
            interval: 0.0,
            games: 0,
            unfinished: 0,
        }
    }

    #[test]
    fn an_estimate_says_how_many_games_did_not_finish() {
        let mut chances = exact(0.6);
        chances.method = Method::Estimate;
        chances.games = 20_000;
        chances.unfinished = 19_974;
        let text = win_text(&chances, None);
        assert!(
            text.contains("19,974 of the 20,000 games reached the round limit with no winner; the chances are shares of the 26 that finished"),
            "{text}"
        );
        chances.unfinished = 0;
        assert!(!win_text(&chances, None).contains("round limit"));
    }

    #[test]
    fn a_sparkline_shows_no_figure_once_the_chances_are_unknown() {
        let names = ["Ann".to_owned()];
        let line = sparklines(&names, &[vec![Some(0.52), None]]);
        assert!(!line.contains('%'), "{line}");
    }

    #[test]
    fn exact_chances_read_as_a_short_table() {
        let text = anstream::adapter::strip_str(&win_text(&exact(0.612_345), None)).to_string();
        insta::assert_snapshot!(text, @r"
        Chances to win, player 1 to throw (exact: both play to win):
          player 1      3,000    61.2%
          player 2   not open    38.8%
        ");
    }

    #[test]
    fn sparklines_rise_and_fall_with_the_chances() {
        let names = ["Ann".to_owned(), "Bartholomew".to_owned()];
        let ann = [0.52, 0.6, 0.3, 0.1, 1.0].map(Some).to_vec();
        let mut bart: Vec<Option<f64>> = ann.iter().map(|c| c.map(|c| 1.0 - c)).collect();
        bart[2] = None;
        insta::assert_snapshot!(sparklines(&names, &[ann, bart]), @r"
        Chance to win, round by round:
        Ann          ▅▅▃▂█  100.0%
        Bartholomew  ▄▄ ▇▁  0.0%
        ");
    }

    #[test]
    fn a_long_games_sparklines_say_they_show_its_latest_rounds() {
        let names = ["Ann".to_owned()];
        let long = vec![Some(0.5); SPARK_POINTS + 10];
        let lines = sparklines(&names, &[long]);
        let caption = format!("Chance to win, round by round (the last {SPARK_POINTS}):");
        assert!(lines.starts_with(&caption), "{lines}");
        let bars = lines.lines().nth(1).expect("Ann's line");
        assert_eq!(
            bars.chars().filter(|c| BARS.contains(c)).count(),
            SPARK_POINTS
        );
    }

    #[test]
    fn the_win_view_weighs_bank_against_throw() {
        let outlook = WinOutlook {
            bank: Some(0.612),
            throw: 0.589,
            best: Choice::Bank,
        };
        assert_eq!(
            win_view(300, &outlook),
            "bank 300: 61.2% to win; throw on: 58.9% (best: bank)"
        );
        assert!(win_differs_line(300, &outlook, Choice::Bank).is_none());
        assert!(win_differs_line(300, &outlook, Choice::Throw).is_some());
    }
}
