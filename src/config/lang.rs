use std::fmt;

use serde::{Deserialize, Serialize};

/// The language marbles speaks, for the text layer's message catalogues.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Lang {
    /// English (`en`).
    #[default]
    En,
    /// Norwegian Bokmål (`nb`).
    Nb,
}

impl Lang {
    /// Every language, in the order a message lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Nb];

    /// The BCP 47 tag, as the config file writes it.
    pub const fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nb => "nb",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl TryFrom<String> for Lang {
    type Error = String;

    /// `en` or `nb`; `no` and `nb-NO` are Bokmål too, as systems often say it.
    fn try_from(text: String) -> Result<Lang, String> {
        match text.trim().to_ascii_lowercase().replace('_', "-").as_str() {
            "en" | "en-gb" | "en-us" => Ok(Lang::En),
            "nb" | "nb-no" | "no" | "no-no" => Ok(Lang::Nb),
            _ => Err(format!(
                "`{text}` is not a language marbles speaks: write \"en\" (English) or \"nb\" (Norwegian Bokmål)"
            )),
        }
    }
}

impl From<Lang> for String {
    fn from(lang: Lang) -> String {
        lang.tag().to_owned()
    }
}
