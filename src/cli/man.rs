//! `marbles man`: the manual page in roff, generated from the command-line
//! definitions, with a section per subcommand so `man marbles` is the whole manual,
//! then the table's commands, exit status, environment and files.
//!
//! clap_mangen writes the parts it knows (title, synopsis, options); the rest is built
//! with the `roff` crate clap_mangen is made on, which escapes the text, so no line of
//! the page is roff written by hand. [`tidy`] then mends what mandoc's lint
//! (`mandoc -T lint -W warning`) finds in clap_mangen's output.

use std::io::Write;

use clap_mangen::Man;
use roff::{Inline, Roff, bold, italic, roman};

use super::CliError;
use crate::locale::Lang;
use crate::render::{Locale, message};
use crate::repl::COMMANDS;
use crate::text;

/// The date on the page's title line: the day this version was released (CHANGELOG's
/// heading for it, which a test keeps in step), so the page is the same on every run.
const RELEASED_ON: &str = "2026-12-04";

/// Writes the manual page to `out`.
pub(super) fn run(out: &mut dyn Write) -> Result<(), CliError> {
    // The manual page is English under every language (README, "Norsk").
    let command = Locale::of(Lang::En).scope(super::help::command);
    let mut page = Vec::new();
    let man = Man::new(command.clone())
        .title("MARBLES")
        .date(RELEASED_ON)
        .manual("User Commands");
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    // clap_mangen's subcommand section lists names only; the manual should say how
    // to use each one, so each gets its own section with its options and examples.
    for sub in command.get_subcommands() {
        let name = sub.get_name();
        let mut heading = Roff::new();
        heading.control("SH", [format!("MARBLES {}", name.to_uppercase()).as_str()]);
        page.write_all(heading.to_roff().as_bytes())?;
        let sub_man = Man::new(sub.clone().bin_name(format!("marbles {name}")));
        let mut body = Vec::new();
        sub_man.render_synopsis_section(&mut body)?;
        sub_man.render_description_section(&mut body)?;
        sub_man.render_options_section(&mut body)?;
        sub_man.render_extra_section(&mut body)?;
        // Nested headings are not a thing in man(7); demote them to subsections.
        let body = examples_heading(&String::from_utf8_lossy(&body)).replace(".SH ", ".SS ");
        page.write_all(body.as_bytes())?;
    }
    let reference = Locale::of(Lang::En).scope(reference_sections);
    page.write_all(reference.to_roff().as_bytes())?;
    let mut tail = Vec::new();
    man.render_extra_section(&mut tail)?;
    man.render_version_section(&mut tail)?;
    page.write_all(examples_heading(&String::from_utf8_lossy(&tail)).as_bytes())?;
    out.write_all(tidy(&String::from_utf8_lossy(&page)).as_bytes())?;
    Ok(())
}

/// The sections man(7) expects of a command that keeps files and reads the
/// environment: the REPL's commands, EXIT STATUS, ENVIRONMENT and FILES.
fn reference_sections() -> Roff {
    let mut page = Roff::new();
    page.control("SH", ["COMMANDS AT THE TABLE"])
        .text(prose(&text!("man-repl-intro")));
    for command in COMMANDS {
        let mut head = vec![bold(command.usage)];
        if !command.aliases.is_empty() {
            head.push(roman(format!(" [{}]", command.aliases.join(", "))));
        }
        page.control("TP", [])
            .text(head)
            .text(prose(&message(command.summary, &[])));
    }
    page.control("SH", ["EXIT STATUS"])
        .text(prose(&text!("man-exit-status")));
    page.control("SH", ["ENVIRONMENT"])
        .text(prose(&text!("man-environment-intro")));
    let variables = [
        ("MARBLES_DATA_DIR", text!("man-env-data")),
        ("MARBLES_STATE_DIR", text!("man-env-state")),
        ("MARBLES_CONFIG", text!("man-env-config")),
        ("MARBLES_CACHE_DIR", text!("man-env-cache")),
        ("NO_COLOR", text!("man-env-no-color")),
        ("CLICOLOR_FORCE", text!("man-env-clicolor-force")),
        ("CLICOLOR", text!("man-env-clicolor")),
        ("COLUMNS", text!("man-env-columns")),
        ("LC_ALL, LC_MESSAGES, LANG", text!("man-env-lang")),
        (
            "XDG_DATA_HOME, XDG_STATE_HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME",
            text!("man-env-xdg"),
        ),
    ];
    for (name, meaning) in variables {
        page.control("TP", [])
            .text([bold(name)])
            .text(prose(&meaning));
    }
    page.control("SH", ["FILES"])
        .text(prose(&text!("man-files-intro")));
    let files = [
        ("~/.local/share/marbles/games/", text!("man-file-games")),
        ("~/.local/state/marbles/", text!("man-file-state")),
        (
            "~/.local/state/marbles/history.txt",
            text!("man-file-history"),
        ),
        ("~/.config/marbles/config.toml", text!("man-file-config")),
        ("~/.cache/marbles/", text!("man-file-cache")),
    ];
    for (path, meaning) in files {
        page.control("TP", [])
            .text([italic(path)])
            .text(prose(&meaning));
    }
    page
}

/// A catalogue message as roff inlines: what it quotes in backticks (a command, a
/// file, a key) in bold, the rest roman. A lone backtick stays a backtick.
fn prose(text: &str) -> Vec<Inline> {
    let parts: Vec<&str> = text.split('`').collect();
    if parts.len().is_multiple_of(2) {
        // An odd number of backticks: no pairs to trust.
        return vec![roman(text)];
    }
    parts
        .into_iter()
        .enumerate()
        .filter(|(_, part)| !part.is_empty())
        .map(|(i, part)| if i % 2 == 1 { bold(part) } else { roman(part) })
        .collect()
}

/// What clap_mangen writes and mandoc's lint warns of, mended: its apostrophe
/// preamble once (it heads every part), a blank line between two `.br` (a paragraph
/// break `.sp` inside breaks: "skipping paragraph macro") as one `.sp`, and the
/// backticks of the help texts, which roff would set as opening quotes, as bold.
fn tidy(page: &str) -> String {
    const PREAMBLE: &str = ".ie \\n(.g .ds Aq \\(aq\n.el .ds Aq '\n";
    let mut out = String::with_capacity(page.len());
    let mut rest = page;
    let mut seen = false;
    while let Some(at) = rest.find(PREAMBLE) {
        out.push_str(&rest[..at]);
        if !seen {
            out.push_str(PREAMBLE);
            seen = true;
        }
        rest = &rest[at + PREAMBLE.len()..];
    }
    out.push_str(rest);
    let out = out.replace("\n.br\n\n.br\n", "\n.sp\n");
    let mut lines: Vec<String> = Vec::new();
    for line in out.lines() {
        let is_text = !line.starts_with(['.', '\'']);
        if is_text && line.matches('`').count() % 2 == 0 {
            let mut shown = String::new();
            for (i, part) in line.split('`').enumerate() {
                if i % 2 == 1 {
                    shown.push_str(&format!("\\fB{part}\\fR"));
                } else {
                    shown.push_str(part);
                }
            }
            lines.push(shown);
        } else {
            lines.push(line.replace('`', "\\(oq"));
        }
    }
    let mut tidied = lines.join("\n");
    tidied.push('\n');
    tidied
}

/// clap_mangen heads the `after_help` text "EXTRA" and lets man refill it. Ours is
/// prose (what the command's words mean), then examples laid out in columns: the prose
/// becomes a filled paragraph of the section, and the examples go under EXAMPLES,
/// kept unfilled (`.nf`), or a command and its comment run together.
fn examples_heading(roff: &str) -> String {
    let Some((before, after)) = roff.split_once(".SH EXTRA\n") else {
        return roff.to_owned();
    };
    let (extra, rest) = match after.find("\n.SH") {
        Some(end) => (&after[..=end], &after[end + 1..]),
        None => (after, ""),
    };
    let (prose, examples) = match extra.split_once("Examples:\n") {
        Some((prose, examples)) => (prose, examples),
        None => ("", extra),
    };
    let mut out = before.to_owned();
    let prose = prose.trim();
    if !prose.is_empty() {
        for paragraph in prose.split("\n\n") {
            let joined = paragraph
                .lines()
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ");
            out.push_str(&format!(".PP\n{joined}\n"));
        }
    }
    // Examples are indented; a paragraph after them that is not (a note on what they
    // show) is prose again, filled after the unfilled block.
    let mut blocks = examples.split("\n\n");
    let mut shown = blocks.next().unwrap_or_default().trim_end().to_owned();
    let mut after = String::new();
    for block in blocks.filter(|block| !block.trim().is_empty()) {
        if block.starts_with(char::is_whitespace) {
            // Examples in groups: the blank line between stays one, as `.sp`.
            shown.push_str("\n.sp\n");
            shown.push_str(block.trim_end());
        } else {
            let joined = block.lines().map(str::trim).collect::<Vec<_>>().join(" ");
            after.push_str(&format!(".PP\n{joined}\n"));
        }
    }
    if !shown.trim().is_empty() {
        out.push_str(&format!(".SH EXAMPLES\n.nf\n{shown}\n.fi\n{after}"));
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_page_is_roff_with_a_section_per_subcommand() {
        let mut out = Vec::new();
        run(&mut out).expect("man page");
        let page = String::from_utf8(out).expect("utf-8");
        assert!(
            page.starts_with(".ie") || page.contains(".TH marbles"),
            "{page}"
        );
        for name in ["PLAY", "RESUME", "EXPORT", "SIMULATE", "COMPLETIONS", "MAN"] {
            assert!(
                page.contains(&format!(".SH \"MARBLES {name}\"")),
                "no {name}"
            );
        }
        assert!(page.contains("marbles play Ann Bob"), "examples are kept");
        assert!(!page.contains("EXTRA"), "examples are called examples");
        assert!(
            page.contains(".SS EXAMPLES\n.nf\n  marbles resume "),
            "{page}"
        );
    }

    #[test]
    fn the_page_has_the_sections_a_manual_is_expected_to_have() {
        let mut out = Vec::new();
        run(&mut out).expect("man page");
        let page = String::from_utf8(out).expect("utf-8");
        for heading in [
            ".SH \"COMMANDS AT THE TABLE\"",
            ".SH \"EXIT STATUS\"",
            ".SH ENVIRONMENT",
            ".SH FILES",
        ] {
            assert!(page.contains(heading), "no {heading}");
        }
        for name in [
            "MARBLES_DATA_DIR",
            "MARBLES_STATE_DIR",
            "MARBLES_CONFIG",
            "MARBLES_CACHE_DIR",
            "NO_COLOR",
            "CLICOLOR_FORCE",
            "CLICOLOR",
            "COLUMNS",
            "LC_MESSAGES",
            "XDG_CONFIG_HOME",
            "config.toml",
            "history.txt",
        ] {
            assert!(page.contains(name), "no {name}");
        }
        for command in COMMANDS {
            let usage = command.usage.replace('-', "\\-");
            assert!(page.contains(&usage), "no {usage}");
        }
    }

    fn page() -> String {
        let mut out = Vec::new();
        run(&mut out).expect("man page");
        String::from_utf8(out).expect("utf-8")
    }

    /// What mandoc's lint warned of (issue 34): a date it could not parse, `.br` around
    /// a blank line, backticks set as quotes. `tests/it/install.rs` runs mandoc itself.
    #[test]
    fn the_page_has_a_date_no_blank_lines_and_no_backticks() {
        let page = page();
        assert!(
            page.contains(&format!(
                ".TH MARBLES 1 {RELEASED_ON} \"marbles {}\" \"User Commands\"\n",
                env!("CARGO_PKG_VERSION")
            )),
            "{}",
            &page[..300]
        );
        assert!(!page.contains("\n\n"), "a blank line");
        assert!(!page.contains('`'), "a backtick");
        assert_eq!(page.matches(".ds Aq").count(), 2, "the preamble once");
        assert!(page.contains("\\fBmarbles history\\fR"), "quoted in bold");
    }

    #[test]
    fn the_page_is_dated_the_day_its_version_was_released() {
        let changelog = include_str!("../../CHANGELOG.md");
        let heading = format!("\n## [{}] - {RELEASED_ON}\n", env!("CARGO_PKG_VERSION"));
        assert!(
            changelog.contains(&heading),
            "CHANGELOG.md has no {heading:?}"
        );
    }

    /// MARBLES_DATA_DIR moves the state folder too (store::state_dir), and the line
    /// history is in the state folder.
    #[test]
    fn the_environment_and_files_say_where_the_state_goes() {
        let page = page();
        let data = page
            .split(".TP\n\\fBMARBLES_DATA_DIR\\fR\n")
            .nth(1)
            .and_then(|rest| rest.split(".TP").next())
            .expect("MARBLES_DATA_DIR");
        assert!(data.contains("state folder"), "{data}");
        assert!(page.contains("\\fI~/.local/state/marbles/history.txt\\fR"));
    }

    #[test]
    fn quoted_words_are_bold_and_the_rest_roman() {
        let mut roff = Roff::new();
        roff.text(prose("type `quit` to leave, `it-s` too"));
        assert_eq!(
            roff.to_roff(),
            "type \\fBquit\\fR to leave, \\fBit\\-s\\fR too\n"
        );
        assert_eq!(
            tidy(".TP\nsee `marbles history` and ` alone\n.br\n\n.br\nnext\n"),
            ".TP\nsee `marbles history` and ` alone\n.sp\nnext\n".replace(
                "see `marbles history` and ` alone",
                "see \\(oqmarbles history\\(oq and \\(oq alone"
            )
        );
        assert_eq!(tidy("a `b` c\n"), "a \\fBb\\fR c\n");
    }

    #[test]
    fn prose_is_a_paragraph_and_examples_stay_examples() {
        let roff =
            ".SH EXTRA\nGames are the saves.\nEach has a number.\n\nExamples:\n  marbles history\n";
        let page = examples_heading(roff);
        assert!(
            page.contains(".PP\nGames are the saves. Each has a number.\n"),
            "{page}"
        );
        assert!(
            page.contains(".SH EXAMPLES\n.nf\n  marbles history\n.fi\n"),
            "{page}"
        );
        assert!(!page.contains("Examples:"), "{page}");
        let page = examples_heading(
            ".SH EXTRA\nExamples:\n  marbles a\n\n  marbles b\n\nA note on\nthem.\n",
        );
        assert_eq!(
            page,
            ".SH EXAMPLES\n.nf\n  marbles a\n.sp\n  marbles b\n.fi\n.PP\nA note on them.\n"
        );
    }
}
