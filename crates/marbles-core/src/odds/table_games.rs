//! Whole games played through the engine: computer players decide, and a real
//! [`Game`] under the rules in play — their hooks and turn flow included — applies every
//! throw, keep, steal and bank, exactly as it would at the table.
//!
//! The lean simulator ([`simulate`](super::simulate)) plays the scoring and the standard
//! turn flow only, which is exact for the standard game and for scripts that only change
//! values; anything a hook does, and the Norwegian, stacking and hand-off flows, needs
//! this one. The dice are drawn exactly as the lean simulator draws them, so on rules
//! both play the two give the same games.

use std::collections::HashMap;

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use rayon::prelude::*;
use serde::Serialize;

use super::banking::{Banking, ThrowOn};
use super::chart::{BUST, FLOOD, KeepOption};
use super::simulation::Stop;
use super::simulation::{BLOCK, check};
use super::turn_sim::below;
use super::turn_values::Play;
use super::{
    Choice, MAX_ROUNDS, OddsError, Policy, STALL_ROUNDS, SeatTally, Setup, Strategy, Tally,
    TurnValues,
};
use crate::dice::{Counts, Face, Faces};
use crate::game::{Action, Event, Game, GameError, RulesInPlay, State, Turn};
use crate::rules::{HandOff, Opening, Points, RuleSet, Scorer};

/// Builds the rules in play for one worker thread: a Lua state is not shared between
/// threads, so each worker compiles the scripts (from the saved sources) for itself.
pub(crate) type RulesMaker<'a> = dyn Fn() -> Result<RulesInPlay, String> + Sync + 'a;

/// A decision the best-play policy does not model, taken by a documented rule of thumb.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Heuristic {
    /// Cut-Throat, Piggy-Back: take over the dice when the policy values throwing on from
    /// the banker's points and dice above a fresh turn (a thief's gain to the banker's
    /// cost is not counted).
    Steal,
    /// Point stacking: each keep is chosen as if its throw scored alone, and banking is
    /// decided on the turn points the engine really counts.
    Stacking,
    /// Hooks: the policy plays on the totals and turn points the hooks leave, but does not
    /// foresee what a hook will do (a penalty ahead, a bump).
    Hooks,
    /// The win strategy plays the optimal policy: no win table covers these rules.
    WinAsOptimal,
}

/// Which seats took a kind of decision by a rule of thumb.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeuristicUse {
    /// The decision.
    pub decision: Heuristic,
    /// Seats, from 1.
    pub seats: Vec<usize>,
}

/// Whether the lean simulator plays these rules exactly: no hooks, and only the turn
/// flow it models (the final round, a minimum bank and the dice in hand included).
pub fn lean_plays(policy: &Policy, hooked: bool) -> bool {
    !hooked && policy.unmodelled_flow().is_none()
}

/// The decisions of these seats that a rule of thumb takes under these rules, in a fixed
/// order; `hooked` when the rules have hooks.
pub fn heuristics(rules: &RuleSet, strategies: &[Strategy], hooked: bool) -> Vec<HeuristicUse> {
    let every: Vec<usize> = (1..=strategies.len()).collect();
    let seats_where = |f: fn(&Strategy) -> bool| -> Vec<usize> {
        strategies
            .iter()
            .enumerate()
            .filter(|(_, s)| f(s))
            .map(|(i, _)| i + 1)
            .collect()
    };
    let mut uses = Vec::new();
    if rules.flow.hand_off != HandOff::None {
        uses.push((Heuristic::Steal, every.clone()));
    }
    if rules.flow.point_stacking {
        uses.push((Heuristic::Stacking, every));
    }
    if hooked {
        uses.push((Heuristic::Hooks, seats_where(Strategy::solves)));
    }
    uses.push((
        Heuristic::WinAsOptimal,
        seats_where(|s| *s == Strategy::Win),
    ));
    uses.into_iter()
        .filter(|(_, seats)| !seats.is_empty())
        .map(|(decision, seats)| HeuristicUse { decision, seats })
        .collect()
}

/// Plays `setup.games` whole games through the engine, on all cores, calling `progress`
/// with the number of games just finished now and then. `rules` builds the rules in play
/// (once per worker); `policy` must be built from the same rules.
///
/// Every game starts from fresh hooks, with a fresh instruction and time budget for its
/// scripts: a game whose script fails or runs out is stopped and counted, with the first
/// such failure kept for the report. The same setup gives the same tally on every
/// machine and thread count (short of a script stopped by the wall clock).
pub fn simulate_at_table(
    policy: &Policy,
    setup: &Setup,
    rules: &RulesMaker<'_>,
    progress: &(dyn Fn(u64) + Sync),
) -> Result<Tally, OddsError> {
    let flow = &policy.chart().rules().flow;
    // The steal heuristic reads the policy for every seat.
    let solves = setup.strategies.iter().any(Strategy::solves) || flow.hand_off != HandOff::None;
    check(policy, setup, solves)?;
    if solves {
        policy.solve_all();
    }
    let players = setup.strategies.len();
    let names: Vec<String> = (1..=players).map(|i| format!("seat {i}")).collect();
    // The first games, alone: if none of them ends, a hook keeps games from ending and
    // the rest would each play to the round limit (hours): say so instead. They count
    // in the tally like any other game, so the result does not change.
    let probe = setup.games.min(PROBE_GAMES);
    let mut first = Tally::empty(players);
    let mut worker = Worker {
        policy,
        make: rules,
        rules: None,
        keeps: HashMap::new(),
        off_grid: HashMap::new(),
    };
    for game in 0..probe {
        worker.play_game(setup, &names, game, &mut first);
        progress(1);
    }
    if first.unfinished + first.stalled == probe && first.stopped == 0 {
        return Err(OddsError::GamesNeverEnd {
            games: probe,
            // Every one of them reached this many rounds without a winner.
            rounds: if first.stalled > 0 {
                STALL_ROUNDS
            } else {
                MAX_ROUNDS
            },
        });
    }
    let rest = setup.games - probe;
    let blocks = rest.div_ceil(BLOCK);
    let tally = (0..blocks)
        .into_par_iter()
        .map_init(
            || Worker {
                policy,
                make: rules,
                rules: None,
                keeps: HashMap::new(),
                off_grid: HashMap::new(),
            },
            |worker, block| {
                let mut tally = Tally::empty(players);
                let games = probe + block * BLOCK..probe + ((block + 1) * BLOCK).min(rest);
                let count = games.end - games.start;
                for game in games {
                    worker.play_game(setup, &names, game, &mut tally);
                }
                progress(count);
                tally
            },
        )
        .reduce(|| Tally::empty(players), Tally::merge);
    let tally = Tally::merge(first, tally);
    if tally.stopped == setup.games && !tally.stops.is_empty() {
        return Err(OddsError::AllGamesStopped {
            games: setup.games,
            stops: tally.stops,
        });
    }
    Ok(tally)
}

/// Games played first, alone, to see that games under these rules end at all.
const PROBE_GAMES: u64 = 4;

/// Standings off the policy's grid kept per worker, at most this many.
const OFF_GRID_LIMIT: usize = 4_096;

/// Keeps remembered per worker, at most this many (a hand of up to six dice and the
/// number of dice to keep: a few thousand in all).
const KEEPS_LIMIT: usize = 16_384;

/// One worker thread's rules in play (its own Lua states) and solved standings.
struct Worker<'a> {
    policy: &'a Policy,
    make: &'a RulesMaker<'a>,
    rules: Option<RulesInPlay>,
    /// The best keep by hand and number of dice (see [`Worker::most`]).
    keeps: HashMap<(Counts, Option<usize>), Option<Counts>>,
    /// Standings the policy does not cache (totals off its grid or below 0, turn
    /// points moved off it by hooks), solved once here.
    off_grid: HashMap<(bool, Points, Points), TurnValues>,
}

impl Worker<'_> {
    /// Plays game number `game` and adds it to `tally`.
    fn play_game(&mut self, setup: &Setup, names: &[String], number: u64, tally: &mut Tally) {
        let rules = match self.rules.take() {
            Some(rules) => rules,
            None => match (self.make)() {
                Ok(rules) => rules,
                Err(message) => {
                    return stop(tally, number, Stop::Failed(GameError::Hook(message.into())));
                }
            },
        };
        // Fresh hook memory and a fresh budget for every game, reusing the Lua states.
        let mut game = match Game::simulated(rules, names) {
            Ok(game) => game,
            Err(err) => return stop(tally, number, Stop::Failed(err)),
        };
        let mut played = Played::default();
        let outcome = self.play(setup, names, number, &mut game, &mut played);
        tally.refused += played.refused;
        let state = game.state();
        match outcome {
            Ok(mut seats) => {
                for (seat, player) in seats.iter_mut().zip(&state.players) {
                    seat.turns = u64::from(player.turns);
                    seat.busts = u64::from(player.busts);
                    seat.floods = u64::from(player.floods);
                }
                match state.winners() {
                    Some(winners) => {
                        let turns: Vec<u64> = seats.iter().map(|s| s.turns).collect();
                        tally.add_seats(&seats);
                        tally.won(winners, &turns, u64::from(state.round));
                    }
                    None => {
                        tally.add_seats(&seats);
                        if played.stalled {
                            tally.stalled += 1;
                        } else {
                            tally.unfinished += 1;
                        }
                    }
                }
            }
            Err(why) => stop(tally, number, why),
        }
        self.rules = Some(game.into_rules());
    }

    /// Plays one game to its end (or [`MAX_ROUNDS`], or [`STALL_ROUNDS`] rounds in which
    /// no total changed), counting per seat what only the events show, and in `played`
    /// the refused moves and whether the game stalled.
    fn play(
        &mut self,
        setup: &Setup,
        names: &[String],
        number: u64,
        game: &mut Game,
        played: &mut Played,
    ) -> Result<Vec<SeatTally>, Stop> {
        let mut rng = ChaCha8Rng::seed_from_u64(setup.seed);
        rng.set_stream(number);
        let mut seats = vec![SeatTally::default(); names.len()];
        if matches!(game.state().phase, crate::game::Phase::RollOff(_)) {
            game.apply(Action::First(names[0].clone()))?;
        }
        let totals =
            |state: &State| -> Vec<Points> { state.players.iter().map(|p| p.total).collect() };
        let mut last_totals = totals(game.state());
        let mut changed_in = game.state().round;
        while !game.state().is_over() && game.state().round <= MAX_ROUNDS {
            let action = self.decide(setup, game.state(), game.scorer(), &mut rng)?;
            let events = match game.apply(action) {
                // A house rule refused the move (`refuse`): the player makes the next
                // legal one, as a player at the table would.
                Err(GameError::Refused(reason)) => {
                    played.refused += 1;
                    self.instead(game, &mut rng, reason, &mut played.refused)?
                }
                result => result?,
            };
            count(&events, &mut seats);
            let state = game.state();
            if state
                .players
                .iter()
                .map(|p| p.total)
                .ne(last_totals.iter().copied())
            {
                last_totals = totals(state);
                changed_in = state.round;
            } else if state.round.saturating_sub(changed_in) >= STALL_ROUNDS {
                played.stalled = true;
                break;
            }
        }
        Ok(seats)
    }

    /// The move after a house rule refused the computer player's choice: another keep
    /// of the throw, most points first; else throwing on (for a refused bank or
    /// steal). The refusal stands when none is allowed.
    fn instead(
        &mut self,
        game: &mut Game,
        rng: &mut ChaCha8Rng,
        reason: String,
        refused: &mut u64,
    ) -> Result<Vec<Event>, Stop> {
        let state = game.state();
        let turn = state.turn().ok_or(GameError::NoTurn)?;
        let mut moves: Vec<Action> = Vec::new();
        match &turn.throw {
            // In the one order of keeps (most points first), so a seed plays the same
            // game.
            Some(throw) => moves.extend(
                game.scorer()
                    .keeps(&throw.counts())
                    .into_iter()
                    .map(|keep| Action::Keep(keep.dice.faces())),
            ),
            None => {
                let dice = turn.in_hand;
                let chart = self.policy.chart();
                let outcomes = chart.hand(dice).map_or(1, |hand| hand.outcomes() as u32);
                moves.push(Action::Throw(faces_of(below(rng, outcomes), dice)));
            }
        }
        let throw = turn.throw.clone();
        for action in moves {
            match game.apply(action) {
                Err(GameError::Refused(_)) => *refused += 1,
                result => return result.map_err(Stop::Failed),
            }
        }
        // Only `undo` is left at the table: the hooks leave no legal move.
        Err(Stop::NoMoveLeft {
            throw,
            refusal: reason,
        })
    }

    /// The computer player's next action.
    fn decide(
        &mut self,
        setup: &Setup,
        state: &State,
        scorer: &Scorer,
        rng: &mut ChaCha8Rng,
    ) -> Result<Action, GameError> {
        let turn = state.turn().ok_or(GameError::NoTurn)?;
        let player = &state.players[turn.player];
        let strategy = setup.strategies[turn.player];
        let chart = self.policy.chart();
        let rules = chart.rules();
        let (open, total) = (player.open, player.total);
        if let Some(throw) = &turn.throw {
            let keep = self.keep(scorer, strategy, open, total, turn, throw);
            return Ok(Action::Keep(keep));
        }
        let automatic = rules.flow.opening == Opening::OnesAndFives && !open;
        if !automatic {
            if let Some(loot) = turn.offer.filter(|_| turn.is_fresh()) {
                let from_loot = self
                    .values(open, total, loot.points)
                    .throw_value(loot.points, loot.dice);
                let fresh = self.values(open, total, 0).throw_value(0, rules.dice);
                if from_loot > fresh {
                    return Ok(Action::Steal);
                }
            }
            if turn.keeps > 0 && self.banks(strategy, open, total, turn) {
                return Ok(Action::Bank);
            }
        }
        let dice = turn.in_hand;
        let outcomes = chart.hand(dice).map_or(1, |hand| hand.outcomes() as u32);
        let code = below(rng, outcomes);
        Ok(Action::Throw(faces_of(code, dice)))
    }

    /// The keep from a thrown hand: the lean simulator's choice among the chart's
    /// options (the most points for each number of dice kept), as dice.
    fn keep(
        &mut self,
        scorer: &Scorer,
        strategy: Strategy,
        open: bool,
        total: Points,
        turn: &Turn,
        throw: &Faces,
    ) -> Faces {
        let counts = throw.counts();
        let chart = self.policy.chart();
        let option: Option<KeepOption> = chart.hand(throw.len()).and_then(|hand| {
            let id = hand.class_of_throw(code_of(throw));
            if id == FLOOD || id == BUST {
                return None;
            }
            let class = hand.class(id);
            if !strategy.solves() {
                return Some(*hand.most_points(class));
            }
            let values = self.values(open, total, turn.points);
            let best = hand.best_option(class, |o| {
                values.value(turn.points + o.points, o.left as usize)
            });
            Some(*best)
        });
        let kept = option
            .and_then(|o| self.most(scorer, counts, Some(o.dice as usize)))
            .or_else(|| self.most(scorer, counts, None))
            .unwrap_or(counts);
        kept.faces()
    }

    /// The keep from `counts` worth the most points, of `n` dice if given (the first in
    /// the one order of keeps, [`Scorer::keeps`]), or `None` when nothing scores.
    /// Remembered per worker: a game asks it for the same few hundred hands again and
    /// again, and the scorer does not change.
    fn most(&mut self, scorer: &Scorer, counts: Counts, n: Option<usize>) -> Option<Counts> {
        if let Some(kept) = self.keeps.get(&(counts, n)) {
            return *kept;
        }
        let kept = scorer
            .keeps(&counts)
            .into_iter()
            .map(|keep| keep.dice)
            .find(|dice| n.is_none_or(|n| dice.total() == n));
        if self.keeps.len() >= KEEPS_LIMIT {
            self.keeps.clear();
        }
        self.keeps.insert((counts, n), kept);
        kept
    }

    /// Whether to bank now rather than throw on.
    fn banks(&mut self, strategy: Strategy, open: bool, total: Points, turn: &Turn) -> bool {
        let points = turn.points;
        match strategy.bank_at() {
            Some(at) => {
                let banking = Banking::new(self.policy.chart().rules(), open, total);
                banking.choose(points, ThrowOn::Below(at)) == Choice::Bank
            }
            None => self
                .values(open, total, points)
                .banks(points, turn.in_hand.max(1)),
        }
    }

    /// The solved turn for a standing, turn points congruent to `turn` on the grid.
    fn values(&mut self, open: bool, total: Points, turn: Points) -> &TurnValues {
        // A hook may push a total below 0 (zilch, three_busts, or far below with a hostile
        // script). Below 0 the winning score is only further off, and a turn is played as
        // from 0: solving for a total of −1e9 would walk a billion points of table.
        let total = total.max(0);
        let step = self.policy.chart().step();
        let offset = turn.rem_euclid(step);
        if offset == 0
            && let Some(values) = self.policy.cached(open, total)
        {
            return values;
        }
        if self.off_grid.len() >= OFF_GRID_LIMIT {
            self.off_grid.clear();
        }
        let chart = self.policy.chart();
        self.off_grid
            .entry((open, total, offset))
            .or_insert_with(|| TurnValues::solve(chart, open, total, offset, Play::Best))
    }
}

/// The faces of the ordered throw numbered `code`: die `i` shows base-6 digit `i` plus
/// one, as the chart numbers throws.
fn faces_of(mut code: u32, dice: usize) -> Faces {
    let mut faces = Vec::with_capacity(dice);
    for _ in 0..dice {
        faces.push(Face::ALL[(code % 6) as usize]);
        code /= 6;
    }
    Faces::from_vec(faces)
}

/// The number of an ordered throw, the inverse of [`faces_of`].
fn code_of(faces: &Faces) -> u32 {
    faces
        .as_slice()
        .iter()
        .rev()
        .fold(0, |code, face| code * 6 + face.index() as u32)
}

/// Adds what the events show to the seats: points banked (less what thieves took),
/// totals lost to Floods, hooks' changes to totals, steals.
fn count(events: &[Event], seats: &mut [SeatTally]) {
    for event in events {
        match *event {
            Event::Banked { player, points, .. } => seats[player].banked += points,
            Event::Flood { player, lost, .. } => seats[player].flooded += lost,
            Event::LostToThief { player, points, .. } => {
                seats[player].banked -= points;
                seats[player].robbed += 1;
            }
            Event::Stole { player, .. } => seats[player].steals += 1,
            Event::TotalAdjusted { player, by, .. } => change(&mut seats[player], by),
            Event::TotalSet { player, was, to } => change(&mut seats[player], to - was),
            _ => {}
        }
    }
}

fn change(seat: &mut SeatTally, by: Points) {
    if by < 0 {
        seat.penalties += 1;
        seat.penalty_points -= by;
    } else if by > 0 {
        seat.bonuses += 1;
        seat.bonus_points += by;
    }
}

/// What one game adds to the tally beside its seats' counts.
#[derive(Debug, Default)]
struct Played {
    /// Moves a house rule refused.
    refused: u64,
    /// No total changed in [`STALL_ROUNDS`] rounds: given up.
    stalled: bool,
}

/// A game a house rule stopped: counted with the others stopped for the same fault.
fn stop(tally: &mut Tally, number: u64, why: Stop) {
    tally.stopped += 1;
    tally.stop_for(why, number, 1);
}

/// Each game's tally, game by game, from one worker: `renewing` keeps the rules (and so
/// the scripts' Lua states) from game to game, as a simulation does; otherwise every game
/// gets rules made afresh, which is what the renewal must equal. For the renewal tests,
/// which live with the house rules (this layer cannot load scripts).
#[doc(hidden)]
pub fn games_one_by_one(
    policy: &Policy,
    make: &RulesMaker,
    setup: &Setup,
    renewing: bool,
) -> Vec<Tally> {
    let players = setup.strategies.len();
    let names: Vec<String> = (1..=players).map(|i| format!("seat {i}")).collect();
    let mut worker = Worker {
        policy,
        make,
        rules: None,
        keeps: HashMap::new(),
        off_grid: HashMap::new(),
    };
    (0..setup.games)
        .map(|number| {
            if !renewing {
                worker.rules = None;
            }
            let mut tally = Tally::empty(players);
            worker.play_game(setup, &names, number, &mut tally);
            tally
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engine_players_keep_of_so_many_dice_is_the_first_in_the_order_of_keeps() {
        // 1 5 5 and 2 2 2 both take three dice for 200 (RULES.md 2.15: higher faces
        // first). The engine simulator took 2 2 2, the first in `subsets` order.
        let scorer = Scorer::standard();
        let policy = Policy::for_scorer(&scorer);
        let make: &RulesMaker = &|| Err(String::from("not needed"));
        let mut worker = Worker {
            policy: &policy,
            make,
            rules: None,
            keeps: HashMap::new(),
            off_grid: HashMap::new(),
        };
        let throw = Faces::parse("122255").expect("dice").counts();
        let three = Faces::parse("155").expect("dice").counts();
        assert_eq!(worker.most(&scorer, throw, Some(3)), Some(three));
        assert_eq!(
            worker.most(&scorer, throw, None),
            scorer.keeps(&throw).first().map(|k| k.dice)
        );
    }
}
