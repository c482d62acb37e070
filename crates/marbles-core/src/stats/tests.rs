use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use super::*;
use crate::dice::{Face, Faces};
use crate::game::scripted;
use crate::game::{Action, Game};
use crate::rules::{Flow, Opening, RuleSet, Scorer};

fn facts(game: &mut Game) -> GameFacts {
    let chances = BustChances::of(game.scorer());
    GameFacts::of(game, Vec::new(), &chances).expect("the game replays")
}

#[test]
fn a_games_facts_match_its_pad() {
    let mut game = scripted::two_players(true);
    let facts = facts(&mut game);
    assert_eq!(facts.players, ["Ann", "Bob"]);
    assert!(facts.finished);
    assert_eq!(facts.winners, ["Bob"]);
    let state = game.state();
    assert_eq!(
        facts.rounds,
        state.history.iter().map(|r| r.round).max().expect("turns")
    );
    for (seat, player) in facts.seats.iter().zip(&state.players) {
        assert_eq!(seat.name, player.name);
        assert_eq!(seat.busts, player.busts);
        assert_eq!(seat.floods, player.floods);
        assert_eq!(seat.best_turn, player.best_turn);
        assert_eq!(seat.total, player.total);
        assert_eq!(seat.turns, player.turns);
    }
    // Ann: 111555, the Flood 222234, 666111, 123456.
    let ann = &facts.seats[0];
    assert_eq!((ann.throws, ann.busts, ann.floods), (4, 0, 1));
    // Bob: the bust 234662, 111234 and 155, 111111 and 555551, 111115.
    let bob = &facts.seats[1];
    assert_eq!((bob.throws, bob.busts, bob.floods), (6, 1, 0));
    let chances = BustChances::of(game.scorer());
    let six = chances.of_throw(6, true);
    let three = chances.of_throw(3, true);
    assert!((bob.expected_busts - (5.0 * six + three)).abs() < 1e-12);
    assert!((ann.expected_busts - 4.0 * six).abs() < 1e-12);
    // Every die of every throw: nine throws of six dice and one of three.
    let dice: u64 = facts.faces.iter().sum();
    assert_eq!(dice, 6 * 9 + 3);
}

#[test]
fn the_standard_bust_chances_are_the_odds_layers() {
    let chances = BustChances::of(&Scorer::standard());
    // One die busts unless it is a 1 or a 5; two dice bust with 16 of 36 throws.
    assert!((chances.of_throw(1, true) - 4.0 / 6.0).abs() < 1e-12);
    assert!((chances.of_throw(2, false) - 16.0 / 36.0).abs() < 1e-12);
    assert!(chances.of_throw(6, true) < 0.05);
    assert_eq!(chances.of_throw(0, true), 0.0);
    assert_eq!(chances.of_throw(7, true), 0.0);
}

#[test]
fn an_opening_of_ones_and_fives_busts_without_either() {
    let rules = RuleSet {
        flow: Flow {
            opening: Opening::OnesAndFives,
            ..Flow::default()
        },
        ..RuleSet::default()
    };
    let scorer = Scorer::new(rules, Vec::new()).expect("rules compile");
    let chances = BustChances::of(&scorer);
    assert!((chances.of_throw(1, false) - 4.0 / 6.0).abs() < 1e-12);
    // Six dice with neither a 1 nor a 5: (4/6)⁶, less the Floods among them (four 2s
    // with two of 3, 4, 6: 15 placements × 9 faces).
    let six = (4096.0 - 15.0 * 9.0) / 46656.0;
    assert!((chances.of_throw(6, false) - six).abs() < 1e-12);
    // Once open, the throw is judged in full.
    assert_eq!(
        chances.of_throw(6, true),
        BustChances::of(&Scorer::standard()).of_throw(6, true)
    );
}

#[test]
fn undone_throws_are_not_counted() {
    let mut game = scripted::play(&["Ann", "Bob"], "first:Ann 111555 k111555 b 234662 u");
    let before = faces_typed(game.actions());
    assert_eq!(before.iter().sum::<u64>(), 6);
    let facts = facts(&mut game);
    assert_eq!(facts.faces, before);
    assert_eq!(facts.seats[1].throws, 0);
}

#[test]
fn roll_off_dice_are_counted() {
    let names = vec!["Ann".to_owned(), "Bob".to_owned()];
    let mut game = Game::standard(&names).expect("players");
    for face in [3, 3, 6, 2] {
        game.apply(Action::RollOff(Face::new(face).expect("a face")))
            .expect("roll-off");
    }
    assert_eq!(faces_typed(game.actions()), [0, 1, 2, 0, 0, 1]);
    assert_eq!(facts(&mut game).seats[0].throws, 0);
}

/// A game whose facts are given directly.
fn game(players: &[&str], winners: &[&str], totals: &[i64], finished: bool) -> GameFacts {
    GameFacts {
        players: players.iter().map(|&p| p.to_owned()).collect(),
        rules: Vec::new(),
        titles: Vec::new(),
        finished,
        winners: winners.iter().map(|&w| w.to_owned()).collect(),
        rounds: 10,
        seats: players
            .iter()
            .zip(totals)
            .map(|(&name, &total)| SeatFacts {
                name: name.to_owned(),
                turns: 10,
                throws: 20,
                busts: 3,
                typed_busts: 3,
                expected_busts: 2.5,
                faces: [0; 6],
                floods: 0,
                points_banked: total,
                best_turn: total / 4,
                total,
                review: None,
            })
            .collect(),
        faces: [10, 10, 10, 10, 10, 10],
    }
}

#[test]
fn players_are_matched_by_name_whatever_the_case_and_shared_wins_count_for_each() {
    let games = [
        game(&["Ann", "Bob"], &["Ann"], &[11_000, 9_000], true),
        game(
            &["ann ", "BOB", "Cy"],
            &["ann ", "BOB"],
            &[11_200, 11_200, 4_000],
            true,
        ),
        game(&["Bob", "Cy"], &[], &[3_000, 2_000], false),
    ];
    let stats = Stats::over(&games);
    assert_eq!((stats.games, stats.finished), (3, 2));
    let names: Vec<&str> = stats.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        ["Ann", "Bob", "Cy"],
        "most wins first, first spelling kept"
    );
    let ann = stats.player("ANN").expect("Ann");
    assert_eq!(
        (ann.games, ann.finished, ann.wins, ann.shared_wins),
        (2, 2, 2, 1)
    );
    assert_eq!(ann.win_rate, Some(1.0));
    let bob = stats.player("bob").expect("Bob");
    assert_eq!(
        (bob.games, bob.finished, bob.wins, bob.shared_wins),
        (3, 2, 1, 1)
    );
    assert_eq!(bob.win_rate, Some(0.5));
    assert_eq!(bob.throws, 60);
    assert!((bob.expected_busts - 7.5).abs() < 1e-12);
    assert_eq!(bob.best_turn, 11_200 / 4);
    let cy = stats.player("Cy").expect("Cy");
    assert_eq!((cy.games, cy.finished, cy.wins), (2, 1, 0));
    assert_eq!(cy.win_rate, Some(0.0));
    assert_eq!(stats.dice.dice, 180);
}

#[test]
fn two_seats_whose_names_match_count_one_game_for_the_player() {
    // `Game::new` tells names apart by ASCII case only, so `Åse` and `åse` can share a
    // table; statistics match names without regard to any case, and see one player.
    let games = [game(
        &["Åse", "åse", "Bob"],
        &["åse"],
        &[3_000, 11_000, 2_000],
        true,
    )];
    let stats = Stats::over(&games);
    let ase = stats.player("ÅSE").expect("one line");
    assert_eq!((ase.games, ase.finished, ase.wins), (1, 1, 1));
    assert_eq!(ase.win_rate, Some(1.0));
    assert_eq!(ase.throws, 40, "both seats' throws");
    assert_eq!(stats.players.len(), 2);
    assert!(
        stats
            .head_to_head
            .iter()
            .all(|h| h.players[0] != h.players[1])
    );
    assert_eq!(stats.head_to_head.len(), 1);
    assert_eq!(stats.head_to_head[0].games, 1);
}

#[test]
fn head_to_head_counts_the_games_a_pair_played_together() {
    let games = [
        game(&["Ann", "Bob"], &["Ann"], &[11_000, 9_000], true),
        game(
            &["Ann", "Bob", "Cy"],
            &["Cy"],
            &[5_000, 7_000, 11_000],
            true,
        ),
        game(&["Bob", "Ann"], &[], &[3_000, 2_000], false),
    ];
    let stats = Stats::over(&games);
    let pair = |a: &str, b: &str| {
        stats
            .head_to_head
            .iter()
            .find(|h| h.players == [a.to_owned(), b.to_owned()])
            .unwrap_or_else(|| panic!("{a} and {b}: {:?}", stats.head_to_head))
    };
    let ann_bob = pair("Ann", "Bob");
    assert_eq!((ann_bob.games, ann_bob.finished), (3, 2));
    assert_eq!(ann_bob.wins, [1, 0]);
    assert_eq!(ann_bob.ahead, [1, 1]);
    let ann_cy = pair("Cy", "Ann");
    assert_eq!(
        (ann_cy.games, ann_cy.wins, ann_cy.ahead),
        (1, [1, 0], [1, 0])
    );
    assert_eq!(stats.head_to_head.len(), 3);
    assert_eq!(stats.head_to_head[0].games, 3, "most games together first");
}

#[test]
fn no_games_give_empty_stats_and_no_verdict_on_the_dice() {
    let stats = Stats::over(&[]);
    assert_eq!(stats.games, 0);
    assert!(stats.players.is_empty());
    assert_eq!(stats.dice.verdict, Verdict::TooFewDice);
    assert_eq!(stats.dice.p_value, None);
    let json = serde_json::to_value(&stats).expect("json");
    assert_eq!(json["dice"]["chi_square"], serde_json::Value::Null);
}

#[test]
fn the_json_has_the_fields_the_issue_names() {
    let stats = Stats::over(&[game(&["Ann", "Bob"], &["Ann"], &[11_000, 9_000], true)]);
    let json = serde_json::to_value(&stats).expect("json");
    let player = &json["players"][0];
    for field in [
        "name",
        "games",
        "wins",
        "throws",
        "busts",
        "expected_busts",
        "floods",
        "points_banked",
        "best_turn",
    ] {
        assert!(player.get(field).is_some(), "players[].{field} in {player}");
    }
    for field in ["faces", "dice", "chi_square", "p_value"] {
        assert!(json["dice"].get(field).is_some(), "dice.{field} in {json}");
    }
    assert_eq!(json["dice"]["faces"].as_array().map(Vec::len), Some(6));
    assert_eq!(json["dice"]["verdict"], "no_reason");
    // Each player's dice have the table's shape: the same fields.
    let keys = |v: &serde_json::Value| -> Vec<String> {
        v.as_object()
            .map(|o| o.keys().cloned().collect())
            .unwrap_or_default()
    };
    assert!(keys(&json["dice"]).contains(&"adjusted_p_value".to_owned()));
    assert_eq!(keys(&player["dice"]), keys(&json["dice"]), "{json}");
}

#[test]
fn a_filter_chooses_by_player_date_and_rules() {
    let mut g = game(&["Ann", "Bob"], &["Ann"], &[11_000, 9_000], true);
    g.rules = vec!["final_round".into(), "six_of_a_kind_5000".into()];
    let at = |text: &str| text.parse::<jiff::Timestamp>().expect("instant");
    let started = Some(at("2026-11-20T19:00:00Z"));
    assert!(Filter::default().admits(&g, None));
    let players = |names: &[&str]| Filter {
        players: names.iter().map(|&n| n.to_owned()).collect(),
        ..Filter::default()
    };
    assert!(players(&[" ann"]).admits(&g, started));
    assert!(players(&["Ann", "BOB"]).admits(&g, started));
    assert!(!players(&["Ann", "Cy"]).admits(&g, started));
    let since = |text: &str| Filter {
        since: Some(at(text)),
        ..Filter::default()
    };
    assert!(since("2026-11-20T19:00:00Z").admits(&g, started));
    assert!(!since("2026-11-20T19:00:01Z").admits(&g, started));
    assert!(
        !since("2000-01-01T00:00:00Z").admits(&g, None),
        "unknown start"
    );
    let rules = |choice: RuleChoice| Filter {
        rules: Some(choice),
        ..Filter::default()
    };
    let names = |names: &[&str]| names.iter().map(|&n| n.to_owned()).collect::<Vec<_>>();
    assert!(rules(RuleChoice::Including(names(&["Final_Round"]))).admits(&g, None));
    assert!(
        rules(RuleChoice::Including(names(&[
            "house_rules/final_round.lua"
        ])))
        .admits(&g, None)
    );
    assert!(!rules(RuleChoice::Including(names(&["cut_throat"]))).admits(&g, None));
    assert!(!rules(RuleChoice::Exactly(names(&["final_round"]))).admits(&g, None));
    assert!(
        rules(RuleChoice::Exactly(names(&[
            "six_of_a_kind_5000",
            "final_round"
        ])))
        .admits(&g, None)
    );
    assert!(!rules(RuleChoice::Exactly(Vec::new())).admits(&g, None));
    g.rules.clear();
    assert!(rules(RuleChoice::Exactly(Vec::new())).admits(&g, None));
}

#[test]
fn fair_counts_give_no_reason_and_the_p_value_is_the_chi_square_tail() {
    let even = DiceTest::new([100; 6]);
    assert_eq!(even.chi_square, Some(0.0));
    assert_eq!(even.p_value, Some(1.0));
    assert_eq!(even.verdict, Verdict::NoReason);
    // Textbook critical values of chi-square with five degrees of freedom: a statistic
    // of 11.07 has p = 0.05, 15.09 has p = 0.01 and 20.52 has p = 0.001. Counts with
    // 600 dice whose statistic is 11.08: (o − 100)² / 100 summed.
    let test = DiceTest::new([100, 100, 100, 100, 100 - 24, 100 + 24]);
    let chi = test.chi_square.expect("dice");
    assert!((chi - 11.52).abs() < 1e-9, "{chi}");
    let p = test.p_value.expect("dice");
    assert!((0.04..0.05).contains(&p), "{p}");
    assert_eq!(test.verdict, Verdict::NoReason);
}

#[test]
fn the_verdict_follows_the_thresholds() {
    // 600 dice: statistic 2k²/100 for a face k over and another k under.
    let with = |k: u64| DiceTest::new([100, 100, 100, 100, 100 - k, 100 + k]);
    assert_eq!(with(29).verdict, Verdict::SomeReason); // 16.82: p ≈ 0.005
    assert_eq!(with(34).verdict, Verdict::StrongReason); // 23.12: p ≈ 0.0003
    assert!(matches!(with(29).most_off().map(Face::pips), Some(5 | 6)));
    assert_eq!(
        DiceTest::new([0, 0, 0, 0, 0, 29]).verdict,
        Verdict::TooFewDice
    );
    assert_eq!(DiceTest::new([5, 5, 5, 5, 5, 5]).verdict, Verdict::NoReason);
    let six = Face::new(6).expect("six");
    assert_eq!(DiceTest::new([1, 1, 1, 1, 1, 5]).share(six), Some(0.5));
}

/// Six comes up one time in five; the other faces share the rest.
const HEAVY_SIX: [f64; 6] = [0.16, 0.16, 0.16, 0.16, 0.16, 0.2];

#[test]
fn how_many_dice_notice_a_heavy_six() {
    let strong = dice_needed(HEAVY_SIX, STRONG_REASON_BELOW, 0.8).expect("a bias");
    let some = dice_needed(HEAVY_SIX, SOME_REASON_BELOW, 0.8).expect("a bias");
    // Noncentrality 0.008 a die; Cohen's tables give 24.5 and 17.9 for five degrees
    // of freedom at these levels and 80% power.
    assert_eq!(strong, 3_057);
    assert_eq!(some, 2_234);
    assert_eq!(dice_needed([1.0 / 6.0; 6], 0.01, 0.8), None);
    assert_eq!(dice_needed([0.5; 6], 0.01, 0.8), None);
    assert_eq!(dice_needed(HEAVY_SIX, 0.0, 0.8), None);
}

/// Faces from these chances (face 1 first), drawn from a seeded generator.
struct Dice {
    rng: ChaCha8Rng,
    cumulative: [f64; 6],
}

impl Dice {
    fn new(seed: u64, chances: [f64; 6]) -> Dice {
        let mut cumulative = [0.0; 6];
        let mut sum = 0.0;
        for (slot, p) in cumulative.iter_mut().zip(chances) {
            sum += p;
            *slot = sum;
        }
        Dice {
            rng: ChaCha8Rng::seed_from_u64(seed),
            cumulative,
        }
    }

    fn face(&mut self) -> Face {
        let u = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        let index = self.cumulative.iter().position(|&c| u < c).unwrap_or(5);
        Face::ALL[index]
    }

    fn throw(&mut self, dice: usize) -> Faces {
        Faces::from_vec((0..dice).map(|_| self.face()).collect())
    }
}

#[test]
fn the_power_the_formula_promises_is_what_simulated_tables_see() {
    let dice = dice_needed(HEAVY_SIX, STRONG_REASON_BELOW, 0.8).expect("a bias");
    let mut source = Dice::new(11, HEAVY_SIX);
    let trials = 400;
    let flagged = (0..trials)
        .filter(|_| {
            let mut faces = [0u64; 6];
            for _ in 0..dice {
                faces[source.face().index()] += 1;
            }
            DiceTest::new(faces).verdict == Verdict::StrongReason
        })
        .count();
    let power = flagged as f64 / trials as f64;
    // 400 trials: the standard error is 0.02.
    assert!((0.74..0.86).contains(&power), "{power}");
}

/// A game of three players who keep the best dice, throw on until the turn holds 350
/// (700 to open) and bank with three dice or fewer in hand.
fn bot_game(dice: &mut Dice) -> Game {
    let names: Vec<String> = ["Ann", "Bob", "Cy"].map(String::from).to_vec();
    let mut game = Game::standard(&names).expect("players");
    game.apply(Action::First("Ann".into())).expect("start");
    while !game.state().is_over() && game.actions().len() < 20_000 {
        let turn = game.state().turn().expect("a turn").clone();
        let open = game.state().players[turn.player].open;
        let enough = if open { 350 } else { 700 };
        let action = match &turn.throw {
            None if turn.keeps > 0 && turn.points >= enough && turn.in_hand <= 3 => Action::Bank,
            None => Action::Throw(dice.throw(turn.in_hand)),
            Some(throw) => {
                let best = game
                    .scorer()
                    .assess(&throw.counts())
                    .best()
                    .map(|k| k.dice.faces());
                Action::Keep(best.expect("a pending throw scores"))
            }
        };
        game.apply(action).expect("a legal action");
    }
    game
}

#[test]
fn a_heavy_six_is_flagged_after_a_few_evenings_and_fair_dice_are_not() {
    const GAMES: usize = 5;
    let evening = |seed: u64, chances: [f64; 6]| {
        let mut dice = Dice::new(seed, chances);
        let facts: Vec<GameFacts> = (0..GAMES)
            .map(|_| facts(&mut bot_game(&mut dice)))
            .collect();
        Stats::over(&facts)
    };
    let loaded = evening(2026, HEAVY_SIX);
    let fair = evening(2026, [1.0 / 6.0; 6]);
    assert!(
        (2_000..6_000).contains(&loaded.dice.dice),
        "{GAMES} games throw {} dice",
        loaded.dice.dice
    );
    assert_eq!(
        loaded.dice.verdict,
        Verdict::StrongReason,
        "{:?}",
        loaded.dice
    );
    assert_eq!(loaded.dice.most_off(), Face::new(6));
    assert_eq!(fair.dice.verdict, Verdict::NoReason, "{:?}", fair.dice);
}

/// The README's table of how many dice notice a bias (80% power; "strong" is p < 0.001,
/// "some" p < 0.01): the figures printed there are these.
#[test]
fn the_readme_figures_are_what_the_formula_gives() {
    let one_heavy = |six: f64| {
        let other = (1.0 - six) / 5.0;
        [other, other, other, other, other, six]
    };
    let rows: [([f64; 6], u64, u64); 5] = [
        (one_heavy(0.25), 490, 358),
        (one_heavy(0.2), 3_057, 2_234),
        (one_heavy(0.19), 6_239, 4_559),
        (one_heavy(0.18), 19_107, 13_961),
        ([0.2, 0.15, 0.15, 0.15, 0.15, 0.2], 1_223, 894),
    ];
    for (chances, strong, some) in rows {
        assert_eq!(
            dice_needed(chances, STRONG_REASON_BELOW, 0.8),
            Some(strong),
            "{chances:?}"
        );
        assert_eq!(
            dice_needed(chances, SOME_REASON_BELOW, 0.8),
            Some(some),
            "{chances:?}"
        );
    }
}

#[test]
fn expected_busts_in_the_json_do_not_depend_on_the_order_games_are_read_in() {
    let with = |expected: f64| {
        let mut facts = game(&["Ann"], &["Ann"], &[11_000], true);
        facts.seats[0].expected_busts = expected;
        facts
    };
    let one_way = Stats::over(&[with(0.1), with(0.2), with(0.3)]);
    let other_way = Stats::over(&[with(0.3), with(0.2), with(0.1)]);
    let json = |stats: &Stats| serde_json::to_string(stats).expect("json");
    assert_eq!(json(&one_way), json(&other_way));
    assert!(
        json(&one_way).contains("\"expected_busts\":0.6,"),
        "{}",
        json(&one_way)
    );
}

#[test]
fn holm_multiplies_the_kth_smallest_by_the_tests_left_and_keeps_the_order() {
    // Sorted 0.005, 0.01, 0.03, 0.04 become 4·0.005, 3·0.01, 2·0.03 and max(0.06,
    // 1·0.04): the last may not fall below the one before it.
    let adjusted = holm(&[0.01, 0.04, 0.03, 0.005]);
    let want = [0.03, 0.06, 0.06, 0.02];
    for (got, want) in adjusted.iter().zip(want) {
        assert!((got - want).abs() < 1e-12, "{adjusted:?}");
    }
    assert_eq!(holm(&[0.5, 0.6]), [1.0, 1.0]);
    assert_eq!(holm(&[0.2]), [0.2]);
    assert!(holm(&[]).is_empty());
}

#[test]
fn a_family_of_dice_tests_reads_adjusted_p_values() {
    // 600 dice with a statistic of 16.82 (p ≈ 0.005): some reason alone, but not
    // beside two other players' fair dice (3 · 0.005 ≈ 0.015).
    let uneven = [100, 100, 100, 100, 71, 129];
    assert_eq!(DiceTest::new(uneven).verdict, Verdict::SomeReason);
    let family = DiceTest::family([uneven, [100; 6], [100; 6]]);
    assert_eq!(family[0].verdict, Verdict::NoReason);
    let (p, adjusted) = (family[0].p_value, family[0].adjusted_p_value);
    let (p, adjusted) = (p.expect("dice"), adjusted.expect("tested"));
    assert!((adjusted - 3.0 * p).abs() < 1e-12, "{p} {adjusted}");
    assert_eq!(DiceTest::tested(&family), 3);
    // A loaded die stands out even so; a player with too few dice is not counted.
    let family = DiceTest::family([[60, 60, 60, 60, 60, 300], [100; 6], [1; 6]]);
    assert_eq!(family[0].verdict, Verdict::StrongReason);
    assert_eq!(family[0].most_off().map(Face::pips), Some(6));
    assert_eq!(family[1].verdict, Verdict::NoReason);
    assert_eq!(family[2].verdict, Verdict::TooFewDice);
    assert_eq!(family[2].adjusted_p_value, None);
    assert_eq!(DiceTest::tested(&family), 2);
    // Alone, a test's adjusted p-value is its own.
    let alone = DiceTest::new(uneven);
    assert_eq!(alone.adjusted_p_value, alone.p_value);
}

#[test]
fn each_seat_keeps_the_faces_it_typed_and_they_add_up_to_the_games() {
    let mut game = scripted::two_players(true);
    let facts = facts(&mut game);
    let mut sum = [0u64; 6];
    for seat in &facts.seats {
        assert!(seat.faces.iter().sum::<u64>() > 0, "{seat:?}");
        for (s, n) in sum.iter_mut().zip(seat.faces) {
            *s += n;
        }
    }
    // Roll-off dice included: every die typed is somebody's.
    assert_eq!(sum, facts.faces);
}

#[test]
fn reviewed_games_add_up_decisions_cost_and_luck_and_others_count_for_neither() {
    let seat = |decisions, cost, luck| SeatReview {
        decisions,
        cost,
        luck,
    };
    let first = game(&["Ann", "Bob"], &["Ann"], &[11_000, 9_000], true)
        .reviewed(&[seat(10, 0.2, 0.1), seat(12, 0.0, -0.3)]);
    let second = game(&["Ann", "Bob"], &["Bob"], &[9_000, 11_000], true)
        .reviewed(&[seat(30, 0.6, 0.05), seat(8, 0.04, 0.2)]);
    // Not reviewed (two players under rules whose table is not solved yet).
    let third = game(&["Ann", "Bob"], &["Ann"], &[11_000, 9_000], true);
    // A review of another table is not taken.
    let fourth =
        game(&["Ann", "Bob"], &["Ann"], &[11_000, 9_000], true).reviewed(&[seat(5, 1.0, 1.0)]);
    let stats = Stats::over(&[first, second, third, fourth]);
    assert_eq!(stats.games, 4);
    assert_eq!(stats.games_reviewed, 2);
    let ann = stats.player("Ann").expect("Ann");
    assert_eq!(ann.games_reviewed, 2);
    assert_eq!(ann.decisions, 40);
    // (0.2 + 0.6) / 40 decisions.
    assert!((ann.average_cost.expect("decisions") - 0.02).abs() < 1e-12);
    assert!((ann.luck - 0.15).abs() < 1e-12);
    let bob = stats.player("Bob").expect("Bob");
    assert_eq!(bob.decisions, 20);
    assert!((bob.average_cost.expect("decisions") - 0.002).abs() < 1e-12);
    assert!((bob.luck - -0.1).abs() < 1e-12);
    let json = serde_json::to_value(&stats).expect("json");
    for field in ["games_reviewed", "decisions", "average_cost", "luck"] {
        assert!(json["players"][0].get(field).is_some(), "{field} in {json}");
    }
}

#[test]
fn a_player_with_no_reviewed_decision_has_no_average_cost() {
    let stats = Stats::over(&[game(&["Ann", "Bob"], &["Ann"], &[11_000, 9_000], true)]);
    let ann = stats.player("Ann").expect("Ann");
    assert_eq!((ann.games_reviewed, ann.decisions), (0, 0));
    assert_eq!(ann.average_cost, None);
    let json = serde_json::to_value(&stats).expect("json");
    assert!(json["players"][0]["average_cost"].is_null(), "{json}");
}
