//! `marbles man`: the manual page in roff, generated from the command-line
//! definitions, with a section per subcommand so `man marbles` is the whole manual,
//! then the table's commands, exit status, environment and files.

use std::io::Write;

use clap_mangen::Man;

use super::CliError;
use crate::locale::Lang;
use crate::render::{Locale, message};
use crate::repl::COMMANDS;
use crate::text;

/// Writes the manual page to `out`.
pub(super) fn run(out: &mut dyn Write) -> Result<(), CliError> {
    // The manual page is English under every language (README, "Norsk").
    let command = Locale::of(Lang::En).scope(super::help::command);
    let mut page = Vec::new();
    let man = Man::new(command.clone());
    man.render_title(&mut page)?;
    man.render_name_section(&mut page)?;
    man.render_synopsis_section(&mut page)?;
    man.render_description_section(&mut page)?;
    man.render_options_section(&mut page)?;
    // clap_mangen's subcommand section lists names only; the manual should say how
    // to use each one, so each gets its own section with its options and examples.
    for sub in command.get_subcommands() {
        let name = sub.get_name();
        writeln!(page, ".SH \"MARBLES {}\"", name.to_uppercase())?;
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
    Locale::of(Lang::En).scope(|| reference_sections(&mut page))?;
    let mut tail = Vec::new();
    man.render_extra_section(&mut tail)?;
    man.render_version_section(&mut tail)?;
    page.write_all(examples_heading(&String::from_utf8_lossy(&tail)).as_bytes())?;
    out.write_all(&page)?;
    Ok(())
}

/// The sections man(7) expects of a command that keeps files and reads the
/// environment: the REPL's commands, EXIT STATUS, ENVIRONMENT and FILES.
fn reference_sections(page: &mut Vec<u8>) -> std::io::Result<()> {
    writeln!(page, ".SH \"COMMANDS AT THE TABLE\"")?;
    writeln!(page, "{}", roff_text(&text!("man-repl-intro")))?;
    for command in COMMANDS {
        let aliases = if command.aliases.is_empty() {
            String::new()
        } else {
            format!(" [{}]", command.aliases.join(", "))
        };
        writeln!(page, ".TP\n\\fB{}\\fR{}", roff_text(command.usage), aliases)?;
        writeln!(page, "{}", roff_text(&message(command.summary, &[])))?;
    }
    writeln!(
        page,
        ".SH \"EXIT STATUS\"\n{}",
        roff_text(&text!("man-exit-status"))
    )?;
    writeln!(
        page,
        ".SH ENVIRONMENT\n{}",
        roff_text(&text!("man-environment-intro"))
    )?;
    let variables = [
        ("MARBLES_DATA_DIR", text!("man-env-data")),
        ("MARBLES_STATE_DIR", text!("man-env-state")),
        ("MARBLES_CONFIG", text!("man-env-config")),
        ("MARBLES_CACHE_DIR", text!("man-env-cache")),
        ("NO_COLOR", text!("man-env-no-color")),
        ("CLICOLOR_FORCE", text!("man-env-clicolor-force")),
        ("COLUMNS", text!("man-env-columns")),
        ("LC_ALL, LC_MESSAGES, LANG", text!("man-env-lang")),
        (
            "XDG_DATA_HOME, XDG_STATE_HOME, XDG_CONFIG_HOME, XDG_CACHE_HOME",
            text!("man-env-xdg"),
        ),
    ];
    for (name, meaning) in variables {
        writeln!(page, ".TP\n\\fB{name}\\fR\n{}", roff_text(&meaning))?;
    }
    writeln!(page, ".SH FILES\n{}", roff_text(&text!("man-files-intro")))?;
    let files = [
        ("~/.local/share/marbles/games/", text!("man-file-games")),
        ("~/.local/state/marbles/", text!("man-file-state")),
        ("~/.config/marbles/config.toml", text!("man-file-config")),
        ("~/.cache/marbles/", text!("man-file-cache")),
    ];
    for (path, meaning) in files {
        writeln!(page, ".TP\n\\fI{path}\\fR\n{}", roff_text(&meaning))?;
    }
    Ok(())
}

/// Text as roff reads it: backslashes doubled, and a line that would start with a
/// control character (`.` or `'`) guarded.
fn roff_text(text: &str) -> String {
    text.replace('\\', "\\\\")
        .lines()
        .map(|line| {
            if line.starts_with(['.', '\'']) {
                format!("\\&{line}")
            } else {
                line.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
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
    if !examples.trim().is_empty() {
        out.push_str(&format!(".SH EXAMPLES\n.nf\n{examples}.fi\n"));
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
            "COLUMNS",
            "LC_MESSAGES",
            "XDG_CONFIG_HOME",
            "config.toml",
        ] {
            assert!(page.contains(name), "no {name}");
        }
        for command in COMMANDS {
            assert!(page.contains(command.usage), "no {}", command.usage);
        }
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
    }
}
