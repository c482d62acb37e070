use crate::game::{Phase, State};
use crate::render::points;
use crate::rules::Scorer;

/// The prompt: whose turn, their total, open or what they still need, turn points and
/// dice in hand, or what the game is waiting for.
pub fn prompt(state: &State, scorer: &Scorer) -> String {
    match &state.phase {
        Phase::RollOff(roll_off) => match roll_off.next() {
            Some(p) => format!("roll-off · {}'s die > ", state.players[p].name),
            None => "roll-off > ".into(),
        },
        Phase::Over { .. } => "game over (undo, pad, export, quit) > ".into(),
        Phase::Playing(turn) => {
            let p = &state.players[turn.player];
            let open = if p.open {
                String::new()
            } else {
                let need = (scorer.rules().open_at - turn.points).max(0);
                if need == 0 {
                    " (can open)".into()
                } else {
                    format!(" (needs {} to open)", points(need))
                }
            };
            match &turn.throw {
                Some(throw) => format!(
                    "{} {}{open} · turn {} · keep from {throw} > ",
                    p.name,
                    points(p.total),
                    points(turn.points)
                ),
                None => format!(
                    "{} {}{open} · turn {} · {} {} > ",
                    p.name,
                    points(p.total),
                    points(turn.points),
                    turn.in_hand,
                    if turn.in_hand == 1 { "die" } else { "dice" }
                ),
            }
        }
    }
}

/// What the table is expected to type next, as a dim hint on an empty line.
pub fn expected(state: &State) -> String {
    match &state.phase {
        Phase::RollOff(_) => "type the face of the one die thrown, or `first NAME`".into(),
        Phase::Over { .. } => "`export FILE`, `pad`, `undo` or `quit`".into(),
        Phase::Playing(turn) => match &turn.throw {
            Some(_) => "`keep FACES`, `keep` for the best, or `bank`".into(),
            None if turn.keeps > 0 => format!("the {} faces thrown, or `bank`", turn.in_hand),
            None if turn.is_fresh() && turn.offer.is_some() => {
                let dice = turn.offer.map_or(0, |loot| loot.dice);
                format!(
                    "the {} faces thrown, or `steal` to throw the {dice} left",
                    turn.in_hand
                )
            }
            None => format!("the {} faces thrown", turn.in_hand),
        },
    }
}
