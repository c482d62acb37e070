//! The win solver checked against its own equations, the shipped table and simulation.

use super::solve::{PairScratch, bellman};
use super::*;
use crate::odds::{OddsError, TableFault, ThrowChart};
use crate::rules::{Points, RuleSet, Scorer};

/// A short race (2,000 to win, 300 to open) that a test solves from scratch in moments.
pub(super) fn small_rules() -> RuleSet {
    RuleSet {
        win_at: 2_000,
        open_at: 300,
        ..RuleSet::default()
    }
}

pub(super) fn model_of(rules: RuleSet) -> WinModel {
    let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
    WinModel::new(&ThrowChart::new(&scorer)).expect("fits the model")
}

fn shipped() -> &'static WinTable {
    WinTable::standard().expect("the shipped table reads")
}

#[test]
fn the_shipped_table_is_for_the_standard_rules() {
    // Fails when the standard rules (or what the solve reads of them) change without
    // regenerating the table: see the module docs for the command.
    let model = WinModel::standard();
    let table = shipped();
    assert_eq!(
        table.fingerprint(),
        model.fingerprint(),
        "crates/marbles-core/src/odds/win/standard.bin was solved for other rules: regenerate it with \
         `cargo run --release --example win_table -- crates/marbles-core/src/odds/win/standard.bin`"
    );
    assert_eq!(table.check(&model), Ok(()));
    assert_eq!(table.standings() as u64, model.standings());
    assert!(WinTable::shipped(&model).is_some());
}

#[test]
fn the_shipped_table_comes_with_the_slopes_of_its_turns() {
    // Fails when standard_slopes.bin was not written by the same solve as the table:
    // regenerate both with the command in the module docs.
    let table = shipped();
    let slopes = table
        .slopes_onto(&table.grid)
        .expect("crates/marbles-core/src/odds/win/standard_slopes.bin belongs to standard.bin");
    assert_eq!(slopes.len(), table.standings());
    // A slope is the chance the turn ends in a bust: somewhere between, never sure.
    assert!(slopes.iter().all(|slope| (0.0..1.0).contains(slope)));
    let mean = slopes.iter().sum::<f64>() / slopes.len() as f64;
    assert!((0.05..0.6).contains(&mean), "{mean}");
}

#[test]
fn slopes_survive_bytes_and_damage_or_another_table_leaves_none() {
    let model = model_of(small_rules());
    let (table, _) = solve(&model, &|_| {});
    let bytes = table.slopes_to_bytes().expect("a solve knows its slopes");
    assert_eq!(bytes.len(), 32 + 35 * 35 * 2);
    let solved = table.slopes_onto(&table.grid).expect("solved");
    let back = table.slopes_from_bytes(&bytes).expect("reads back");
    for (a, b) in solved.iter().zip(&back) {
        assert!(
            (a - b).abs() <= 0.5 / f64::from(u16::MAX) + 1e-15,
            "{a} {b}"
        );
    }
    let mut flipped = bytes.clone();
    flipped[40] ^= 1;
    assert_eq!(table.slopes_from_bytes(&flipped), None);
    assert_eq!(table.slopes_from_bytes(&bytes[..bytes.len() - 2]), None);
    assert_eq!(table.slopes_from_bytes(b"short"), None);
    // The slopes of another table (the shipped one) are not this table's.
    let theirs = shipped().slopes_to_bytes().expect("shipped with slopes");
    assert_eq!(table.slopes_from_bytes(&theirs), None);
    // A table read from bytes knows no slopes, and equals the table all the same.
    let read = WinTable::from_bytes(&table.to_bytes()).expect("reads");
    assert_eq!(read.slopes_to_bytes(), None);
}

#[test]
fn the_shipped_table_is_a_fixed_point_on_a_coarse_grid() {
    // Every standing whose totals are multiples of 500, both open states: re-solve its
    // turn with every successor read from the table and compare.
    let model = WinModel::standard();
    let table = shipped();
    let grid = model.grid;
    let seats: Vec<usize> = std::iter::once(Seat::CLOSED)
        .chain((1_000..11_000).step_by(500).map(Seat::open))
        .map(|seat| grid.index(seat).expect("reachable"))
        .collect();
    assert_eq!(seats.len(), 21);
    let mut scratch = PairScratch::default();
    let mut worst: f64 = 0.0;
    for &i in &seats {
        for &j in &seats {
            let again = bellman(&model.plan, &grid, &table.chances, i, j, &mut scratch);
            worst = worst.max((again - table.at(i, j)).abs());
        }
    }
    assert!(worst < 1e-8, "largest residual {worst:e}");
}

#[test]
fn the_shipped_chances_rise_with_your_total_and_fall_with_theirs() {
    // More points never hurt: the richer player can play exactly as the poorer would.
    let table = shipped();
    let seats = table.grid.seats;
    for i in 0..seats {
        for j in 0..seats {
            if i + 1 < seats {
                assert!(table.at(i + 1, j) >= table.at(i, j) - 1e-9, "({i}, {j})");
                assert!(table.at(j, i + 1) <= table.at(j, i) + 1e-9, "({j}, {i})");
            }
        }
    }
    let start = table.chance(&Standing::START).expect("reachable");
    assert!((0.5..0.55).contains(&start), "first player at 0-0: {start}");
    let nearly_won = Standing::new(Seat::open(10_950), Seat::CLOSED);
    assert!(table.chance(&nearly_won).expect("reachable") > 0.95);
}

#[test]
fn a_small_rule_set_solves_to_a_fixed_point() {
    let model = model_of(small_rules());
    let calls = std::sync::atomic::AtomicU64::new(0);
    let (table, report) = solve(&model, &|progress| {
        assert!(progress.done <= progress.total);
        calls.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    });
    // Closed, or open at 300 to 1,950: 35 seats.
    assert_eq!(report.standings, 35 * 35);
    assert_eq!(report.turn_states, model.turn_states());
    assert!(report.change <= SWEEP_TOLERANCE, "{report:?}");
    assert!(report.residual < 1e-9, "{report:?}");
    assert!(report.sweeps >= 2 && calls.into_inner() > report.sweeps as u64);
    let start = table.chance(&Standing::START).expect("reachable");
    assert!((0.5..0.7).contains(&start), "first player at 0-0: {start}");
    // An independent check of the residual, from the table the solve returned.
    let check = super::solve::residual(&model.plan, &model.grid, &table.chances);
    assert!(check < 1e-9, "{check:e}");
    // Without the closing check: the same table, bit for bit, and no check reported.
    let stages = std::sync::Mutex::new(Vec::new());
    let unchecked = solve_table(&model, None, &|progress| {
        if let Ok(mut stages) = stages.lock() {
            stages.push(progress.stage);
        }
    });
    assert_eq!(unchecked, table);
    let stages = stages.into_inner().expect("not poisoned");
    assert!(!stages.contains(&Stage::Check), "{stages:?}");
}

/// The sweeps a solve of `model` takes when it starts from `near`.
fn sweeps_from(model: &WinModel, near: Option<&WinTable>) -> (WinTable, u32) {
    let sweeps = std::sync::atomic::AtomicU32::new(0);
    let table = solve_table(model, near, &|progress| {
        if let Stage::Sweep { number, .. } = progress.stage {
            sweeps.fetch_max(number, std::sync::atomic::Ordering::Relaxed);
        }
    });
    (table, sweeps.into_inner())
}

/// The largest difference between two tables' chances, standing by standing.
fn farthest_apart(a: &WinTable, b: &WinTable) -> f64 {
    assert_eq!(a.chances.len(), b.chances.len(), "tables of one grid");
    a.chances
        .iter()
        .zip(&b.chances)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0, f64::max)
}

#[test]
fn a_solve_started_near_the_answer_settles_on_the_same_table_in_fewer_sweeps() {
    let model = model_of(small_rules());
    let (scratch, from_scratch) = sweeps_from(&model, None);
    // From the standard game's table, read onto this grid, its slopes too: the same
    // chances.
    assert!(shipped().slopes_onto(&model.grid).is_some());
    let (near, _) = sweeps_from(&model, Some(shipped()));
    let worst = farthest_apart(&scratch, &near);
    assert!(worst < 1e-10, "{worst:e}");
    // And from it without its slopes: the same chances again.
    let bare = WinTable::from_bytes(&shipped().to_bytes()).expect("reads");
    let (without, _) = sweeps_from(&model, Some(&bare));
    let worst = farthest_apart(&scratch, &without);
    assert!(worst < 1e-10, "{worst:e}");
    // From the answer itself: one sweep, which moves nothing.
    let (again, from_answer) = sweeps_from(&model, Some(&scratch));
    assert!(from_scratch >= 3, "{from_scratch}");
    assert_eq!(from_answer, 1);
    let worst = farthest_apart(&scratch, &again);
    assert!(worst <= SWEEP_TOLERANCE, "{worst:e}");
}

#[test]
fn a_table_read_onto_another_grid_keeps_each_share_of_the_race() {
    let standard = shipped();
    // Onto its own grid: itself.
    assert_eq!(standard.read_onto(&standard.grid), standard.chances);
    // Onto a race to 5,500 in steps of 50: 2,750 reads the standard 5,500, closed
    // reads closed.
    let half = Grid::new(50, 700, 5_500);
    let read = half.seats;
    let onto = standard.read_onto(&half);
    assert_eq!(onto.len(), read * read);
    let at = |grid: &Grid, points: Points| grid.index(Seat::open(points)).expect("on the grid");
    let (i, j) = (at(&half, 2_750), at(&half, 1_000));
    assert_eq!(
        onto[i * read + j],
        standard.at(at(&standard.grid, 5_500), at(&standard.grid, 2_000))
    );
    assert_eq!(onto[0], standard.at(0, 0));
}

#[test]
fn tables_survive_bytes_and_refuse_damage() {
    let model = model_of(small_rules());
    let (table, _) = solve(&model, &|_| {});
    let bytes = table.to_bytes();
    assert_eq!(bytes.len(), 56 + 35 * 35 * 4);
    let back = WinTable::from_bytes(&bytes).expect("reads back");
    assert_eq!(back.check(&model), Ok(()));
    assert_eq!(back.fingerprint(), model.fingerprint());
    for (a, b) in table.chances.iter().zip(&back.chances) {
        assert!((a - b).abs() <= 1.2e-10);
    }
    let refused = |bytes: &[u8]| match WinTable::from_bytes(bytes) {
        Err(OddsError::WinTableBytes { reason }) => reason,
        other => panic!("not refused: {other:?}"),
    };
    let mut flipped = bytes.clone();
    flipped[100] ^= 1;
    assert_eq!(refused(&flipped), TableFault::Checksum);
    assert_eq!(refused(&bytes[..bytes.len() - 4]), TableFault::Length);
    assert_eq!(
        refused(b"not a table at all, just some text"),
        TableFault::NotATable
    );
    let mut newer = bytes.clone();
    newer[8] = 2;
    assert!(matches!(
        refused(&newer),
        TableFault::Version { found: 2, .. }
    ));
    // A sound table for other rules is refused by the rules, not the bytes.
    assert!(matches!(
        shipped().check(&model),
        Err(OddsError::WinTableRules { .. })
    ));
    assert!(WinTable::shipped(&model).is_none());
}

#[test]
fn standings_no_game_reaches_are_refused() {
    let table = shipped();
    for seat in [
        Seat::open(725),
        Seat::open(650),
        Seat::open(11_000),
        Seat {
            total: 50,
            open: false,
        },
    ] {
        let err = table
            .chance(&Standing::new(seat, Seat::CLOSED))
            .expect_err("unreachable");
        assert!(matches!(err, OddsError::WinOffGrid { .. }), "{err:?}");
    }
}

#[test]
fn a_turn_solved_from_the_table_starts_where_the_table_says() {
    let model = WinModel::standard();
    let table = shipped();
    for standing in [
        Standing::START,
        Standing::new(Seat::open(3_000), Seat::CLOSED),
        Standing::new(Seat::CLOSED, Seat::open(10_950)),
        Standing::new(Seat::open(10_950), Seat::open(10_950)),
        Standing::new(Seat::open(5_000), Seat::open(7_500)),
    ] {
        let turn = WinTurn::solve(&model, table, standing).expect("solves");
        let exact = table.chance(&standing).expect("reachable");
        assert!((turn.chance() - exact).abs() < 1e-8, "{standing:?}");
        // Banking 50 hands the other player the dice against the new total.
        if standing.thrower.open {
            let banked = Seat::open(standing.thrower.total + 50);
            let expected = match table.chance(&Standing::new(standing.other, banked)) {
                Ok(theirs) => 1.0 - theirs,
                Err(_) => 1.0, // 11,000: banking wins.
            };
            let outlook = turn.outlook(50, 3).expect("on the grid");
            assert!((outlook.bank.expect("open") - expected).abs() < 1e-12);
        }
        assert!(
            (turn.after_bust() - (1.0 - table.chance(&standing.swapped()).expect("ok"))).abs()
                < 1e-12
        );
    }
}

#[test]
fn far_behind_the_win_play_throws_on_where_points_would_bank() {
    // 10,000 against 10,900: the other needs one scoring throw. Banking 500 leaves
    // 10,500 and almost no hope; throwing two dice on for the last 500 is the chance.
    let model = WinModel::standard();
    let standing = Standing::new(Seat::open(10_000), Seat::open(10_900));
    let turn = WinTurn::solve(&model, shipped(), standing).expect("solves");
    let outlook = turn.outlook(500, 2).expect("on the grid");
    assert_eq!(outlook.best, crate::odds::Choice::Throw);
    assert!(
        outlook.throw > 0.15 && outlook.bank.expect("open") < 0.05,
        "{outlook:?}"
    );
    let points = crate::odds::Policy::for_scorer(&Scorer::standard());
    assert!(points.values(true, 10_000, 500).banks(500, 2));
}

#[test]
fn far_ahead_the_win_play_banks_small_where_points_would_throw_on() {
    // 10,100 against a player who has not opened: 300 now makes 10,400, and the other
    // can hardly catch up in one turn; three dice risk a bust for little.
    let model = WinModel::standard();
    let standing = Standing::new(Seat::open(10_100), Seat::CLOSED);
    let turn = WinTurn::solve(&model, shipped(), standing).expect("solves");
    let outlook = turn.outlook(300, 3).expect("on the grid");
    assert_eq!(outlook.best, crate::odds::Choice::Bank, "{outlook:?}");
    let points = crate::odds::Policy::for_scorer(&Scorer::standard());
    assert!(!points.values(true, 10_100, 300).banks(300, 3));
}

#[test]
fn a_turn_answers_only_on_its_grid() {
    let model = WinModel::standard();
    let turn = WinTurn::solve(&model, shipped(), Standing::START).expect("solves");
    assert!(matches!(
        turn.outlook(725, 3),
        Err(OddsError::WinTurnOffGrid {
            turn: 725,
            step: 50
        })
    ));
    assert!(matches!(
        turn.outlook(100, 7),
        Err(OddsError::DiceInHand { dice: 7 })
    ));
    // Below the opening score a closed player may not bank.
    assert_eq!(turn.outlook(650, 3).expect("ok").bank, None);
    assert!(turn.outlook(700, 3).expect("ok").bank.is_some());
    // From the winning score on, banking wins.
    let outlook = turn.outlook(11_000, 2).expect("ok");
    assert_eq!(outlook.bank, Some(1.0));
    assert!(outlook.throw < 1.0);
    assert_eq!(turn.cap(), 11_000);
    let other = model_of(small_rules());
    assert!(matches!(
        WinTurn::solve(&other, shipped(), Standing::START),
        Err(OddsError::WinTableRules { .. })
    ));
}

#[test]
fn advice_ranks_keeps_by_the_chance_to_win() {
    use crate::dice::Counts;
    let scorer = Scorer::standard();
    let model = WinModel::standard();
    // 10,000 against 10,900 with 500 set aside: throw 1 5 3 4 6 2.
    let standing = Standing::new(Seat::open(10_000), Seat::open(10_900));
    let turn = WinTurn::solve(&model, shipped(), standing).expect("solves");
    let throw = Counts::from_array([1, 1, 1, 1, 1, 1]);
    let advice = WinAdvice::new(&scorer, &turn, 500, &throw).expect("advises");
    let best = advice.best().expect("the straight scores");
    // The straight: 2,000 more banks 12,500 and wins at once.
    assert_eq!(best.points, 2_000);
    assert_eq!(best.chance, 1.0);
    assert!(advice.keeps.windows(2).all(|w| w[0].chance >= w[1].chance));
    let bust = WinAdvice::new(&scorer, &turn, 500, &Counts::from_array([0, 0, 2, 2, 0, 2]))
        .expect("advises");
    assert_eq!(bust.verdict, crate::odds::Verdict::Bust { lost: 500 });
    assert_eq!(bust.after, Some(turn.after_bust()));
    assert!(bust.keeps.is_empty());
    let flood = WinAdvice::new(&scorer, &turn, 500, &Counts::from_array([0, 4, 1, 1, 0, 0]))
        .expect("advises");
    assert_eq!(flood.verdict, crate::odds::Verdict::Flood { lost: 10_000 });
    assert_eq!(flood.after, Some(turn.after_flood()));
}

/// Seat 1's share of the games, and the standard error of that share.
fn first_seat_share(tally: &crate::odds::Tally) -> (f64, f64) {
    let n = tally.finished as f64;
    let won = tally.seats[0].win_shares as f64 / tally.share as f64 / n;
    (won, (won * (1.0 - won) / n).sqrt())
}

#[test]
fn the_small_solve_matches_a_simulation_of_the_same_play() {
    use crate::odds::{Policy, Setup, Strategy, simulate};
    let scorer = Scorer::new(small_rules(), Vec::new()).expect("rules compile");
    let model = WinModel::new(&ThrowChart::new(&scorer)).expect("fits");
    let (table, _) = solve(&model, &|_| {});
    let exact = table.chance(&Standing::START).expect("reachable");
    let policy = Policy::for_scorer(&scorer)
        .with_win_table(table)
        .expect("the table is the rules'");
    let setup = Setup::new(200_000, 2, &[Strategy::Win], 12).expect("a valid setup");
    let tally = simulate(&policy, &setup, &|_| {}).expect("simulates");
    assert_eq!(tally.unfinished, 0);
    let (share, se) = first_seat_share(&tally);
    // Four standard errors: a sound simulation misses by more once in 16,000 seeds.
    assert!(
        (share - exact).abs() < 4.0 * se,
        "exact {exact:.5}, simulated {share:.5} ± {se:.5}"
    );
}

#[test]
fn playing_to_win_beats_playing_for_points_in_a_short_race() {
    use crate::odds::{Policy, Setup, Strategy, simulate};
    let scorer = Scorer::new(small_rules(), Vec::new()).expect("rules compile");
    let model = WinModel::new(&ThrowChart::new(&scorer)).expect("fits");
    let (table, _) = solve(&model, &|_| {});
    let policy = Policy::for_scorer(&scorer)
        .with_win_table(table)
        .expect("the table is the rules'");
    // Each side starts half the games, so the first player's edge cancels.
    let games = 100_000;
    let first = Setup::new(games, 2, &[Strategy::Win, Strategy::Optimal], 3).expect("valid");
    let second = Setup::new(games, 2, &[Strategy::Optimal, Strategy::Win], 4).expect("valid");
    let (a, se_a) = first_seat_share(&simulate(&policy, &first, &|_| {}).expect("simulates"));
    let (b, se_b) = first_seat_share(&simulate(&policy, &second, &|_| {}).expect("simulates"));
    let win_share = (a + (1.0 - b)) / 2.0;
    let se = (se_a * se_a + se_b * se_b).sqrt() / 2.0;
    assert!(
        win_share - 0.5 > 4.0 * se,
        "win play takes {win_share:.4} ± {se:.4}"
    );
}

#[test]
fn the_win_strategy_needs_two_players_and_a_table() {
    use crate::odds::{Policy, Setup, Strategy, simulate};
    let standard = Policy::for_scorer(&Scorer::standard());
    let three = Setup::new(10, 3, &[Strategy::Win], 1).expect("valid");
    assert_eq!(
        simulate(&standard, &three, &|_| {}),
        Err(OddsError::WinStrategyPlayers { players: 3 })
    );
    // The standard rules play from the shipped table with nothing attached.
    let two = Setup::new(10, 2, &[Strategy::Win], 1).expect("valid");
    assert!(simulate(&standard, &two, &|_| {}).is_ok());
    let scorer = Scorer::new(small_rules(), Vec::new()).expect("rules compile");
    let unsolved = Policy::for_scorer(&scorer);
    assert_eq!(
        simulate(&unsolved, &two, &|_| {}),
        Err(OddsError::NoWinTable)
    );
    assert!(matches!(
        Policy::for_scorer(&scorer).with_win_table(shipped().clone()),
        Err(OddsError::WinTableRules { .. })
    ));
}

#[test]
fn estimates_for_more_players_are_seeded_and_add_up() {
    let policy = crate::odds::Policy::for_scorer(&Scorer::standard());
    let seats = [Seat::open(3_000), Seat::CLOSED, Seat::open(9_000)];
    let estimate = estimate(&policy, &seats, 4_000, 7).expect("estimates");
    assert_eq!(
        estimate,
        super::estimate(&policy, &seats, 4_000, 7).expect("again")
    );
    assert_eq!(estimate.unfinished, 0);
    assert_eq!(estimate.confidence, 0.95);
    let total: f64 = estimate.seats.iter().map(|s| s.win).sum();
    assert!((total - 1.0).abs() < 1e-12);
    for seat in &estimate.seats {
        assert!(seat.interval > 0.0 && seat.interval < 0.02, "{seat:?}");
    }
    assert!(estimate.seats[2].win > estimate.seats[0].win);
    assert!(estimate.seats[0].win > estimate.seats[1].win);
    // Seen never to win, a chance still gets an honest interval.
    let hopeless = [Seat::CLOSED, Seat::open(10_950), Seat::open(10_950)];
    let estimate = super::estimate(&policy, &hopeless, 500, 1).expect("estimates");
    assert!(estimate.seats[0].interval > 0.0);
}

#[test]
fn estimates_refuse_what_no_game_reaches() {
    let policy = crate::odds::Policy::for_scorer(&Scorer::standard());
    assert!(matches!(
        estimate(
            &policy,
            &[Seat::open(725), Seat::CLOSED, Seat::CLOSED],
            10,
            1
        ),
        Err(OddsError::WinOffGrid { total: 725, .. })
    ));
    assert!(matches!(
        estimate(&policy, &[Seat::CLOSED], 10, 1),
        Err(OddsError::PlayerCount { got: 1, .. })
    ));
    assert_eq!(
        estimate(&policy, &[Seat::CLOSED, Seat::CLOSED], 0, 1),
        Err(OddsError::NoGames)
    );
    let final_round = RuleSet {
        flow: crate::rules::Flow {
            final_round: true,
            ..crate::rules::Flow::default()
        },
        ..RuleSet::default()
    };
    let policy = crate::odds::Policy::for_scorer(
        &Scorer::new(final_round, Vec::new()).expect("rules compile"),
    );
    assert!(matches!(
        estimate(&policy, &[Seat::CLOSED, Seat::CLOSED], 10, 1),
        Err(OddsError::WinUnmodelled {
            switch: "final_round"
        })
    ));
}

#[test]
fn the_exact_solve_plays_fewer_dice_and_a_least_bank_as_the_game_does() {
    use crate::odds::{Policy, Setup, Strategy, simulate};
    let five_dice = RuleSet {
        dice: 5,
        ..small_rules()
    };
    let least_bank = RuleSet {
        min_bank: 300,
        open_at: 0,
        ..small_rules()
    };
    let standard = model_of(small_rules()).fingerprint();
    for rules in [five_dice, least_bank] {
        let scorer = Scorer::new(rules.clone(), Vec::new()).expect("rules compile");
        let model = WinModel::new(&ThrowChart::new(&scorer)).expect("fits the model");
        assert_ne!(model.fingerprint(), standard, "{rules:?}");
        let (table, _) = solve(&model, &|_| {});
        let exact = table.chance(&Standing::START).expect("reachable");
        let policy = Policy::for_scorer(&scorer)
            .with_win_table(table)
            .expect("the table is the rules'");
        // The simulator plays the rules through its own turn, not the model's.
        let setup = Setup::new(100_000, 2, &[Strategy::Win], 5).expect("a valid setup");
        let tally = simulate(&policy, &setup, &|_| {}).expect("simulates");
        let (share, se) = first_seat_share(&tally);
        assert!(
            (share - exact).abs() < 4.0 * se,
            "{rules:?}: exact {exact:.5}, simulated {share:.5} ± {se:.5}"
        );
    }
}

/// The digests of a solved table: of the bytes the cache keeps (their checksum field)
/// and of every chance's exact bits.
fn table_digests(table: &WinTable) -> (u64, u64) {
    let bytes = table.to_bytes();
    let mut field = [0u8; 8];
    field.copy_from_slice(&bytes[48..56]);
    let mut bits = super::fingerprint::Fingerprint::new(b"win chances, exact bits");
    for chance in &table.chances {
        bits.add_u64(chance.to_bits());
    }
    (u64::from_le_bytes(field), bits.finish())
}

#[test]
fn small_solves_give_exactly_the_tables_they_always_gave() {
    // Pinned from the solve before it was made faster (issue 23): a cheaper solve must
    // land on the same table, bit for bit, not merely within the sweep tolerance. A
    // change meant to move the chances (a new model, other tolerances) updates these
    // figures and says so in the CHANGELOG; cached tables then need a new fingerprint.
    let cases = [
        (
            "2,000 to win, 300 to open",
            small_rules(),
            (0x3612_76a2_8714_5e48, 0x9038_63a6_979d_59bb),
        ),
        (
            "five dice",
            RuleSet {
                dice: 5,
                ..small_rules()
            },
            (0x4bf3_3d64_cca8_c78d, 0x8b42_d44e_cf88_894e),
        ),
        (
            "a least bank of 300",
            RuleSet {
                min_bank: 300,
                open_at: 0,
                ..small_rules()
            },
            (0xce3f_b843_e7b5_33c7, 0xb3a2_5899_459c_ca69),
        ),
    ];
    let show = |name: &str, (bytes, bits): (u64, u64)| format!("{name}: {bytes:#x} {bits:#x}");
    let found: Vec<String> = cases
        .iter()
        .map(|(name, rules, _)| {
            let (table, _) = solve(&model_of(rules.clone()), &|_| {});
            show(name, table_digests(&table))
        })
        .collect();
    let pinned: Vec<String> = cases
        .iter()
        .map(|(name, _, digests)| show(name, *digests))
        .collect();
    assert_eq!(found, pinned);
}

#[test]
fn races_far_from_the_standard_game_settle_from_its_table_on_their_own_answer() {
    // The standard table is a poor start for short races: the first sweep moves
    // chances by far more than slopes can be kept across, so the second steps every
    // pair by a secant through two points. Wherever it starts, the solve lands on the
    // answer a solve from scratch finds.
    let races = [
        RuleSet {
            open_at: 500,
            ..small_rules()
        },
        RuleSet {
            dice: 5,
            ..small_rules()
        },
        RuleSet {
            win_at: 3_000,
            open_at: 1_000,
            ..small_rules()
        },
    ];
    for rules in races {
        let model = model_of(rules.clone());
        let first = std::sync::Mutex::new(None);
        let near = solve_table(&model, Some(shipped()), &|progress| {
            if let Stage::Sweep {
                number: 2,
                change: Some(change),
            } = progress.stage
            {
                *first.lock().expect("not poisoned") = Some(change);
            }
        });
        let first = first.into_inner().expect("not poisoned");
        assert!(
            first.is_some_and(|change| change > 0.1),
            "{rules:?}: {first:?}"
        );
        let (scratch, _) = solve(&model, &|_| {});
        let worst = farthest_apart(&scratch, &near);
        assert!(worst < 1e-10, "{rules:?}: {worst:e}");
    }
}
