//! The score pad: a column per player, a row per round.

use comfy_table::{Cell, CellAlignment, Table, presets::UTF8_FULL_CONDENSED};

use crate::game::{Outcome, State, TurnRecord};
use crate::render::{points, table_width};
use crate::text;

/// The mark beside the leader's name (the winner's, once the game is over).
pub(crate) const LEADER_MARK: &str = "★";

/// The mark after a turn recorded without its dice (`tally`), explained in a footnote
/// under the pad.
pub(crate) const TALLY_MARK: &str = "†";

/// The score pad: one column per player in order of play, one row per round, each cell
/// the turn's result and the running total, the leader marked, totals at the bottom.
///
/// Cells read `+650 → 1,350` on one line when the table fits the
/// [`table_width`](crate::render::table_width()) (the terminal's, or 80 columns) that way, and
/// on two lines otherwise, wrapped further if need be. No colour: pads go into exports
/// too.
pub(crate) fn pad_table(state: &State) -> String {
    pad_table_with(state, None)
}

/// The pad with one more row under the totals: `label` and a cell per player in order
/// of play (each player's chance to win).
pub(crate) fn pad_table_with(state: &State, extra: Option<(&str, &[String])>) -> String {
    let width = usize::from(table_width());
    let footnote = tally_footnote(&state.history);
    if width >= usize::from(COMPACT_BELOW) {
        let one_line = build(state, false, extra);
        if one_line
            .lines()
            .all(|line| crate::render::display_width(line) <= width)
        {
            return one_line + &footnote;
        }
        // Too many or too long names for a column each at this width: the pad turns.
        if let Some(two_lines) = build_two_lines(state, extra) {
            return two_lines + &footnote;
        }
    }
    compact(state, extra) + &footnote
}

/// The line under a pad that holds a tallied turn, saying what its mark means; empty
/// when none was tallied.
pub(crate) fn tally_footnote(history: &[TurnRecord]) -> String {
    if history.iter().any(|record| record.tallied) {
        format!("{}\n", text!("pad-tally-footnote", mark = TALLY_MARK))
    } else {
        String::new()
    }
}

/// A finished turn as the pad shows it: [`outcome_text`], marked when it was tallied.
pub(crate) fn turn_text(record: &TurnRecord) -> String {
    let text = outcome_text(&record.outcome);
    if record.tallied {
        format!("{text}{TALLY_MARK}")
    } else {
        text
    }
}

/// Below this width the pad turns: a row per player (name, total, last turn and the
/// extra cell), since a column per player leaves no room for a name or a number. At
/// any width it turns when its columns cannot hold each name's longest word.
pub(crate) const COMPACT_BELOW: u16 = 60;

/// The pad on a narrow screen: a row per player in order of play, the leader marked,
/// with the total, the last turn's result and the extra cell (the chance to win).
fn compact(state: &State, extra: Option<(&str, &[String])>) -> String {
    let marked = state.marked_players();
    let mut table = Table::new();
    table.load_style(crate::render::words::width::COMPACT);
    let mut header = vec![
        Cell::new(""),
        Cell::new(text!("pad-player")),
        Cell::new(text!("pad-total")).set_alignment(CellAlignment::Right),
        Cell::new(text!("pad-last-turn")),
    ];
    if let Some((label, _)) = extra {
        header.push(Cell::new(label).set_alignment(CellAlignment::Right));
    }
    table.set_header(header);
    for (k, &i) in state.play_order().iter().enumerate() {
        let player = &state.players[i];
        let mark = if marked.contains(&i) { LEADER_MARK } else { "" };
        let last = state
            .history
            .iter()
            .rev()
            .find(|r| r.player == i && r.round > 0)
            .map(turn_text)
            .unwrap_or_default();
        let mut row = vec![
            Cell::new(mark),
            Cell::new(&player.name),
            Cell::new(points(player.total)).set_alignment(CellAlignment::Right),
            Cell::new(last),
        ];
        if let Some((_, cells)) = extra {
            let cell = cells.get(k).cloned().unwrap_or_default();
            row.push(Cell::new(cell).set_alignment(CellAlignment::Right));
        }
        table.add_row(row);
    }
    // The column separator is the space between columns.
    for column in table.column_iter_mut() {
        column.set_padding((0, 0));
    }
    crate::render::fit(&mut table);
    let mut out = table.to_string();
    out.push('\n');
    out
}

/// A turn's result as the pad shows it: `+650`, `bust` or `FLOOD`.
pub(crate) fn outcome_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Banked { points: p } if *p >= 0 => format!("+{}", unbroken(*p)),
        Outcome::Banked { points: p } => unbroken(*p),
        Outcome::Bust { .. } => text!("pad-bust"),
        Outcome::Flood { .. } => text!("pad-flood"),
        Outcome::LostToThief { .. } => text!("pad-stolen"),
        Outcome::OutOfDice { .. } => text!("pad-out-of-dice"),
        Outcome::HouseRule { by } if *by >= 0 => {
            text!("pad-house-rule", by = format!("+{}", unbroken(*by)))
        }
        Outcome::HouseRule { by } => text!("pad-house-rule", by = unbroken(*by)),
    }
}

/// Points as a pad cell shows them: a number grouped with spaces (Bokmål's `1 000`)
/// is one word to the table's wrapping, so a narrow column never splits it.
fn unbroken(n: crate::rules::Points) -> String {
    points(n).replace(' ', "\u{a0}")
}

/// The pad with a column per player, each cell on one line (`+650 → 1,350`).
fn build(state: &State, two_lines: bool, extra: Option<(&str, &[String])>) -> String {
    let mut out = table(state, two_lines, extra).to_string();
    out.push('\n');
    out
}

/// The pad with a column per player, each cell on two lines and long names wrapped at
/// their words; `None` when the columns cannot hold each one's longest word.
fn build_two_lines(state: &State, extra: Option<(&str, &[String])>) -> Option<String> {
    let mut table = table(state, true, extra);
    if !crate::render::words::width::fit_bordered(&mut table) {
        return None;
    }
    let mut out = table.to_string();
    out.push('\n');
    Some(out)
}

/// Rounds after which the pad shows the names again above the totals: with the
/// heading, the totals, the chances and the prompt, 12 rounds fill a 24-row screen.
const NAMES_AGAIN_AFTER: usize = 12;

fn table(state: &State, two_lines: bool, extra: Option<(&str, &[String])>) -> Table {
    let order = state.play_order();
    let marked = state.marked_players();
    let mut table = Table::new();
    table.load_style(UTF8_FULL_CONDENSED);
    let mut header = vec![Cell::new(text!("pad-round"))];
    header.extend(order.iter().map(|&i| {
        let name = &state.players[i].name;
        // On two lines the mark gets a line of its own, so a long name is not broken.
        let text = if !marked.contains(&i) {
            name.clone()
        } else if two_lines {
            format!("{name}\n{LEADER_MARK}")
        } else {
            format!("{LEADER_MARK} {name}")
        };
        Cell::new(text).set_alignment(CellAlignment::Center)
    }));
    let names_again: Vec<Cell> = header.iter().skip(1).cloned().collect();
    table.set_header(header);

    let rounds = turns_by_round(&state.history);
    for (round, records) in rounds.iter().enumerate() {
        let mut row = vec![Cell::new(round + 1).set_alignment(CellAlignment::Right)];
        for &player in &order {
            let turns: Vec<&TurnRecord> = records
                .iter()
                .copied()
                .filter(|r| r.player == player)
                .collect();
            row.push(Cell::new(cell_text(&turns, two_lines)).set_alignment(CellAlignment::Right));
        }
        table.add_row(row);
    }
    // A long game's heading has scrolled off a 24-row screen by the time the totals
    // show: the names come again just above them.
    if rounds.len() > NAMES_AGAIN_AFTER {
        let mut row = vec![Cell::new("")];
        row.extend(names_again);
        table.add_row(row);
    }
    let mut totals = vec![Cell::new(text!("pad-total"))];
    totals.extend(
        order.iter().map(|&i| {
            Cell::new(points(state.players[i].total)).set_alignment(CellAlignment::Right)
        }),
    );
    table.add_row(totals);
    if let Some((label, cells)) = extra {
        let mut row = vec![Cell::new(label)];
        row.extend(
            cells
                .iter()
                .map(|cell| Cell::new(cell).set_alignment(CellAlignment::Right)),
        );
        table.add_row(row);
    }
    table
}

/// The turns of each round from 1 to the last, in the order they were played, in one
/// pass over the history: a pad or export of a long game must not scan the whole history
/// once per round. Rounds nobody played (none in a real game) are empty; the roll-off's
/// round 0 is left out.
pub(crate) fn turns_by_round(history: &[TurnRecord]) -> Vec<Vec<&TurnRecord>> {
    let last = history.iter().map(|r| r.round).max().unwrap_or(0);
    let mut rounds: Vec<Vec<&TurnRecord>> = vec![Vec::new(); last as usize];
    for record in history {
        if let Some(round) = (record.round as usize).checked_sub(1) {
            rounds[round].push(record);
        }
    }
    rounds
}

/// One player's turns in one round (usually one; house rules may allow more).
fn cell_text(turns: &[&TurnRecord], two_lines: bool) -> String {
    let Some(last) = turns.last() else {
        return String::new();
    };
    let results: Vec<String> = turns.iter().map(|t| turn_text(t)).collect();
    let separator = if two_lines { "\n" } else { " → " };
    format!("{}{separator}{}", results.join(", "), unbroken(last.total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bokmal_number_is_one_word_in_a_cell() {
        use crate::locale::Lang;
        use crate::render::Locale;
        let text = Locale::of(Lang::Nb).scope(|| {
            outcome_text(&Outcome::HouseRule { by: -1_100 })
                + &outcome_text(&Outcome::Banked { points: 12_000 })
        });
        assert_eq!(text, "husregel -1\u{a0}100+12\u{a0}000");
    }
    use crate::game::scripted;

    fn widest(text: &str) -> usize {
        text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
    }

    #[test]
    fn turns_are_grouped_by_round_in_play_order() {
        let state = scripted::three_players(true).state().clone();
        let grouped = turns_by_round(&state.history);
        let flat: Vec<&TurnRecord> = grouped.iter().flatten().copied().collect();
        let played: Vec<&TurnRecord> = state.history.iter().filter(|r| r.round > 0).collect();
        assert_eq!(flat, played);
        for (i, round) in grouped.iter().enumerate() {
            assert!(round.iter().all(|r| r.round as usize == i + 1));
        }
    }

    #[test]
    fn a_long_game_shows_the_names_again_above_the_totals() {
        use crate::dice::Faces;
        use crate::game::{Action, Game};
        let mut game = scripted::two_players(false);
        let short = crate::render::with_table_width(80, || pad_table(game.state()));
        let names_rows = |pad: &str| pad.lines().filter(|l| l.contains("Bob")).count();
        assert_eq!(names_rows(&short), 1, "{short}");
        let bust = Faces::parse("234346").expect("faces");
        let play = |game: &mut Game| {
            while turns_by_round(&game.state().history).len() <= NAMES_AGAIN_AFTER {
                game.apply(Action::Throw(bust.clone())).expect("a bust");
            }
        };
        play(&mut game);
        let long = crate::render::with_table_width(80, || pad_table(game.state()));
        assert_eq!(names_rows(&long), 2, "{long}");
        // On a 24-row screen the last lines are the ones in view: the names are there.
        let bottom: Vec<&str> = long.lines().rev().take(5).collect();
        assert!(bottom.iter().any(|l| l.contains("Bob")), "{long}");
    }

    #[test]
    fn pad_two_players_mid_game() {
        insta::assert_snapshot!(pad_table(scripted::two_players(false).state()));
    }

    #[test]
    fn pad_two_players_finished() {
        insta::assert_snapshot!(pad_table(scripted::two_players(true).state()));
    }

    #[test]
    fn pad_three_players_mid_game() {
        insta::assert_snapshot!(pad_table(scripted::three_players(false).state()));
    }

    #[test]
    fn pad_three_players_finished() {
        insta::assert_snapshot!(pad_table(scripted::three_players(true).state()));
    }

    #[test]
    fn pad_six_players_mid_game() {
        insta::assert_snapshot!(pad_table(scripted::six_players(false).state()));
    }

    #[test]
    fn pad_six_players_finished() {
        insta::assert_snapshot!(pad_table(scripted::six_players(true).state()));
    }

    #[test]
    fn six_players_with_five_digit_totals_fit_in_80_columns() {
        for finished in [false, true] {
            let pad = pad_table(scripted::six_players(finished).state());
            assert!(widest(&pad) <= 80, "{pad}");
            assert!(pad.contains("10,250"), "{pad}");
            assert!(pad.contains("Bartholomew"), "names are not broken: {pad}");
        }
    }

    #[test]
    fn the_pad_fits_the_width_it_is_given() {
        use unicode_width::UnicodeWidthStr;
        let games = [
            scripted::two_players(true),
            scripted::three_players(true),
            scripted::six_players(false),
            scripted::six_players(true),
        ];
        for width in [60, 80] {
            for game in &games {
                let pad = crate::render::with_table_width(width, || pad_table(game.state()));
                for line in pad.lines() {
                    assert!(
                        line.width() <= usize::from(width),
                        "a line wider than {width}:\n{pad}"
                    );
                }
            }
        }
        // With room, six players' rounds stay on one line each.
        let narrow = crate::render::with_table_width(80, || pad_table(games[2].state()));
        let wide = crate::render::with_table_width(140, || pad_table(games[2].state()));
        assert!(!narrow.contains(" → "), "{narrow}");
        assert!(wide.contains(" → "), "{wide}");
        assert!((81..=140).contains(&widest(&wide)), "{wide}");
    }

    #[test]
    fn a_short_game_fits_on_one_line_per_round() {
        let pad = pad_table(scripted::two_players(true).state());
        assert!(pad.contains("+1,000 → 1,000"), "{pad}");
        assert!(pad.contains("FLOOD → 0"), "{pad}");
    }

    #[test]
    fn columns_follow_the_order_of_play() {
        let pad = pad_table(scripted::three_players(false).state());
        let header = pad.lines().nth(1).expect("header");
        let bob = header.find("Bob").expect("Bob");
        let cy = header.find("Cy").expect("Cy");
        let ann = header.find("Ann").expect("Ann");
        assert!(bob < cy && cy < ann, "{header}");
    }

    #[test]
    fn the_winner_is_marked_and_nobody_leads_a_table_of_zeros() {
        let pad = pad_table(scripted::two_players(true).state());
        assert!(pad.contains("★ Bob"), "{pad}");
        assert!(!pad.contains("★ Ann"), "{pad}");
        let start = scripted::play(&["Ann", "Bob"], "first:Ann");
        assert!(!pad_table(start.state()).contains(LEADER_MARK));
        let level = scripted::six_players(false);
        assert!(!pad_table(level.state()).contains(LEADER_MARK));
    }

    #[test]
    fn pad_compact_three_players_mid_game() {
        let state = scripted::three_players(false).state().clone();
        insta::assert_snapshot!(crate::render::with_table_width(40, || pad_table(&state)));
    }

    #[test]
    fn pad_compact_six_players_finished_with_chances() {
        let state = scripted::six_players(true).state().clone();
        let cells: Vec<String> = (0..6).map(|i| format!("{}.0%", i * 10)).collect();
        insta::assert_snapshot!(crate::render::with_table_width(40, || {
            pad_table_with(&state, Some(("to win", &cells)))
        }));
    }

    #[test]
    fn below_60_columns_a_player_is_a_row_and_nothing_is_broken() {
        use unicode_width::UnicodeWidthStr;
        for game in [
            scripted::two_players(true),
            scripted::three_players(false),
            scripted::six_players(true),
        ] {
            let state = game.state();
            for width in [40, 50, 59] {
                let pad = crate::render::with_table_width(width, || pad_table(state));
                assert!(
                    pad.lines().all(|l| l.width() <= usize::from(width)),
                    "{pad}"
                );
                for player in &state.players {
                    let row = pad
                        .lines()
                        .find(|l| l.contains(player.name.as_str()))
                        .unwrap_or_else(|| panic!("{} has a row:\n{pad}", player.name));
                    assert!(row.contains(&points(player.total)), "{pad}");
                }
            }
        }
    }

    #[test]
    fn long_names_are_never_parted_and_the_pad_turns_when_they_cannot_fit() {
        use crate::render::display_width;
        let names = [
            "Annabelle-Marie Christensen",
            "👨\u{200d}👩\u{200d}👧 Bjørn-Olav Haraldsen",
            "Kari",
            "Ola Nordmann-Sørensen",
        ];
        let game = scripted::play(&names, "first:Kari | 111555 k111555 b");
        let words: Vec<&str> = names.iter().flat_map(|n| n.split(' ')).collect();
        for width in 60..=100 {
            let pad = crate::render::with_table_width(width, || pad_table(game.state()));
            assert!(
                pad.lines().all(|l| display_width(l) <= usize::from(width)),
                "{width}:\n{pad}"
            );
            for word in &words {
                assert!(pad.contains(word), "{word} whole at {width}:\n{pad}");
            }
        }
        // At 66 columns four columns cannot hold these names: a row per player.
        let narrow = crate::render::with_table_width(66, || pad_table(game.state()));
        assert!(narrow.contains("Annabelle-Marie Christensen"), "{narrow}");
        assert!(!narrow.contains('┆'), "{narrow}");
    }

    #[test]
    fn a_pad_has_no_colour_codes() {
        assert!(!pad_table(scripted::six_players(true).state()).contains('\u{1b}'));
    }
}
