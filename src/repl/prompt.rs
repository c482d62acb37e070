//! The REPL's prompt and the dim hint of what to type next.

use unicode_width::UnicodeWidthStr;

use crate::game::{Phase, State};
use crate::render::{Count, count, points, throw_text, typed_faces};
use crate::rules::Scorer;
use crate::text;

/// The prompt: whose turn, their total, open or what they still need, turn points and
/// dice in hand, or what the game is waiting for.
pub(crate) fn prompt(state: &State, scorer: &Scorer) -> String {
    match &state.phase {
        Phase::RollOff(roll_off) => match roll_off.next() {
            Some(p) => {
                text!(
                    "prompt-roll-off-next",
                    name = state.players[p].name.as_str()
                ) + " > "
            }
            None => text!("prompt-roll-off") + " > ",
        },
        Phase::Over { .. } => text!("prompt-over") + " > ",
        Phase::Playing(turn) => {
            let p = &state.players[turn.player];
            let open = match state.to_open(turn.player, scorer.rules().open_at) {
                // No opening score: nothing to open (Zilch's every bank has a minimum).
                _ if scorer.rules().open_at == 0 => String::new(),
                None => String::new(),
                Some(0) => text!("prompt-can-open"),
                Some(need) => text!("prompt-needs", need = need),
            };
            // A phone's terminal has room for whose turn, where it stands and what to
            // type next; the turn's points were just said above, and what is needed to
            // open is on the pad. Keeping, the throw is what matters: with the total
            // too, the prompt took 38 of 40 columns and every keep typed wrapped.
            if crate::render::table_width() < crate::render::COMPACT_BELOW {
                let name = &p.name;
                let (typed, shapes) = match &turn.throw {
                    // Room for the keep typed in full (`keep 111555`, `behold 111555`):
                    // the faces close up before it wraps.
                    Some(throw) => {
                        let faces = throw.counts().faces();
                        let keep = |throw: String| text!("prompt-keep-from", throw = throw);
                        (
                            text!("word-keep").width() + 1 + faces.len(),
                            vec![
                                format!("{name} · {} > ", keep(throw_text(throw))),
                                format!("{name} · {} > ", keep(typed_faces(&faces))),
                            ],
                        )
                    }
                    // Room for the throw as typed (`153346`): a turn with nothing in it
                    // yet leaves its points out first, then the total goes (the pad and
                    // the line that began the turn say it), then the turn's points.
                    None => {
                        let total = points(p.total);
                        let dice = count(turn.in_hand, "count-dice").to_string();
                        let turn_points = text!("prompt-turn", points = turn.points);
                        let shorter = if turn.points == 0 {
                            format!("{name}: {total} · {dice} > ")
                        } else {
                            format!("{name} · {turn_points} · {dice} > ")
                        };
                        (
                            turn.in_hand,
                            vec![
                                format!("{name}: {total} · {turn_points} · {dice} > "),
                                shorter,
                                format!("{name} · {dice} > "),
                            ],
                        )
                    }
                };
                return fitting(shapes, typed);
            }
            match &turn.throw {
                Some(throw) => format!(
                    "{}: {}{open} · {} · {} > ",
                    p.name,
                    points(p.total),
                    text!("prompt-turn", points = turn.points),
                    text!("prompt-keep-from", throw = throw_text(throw)),
                ),
                None => format!(
                    "{}: {}{open} · {} · {} > ",
                    p.name,
                    points(p.total),
                    text!("prompt-turn", points = turn.points),
                    count(turn.in_hand, "count-dice"),
                ),
            }
        }
    }
}

/// The first of `shapes` (longest first) that leaves `typed` columns of the table's
/// width for what is typed beside it, or the last, the shortest.
fn fitting(mut shapes: Vec<String>, typed: usize) -> String {
    let room = usize::from(crate::render::table_width());
    let shortest = shapes.pop().unwrap_or_default();
    shapes
        .into_iter()
        .find(|prompt| prompt.width() + typed <= room)
        .unwrap_or(shortest)
}

/// What the table is expected to type next, as a dim hint on an empty line.
pub(crate) fn prompt_hint(state: &State, scorer: &Scorer) -> String {
    match &state.phase {
        Phase::RollOff(_) => text!("hint-roll-off"),
        Phase::Over { .. } => text!("hint-over"),
        Phase::Playing(turn) => match &turn.throw {
            Some(_) if state.may_bank(scorer) => text!("hint-keep-or-bank"),
            Some(_) => text!("hint-keep"),
            None if turn.keeps > 0 && state.may_bank(scorer) => {
                text!(
                    "hint-throw-or-bank",
                    faces = faces(turn.in_hand).to_string()
                )
            }
            None if turn.is_fresh() && turn.offer.is_some() => {
                let dice = turn.offer.map_or(0, |loot| loot.dice);
                text!(
                    "hint-throw-or-steal",
                    faces = faces(turn.in_hand).to_string(),
                    dice = dice
                )
            }
            None => text!("hint-throw", faces = faces(turn.in_hand).to_string()),
        },
    }
}

/// The refusal of a word that is no command, saying what this prompt wants instead:
/// at a keep prompt, "type the faces you threw" would send the player the wrong way.
pub(crate) fn unknown_command(
    word: &str,
    suggestion: Option<&str>,
    state: &State,
    scorer: &Scorer,
) -> String {
    let wanted = match &state.phase {
        Phase::RollOff(roll_off) => match roll_off.next() {
            Some(p) => text!("wanted-roll-off-die", name = state.players[p].name.as_str()),
            None => text!(
                "wanted-throw",
                example = crate::render::example_throw(scorer.rules().dice)
            ),
        },
        Phase::Over { .. } => text!("wanted-over"),
        Phase::Playing(turn) => match &turn.throw {
            Some(throw) if state.may_bank(scorer) => {
                text!("wanted-keep-or-bank", throw = throw_text(throw))
            }
            Some(throw) => text!("wanted-keep", throw = throw_text(throw)),
            // As many faces as the dice in hand: `153` with three left.
            None => text!(
                "wanted-throw",
                example = crate::render::example_throw(turn.in_hand)
            ),
        },
    };
    match suggestion {
        Some(suggestion) => text!(
            "command-unknown-suggest-wanted",
            word = word,
            suggestion = suggestion,
            wanted = wanted
        ),
        None => text!("command-unknown-wanted", word = word, wanted = wanted),
    }
}

/// `1 face`, `6 faces`.
fn faces(n: usize) -> Count {
    count(n, "count-face")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Faces;
    use crate::game::{Action, Game};

    fn game(actions: &[&str]) -> Game {
        let names = vec!["Ann".to_owned(), "Bob".to_owned()];
        let mut game = Game::standard(&names).expect("players");
        game.apply(Action::First("Ann".into())).expect("start");
        for (i, dice) in actions.iter().enumerate() {
            let faces = Faces::parse(dice).expect("dice");
            let action = if i % 2 == 0 {
                Action::Throw(faces)
            } else {
                Action::Keep(faces)
            };
            game.apply(action).expect("legal");
        }
        game
    }

    #[test]
    fn the_prompt_says_whose_turn_total_what_is_needed_turn_points_and_dice() {
        let g = game(&["111523", "1115"]);
        assert_eq!(
            prompt(g.state(), g.scorer()),
            "Ann: 0, needs 150 to open · turn 550 · 2 dice > "
        );
    }

    #[test]
    fn on_a_phone_the_prompt_keeps_to_whose_turn_and_where_it_stands() {
        let narrow =
            |g: &Game| crate::render::with_table_width(40, || prompt(g.state(), g.scorer()));
        let g = game(&["111523", "1115"]);
        assert_eq!(narrow(&g), "Ann: 0 · turn 550 · 2 dice > ");
        let g = game(&["111523"]);
        let keeping = narrow(&g);
        assert_eq!(keeping, "Ann · keep from 111235 > ");
        // Room left on a 40-column line for a keep typed in full, every die kept.
        assert!(keeping.width() + "keep 111235".len() <= 40, "{keeping}");
        // Fewer dice leave room with the faces spaced as everywhere else.
        let mut g = game(&["111523"]);
        g.apply(Action::Keep(Faces::parse("111").expect("dice")))
            .expect("keeps");
        g.apply(Action::Throw(Faces::parse("123").expect("dice")))
            .expect("throws");
        let keeping = narrow(&g);
        assert_eq!(keeping, "Ann · keep from 1 2 3 > ");
    }

    #[test]
    fn on_a_phone_a_throw_typed_fits_beside_the_prompt() {
        let narrow =
            |g: &Game| crate::render::with_table_width(40, || prompt(g.state(), g.scorer()));
        // Ann has banked 1,000 and has 1,000 in the turn with hot dice: the total, said
        // on the pad and as her turn began, gives way to the throw she types.
        let mut g = game(&["111555", "111555"]);
        g.apply(Action::Bank).expect("banks");
        for (throw, keep) in [("234662", None), ("111555", Some("111555"))] {
            g.apply(Action::Throw(Faces::parse(throw).expect("dice")))
                .expect("throws");
            if let Some(keep) = keep {
                g.apply(Action::Keep(Faces::parse(keep).expect("dice")))
                    .expect("keeps");
            }
        }
        let shown = narrow(&g);
        assert_eq!(shown, "Ann · turn 1,000 · 6 dice > ");
        assert!(shown.width() + "153346".len() <= 40, "{shown}");
        // Nothing in the turn yet: the total stays, the turn's 0 goes.
        let mut g = game(&["111555", "111555"]);
        g.apply(Action::Bank).expect("banks");
        g.apply(Action::Throw(Faces::parse("234662").expect("dice")))
            .expect("Bob busts");
        let long = crate::render::with_table_width(34, || prompt(g.state(), g.scorer()));
        assert_eq!(long, "Ann: 1,000 · 6 dice > ");
        // A name too long for that too: whose turn and the dice in hand.
        let names = ["Bartholomew-Alexander".to_owned(), "Bob".to_owned()];
        let mut g = Game::standard(&names).expect("players");
        g.apply(Action::First(names[0].clone())).expect("first");
        g.apply(Action::Throw(Faces::parse("111555").expect("dice")))
            .expect("throws");
        g.apply(Action::Keep(Faces::parse("111555").expect("dice")))
            .expect("keeps");
        assert_eq!(narrow(&g), "Bartholomew-Alexander · 6 dice > ");
    }

    #[test]
    fn the_hint_offers_bank_only_when_banking_is_allowed() {
        let g = game(&["111523", "1115"]);
        assert_eq!(prompt_hint(g.state(), g.scorer()), "2 faces thrown");
        let g = game(&["111523", "1115", "15"]);
        assert_eq!(
            prompt_hint(g.state(), g.scorer()),
            "k FACES, keep (most points) or bank"
        );
    }
}
