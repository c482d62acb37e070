//! The languages marbles speaks, and how one is chosen: `--lang`, then the config
//! file, then the locale the environment names.
//!
//! Each language is one line of `languages!` (below): its variant, its tag, the locale
//! names that mean it and its name in itself. The line also embeds the language's
//! catalogue files (`locales/<tag>/<area>.ftl`, one per [`AREAS`] entry), so a
//! language without a file for an area does not compile.

use std::fmt;

use serde::{Deserialize, Serialize};

pub use super::areas::AREAS;

/// Declares [`Lang`] from one line per language: `Variant => "tag", [locale names…],
/// "name in itself";`. The first line is the default.
macro_rules! languages {
    ($default:ident => $dtag:literal, [$($dlocale:literal),*], $dname:literal;
     $($variant:ident => $tag:literal, [$($locale:literal),*], $name:literal;)*) => {
        /// The language marbles speaks, for the text layer's message catalogues.
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
        #[serde(try_from = "String", into = "String")]
        pub enum Lang {
            #[doc = $dname]
            #[default]
            $default,
            $(
                #[doc = $name]
                $variant,
            )*
        }

        impl Lang {
            /// Every language, the default first.
            pub const ALL: &'static [Lang] = &[Lang::$default $(, Lang::$variant)*];

            /// The BCP 47 tag, as the config file and `--lang` write it.
            pub const fn tag(self) -> &'static str {
                match self {
                    Lang::$default => $dtag,
                    $(Lang::$variant => $tag,)*
                }
            }

            /// The language's name in itself (`English`, `norsk bokmål`).
            pub(crate) const fn name(self) -> &'static str {
                match self {
                    Lang::$default => $dname,
                    $(Lang::$variant => $name,)*
                }
            }

            /// The primary language subtags of locales that mean this language.
            const fn locales(self) -> &'static [&'static str] {
                match self {
                    Lang::$default => &[$($dlocale),*],
                    $(Lang::$variant => &[$($locale),*],)*
                }
            }

            /// The catalogue's sources, one per [`AREAS`] entry, embedded in the binary.
            pub fn catalogue(self) -> [(&'static str, &'static str); AREAS.len()] {
                match self {
                    Lang::$default => catalogue!($dtag),
                    $(Lang::$variant => catalogue!($tag),)*
                }
            }
        }
    };
}

/// The `(area, source)` pairs of one language's catalogue files.
macro_rules! catalogue {
    ($tag:literal) => {
        [
            catalogue!(@file $tag, "game"),
            catalogue!(@file $tag, "table"),
            catalogue!(@file $tag, "reports"),
            catalogue!(@file $tag, "exports"),
            catalogue!(@file $tag, "cli"),
            catalogue!(@file $tag, "errors"),
        ]
    };
    (@file $tag:literal, $area:literal) => {
        (
            concat!($tag, "/", $area, ".ftl"),
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/locales/", $tag, "/", $area, ".ftl")),
        )
    };
}

languages! {
    En => "en", ["en"], "English";
    Nb => "nb", ["nb", "no", "nn"], "norsk bokmål";
}

impl Lang {
    /// The language a locale name means: `nb_NO.UTF-8`, `nb`, `no_NO`, `nn_NO` → Bokmål,
    /// `en_GB.UTF-8` → English; `C`, `POSIX` and languages marbles does not speak →
    /// `None`.
    pub(crate) fn from_locale(locale: &str) -> Option<Lang> {
        let primary = locale
            .trim()
            .split(['_', '-', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL
            .iter()
            .copied()
            .find(|lang| lang.locales().contains(&primary.as_str()))
    }

    #[cfg(test)]
    /// The language the environment asks for, as the C library reads it: the first
    /// of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set and not empty decides, and a
    /// locale marbles does not speak (`C`, `POSIX`, `de_DE`) means the default.
    /// `var` reads one variable (`std::env::var(name).ok()` in the binary).
    pub(crate) fn from_environment(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|value| !value.trim().is_empty())
            .and_then(|value| Lang::from_locale(&value))
            .unwrap_or_default()
    }

    /// The language chosen at start-up: `--lang` if given, else the config file's
    /// `lang` if it has one, else the environment's.
    pub(crate) fn choose(
        flag: Option<Lang>,
        config: Option<Lang>,
        var: impl Fn(&str) -> Option<String>,
    ) -> Lang {
        Lang::choose_from(flag, config, var).0
    }

    /// Like [`choose`](Lang::choose), also saying what decided, for `marbles config`.
    pub(crate) fn choose_from(
        flag: Option<Lang>,
        config: Option<Lang>,
        var: impl Fn(&str) -> Option<String>,
    ) -> (Lang, LangSource) {
        if let Some(lang) = flag {
            return (lang, LangSource::Flag);
        }
        if let Some(lang) = config {
            return (lang, LangSource::Config);
        }
        let set = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .find_map(|name| {
                var(name)
                    .filter(|v| !v.trim().is_empty())
                    .map(|v| (name, v))
            });
        match set {
            Some((name, value)) => match Lang::from_locale(&value) {
                Some(lang) => (lang, LangSource::Environment { name, value }),
                None => (Lang::default(), LangSource::Unspoken { name, value }),
            },
            None => (Lang::default(), LangSource::Default),
        }
    }
}

/// What chose the language ([`Lang::choose_from`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum LangSource {
    /// `--lang`.
    Flag,
    /// The config file's `lang`.
    Config,
    /// A locale variable naming a language marbles speaks.
    Environment {
        /// `LC_ALL`, `LC_MESSAGES` or `LANG`.
        name: &'static str,
        /// Its value.
        value: String,
    },
    /// A locale variable naming a language marbles does not speak (`C`, `de_DE`):
    /// the default holds.
    Unspoken {
        /// `LC_ALL`, `LC_MESSAGES` or `LANG`.
        name: &'static str,
        /// Its value.
        value: String,
    },
    /// Nothing set: the default.
    Default,
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl std::str::FromStr for Lang {
    type Err = String;

    /// For `--lang`: the same names as the config file.
    fn from_str(text: &str) -> Result<Lang, String> {
        Lang::try_from(text.to_owned())
    }
}

impl TryFrom<String> for Lang {
    type Error = String;

    /// `en` or `nb`; `no` and `nb-NO` are Bokmål too, as systems often say it.
    fn try_from(text: String) -> Result<Lang, String> {
        if text.contains('.') || text.trim().is_empty() {
            return Err(unknown(&text));
        }
        Lang::from_locale(&text).ok_or_else(|| unknown(&text))
    }
}

/// The refusal of a language name, listing the ones there are.
fn unknown(text: &str) -> String {
    let known: Vec<String> = Lang::ALL
        .iter()
        .map(|lang| format!("\"{}\" ({})", lang.tag(), lang.name()))
        .collect();
    format!(
        "`{text}` is not a language marbles speaks: write {}",
        known.join(" or ")
    )
}

impl From<Lang> for String {
    fn from(lang: Lang) -> String {
        lang.tag().to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn env<'a>(pairs: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            pairs
                .iter()
                .find(|(key, _)| *key == name)
                .map(|(_, value)| (*value).to_owned())
        }
    }

    #[test]
    fn norwegian_locales_mean_bokmal_and_the_rest_english() {
        for locale in ["nb_NO.UTF-8", "nb", "no_NO", "nn_NO", "NB-no", "nb_NO@euro"] {
            assert_eq!(Lang::from_locale(locale), Some(Lang::Nb), "{locale}");
        }
        assert_eq!(Lang::from_locale("en_GB.UTF-8"), Some(Lang::En));
        for locale in ["C", "POSIX", "C.UTF-8", "de_DE.UTF-8", ""] {
            assert_eq!(Lang::from_locale(locale), None, "{locale}");
        }
    }

    #[test]
    fn lc_all_then_lc_messages_then_lang_decide() {
        let nb = "nb_NO.UTF-8";
        assert_eq!(Lang::from_environment(env(&[])), Lang::En);
        assert_eq!(Lang::from_environment(env(&[("LANG", nb)])), Lang::Nb);
        assert_eq!(
            Lang::from_environment(env(&[("LANG", "en_US.UTF-8"), ("LC_MESSAGES", nb)])),
            Lang::Nb
        );
        assert_eq!(
            Lang::from_environment(env(&[("LC_ALL", "C"), ("LANG", nb)])),
            Lang::En
        );
        assert_eq!(
            Lang::from_environment(env(&[("LC_ALL", ""), ("LANG", nb)])),
            Lang::Nb
        );
    }

    #[test]
    fn the_flag_beats_the_config_which_beats_the_environment() {
        let nb = env(&[("LANG", "nb_NO.UTF-8")]);
        assert_eq!(Lang::choose(Some(Lang::En), Some(Lang::Nb), &nb), Lang::En);
        assert_eq!(Lang::choose(None, Some(Lang::En), &nb), Lang::En);
        assert_eq!(Lang::choose(None, None, &nb), Lang::Nb);
    }

    #[test]
    fn the_choice_says_what_made_it() {
        let nb = env(&[("LANG", "nb_NO.UTF-8"), ("LC_ALL", "")]);
        assert_eq!(
            Lang::choose_from(Some(Lang::En), Some(Lang::Nb), &nb),
            (Lang::En, LangSource::Flag)
        );
        assert_eq!(
            Lang::choose_from(None, Some(Lang::En), &nb),
            (Lang::En, LangSource::Config)
        );
        assert_eq!(
            Lang::choose_from(None, None, &nb),
            (
                Lang::Nb,
                LangSource::Environment {
                    name: "LANG",
                    value: "nb_NO.UTF-8".into()
                }
            )
        );
        let c = env(&[("LC_ALL", "C"), ("LANG", "nb_NO.UTF-8")]);
        assert!(matches!(
            Lang::choose_from(None, None, &c),
            (Lang::En, LangSource::Unspoken { name: "LC_ALL", .. })
        ));
        assert_eq!(
            Lang::choose_from(None, None, env(&[])),
            (Lang::En, LangSource::Default)
        );
    }

    #[test]
    fn a_name_is_its_tag_or_a_locale_name_for_it() {
        for lang in Lang::ALL {
            assert_eq!(lang.tag().parse::<Lang>(), Ok(*lang));
        }
        assert_eq!("nb-NO".parse::<Lang>(), Ok(Lang::Nb));
        assert_eq!("no".parse::<Lang>(), Ok(Lang::Nb));
        let err = "de".parse::<Lang>().expect_err("not spoken");
        assert!(err.contains("\"nb\""), "{err}");
    }
}
