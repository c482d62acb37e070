use std::collections::BTreeMap;

use serde::Serialize;

use super::{BustChances, DiceTest, GameFacts, player_key};
use crate::game::{Game, GameError};
use crate::rules::Points;

/// The statistics of a set of games: per player, per pair of players, and the dice.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Stats {
    /// Games read.
    pub games: u32,
    /// Of those, games that are over.
    pub finished: u32,
    /// Of those, games whose review is known (see each player's `games_reviewed`).
    pub games_reviewed: u32,
    /// Every player of those games: most wins first, then the higher win rate, then
    /// by name.
    pub players: Vec<PlayerStats>,
    /// Every pair of players who played together: most games together first.
    pub head_to_head: Vec<HeadToHead>,
    /// Are the dice fair? Every die typed in those games, read alone. Whose dice they
    /// were: each player's `dice`.
    pub dice: DiceTest,
}

/// One player's record across games. A shared win (a final-round tie) counts as a win
/// for each player who shares it; `shared_wins` says how many of the wins were shared.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerStats {
    /// The name as typed in the first game read (the newest, from `history`).
    pub name: String,
    /// Games played, finished or not.
    pub games: u32,
    /// Of those, games that are over.
    pub finished: u32,
    /// Games won, shared wins included.
    pub wins: u32,
    /// Of the wins, those shared with another player.
    pub(crate) shared_wins: u32,
    /// `wins / finished`, from 0 to 1; `None` before a finished game.
    pub win_rate: Option<f64>,
    /// Turns finished.
    pub turns: u32,
    /// Throws made.
    pub throws: u32,
    /// Turns lost to a bust, as the exports count them (`tally bust` included).
    pub busts: u32,
    /// Of those, the busts of typed dice, which luck sets against `expected_busts`
    /// (a `tally bust` had no throws to weigh). Not written out: `busts` is the count
    /// people compare with the exports.
    #[serde(skip)]
    pub typed_busts: u32,
    /// The busts fair dice would give on average for these throws: the sum over every
    /// throw of the exact chance that a throw of that many dice busts. Busts well above
    /// it are bad luck, well below good luck (bust choices aside: throwing on with one
    /// or two dice is a choice to risk it). Written to 6 decimals
    /// (`six_decimals`).
    #[serde(serialize_with = "six_decimals")]
    pub expected_busts: f64,
    /// Floods suffered.
    pub floods: u32,
    /// Points banked, over all turns.
    pub points_banked: Points,
    /// The most points banked in one turn.
    pub best_turn: Points,
    /// Games of these whose review is known (`marbles review`'s figures, kept in the
    /// history index): two players' games under rules whose win table is shipped or
    /// cached, and every game of three or more.
    pub games_reviewed: u32,
    /// Decisions reviewed in those games: a keep and bank-or-throw after each scoring
    /// throw.
    pub decisions: u32,
    /// The chance to win those decisions cost, summed. Written out as
    /// `average_cost`, per decision.
    #[serde(skip)]
    pub cost: f64,
    /// `cost / decisions`, from 0 to 1; `None` before a reviewed decision. Written to
    /// 6 decimals.
    #[serde(serialize_with = "six_decimals_or_none")]
    pub average_cost: Option<f64>,
    /// The luck of this player's typed throws in the reviewed games, summed, in chance
    /// to win: above 0 luckier than the dice give on average. Written to 6 decimals.
    #[serde(serialize_with = "six_decimals")]
    pub luck: f64,
    /// Are this player's dice fair? The dice they typed (throws and roll-off dice),
    /// tested as the table's are, the verdict read from the p-value adjusted by
    /// Holm–Bonferroni across the players tested beside them
    /// ([`DiceTest::family`]).
    pub dice: DiceTest,
}

/// Two players' record in the games they played together. Wins are counted as in
/// [`PlayerStats`]; in a game of three or more, someone else may have won.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HeadToHead {
    /// The two players, in the order they appear in [`Stats::players`].
    pub players: [String; 2],
    /// Games they played together.
    pub games: u32,
    /// Of those, games that are over.
    pub(crate) finished: u32,
    /// Games each of them won.
    pub wins: [u32; 2],
    /// Finished games each of them ended with the higher total of the two.
    pub ahead: [u32; 2],
}

impl Stats {
    /// The statistics of one game as it stands, replayed once: what the REPL's `dice`
    /// reads, so a game in play is judged by the same test and adjustment as `stats`.
    pub fn of_game(game: &mut Game) -> Result<Stats, GameError> {
        let chances = BustChances::of(game.scorer());
        let facts = GameFacts::of(game, Vec::new(), &chances)?;
        Ok(Stats::over([&facts]))
    }

    /// Adds up the facts of these games; the first spelling of each player's name wins.
    pub fn over<'a>(games: impl IntoIterator<Item = &'a GameFacts>) -> Stats {
        let mut players: BTreeMap<String, PlayerStats> = BTreeMap::new();
        let mut pairs: BTreeMap<(String, String), PairTally> = BTreeMap::new();
        let mut faces = [0u64; 6];
        let mut own_faces: BTreeMap<String, [u64; 6]> = BTreeMap::new();
        let (mut count, mut finished, mut reviewed) = (0u32, 0u32, 0u32);
        for game in games {
            count += 1;
            finished += u32::from(game.finished);
            reviewed += u32::from(game.seats.iter().any(|seat| seat.review.is_some()));
            for (sum, n) in faces.iter_mut().zip(game.faces) {
                *sum += n;
            }
            let mut winners: Vec<String> = game.winners.iter().map(|w| player_key(w)).collect();
            winners.dedup();
            let won = |key: &str| winners.iter().any(|w| w == key);
            // Two seats of one game can share a key (the game tells names apart by
            // ASCII case only): the player's counters add up, the game counts once.
            let mut seated: Vec<String> = Vec::new();
            for seat in &game.seats {
                let key = player_key(&seat.name);
                let line = players
                    .entry(key.clone())
                    .or_insert_with(|| PlayerStats::new(&seat.name));
                if !seated.contains(&key) {
                    seated.push(key.clone());
                    line.games += 1;
                    line.finished += u32::from(game.finished);
                    if won(&key) {
                        line.wins += 1;
                        line.shared_wins += u32::from(winners.len() > 1);
                    }
                }
                line.turns += seat.turns;
                line.throws += seat.throws;
                line.busts += seat.busts;
                line.typed_busts += seat.typed_busts;
                line.expected_busts += seat.expected_busts;
                line.floods += seat.floods;
                line.points_banked += seat.points_banked;
                line.best_turn = line.best_turn.max(seat.best_turn);
                if let Some(review) = seat.review {
                    line.games_reviewed += 1;
                    line.decisions += review.decisions;
                    line.cost += review.cost;
                    line.luck += review.luck;
                }
                let own = own_faces.entry(key).or_default();
                for (sum, n) in own.iter_mut().zip(seat.faces) {
                    *sum += n;
                }
            }
            // A pair counts once a game, even when a player has two seats in it.
            let mut paired: Vec<(String, String)> = Vec::new();
            for (i, a) in game.seats.iter().enumerate() {
                for b in &game.seats[i + 1..] {
                    let (ka, kb) = (player_key(&a.name), player_key(&b.name));
                    // One entry per pair, keyed in name order.
                    let (first, second, key) = if ka <= kb {
                        (a, b, (ka, kb))
                    } else {
                        (b, a, (kb, ka))
                    };
                    if key.0 == key.1 || paired.contains(&key) {
                        continue;
                    }
                    paired.push(key.clone());
                    let tally = pairs.entry(key.clone()).or_default();
                    tally.games += 1;
                    if game.finished {
                        tally.finished += 1;
                        tally.ahead[0] += u32::from(first.total > second.total);
                        tally.ahead[1] += u32::from(second.total > first.total);
                    }
                    tally.wins[0] += u32::from(won(&key.0));
                    tally.wins[1] += u32::from(won(&key.1));
                }
            }
        }
        let mut players: Vec<PlayerStats> = players
            .into_values()
            .map(|mut p| {
                p.win_rate = (p.finished > 0).then(|| f64::from(p.wins) / f64::from(p.finished));
                p.average_cost = (p.decisions > 0).then(|| p.cost / f64::from(p.decisions));
                p
            })
            .collect();
        players.sort_by(|a, b| {
            b.wins
                .cmp(&a.wins)
                .then_with(|| {
                    b.win_rate
                        .unwrap_or(0.0)
                        .total_cmp(&a.win_rate.unwrap_or(0.0))
                })
                .then_with(|| player_key(&a.name).cmp(&player_key(&b.name)))
        });
        // Every player's dice tested at once, so the adjustment counts them all.
        let tests = DiceTest::family(players.iter().map(|p| {
            own_faces
                .get(&player_key(&p.name))
                .copied()
                .unwrap_or_default()
        }));
        for (player, test) in players.iter_mut().zip(tests) {
            player.dice = test;
        }
        let rank = |key: &str| {
            players
                .iter()
                .position(|p| player_key(&p.name) == key)
                .unwrap_or(usize::MAX)
        };
        let name = |key: &str| {
            players
                .iter()
                .find(|p| player_key(&p.name) == key)
                .map_or_else(|| key.to_owned(), |p| p.name.clone())
        };
        let mut head_to_head: Vec<(usize, usize, HeadToHead)> = pairs
            .into_iter()
            .map(|((a, b), t)| {
                let pair = HeadToHead {
                    players: [name(&a), name(&b)],
                    games: t.games,
                    finished: t.finished,
                    wins: t.wins,
                    ahead: t.ahead,
                };
                // Shown in the order of the players' table.
                if rank(&a) <= rank(&b) {
                    (rank(&a), rank(&b), pair)
                } else {
                    let [x, y] = pair.players;
                    let swapped = HeadToHead {
                        players: [y, x],
                        games: pair.games,
                        finished: pair.finished,
                        wins: [pair.wins[1], pair.wins[0]],
                        ahead: [pair.ahead[1], pair.ahead[0]],
                    };
                    (rank(&b), rank(&a), swapped)
                }
            })
            .collect();
        head_to_head.sort_by(|x, y| y.2.games.cmp(&x.2.games).then((x.0, x.1).cmp(&(y.0, y.1))));
        Stats {
            games: count,
            finished,
            games_reviewed: reviewed,
            players,
            head_to_head: head_to_head.into_iter().map(|(_, _, h)| h).collect(),
            dice: DiceTest::new(faces),
        }
    }

    /// A player's line, by name (matched by [`player_key`]).
    pub fn player(&self, name: &str) -> Option<&PlayerStats> {
        let key = player_key(name);
        self.players.iter().find(|p| player_key(&p.name) == key)
    }
}

/// A sum of chances rounded to 6 decimals for `--json`: the last digits of a float sum
/// depend on the order the games were added in (a fresh history index and a rebuilt
/// one list them differently), and the same games must give the same output.
fn six_decimals<S: serde::Serializer>(value: &f64, to: S) -> Result<S::Ok, S::Error> {
    to.serialize_f64((value * 1e6).round() / 1e6)
}

/// [`six_decimals`] for a figure that may be missing (`null`).
#[allow(clippy::ref_option)] // serde's `serialize_with` hands the field by reference
fn six_decimals_or_none<S: serde::Serializer>(
    value: &Option<f64>,
    to: S,
) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => six_decimals(value, to),
        None => to.serialize_none(),
    }
}

impl PlayerStats {
    fn new(name: &str) -> PlayerStats {
        PlayerStats {
            name: name.trim().to_owned(),
            games: 0,
            finished: 0,
            wins: 0,
            shared_wins: 0,
            win_rate: None,
            turns: 0,
            throws: 0,
            busts: 0,
            typed_busts: 0,
            expected_busts: 0.0,
            floods: 0,
            points_banked: 0,
            best_turn: 0,
            games_reviewed: 0,
            decisions: 0,
            cost: 0.0,
            average_cost: None,
            luck: 0.0,
            dice: DiceTest::new([0; 6]),
        }
    }
}

/// A pair's counts while adding up, in key order.
#[derive(Debug, Default)]
struct PairTally {
    games: u32,
    finished: u32,
    wins: [u32; 2],
    ahead: [u32; 2],
}
