//! The export formats, told by name or file extension, and their renderers.

use std::fmt;
use std::path::Path;
use std::str::FromStr;

use super::csv::{CsvDialect, SeasonGame};
use super::{Export, ExportError, bgstats, csv, html, markdown};

/// The file formats an export can be written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExportFormat {
    /// Comma-separated values: the pad as one table, a row per turn.
    Csv,
    /// Markdown: two tables.
    Markdown,
    /// JSON, for scripts.
    Json,
    /// YAML, for scripts and people.
    Yaml,
    /// One standalone HTML page that prints well.
    Html,
    /// A play file for the BG Stats app (`.bgsplay`), which imports it.
    BgStats,
}

impl ExportFormat {
    #[cfg(test)]
    /// Every format, in the order help lists them.
    pub(crate) const ALL: [ExportFormat; 6] = [
        ExportFormat::Csv,
        ExportFormat::Markdown,
        ExportFormat::Json,
        ExportFormat::Yaml,
        ExportFormat::Html,
        ExportFormat::BgStats,
    ];

    /// The names `--format` takes, as in `ALL`.
    pub(crate) const NAMES: [&'static str; 6] = ["csv", "md", "json", "yaml", "html", "bgstats"];

    /// The name `--format` takes, which is also the usual file extension.
    pub(crate) fn name(self) -> &'static str {
        match self {
            ExportFormat::Csv => "csv",
            ExportFormat::Markdown => "md",
            ExportFormat::Json => "json",
            ExportFormat::Yaml => "yaml",
            ExportFormat::Html => "html",
            ExportFormat::BgStats => "bgstats",
        }
    }

    /// The format a file name's extension implies (`scores.csv` → CSV, `game.bgsplay`
    /// → BG Stats), if any.
    pub(crate) fn from_extension(path: &Path) -> Option<ExportFormat> {
        path.extension()?.to_str()?.parse().ok()
    }

    /// The export in this format, CSV in the dialect of the table's language.
    pub(crate) fn render(self, export: &Export) -> Result<String, ExportError> {
        self.render_with(export, CsvDialect::for_lang(crate::render::lang()))
    }

    /// The export in this format, CSV in the dialect given. Numbers in its text are
    /// grouped with a no-break space where the language groups with a space: a shared
    /// page or a Markdown file is read on a phone, where `11 200` must not split into
    /// `11` and `200`.
    pub(crate) fn render_with(
        self,
        export: &Export,
        dialect: CsvDialect,
    ) -> Result<String, ExportError> {
        crate::render::locale()
            .unbreakable()
            .scope(|| self.render_here(export, dialect))
    }

    /// Several games in one file, in the dialect given for CSV: one table with each
    /// game's number and day first (CSV), a list of the games' objects (JSON, YAML), or
    /// the games one after another (Markdown), a play each (BG Stats). `None` for a
    /// format that holds one game (HTML).
    pub(crate) fn render_season(
        self,
        games: &[(SeasonGame, Export)],
        dialect: CsvDialect,
    ) -> Option<Result<String, ExportError>> {
        let exports: Vec<&Export> = games.iter().map(|(_, export)| export).collect();
        crate::render::locale().unbreakable().scope(|| match self {
            ExportFormat::Csv => {
                let rows: Vec<(SeasonGame, &Export)> = games
                    .iter()
                    .map(|(game, export)| (game.clone(), export))
                    .collect();
                Some(csv::render_season(&rows, dialect))
            }
            ExportFormat::Json => Some(crate::json::pretty_list(&exports).map_err(Into::into)),
            ExportFormat::Yaml => {
                let versioned: Vec<_> = exports.iter().map(crate::json::Versioned::new).collect();
                Some(crate::store::to_yaml(&versioned).map_err(Into::into))
            }
            ExportFormat::Markdown => Some(Ok(exports
                .iter()
                .map(|export| markdown::render(export))
                .collect::<Vec<_>>()
                .join("\n---\n\n"))),
            ExportFormat::BgStats => Some(bgstats::render_season(&exports).map_err(Into::into)),
            ExportFormat::Html => None,
        })
    }

    fn render_here(self, export: &Export, dialect: CsvDialect) -> Result<String, ExportError> {
        match self {
            ExportFormat::Csv => csv::render(export, dialect),
            ExportFormat::Markdown => Ok(markdown::render(export)),
            ExportFormat::Json => Ok(crate::json::pretty(export)?),
            ExportFormat::Yaml => Ok(crate::store::to_yaml(&crate::json::Versioned::new(export))?),
            ExportFormat::Html => Ok(html::render(export)),
            ExportFormat::BgStats => Ok(bgstats::render(export)?),
        }
    }
}

impl FromStr for ExportFormat {
    type Err = String;

    /// Reads a format name or extension, in any case: `csv`, `md`/`markdown`,
    /// `json`, `yaml`/`yml`, `html`/`htm`, `bgstats`/`bgsplay`.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.to_ascii_lowercase().as_str() {
            "csv" => Ok(ExportFormat::Csv),
            "md" | "markdown" => Ok(ExportFormat::Markdown),
            "json" => Ok(ExportFormat::Json),
            "yaml" | "yml" => Ok(ExportFormat::Yaml),
            "html" | "htm" => Ok(ExportFormat::Html),
            "bgstats" | "bgsplay" => Ok(ExportFormat::BgStats),
            _ => Err(format!(
                "`{text}` is not an export format: use one of {}",
                ExportFormat::NAMES.join(", ")
            )),
        }
    }
}

impl fmt::Display for ExportFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;

    #[test]
    fn the_extension_names_the_format() {
        let of = |name: &str| ExportFormat::from_extension(Path::new(name));
        assert_eq!(of("scores.csv"), Some(ExportFormat::Csv));
        assert_eq!(of("out/SCORES.MD"), Some(ExportFormat::Markdown));
        assert_eq!(of("a.markdown"), Some(ExportFormat::Markdown));
        assert_eq!(of("a.json"), Some(ExportFormat::Json));
        assert_eq!(of("a.yml"), Some(ExportFormat::Yaml));
        assert_eq!(of("a.htm"), Some(ExportFormat::Html));
        assert_eq!(of("a.bgsplay"), Some(ExportFormat::BgStats));
        assert_eq!(of("a.txt"), None);
        assert_eq!(of("scores"), None);
    }

    #[test]
    fn names_and_parsing_agree() {
        for (format, name) in ExportFormat::ALL.into_iter().zip(ExportFormat::NAMES) {
            assert_eq!(format.name(), name);
            assert_eq!(name.parse::<ExportFormat>(), Ok(format));
        }
        let err = "pdf".parse::<ExportFormat>().expect_err("no pdf");
        assert!(err.contains("csv, md, json, yaml, html, bgstats"), "{err}");
    }

    fn finished() -> Export {
        let stamp = |text: &str| crate::clock::Stamp::parse(text).expect("a stamp");
        Export::new(scripted::three_players(true).state(), &[])
            .with_started(Some(stamp("2026-11-29T14:30:05+01:00")))
            .with_finished_at(Some(stamp("2026-11-29T15:42:35+01:00")))
    }

    fn render(format: ExportFormat, export: &Export) -> String {
        crate::render::Locale::of(crate::locale::Lang::En)
            .scope(|| format.render(export).expect("renders"))
    }

    #[test]
    fn export_csv() {
        insta::assert_snapshot!(render(ExportFormat::Csv, &finished()));
    }

    #[test]
    fn export_markdown() {
        insta::assert_snapshot!(render(ExportFormat::Markdown, &finished()));
    }

    #[test]
    fn export_json() {
        insta::assert_snapshot!(render(ExportFormat::Json, &finished()));
    }

    #[test]
    fn export_yaml() {
        insta::assert_snapshot!(render(ExportFormat::Yaml, &finished()));
    }

    #[test]
    fn export_html() {
        insta::assert_snapshot!(render(ExportFormat::Html, &finished()));
    }

    #[test]
    fn export_bgstats() {
        insta::assert_snapshot!(render(ExportFormat::BgStats, &finished()));
    }

    #[test]
    fn a_bgstats_play_names_the_game_its_winner_and_starter() {
        let text = render(ExportFormat::BgStats, &finished());
        let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        assert!(
            json.get("schema_version").is_none(),
            "the app's format: {json}"
        );
        assert_eq!(json["games"][0]["name"], "Mississippi Marbles");
        let play = &json["plays"][0];
        assert_eq!(play["playDate"], "2026-11-29 14:30:05");
        let scores = play["playerScores"].as_array().expect("scores");
        let winners: Vec<_> = scores.iter().filter(|s| s["winner"] == true).collect();
        assert_eq!(winners.len(), 1, "{scores:?}");
        assert_eq!(winners[0]["rank"], 1);
        assert!(winners[0]["score"].is_string());
        let starters: Vec<_> = scores.iter().filter(|s| s["startPlayer"] == true).collect();
        assert_eq!(starters.len(), 1, "{scores:?}");
    }

    #[test]
    fn a_bgstats_play_keeps_the_seating_and_marks_the_starter_where_they_sat() {
        // Bob won the roll-off at a table seated Ann, Bob, Cy: Bob starts from seat 1.
        let mut game = crate::game::Game::standard(&["Ann".into(), "Bob".into(), "Cy".into()])
            .expect("players");
        game.apply(crate::game::Action::First("Bob".into()))
            .expect("the roll-off");
        let export = Export::new(game.state(), &[]);
        let json: serde_json::Value =
            serde_json::from_str(&render(ExportFormat::BgStats, &export)).expect("JSON");
        let players = json["players"].as_array().expect("players");
        let scores = json["plays"][0]["playerScores"].as_array().expect("scores");
        for (seat, name) in ["Ann", "Bob", "Cy"].iter().enumerate() {
            let id = players
                .iter()
                .find(|p| p["name"] == *name)
                .map(|p| p["id"].clone())
                .expect("listed");
            let score = scores
                .iter()
                .find(|s| s["playerRefId"] == id)
                .expect("scored");
            assert_eq!(score["seatOrder"], seat, "{name}: {score}");
            assert_eq!(score["startPlayer"], *name == "Bob", "{name}: {score}");
        }
    }

    #[test]
    fn a_bgstats_season_holds_a_play_a_game_with_ids_that_hold_across_exports() {
        let stamp = |text: &str| crate::clock::Stamp::parse(text).expect("a stamp");
        let friday = finished();
        let saturday = Export::new(scripted::two_players(true).state(), &[])
            .with_started(Some(stamp("2026-11-30T19:00:00+01:00")));
        let season = |games: &[&Export]| -> serde_json::Value {
            let text = crate::render::Locale::of(crate::locale::Lang::En)
                .scope(|| bgstats::render_season(games).expect("renders"));
            serde_json::from_str(&text).expect("JSON")
        };
        let both = season(&[&friday, &saturday]);
        let plays = both["plays"].as_array().expect("plays");
        assert_eq!(plays.len(), 2, "{both}");
        assert_ne!(plays[0]["uuid"], plays[1]["uuid"]);
        // The same game exported alone, or again, is the same play with the same players.
        let alone = season(&[&saturday]);
        assert_eq!(alone["plays"][0]["uuid"], plays[1]["uuid"]);
        assert_eq!(season(&[&friday, &saturday]), both);
        let uuid_of = |json: &serde_json::Value, name: &str| {
            json["players"]
                .as_array()
                .and_then(|ps| ps.iter().find(|p| p["name"] == name))
                .map(|p| p["uuid"].clone())
        };
        for player in alone["players"].as_array().expect("players") {
            let name = player["name"].as_str().expect("a name");
            assert_eq!(uuid_of(&both, name), Some(player["uuid"].clone()), "{name}");
        }
        // A player of both games is listed once.
        let names: Vec<&str> = both["players"]
            .as_array()
            .expect("players")
            .iter()
            .filter_map(|p| p["name"].as_str())
            .collect();
        let mut unique = names.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(unique.len(), names.len(), "{names:?}");
        // A UUID of the app's form.
        let uuid = plays[0]["uuid"].as_str().expect("a string");
        assert_eq!(uuid.len(), 36, "{uuid}");
        assert_eq!(uuid.as_bytes()[14], b'5', "name-based: {uuid}");
    }

    #[test]
    fn every_export_gives_the_duration_or_says_it_is_unknown() {
        let known = finished();
        let json: serde_json::Value =
            serde_json::from_str(&render(ExportFormat::Json, &known)).expect("JSON");
        assert_eq!(json["finished_at"], "2026-11-29T15:42:35+01:00");
        assert_eq!(json["duration_minutes"], 72);
        let bgstats: serde_json::Value =
            serde_json::from_str(&render(ExportFormat::BgStats, &known)).expect("JSON");
        assert_eq!(bgstats["plays"][0]["durationMin"], 72);
        for format in [ExportFormat::Markdown, ExportFormat::Html] {
            let text = render(format, &known);
            assert!(text.contains("lasted 1 h 12 min"), "{format}: {text}");
        }
        // A save from before marbles recorded the end.
        let unknown = Export::new(scripted::three_players(true).state(), &[]);
        let json: serde_json::Value =
            serde_json::from_str(&render(ExportFormat::Json, &unknown)).expect("JSON");
        assert!(json["finished_at"].is_null(), "{json}");
        assert!(json["duration_minutes"].is_null(), "{json}");
        let yaml: serde_json::Value =
            serde_saphyr::from_str(&render(ExportFormat::Yaml, &unknown)).expect("YAML");
        assert!(yaml["finished_at"].is_null() && yaml["duration_minutes"].is_null());
        let bgstats: serde_json::Value =
            serde_json::from_str(&render(ExportFormat::BgStats, &unknown)).expect("JSON");
        assert_eq!(
            bgstats["plays"][0]["durationMin"], 0,
            "the app's 'not known'"
        );
        for format in [ExportFormat::Markdown, ExportFormat::Html] {
            assert!(!render(format, &unknown).contains("lasted"), "{format}");
        }
        // Over within a minute: 1 for the app, whose 0 means "not known".
        let stamp = |text: &str| crate::clock::Stamp::parse(text).expect("a stamp");
        let quick = Export::new(scripted::three_players(true).state(), &[])
            .with_started(Some(stamp("2026-11-29T14:30:05+01:00")))
            .with_finished_at(Some(stamp("2026-11-29T14:30:50+01:00")));
        let bgstats: serde_json::Value =
            serde_json::from_str(&render(ExportFormat::BgStats, &quick)).expect("JSON");
        assert_eq!(bgstats["plays"][0]["durationMin"], 1);
        assert!(render(ExportFormat::Markdown, &quick).contains("lasted under a minute"));
    }

    #[test]
    fn numbers_in_a_bokmal_export_never_split() {
        // Bokmål groups with a space: "11 200" broke into "11" / "200" on a phone.
        let export = Export::new(scripted::two_players(true).state(), &[]);
        for format in [ExportFormat::Html, ExportFormat::Markdown] {
            let text = crate::render::Locale::of(crate::locale::Lang::Nb)
                .scope(|| format.render(&export).expect("renders"));
            assert!(text.contains("12\u{a0}850"), "{format}: {text}");
            assert!(!text.contains("12 850"), "{format}");
            assert!(
                text.contains("\u{a0}→\u{a0}"),
                "{format}: result and total held together"
            );
        }
    }

    #[test]
    fn json_holds_the_fields_scripts_read() {
        let game = scripted::three_players(false);
        let rules = vec!["six of a kind 5000".to_owned()];
        let text = render(ExportFormat::Json, &Export::new(game.state(), &rules));
        let json: serde_json::Value = serde_json::from_str(&text).expect("JSON");
        assert!(json["winner"].is_null(), "open game: {json}");
        assert_eq!(json["rules"][0], "six of a kind 5000");
        let ann = &json["players"][0];
        for field in [
            "name",
            "total",
            "rank",
            "opened",
            "opened_in_round",
            "turns",
            "busts",
            "floods",
            "best_turn",
        ] {
            assert!(
                ann.get(field).is_some(),
                "players[0].{field} missing: {ann}"
            );
        }
        assert_eq!(json["rounds"][0]["results"][0]["player"], "Bob");
        assert_eq!(json["rounds"][0]["results"][0]["result"], "bust");
    }

    #[test]
    fn yaml_and_json_hold_the_same_data() {
        let export = finished();
        let from_json: serde_json::Value =
            serde_json::from_str(&render(ExportFormat::Json, &export)).expect("JSON");
        let from_yaml: serde_json::Value =
            serde_saphyr::from_str(&render(ExportFormat::Yaml, &export)).expect("YAML");
        assert_eq!(from_json, from_yaml);
    }
}
