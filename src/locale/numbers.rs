//! How points are grouped by thousands (`11,000`, `11 000`, `11.000`, `11000`): the
//! config's `numbers` setting, read where settings are read and used where numbers are
//! written.

use std::fmt;

use serde::{Deserialize, Serialize};

/// How points are grouped by thousands, as the config's `numbers` writes it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub(crate) enum NumberStyle {
    /// `11,000` (the default).
    #[default]
    Comma,
    /// `11 000`, grouped with a no-break space so a number never splits across lines.
    Space,
    /// `11.000`.
    Dot,
    /// `11000`.
    Plain,
}

impl NumberStyle {
    /// Every style, in the order a message lists them.
    pub(crate) const ALL: [NumberStyle; 4] = [
        NumberStyle::Comma,
        NumberStyle::Space,
        NumberStyle::Dot,
        NumberStyle::Plain,
    ];

    /// What goes between groups of three digits, if anything.
    pub(crate) const fn separator(self) -> Option<char> {
        match self {
            NumberStyle::Comma => Some(','),
            NumberStyle::Space => Some('\u{a0}'),
            NumberStyle::Dot => Some('.'),
            NumberStyle::Plain => None,
        }
    }

    /// The config value naming the style (`"1,000"`, `"1 000"`, `"1.000"`, `"1000"`).
    pub(crate) const fn example(self) -> &'static str {
        match self {
            NumberStyle::Comma => "1,000",
            NumberStyle::Space => "1 000",
            NumberStyle::Dot => "1.000",
            NumberStyle::Plain => "1000",
        }
    }

    /// The style that puts `separator` between thousands (any space is the space
    /// style): how a language's own grouping is named.
    pub(crate) fn of_separator(separator: Option<char>) -> NumberStyle {
        match separator {
            None => NumberStyle::Plain,
            Some(',') => NumberStyle::Comma,
            Some('.') => NumberStyle::Dot,
            Some(_) => NumberStyle::Space,
        }
    }

    /// `n` in this style: `-11,000`.
    pub(crate) fn format(self, n: i64) -> String {
        let digits = n.unsigned_abs().to_string();
        let mut out = String::with_capacity(digits.len() + digits.len() / 3 + 1);
        if n < 0 {
            out.push('-');
        }
        for (i, c) in digits.chars().enumerate() {
            if let Some(separator) = self.separator()
                && i > 0
                && (digits.len() - i).is_multiple_of(3)
            {
                out.push(separator);
            }
            out.push(c);
        }
        out
    }
}

impl fmt::Display for NumberStyle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.example())
    }
}

impl TryFrom<String> for NumberStyle {
    type Error = String;

    /// One of the four examples; any space (a no-break one too) stands for the space.
    fn try_from(text: String) -> Result<NumberStyle, String> {
        let spaced: String = text
            .trim()
            .chars()
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .collect();
        NumberStyle::ALL
            .into_iter()
            .find(|style| style.example() == spaced)
            .ok_or_else(|| {
                format!(
                    "`{text}` is not a number style: write \"1,000\", \"1 000\", \"1.000\" or \"1000\""
                )
            })
    }
}

impl From<NumberStyle> for String {
    fn from(style: NumberStyle) -> String {
        style.example().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_style_groups_thousands_its_way() {
        let formatted: Vec<String> = NumberStyle::ALL.iter().map(|s| s.format(-11_000)).collect();
        assert_eq!(formatted, ["-11,000", "-11\u{a0}000", "-11.000", "-11000"]);
        assert_eq!(NumberStyle::Comma.format(950), "950");
        assert_eq!(NumberStyle::Comma.format(1_234_567), "1,234,567");
        assert_eq!(
            NumberStyle::Comma.format(i64::MIN),
            "-9,223,372,036,854,775,808"
        );
    }

    #[test]
    fn a_style_is_named_by_its_example() {
        for style in NumberStyle::ALL {
            assert_eq!(NumberStyle::try_from(style.to_string()), Ok(style));
        }
        assert_eq!(
            NumberStyle::try_from("1\u{a0}000".to_owned()),
            Ok(NumberStyle::Space)
        );
        for style in NumberStyle::ALL {
            assert_eq!(NumberStyle::of_separator(style.separator()), style);
        }
        assert_eq!(NumberStyle::of_separator(Some(' ')), NumberStyle::Space);
        let err = NumberStyle::try_from("1'000".to_owned()).expect_err("not a style");
        assert!(err.contains("\"1 000\""), "{err}");
    }
}
