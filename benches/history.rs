//! `history` and `stats` over a month of evenings times many: 5,000 generated saves in
//! a temp dir, listed and added up cold (no index: every save loaded and replayed) and
//! warm (the index fresh: no save read), in the library and end to end (the `marbles
//! stats` binary, start to exit). The target is under a second end to end.
//!
//! `cargo bench --bench history`

use std::path::Path;
use std::time::{Duration, SystemTime};

use criterion::{Criterion, criterion_group, criterion_main};
use marbles::testing::house_rules::{self, SHIPPED};
use marbles::testing::store::{History, Places, Save, to_yaml};
use marbles_core::dice::{Face, Faces};
use marbles_core::game::{Action, Game};
use marbles_core::rules::HouseRule;
use marbles_core::stats::Filter;

/// Saves generated.
const SAVES: usize = 5_000;

/// The people who come to the table; each game seats two to four of them.
const PEOPLE: [&str; 6] = ["Ann", "Bob", "Cy", "Dee", "Eve", "Finn"];

/// A deterministic xorshift, so the saves are the same on every run.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn face(&mut self) -> Face {
        Face::ALL[(self.next() % 6) as usize]
    }
}

/// House rules one game in ten is played with, as its save carries them.
fn house_rules(n: usize) -> Vec<HouseRule> {
    if !n.is_multiple_of(10) {
        return Vec::new();
    }
    let name = if n.is_multiple_of(20) {
        "final_round"
    } else {
        "six_of_a_kind_5000"
    };
    SHIPPED
        .iter()
        .filter(|s| s.name == name)
        .map(|s| HouseRule::new(s.name, format!("house_rules/{}.lua", s.name), s.source))
        .collect()
}

/// A game between bots that keep the best dice and bank at 350 or more (700 to open)
/// with three dice or fewer in hand; one game in eight is left unfinished.
fn game(n: usize, dice: &mut Dice) -> Game {
    let seats = 2 + n % 3;
    let first = n % PEOPLE.len();
    let names: Vec<String> = (0..seats)
        .map(|i| PEOPLE[(first + i) % PEOPLE.len()].to_owned())
        .collect();
    let sources = house_rules(n);
    let rules = house_rules::load_saved(&sources).expect("shipped rules load");
    let mut game = Game::new(rules, &names).expect("players");
    game.apply(Action::First(names[0].clone())).expect("start");
    let stop = if n.is_multiple_of(8) { 60 } else { usize::MAX };
    while !game.state().is_over() && game.actions().len() < stop {
        let turn = game.state().turn().expect("a turn").clone();
        let open = game.state().players[turn.player].open;
        let enough = if open { 350 } else { 700 };
        let action = match &turn.throw {
            None if turn.keeps > 0 && turn.points >= enough && turn.in_hand <= 3 => Action::Bank,
            None => Action::Throw(Faces::from_vec(
                (0..turn.in_hand).map(|_| dice.face()).collect(),
            )),
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

/// Writes the saves, one game an evening going back from late 2026, dated a minute
/// ago so the index trusts them.
fn write_saves(games: &Path) {
    std::fs::create_dir_all(games).expect("games folder");
    let mut dice = Dice(0x9E37_79B9_7F4A_7C15);
    let past = SystemTime::now() - Duration::from_secs(60);
    for n in 0..SAVES {
        let game = game(n, &mut dice);
        let day = 1_800_000_000 - 86_400 * n as i64;
        let created = jiff::Timestamp::from_second(day)
            .expect("a time")
            .display_with_offset(jiff::tz::Offset::constant(1))
            .to_string();
        let text = to_yaml(&Save::from_game(&game, created)).expect("yaml");
        let path = games.join(format!("game-{n:05}.yaml"));
        std::fs::write(&path, text).expect("write");
        std::fs::File::options()
            .write(true)
            .open(&path)
            .and_then(|f| f.set_modified(past))
            .expect("set time");
    }
}

fn history(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    let places = Places {
        games: dir.path().join("games"),
        state: dir.path().join("state"),
    };
    write_saves(&places.games);
    let index = places.state.join("history-index.json");
    let everything = Filter::default();

    let mut group = c.benchmark_group("history of 5,000 saves");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(60));
    group.bench_function("cold: no index, every save replayed", |b| {
        b.iter(|| {
            let _ = std::fs::remove_file(&index);
            let history = History::load_from(&places).expect("history");
            assert_eq!(history.index.read, SAVES);
            history.stats(&everything)
        });
    });
    group.finish();

    // Leave a fresh index for the warm runs.
    History::load_from(&places).expect("history");
    let mut group = c.benchmark_group("history of 5,000 saves");
    group.sample_size(20);
    group.bench_function("warm: index fresh, history and stats", |b| {
        b.iter(|| {
            let history = History::load_from(&places).expect("history");
            assert_eq!(history.index.reused, SAVES);
            history.stats(&everything)
        });
    });
    group.finish();
}

/// `marbles stats` as a person runs it: the release binary, a fresh process each time,
/// over the same saves (the index in the state folder beside them).
fn stats_end_to_end(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("temp dir");
    write_saves(&dir.path().join("games"));
    let index = dir.path().join("state").join("history-index.json");
    let stats = || {
        let output = std::process::Command::new(env!("CARGO_BIN_EXE_marbles"))
            .arg("stats")
            .env_clear()
            .env("MARBLES_DATA_DIR", dir.path())
            .env("MARBLES_CONFIG", dir.path().join("config.toml"))
            .env("NO_COLOR", "1")
            .output()
            .expect("marbles runs");
        assert!(output.status.success(), "{output:?}");
        output.stdout
    };

    let mut group = c.benchmark_group("marbles stats, 5,000 saves, end to end");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(90));
    group.bench_function("cold: no index", |b| {
        b.iter(|| {
            let _ = std::fs::remove_file(&index);
            stats()
        });
    });
    group.finish();

    stats();
    let mut group = c.benchmark_group("marbles stats, 5,000 saves, end to end");
    group.sample_size(20);
    group.bench_function("warm: index fresh", |b| b.iter(stats));
    group.finish();
}

criterion_group!(benches, history, stats_end_to_end);
criterion_main!(benches);
