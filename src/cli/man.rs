//! `marbles man`: the manual page in roff, generated from the command-line
//! definitions, with a section per subcommand so `man marbles` is the whole manual.

use std::io::Write;

use clap_mangen::Man;

use super::CliError;
use crate::config::Lang;
use crate::render::Locale;

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
    let mut tail = Vec::new();
    man.render_extra_section(&mut tail)?;
    man.render_version_section(&mut tail)?;
    page.write_all(examples_heading(&String::from_utf8_lossy(&tail)).as_bytes())?;
    out.write_all(&page)?;
    Ok(())
}

/// clap_mangen heads the `after_help` text "EXTRA" and lets man refill it; ours is
/// always examples laid out in columns, so it is headed EXAMPLES and kept unfilled
/// (`.nf`), or a command and its comment run together.
fn examples_heading(roff: &str) -> String {
    let Some((before, after)) = roff.split_once(".SH EXTRA\n") else {
        return roff.to_owned();
    };
    let (examples, rest) = match after.find("\n.SH") {
        Some(end) => (&after[..=end], &after[end + 1..]),
        None => (after, ""),
    };
    let examples = examples.strip_prefix("Examples:\n").unwrap_or(examples);
    if examples.trim().is_empty() {
        return format!("{before}{rest}");
    }
    format!("{before}.SH EXAMPLES\n.nf\n{examples}.fi\n{rest}")
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
}
