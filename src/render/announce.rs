//! What the table hears after each accepted action: throws, keeps, banks, Floods, the
//! turn passing, the win.

use super::{List, Style, ThrowReport, count, pad_table, paint, points};
use crate::game::{Event, State};
use crate::rules::Scorer;

/// The lines a table of people should hear about what just happened.
///
/// `state` is the state after the events, for names and totals.
pub fn announce(events: &[Event], state: &State, scorer: &Scorer) -> String {
    let name = |p: usize| state.players.get(p).map_or("?", |pl| pl.name.as_str());
    let names = |players: &[usize]| players.iter().map(|&p| name(p)).collect::<Vec<_>>();
    let mut lines: Vec<String> = Vec::new();
    for event in events {
        match event {
            Event::RollOffThrown { player, face } => {
                lines.push(format!("{} threw {face}.", name(*player)));
            }
            Event::RollOffTied { players } => lines.push(format!(
                "{} tie on the highest die: they throw again.",
                List::and(&names(players))
            )),
            Event::Starts { player } => {
                lines.push(paint(Style::Strong, format!("{} starts.", name(*player))));
            }
            Event::Thrown { dice, .. } => {
                let report = ThrowReport::new(scorer, dice);
                lines.push(report.to_text(scorer).trim_end().to_owned());
            }
            Event::Flood { player, lost } => {
                let flood = scorer.rules().flood.unwrap_or_default();
                let what = format!("{} {}s", flood.count, flood.face);
                let name = name(*player);
                let text = if *lost > 0 {
                    format!(
                        "~~~ FLOOD! ~~~ {what}: {name}'s {} is washed away. {name} must open again.",
                        points(*lost)
                    )
                } else {
                    format!(
                        "~~~ FLOOD! ~~~ {what}: {name} had nothing to lose yet, and must still open."
                    )
                };
                lines.push(paint(Style::Loud, text));
            }
            Event::Bust { player, stolen_from: Some(from), .. } => lines.push(paint(
                Style::Bad,
                format!(
                    "BUST! Nothing scores: {} loses the steal, and {} keeps what they banked.",
                    name(*player),
                    name(*from)
                ),
            )),
            Event::Bust { player, lost, .. } => lines.push(paint(
                Style::Bad,
                if *lost > 0 {
                    format!(
                        "BUST! Nothing scores: {} loses the turn's {}.",
                        name(*player),
                        points(*lost)
                    )
                } else {
                    format!("BUST! Nothing scores for {}.", name(*player))
                },
            )),
            Event::Kept { dice, points: p, chosen_for_player, turn, .. } => {
                let how = if *chosen_for_player { "Kept the best:" } else { "Kept" };
                lines.push(format!("{how} {dice} for {}: turn {}.", points(*p), points(*turn)));
            }
            Event::OutOfDice { player, lost } => lines.push(paint(
                Style::Bad,
                format!(
                    "Out of dice: {}'s opening stops at {}, short of {}; the turn's points are lost.",
                    name(*player),
                    points(*lost),
                    points(scorer.rules().open_at)
                ),
            )),
            // Banking at once after hot dice: the dice do not come back.
            Event::HotDice { .. } if events.iter().any(|e| matches!(e, Event::Banked { .. })) => {}
            Event::HotDice { player } => lines.push(paint(
                Style::Loud,
                format!("HOT DICE! All six dice come back to {}.", name(*player)),
            )),
            Event::Banked {
                player,
                points: p,
                total,
            } => lines.push(paint(
                Style::Good,
                format!(
                    "{} banks {}: total {}.",
                    name(*player),
                    points(*p),
                    points(*total)
                ),
            )),
            Event::Opened { player } => lines.push(paint(
                Style::Loud,
                format!("{} is open! (Makin' Mud)", name(*player)),
            )),
            Event::FinalRound { player } => lines.push(paint(
                Style::Loud,
                format!(
                    "{} has reached {}: everyone else finishes the round.",
                    name(*player),
                    points(scorer.rules().win_at)
                ),
            )),
            Event::TotalAdjusted { player, by } => lines.push(format!(
                "House rule: {}'s total {}{}.",
                name(*player),
                if *by > 0 { "+" } else { "-" },
                points(by.abs())
            )),
            Event::Stole {
                player,
                from,
                points: p,
                dice,
            } => lines.push(paint(
                Style::Loud,
                format!(
                    "{} steals {}'s {} and throws the {} left!",
                    name(*player),
                    name(*from),
                    points(*p),
                    count(*dice, "count-dice"),
                ),
            )),
            Event::LostToThief {
                player,
                thief,
                points: p,
            } => lines.push(paint(
                Style::Bad,
                format!(
                    "{} banks the steal: {} loses {}.",
                    name(*thief),
                    name(*player),
                    points(*p)
                ),
            )),
            Event::TurnPasses { player } => {
                let p = &state.players[*player];
                let status = if p.open {
                    format!("total {}", points(p.total))
                } else {
                    format!(
                        "total {}, needs {} to open",
                        points(p.total),
                        points(scorer.rules().open_at)
                    )
                };
                lines.push(paint(
                    Style::Strong,
                    format!("{}'s turn ({status}).", p.name),
                ));
                if let Some(loot) = state.turn().and_then(|t| t.offer) {
                    lines.push(format!(
                        "{} may `steal` {}'s {} and throw the {} left, or throw six fresh dice.",
                        p.name,
                        name(loot.from),
                        points(loot.points),
                        count(loot.dice, "count-dice"),
                    ));
                }
            }
            Event::Won { winners } => {
                let best = winners.first().map_or(0, |&w| state.players[w].total);
                let text = if winners.len() > 1 {
                    format!(
                        "★ {} share the win with {}! ★",
                        List::and(&names(winners)),
                        points(best)
                    )
                } else {
                    format!(
                        "★ {} wins with {}! (The Delta) ★",
                        List::and(&names(winners)),
                        points(best)
                    )
                };
                lines.push(paint(Style::Loud, text));
                lines.push(pad_table(state).trim_end().to_owned());
            }
        }
    }
    let mut out = lines.join("\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}
