//! What the table hears after each accepted action: throws, keeps, banks, Floods, the
//! turn passing, the win.

use crate::game::{Event, State};
use crate::render::{List, Style, ThrowReport, pad_table, paint};
use crate::rules::Scorer;
use crate::text;

/// A change to points with its sign, the minus a true minus (`+100`, `−200`), grouped
/// as the table's numbers are.
fn signed(change: i64) -> String {
    let sign = if change < 0 { '−' } else { '+' };
    format!("{sign}{}", crate::render::points(change.abs()))
}

/// The lines a table of people should hear about what just happened.
///
/// `state` is the state after the events, for names and totals; `story` is what goes
/// between the final pad and the winner's line when the game is won (the chances round
/// by round; empty for none).
pub(crate) fn announce(events: &[Event], state: &State, scorer: &Scorer, story: &str) -> String {
    let name = |p: usize| state.players.get(p).map_or("?", |pl| pl.name.as_str());
    let names = |players: &[usize]| players.iter().map(|&p| name(p)).collect::<Vec<_>>();
    let mut lines: Vec<String> = Vec::new();
    for event in events {
        match event {
            Event::RollOffThrown { player, face } => {
                lines.push(text!(
                    "announce-roll-off-thrown",
                    name = name(*player),
                    face = face.to_string()
                ));
            }
            Event::RollOffTied { players } => lines.push(text!(
                "announce-roll-off-tied",
                names = List::and(&names(players)).to_string()
            )),
            Event::Starts { player } => {
                lines.push(paint(
                    Style::Strong,
                    text!("announce-starts", name = name(*player)),
                ));
            }
            Event::Thrown { dice, .. } => {
                let report = ThrowReport::new(scorer, dice);
                lines.push(report.to_text(scorer).trim_end().to_owned());
            }
            Event::Flood {
                player,
                lost,
                opened,
            } => {
                let flood = scorer.rules().flood.unwrap_or_default();
                let what = text!(
                    "announce-flood-dice",
                    count = flood.count,
                    face = flood.face.to_string()
                );
                let name = name(*player);
                // Opened or not decides what follows, not the total: a player robbed
                // down to 0 has still opened, and a hook may give points before opening.
                let text = match (*opened, *lost) {
                    (true, 0) => text!("announce-flood-open-nothing", what = what, name = name),
                    (true, lost) => {
                        text!("announce-flood-lost", what = what, name = name, lost = lost)
                    }
                    (false, 0) => text!("announce-flood-nothing", what = what, name = name),
                    (false, lost) => text!(
                        "announce-flood-lost-unopened",
                        what = what,
                        name = name,
                        lost = lost
                    ),
                };
                lines.push(paint(Style::Loud, text));
            }
            // A house rule's bust says whose rule it was, and the script's reason.
            Event::Bust {
                player,
                lost,
                house_rule: Some(why),
                ..
            } => lines.push(paint(
                Style::Bad,
                match (why.trim().is_empty(), *lost > 0) {
                    (true, true) => {
                        text!(
                            "announce-rule-bust-lost",
                            name = name(*player),
                            lost = *lost
                        )
                    }
                    (true, false) => text!("announce-rule-bust", name = name(*player)),
                    (false, true) => text!(
                        "announce-rule-bust-lost-why",
                        name = name(*player),
                        lost = *lost,
                        why = why.as_str()
                    ),
                    (false, false) => text!(
                        "announce-rule-bust-why",
                        name = name(*player),
                        why = why.as_str()
                    ),
                },
            )),
            Event::Bust {
                player,
                stolen_from: Some(from),
                ..
            } => lines.push(paint(
                Style::Bad,
                text!(
                    "announce-bust-steal",
                    name = name(*player),
                    from = name(*from)
                ),
            )),
            Event::Bust { player, lost, .. } => lines.push(paint(
                Style::Bad,
                if *lost > 0 {
                    text!("announce-bust-lost", name = name(*player), lost = *lost)
                } else {
                    text!("announce-bust", name = name(*player))
                },
            )),
            Event::Kept {
                dice,
                points: p,
                chosen_for_player,
                turn,
                ..
            } => {
                let (dice, points, turn) = (dice.to_string(), *p, *turn);
                lines.push(if *chosen_for_player {
                    text!(
                        "announce-kept-best",
                        dice = dice,
                        points = points,
                        turn = turn
                    )
                } else {
                    text!("announce-kept", dice = dice, points = points, turn = turn)
                });
            }
            Event::OutOfDice { player, lost } => lines.push(paint(
                Style::Bad,
                text!(
                    "announce-out-of-dice",
                    name = name(*player),
                    lost = *lost,
                    open_at = scorer.rules().open_at
                ),
            )),
            // Banking at once after hot dice: the dice do not come back.
            Event::HotDice { .. } if events.iter().any(|e| matches!(e, Event::Banked { .. })) => {}
            Event::HotDice { player } => lines.push(paint(
                Style::Loud,
                text!(
                    "announce-hot-dice",
                    name = name(*player),
                    dice = scorer.rules().dice
                ),
            )),
            Event::Banked {
                player,
                points: p,
                house_rule: 0,
                total,
            } => lines.push(paint(
                Style::Good,
                text!(
                    "announce-banked",
                    name = name(*player),
                    points = *p,
                    total = *total
                ),
            )),
            // A house rule's bonus (or cut) is told, not hidden in the sum.
            Event::Banked {
                player,
                points: p,
                house_rule,
                total,
            } => lines.push(paint(
                Style::Good,
                text!(
                    "announce-banked-house-rule",
                    name = name(*player),
                    points = *p,
                    turn = *p - *house_rule,
                    change = signed(*house_rule),
                    total = *total
                ),
            )),
            // With no opening score (Zilch: every bank holds the minimum instead) there
            // is no opening to celebrate.
            Event::Opened { .. } if scorer.rules().open_at == 0 => {}
            Event::Opened { player } => lines.push(paint(
                Style::Loud,
                text!("announce-opened", name = name(*player)),
            )),
            Event::FinalRound { player } => lines.push(paint(
                Style::Loud,
                text!(
                    "announce-final-round",
                    name = name(*player),
                    win_at = scorer.rules().win_at
                ),
            )),
            Event::TotalAdjusted { player, by, total } => lines.push(text!(
                "announce-total-adjusted",
                name = name(*player),
                change = signed(*by),
                total = crate::render::points(*total)
            )),
            Event::TotalSet { player, to, .. } => lines.push(text!(
                "announce-total-set",
                name = name(*player),
                total = crate::render::points(*to)
            )),
            Event::Stole {
                player,
                from,
                points: p,
                dice,
            } => lines.push(paint(
                Style::Loud,
                text!(
                    "announce-stole",
                    name = name(*player),
                    from = name(*from),
                    points = *p,
                    dice = *dice
                ),
            )),
            Event::LostToThief {
                player,
                thief,
                points: p,
            } => lines.push(paint(
                Style::Bad,
                text!(
                    "announce-lost-to-thief",
                    thief = name(*thief),
                    name = name(*player),
                    points = *p
                ),
            )),
            Event::TurnPasses { player } => {
                let p = &state.players[*player];
                let said = if p.open || scorer.rules().open_at == 0 {
                    text!(
                        "announce-turn-passes",
                        name = p.name.as_str(),
                        total = p.total
                    )
                } else {
                    text!(
                        "announce-turn-passes-closed",
                        name = p.name.as_str(),
                        total = p.total,
                        open_at = scorer.rules().open_at
                    )
                };
                lines.push(paint(Style::Strong, said));
                if let Some(loot) = state.turn().and_then(|t| t.offer) {
                    lines.push(text!(
                        "announce-steal-offer",
                        name = p.name.as_str(),
                        from = name(loot.from),
                        points = loot.points,
                        dice = loot.dice,
                        fresh = scorer.rules().dice
                    ));
                }
            }
            Event::Won { winners } => {
                let best = winners.first().map_or(0, |&w| state.players[w].total);
                let who = List::and(&names(winners)).to_string();
                let text = if winners.len() > 1 {
                    text!("announce-won-shared", names = who, points = best)
                } else {
                    text!("announce-won", name = who, points = best)
                };
                // The final pad first, then the game's story (the chances round by
                // round, when the table has them), and the winner last, so that the line
                // people look for is the one beside the prompt, not scrolled away above it.
                lines.push(pad_table(state).trim_end().to_owned());
                if !story.trim_end().is_empty() {
                    lines.push(story.trim_end().to_owned());
                }
                lines.push(paint(Style::Loud, text));
            }
        }
    }
    let mut out = lines.join("\n");
    if !out.is_empty() {
        out.push('\n');
    }
    out
}
