//! The game's story as an inline SVG: totals round by round with busts and Floods
//! marked, and each player's chance to win. No script, no external assets: axes and
//! labels take the page's text colour (light or dark), and each player's line has its
//! own dash pattern as well as its colour, so a black-and-white print still tells them
//! apart.

use std::fmt::Write as _;

use super::TurnResult;
use super::escape::escape;
use crate::odds::Story;
use crate::odds::review::{Highlight, HighlightKind};
use crate::render::{points, win_percent};
use crate::rules::Points;
use crate::text;

/// Narrow, so that drawn at a phone's width (about 360 CSS pixels) its 13-unit text is
/// still at least 11 pixels high; the page caps how wide it grows on a desktop.
const WIDTH: f64 = 400.0;
const PANEL: f64 = 150.0;
const LEFT: f64 = 56.0;
const RIGHT: f64 = 10.0;
const TOP: f64 = 28.0;
const GAP: f64 = 44.0;
const FONT: f64 = 13.0;
/// Marks closer than this (in chart units) would hide each other: the later one moves
/// aside.
const MARK_ROOM: f64 = 8.0;
/// Height of one row of the legend.
const LEGEND_ROW: f64 = 20.0;

/// Colours readable on white and on a dark background.
const COLOURS: [&str; 6] = [
    "#2f6fd6", "#d9542b", "#2e9d5b", "#9b59b6", "#c9a227", "#17a2b8",
];
const DASHES: [&str; 6] = ["", "6 3", "2 3", "8 3 2 3", "1 2", "10 4"];

/// The chart, or nothing for a game with no rounds yet.
pub(super) fn svg(story: &Story) -> Option<String> {
    let win_at = story.win_at;
    let rounds = story.points.last()?.round;
    if rounds == 0 {
        return None;
    }
    // No panel for chances that were not worked out (the page says why).
    let chances = story.method.is_some() && story.points.iter().any(|p| p.chances.is_some());
    let panels = if chances { 2.0 } else { 1.0 };
    let legend = legend_places(&story.players);
    let legend_rows = legend.last().map_or(1.0, |&(_, row)| row + 1.0);
    let height = TOP + panels * PANEL + (panels - 1.0) * GAP + 40.0 + LEGEND_ROW * legend_rows;
    let plot = WIDTH - LEFT - RIGHT;
    let x = |round: u32| LEFT + plot * f64::from(round) / f64::from(rounds);
    let top_total = story
        .points
        .iter()
        .flat_map(|p| p.totals.iter().copied())
        .max()
        .unwrap_or(0)
        .max(win_at)
        .max(1);
    let y_total = |total: Points| TOP + PANEL * (1.0 - total.max(0) as f64 / top_total as f64);
    let chance_top = TOP + PANEL + GAP;
    let y_chance = |chance: f64| chance_top + PANEL * (1.0 - chance.clamp(0.0, 1.0));

    let mut out = String::new();
    let _ = writeln!(
        out,
        "<svg class=\"story\" role=\"img\" viewBox=\"0 0 {WIDTH} {height}\" font-size=\"{FONT}\" fill=\"currentColor\">"
    );
    let _ = writeln!(
        out,
        "<title>{}</title>",
        escape(&text!(
            "export-chart-title",
            chances = if chances { "yes" } else { "no" }
        ))
    );
    let _ = writeln!(
        out,
        "<desc>{}</desc>",
        escape(&text!("export-chart-description"))
    );
    // The totals panel.
    axes(&mut out, TOP, rounds, &x);
    for fraction in [0.0, 0.5, 1.0] {
        let value = (top_total as f64 * fraction) as Points;
        let y = y_total(value);
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
            LEFT - 6.0,
            y + 4.0,
            points(value)
        );
    }
    if win_at <= top_total {
        let y = y_total(win_at);
        let _ = writeln!(
            out,
            "<line x1=\"{LEFT}\" y1=\"{y:.1}\" x2=\"{:.1}\" y2=\"{y:.1}\" stroke=\"currentColor\" stroke-opacity=\"0.4\" stroke-dasharray=\"2 4\"/>",
            WIDTH - RIGHT
        );
        // The goal line says what it is: the winning total.
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\" fill-opacity=\"0.8\">{}</text>",
            WIDTH - RIGHT,
            y - 4.0,
            escape(&text!("export-chart-goal", points = win_at))
        );
    }
    let _ = writeln!(
        out,
        "<text x=\"{LEFT}\" y=\"{:.1}\" font-weight=\"600\">{}</text>",
        TOP - 10.0,
        escape(&text!("export-chart-totals"))
    );
    for (i, _) in story.players.iter().enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let dash = DASHES[i % DASHES.len()];
        let line: Vec<String> = story
            .points
            .iter()
            .map(|p| format!("{:.1},{:.1}", x(p.round), y_total(p.totals[i])))
            .collect();
        polyline(&mut out, &line, colour, dash);
    }
    // Busts and Floods, after the lines so that they sit on top. Two in the same round
    // at the same height (two players busting at 0) are set side by side, not on top
    // of each other.
    for p in &story.points {
        let mut placed: Vec<(f64, f64)> = Vec::new();
        // Aside towards the middle: the last round is at the right edge.
        let aside = if p.round == rounds {
            -MARK_ROOM
        } else {
            MARK_ROOM
        };
        for (i, mark) in p.marks.iter().enumerate() {
            let colour = COLOURS[i % COLOURS.len()];
            let (mut cx, cy) = (x(p.round), y_total(p.totals[i]));
            if !matches!(mark, Some(TurnResult::Bust | TurnResult::Flood)) {
                continue;
            }
            while placed
                .iter()
                .any(|&(px, py)| (px - cx).abs() < MARK_ROOM && (py - cy).abs() < MARK_ROOM)
            {
                cx += aside;
            }
            placed.push((cx, cy));
            match mark {
                Some(TurnResult::Bust) => {
                    let _ = writeln!(
                        out,
                        "<path d=\"M{:.1} {:.1}l6 6m0 -6l-6 6\" stroke=\"{colour}\" stroke-width=\"2\"/>",
                        cx - 3.0,
                        cy - 3.0
                    );
                }
                _ => {
                    let _ = writeln!(
                        out,
                        "<path d=\"M{cx:.1} {:.1}l5 8h-10z\" fill=\"{colour}\" stroke=\"currentColor\" stroke-width=\"0.8\"/>",
                        cy - 9.0
                    );
                }
            }
        }
    }
    // The chances panel.
    if chances {
        axes(&mut out, chance_top, rounds, &x);
        for chance in [0.0, 0.5, 1.0] {
            let _ = writeln!(
                out,
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
                LEFT - 6.0,
                y_chance(chance) + 4.0,
                win_percent(chance, 0)
            );
        }
        let _ = writeln!(
            out,
            "<text x=\"{LEFT}\" y=\"{:.1}\" font-weight=\"600\">{}</text>",
            chance_top - 10.0,
            escape(&text!("export-chart-chances"))
        );
        for (i, _) in story.players.iter().enumerate() {
            // A gap where a chance is unknown starts a new line.
            let mut runs: Vec<Vec<String>> = vec![Vec::new()];
            for p in &story.points {
                match &p.chances {
                    Some(chances) => runs.last_mut().map_or((), |run| {
                        run.push(format!("{:.1},{:.1}", x(p.round), y_chance(chances[i])))
                    }),
                    None => runs.push(Vec::new()),
                }
            }
            for run in runs.iter().filter(|run| !run.is_empty()) {
                polyline(
                    &mut out,
                    run,
                    COLOURS[i % COLOURS.len()],
                    DASHES[i % DASHES.len()],
                );
            }
        }
    }
    // The review's moments, on the chances where they are drawn, else on the totals. Two
    // in one round near one place (a costly decision and a lucky throw of the same
    // turn) would hide each other: the later is drawn a ring's width above or below,
    // tied to its point by a short line.
    let mut drawn: Vec<(f64, f64)> = Vec::new();
    for mark in &story.highlights {
        let Some(point) = story.points.iter().find(|p| p.round == mark.round) else {
            continue;
        };
        let y = match (&point.chances, chances) {
            (Some(c), true) => c.get(mark.place).map(|&c| y_chance(c)),
            _ => point.totals.get(mark.place).map(|&t| y_total(t)),
        };
        let Some(at) = y else { continue };
        let colour = COLOURS[mark.place % COLOURS.len()];
        let (label, words) = highlight_words(story, mark);
        let cx = x(mark.round);
        let cy = clear_of(&drawn, cx, at);
        drawn.push((cx, cy));
        let tie = if cy == at {
            String::new()
        } else {
            let edge = if cy < at { cy + RING } else { cy - RING };
            format!(
                "<line x1=\"{cx:.1}\" y1=\"{at:.1}\" x2=\"{cx:.1}\" y2=\"{edge:.1}\" stroke=\"{colour}\" stroke-width=\"1\"/>"
            )
        };
        let _ = writeln!(
            out,
            "<g><title>{}</title>{tie}<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"{RING}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"1.5\"/><text x=\"{cx:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"700\">{label}</text></g>",
            escape(&words),
            cy + 4.5
        );
    }
    // Rounds along the bottom, and the legend.
    let bottom = TOP + panels * PANEL + (panels - 1.0) * GAP;
    let step = rounds.div_ceil(8).max(1);
    for round in (0..=rounds).step_by(step as usize) {
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{round}</text>",
            x(round),
            bottom + 16.0
        );
    }
    let _ = writeln!(
        out,
        "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
        WIDTH - RIGHT,
        bottom + 30.0,
        escape(&text!("export-chart-round"))
    );
    let legend_top = bottom + 50.0;
    for (i, (name, &(legend_x, row))) in story.players.iter().zip(&legend).enumerate() {
        let colour = COLOURS[i % COLOURS.len()];
        let dash = DASHES[i % DASHES.len()];
        let legend_y = legend_top + LEGEND_ROW * row;
        let _ = writeln!(
            out,
            "<line x1=\"{legend_x:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"{colour}\" stroke-width=\"2.5\" stroke-dasharray=\"{dash}\"/>",
            legend_y - 4.0,
            legend_x + 24.0,
            legend_y - 4.0
        );
        let _ = writeln!(
            out,
            "<text x=\"{:.1}\" y=\"{legend_y:.1}\">{}</text>",
            legend_x + 30.0,
            escape(name)
        );
    }
    let _ = writeln!(out, "</svg>");
    Some(out)
}

/// The radius of a review mark's ring.
const RING: f64 = 9.0;

/// Where to draw a review mark meant for (`cx`, `at`): there, unless a ring drawn
/// already is that close; then a ring's width further up, or down, alternately,
/// until it is clear.
fn clear_of(drawn: &[(f64, f64)], cx: f64, at: f64) -> f64 {
    let clear = |cy: f64| {
        drawn
            .iter()
            .all(|&(x, y)| (x - cx).hypot(y - cy) >= 2.0 * RING + 1.0)
    };
    (0u32..8)
        .map(|n| {
            let away = (2.0 * RING + 2.0) * f64::from(n.div_ceil(2));
            if n % 2 == 1 { at - away } else { at + away }
        })
        .find(|&cy| clear(cy))
        .unwrap_or(at)
}

/// What the chart's marks mean, as a line of the page under it: each mark drawn as the
/// chart draws it, then its word. `None` when the chart has no mark.
pub(super) fn marks_legend(story: &Story) -> Option<String> {
    let drawn = |kind: TurnResult| story.points.iter().any(|p| p.marks.contains(&Some(kind)));
    let mut items = Vec::new();
    if drawn(TurnResult::Bust) {
        items.push(format!(
            "<span class=\"nowrap\"><svg viewBox=\"0 0 10 10\" aria-hidden=\"true\"><path d=\"M1 1l8 8m0 -8l-8 8\" stroke=\"currentColor\" stroke-width=\"2\"/></svg> {}</span>",
            escape(&text!("export-chart-mark-bust"))
        ));
    }
    if drawn(TurnResult::Flood) {
        items.push(format!(
            "<span class=\"nowrap\"><svg viewBox=\"0 0 10 10\" aria-hidden=\"true\"><path d=\"M5 1l4.5 8h-9z\" fill=\"currentColor\"/></svg> {}</span>",
            escape(&text!("export-chart-mark-flood"))
        ));
    }
    if items.is_empty() {
        return None;
    }
    Some(format!(
        "<p class=\"meta legend\">{}</p>",
        items.join("<span class=\"gap\"></span>")
    ))
}

/// A review mark's label on the chart (`1`–`3` for the costliest decisions, `+` and
/// `−` for the luckiest and unluckiest throws) and what it stands for, in words.
pub(super) fn highlight_words(story: &Story, mark: &Highlight) -> (String, String) {
    let player = story.players.get(mark.place).map_or("", String::as_str);
    let by = crate::render::numbers().expected(mark.by * 100.0);
    match mark.kind {
        HighlightKind::Costly { rank } => (
            rank.to_string(),
            text!(
                "export-review-costly",
                rank = rank,
                player = player,
                round = mark.round,
                cost = crate::render::numbers().decimal(mark.by * 100.0, 1)
            ),
        ),
        HighlightKind::Luckiest => (
            "+".to_owned(),
            text!(
                "export-review-luckiest",
                player = player,
                round = mark.round,
                luck = by
            ),
        ),
        HighlightKind::Unluckiest => (
            "−".to_owned(),
            text!(
                "export-review-unluckiest",
                player = player,
                round = mark.round,
                luck = by
            ),
        ),
    }
}

/// Where each player's legend entry goes: its left edge and its row, filling rows from
/// the left and starting a new one when a name would pass the right edge.
fn legend_places(players: &[String]) -> Vec<(f64, f64)> {
    let mut places = Vec::with_capacity(players.len());
    let (mut x, mut row) = (LEFT, 0.0);
    for name in players {
        // A generous width per character, so that wide letters do not overlap.
        let width = 30.0 + 0.62 * FONT * name.chars().count().min(24) as f64 + 16.0;
        if x > LEFT && x + width > WIDTH - RIGHT {
            x = LEFT;
            row += 1.0;
        }
        places.push((x, row));
        x += width;
    }
    places
}

fn axes(out: &mut String, top: f64, rounds: u32, x: &dyn Fn(u32) -> f64) {
    let bottom = top + PANEL;
    let _ = writeln!(
        out,
        "<path d=\"M{LEFT} {top:.1}V{bottom:.1}H{:.1}\" fill=\"none\" stroke=\"currentColor\" stroke-opacity=\"0.6\"/>",
        x(rounds)
    );
}

fn polyline(out: &mut String, line: &[String], colour: &str, dash: &str) {
    let _ = writeln!(
        out,
        "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" stroke-dasharray=\"{dash}\" stroke-linejoin=\"round\"/>",
        line.join(" ")
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;
    use crate::odds::Policy;
    use crate::odds::story;
    use crate::odds::win::Forecast;
    use crate::rules::Scorer;

    fn chart(game: &crate::game::Game) -> String {
        let policy = Policy::for_scorer(&Scorer::standard());
        let forecast = Forecast::new();
        svg(&story(game.state(), &policy, &forecast)).expect("a chart")
    }

    #[test]
    fn chart_two_players_finished() {
        insta::assert_snapshot!(chart(&scripted::two_players(true)));
    }

    #[test]
    fn chart_three_players_mid_game() {
        insta::assert_snapshot!(chart(&scripted::three_players(false)));
    }

    #[test]
    fn the_goal_line_says_the_winning_total() {
        let svg = crate::render::Locale::of(crate::locale::Lang::En)
            .scope(|| chart(&scripted::two_players(true)));
        let win_at = Scorer::standard().rules().win_at;
        let goal = format!(">goal {}</text>", crate::render::points(win_at));
        assert!(svg.contains(&goal), "{svg}");
    }

    #[test]
    fn two_busts_in_one_round_are_both_seen() {
        // Ann and Bob both bust in round 1 at 0: their crosses used to be drawn at the
        // same spot, one hiding the other.
        let game = scripted::play(&["Ann", "Bob"], "first:Ann 234662 234662 111555 k111555 b");
        let svg = chart(&game);
        let crosses: Vec<&str> = svg
            .lines()
            .filter(|line| line.contains("l6 6m0 -6l-6 6"))
            .map(|line| line.split('"').nth(1).unwrap_or_default())
            .collect();
        assert_eq!(crosses.len(), 2, "{svg}");
        assert_ne!(crosses[0], crosses[1], "the two crosses are apart");
    }

    #[test]
    fn two_review_marks_in_one_round_are_both_seen() {
        // A costly decision and the luckiest throw of one turn: their rings were drawn
        // at the same spot, one label over the other.
        let mut game = scripted::two_players(true);
        let policy = Policy::for_scorer(game.scorer());
        let forecast = Forecast::new();
        let review = crate::odds::review::review(&mut game, &policy, &forecast).expect("a review");
        let mut story = story(game.state(), &policy, &forecast);
        let first = crate::odds::review::highlights(&review, game.state())[0];
        let mut lucky = first;
        lucky.kind = crate::odds::review::HighlightKind::Luckiest;
        story.highlights = vec![first, lucky];
        let svg = svg(&story).expect("a chart");
        let rings: Vec<(f64, f64)> = svg
            .lines()
            .filter_map(|line| {
                let at = |name: &str| -> Option<f64> {
                    let from = line.find(&format!(" {name}=\""))? + name.len() + 3;
                    line[from..].split('"').next()?.parse().ok()
                };
                line.contains("<circle")
                    .then(|| Some((at("cx")?, at("cy")?)))?
            })
            .collect();
        assert_eq!(rings.len(), 2, "{svg}");
        let apart = (rings[0].0 - rings[1].0).hypot(rings[0].1 - rings[1].1);
        assert!(apart >= 2.0 * RING, "{rings:?}");
        // The moved one is tied to its point.
        assert!(svg.contains("stroke-width=\"1\"/><circle"), "{svg}");
    }

    #[test]
    fn rules_without_chances_draw_no_chances_panel() {
        // The final round as a rule of the rule set (what final_round.lua sets).
        let mut rule_set = crate::rules::RuleSet::default();
        rule_set.flow.final_round = true;
        let scorer = Scorer::new(rule_set, Vec::new()).expect("valid rules");
        let rules = crate::game::RulesInPlay::from(scorer);
        let names = ["Ann".to_owned(), "Bob".to_owned()];
        let mut game = crate::game::Game::new(rules, &names).expect("a game");
        scripted::run(&mut game, "first:Ann 111555 k111555 b 234662");
        let policy = Policy::for_scorer(game.scorer());
        let forecast = Forecast::new();
        let story = story(game.state(), &policy, &forecast);
        assert_eq!(story.unmodelled, Some("final_round"));
        let svg = svg(&story).expect("a chart");
        let chances = crate::text!("export-chart-chances");
        assert!(!svg.contains(&chances), "{svg}");
    }

    #[test]
    fn a_game_with_no_rounds_has_no_chart() {
        let game = scripted::play(&["Ann", "Bob"], "first:Ann");
        let policy = Policy::for_scorer(&Scorer::standard());
        let forecast = Forecast::new();
        assert!(svg(&story(game.state(), &policy, &forecast)).is_none());
    }
}
