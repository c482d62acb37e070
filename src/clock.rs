//! Time as people read it: when a game started, in the local time of the table, with
//! its offset from UTC, for save names, exports, `history` and `stats --since`.
//!
//! A save records its start as RFC 3339 (`created`). Saves written before this module
//! carry UTC with a `Z` (`2026-11-29T14:30:05Z`): the instant is known, the table's
//! offset is not, so such a stamp is shown in the local time zone of whoever reads it.
//! New stamps carry the offset they were made in (`2026-11-29T15:30:05+01:00`), and are
//! shown as the table saw them wherever they are read later.
//!
//! Only [`Stamp::now`] and the `*_here` helpers read the clock or the system time zone;
//! everything else takes them as arguments, so tests pin both.

use std::fmt;
use std::sync::Arc;

use jiff::fmt::temporal::{Pieces, PiecesOffset};
use jiff::tz::{Offset, TimeZone};
use jiff::{Timestamp, civil::Date};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use thiserror::Error;

/// A moment a game started, with the table's offset from UTC when it is known.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Stamp {
    instant: Timestamp,
    /// `None` for an old save's `…Z` stamp: the instant is exact, the local offset
    /// was not recorded.
    offset: Option<Offset>,
}

/// Why a time or date could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClockError {
    /// A save's `created` stamp is not an RFC 3339 time.
    Stamp {
        /// What was read.
        text: String,
        /// What the parser said.
        reason: String,
    },
    /// A date given by a person (`--since`) is not a date.
    Date {
        /// What was given.
        text: String,
    },
    /// The date exists, but not as a local time (a time zone's lost day).
    NoSuchDay {
        /// The date.
        date: String,
        /// What the time zone library said.
        reason: String,
    },
}

impl Stamp {
    /// Now, in the system's time zone, to the second (what a new save records).
    pub(crate) fn now() -> Stamp {
        Stamp::at(Timestamp::now(), &TimeZone::system())
    }

    /// `instant`, to the second, with the offset `zone` has then.
    pub(crate) fn at(instant: Timestamp, zone: &TimeZone) -> Stamp {
        // Whole seconds: save names and the pad never show less, and a stamp must
        // round-trip through its own text.
        let instant = Timestamp::from_second(instant.as_second()).unwrap_or(instant);
        Stamp {
            instant,
            offset: Some(zone.to_offset(instant)),
        }
    }

    /// Reads a save's `created` stamp: RFC 3339 with an offset (`+01:00`) or in UTC
    /// (`Z`, as saves written before local times were). Fractions of a second are kept
    /// in the instant.
    pub fn parse(text: &str) -> Result<Stamp, ClockError> {
        let failed = |reason: String| ClockError::Stamp {
            text: text.to_owned(),
            reason,
        };
        let trimmed = text.trim();
        let instant: Timestamp = trimmed
            .parse()
            .map_err(|e: jiff::Error| failed(e.to_string()))?;
        let pieces = Pieces::parse(trimmed).map_err(|e| failed(e.to_string()))?;
        let offset = match pieces.offset() {
            Some(PiecesOffset::Numeric(numeric)) => Some(numeric.offset()),
            // `Z` (and `-00:00`) say the offset from local time is unknown.
            _ => None,
        };
        Ok(Stamp { instant, offset })
    }

    /// The instant, for ordering and for `--since`.
    pub(crate) fn instant(&self) -> Timestamp {
        self.instant
    }

    #[cfg(test)]
    /// The offset from UTC recorded with the stamp; `None` for an old UTC-only stamp.
    pub(crate) fn offset(&self) -> Option<Offset> {
        self.offset
    }

    /// The same instant with a known offset: its own, or the one `zone` has then.
    pub(crate) fn in_zone(&self, zone: &TimeZone) -> Stamp {
        Stamp {
            instant: self.instant,
            offset: Some(self.offset.unwrap_or_else(|| zone.to_offset(self.instant))),
        }
    }

    /// Like [`in_zone`](Stamp::in_zone), with the system's time zone.
    pub(crate) fn here(&self) -> Stamp {
        self.in_zone(&TimeZone::system())
    }

    /// RFC 3339 as recorded: `2026-11-29T14:30:05+01:00`, or `…Z` when the offset is
    /// unknown (use [`in_zone`](Stamp::in_zone) first to show local time).
    pub(crate) fn rfc3339(&self) -> String {
        match self.offset {
            Some(offset) => self.instant.display_with_offset(offset).to_string(),
            None => self.instant.to_string(),
        }
    }

    /// The wall-clock date and time at the stamp's offset (UTC when unknown).
    pub(crate) fn wall_clock(&self) -> jiff::civil::DateTime {
        self.offset.unwrap_or(Offset::UTC).to_datetime(self.instant)
    }

    /// The stamp as the start of a save's file name, in its own wall-clock time:
    /// `2026-11-29T14-30-05` (no colons, which some file systems refuse; no offset,
    /// so the names of one table sort by time).
    pub fn file_stem(&self) -> String {
        self.wall_clock().strftime("%Y-%m-%dT%H-%M-%S").to_string()
    }
}

/// Where "now" comes from for what is stamped while a game goes on (when it finished):
/// the system's clock at the table, a stopped one in tests. Passed down by the binary
/// as `created` is, so the library never reads the time itself.
#[derive(Clone)]
pub struct Clock(Arc<dyn Fn() -> Stamp + Send + Sync>);

impl Clock {
    /// The system's clock and time zone ([`Stamp::now`]).
    pub(crate) fn system() -> Clock {
        Clock(Arc::new(Stamp::now))
    }

    /// A clock stopped at `stamp`.
    pub fn fixed(stamp: Stamp) -> Clock {
        Clock(Arc::new(move || stamp))
    }

    /// A clock stopped at one moment of a Sunday evening, for tests that need a clock
    /// and not any moment in particular.
    #[cfg(test)]
    pub(crate) fn stopped() -> Clock {
        Clock::fixed(Stamp::parse("2026-11-29T15:42:05+01:00").expect("a stamp"))
    }

    #[cfg(test)]
    /// A clock that asks `now` each time (a test's clock that moves).
    pub(crate) fn from_fn(now: impl Fn() -> Stamp + Send + Sync + 'static) -> Clock {
        Clock(Arc::new(now))
    }

    /// The time now, by this clock.
    pub(crate) fn now(&self) -> Stamp {
        (self.0)()
    }
}

impl fmt::Debug for Clock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Clock")
    }
}

/// How long a game lasted, in whole minutes, from its start to its end: `None` when
/// either is unknown or the end is before the start (a clock put back, a hand edit).
pub(crate) fn minutes_between(start: Option<&Stamp>, end: Option<&Stamp>) -> Option<u64> {
    let seconds = end?.instant().as_second() - start?.instant().as_second();
    u64::try_from(seconds).ok().map(|s| s / 60)
}

/// RFC 3339 as recorded, as [`Stamp::rfc3339`].
impl fmt::Display for Stamp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.rfc3339())
    }
}

/// Ordered by instant; the offset breaks ties only so that the order is total.
impl Ord for Stamp {
    fn cmp(&self, other: &Stamp) -> std::cmp::Ordering {
        self.instant.cmp(&other.instant).then_with(|| {
            let seconds = |s: &Stamp| s.offset.map(|o| o.seconds());
            seconds(self).cmp(&seconds(other))
        })
    }
}

impl PartialOrd for Stamp {
    fn partial_cmp(&self, other: &Stamp) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// Serialised as its RFC 3339 text (the JSON `started` field).
impl Serialize for Stamp {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.rfc3339())
    }
}

impl<'de> Deserialize<'de> for Stamp {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Stamp, D::Error> {
        let text = String::deserialize(deserializer)?;
        Stamp::parse(&text).map_err(serde::de::Error::custom)
    }
}

/// When a game began, as its save records it (`created`): the moment, read once as the
/// save is, and the text as written, which the save keeps byte for byte. A save edited
/// by hand may hold text that is no time: such a save still loads and plays, its start
/// unknown (`history` and exports leave it out).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Created {
    text: String,
    stamp: Option<Stamp>,
}

impl Created {
    /// A game that began at `stamp`.
    pub(crate) fn at(stamp: Stamp) -> Created {
        Created {
            text: stamp.rfc3339(),
            stamp: Some(stamp),
        }
    }

    /// The moment, unless the save's text is no time.
    pub(crate) fn stamp(&self) -> Option<Stamp> {
        self.stamp
    }

    /// The text as the save holds it.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

/// Read as a save's `created` is: the moment where the text is one.
impl From<&str> for Created {
    fn from(text: &str) -> Created {
        Created {
            text: text.to_owned(),
            stamp: Stamp::parse(text).ok(),
        }
    }
}

impl From<String> for Created {
    fn from(text: String) -> Created {
        let stamp = Stamp::parse(&text).ok();
        Created { text, stamp }
    }
}

impl PartialEq<&str> for Created {
    fn eq(&self, other: &&str) -> bool {
        self.text == *other
    }
}

impl Serialize for Created {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text)
    }
}

impl<'de> Deserialize<'de> for Created {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Created, D::Error> {
        String::deserialize(deserializer).map(Created::from)
    }
}

/// The first instant of a day in `zone`, from a date a person typed (`2026-11-20`):
/// what `stats --since` compares start times with.
pub(crate) fn start_of_day(text: &str, zone: &TimeZone) -> Result<Timestamp, ClockError> {
    let date: Date = text.trim().parse().map_err(|_| ClockError::Date {
        text: text.to_owned(),
    })?;
    date.to_zoned_datetime(zone.clone())
        .map(|day| day.timestamp())
        .map_err(|e| ClockError::NoSuchDay {
            date: date.to_string(),
            reason: e.to_string(),
        })
}

/// Like [`start_of_day`], in the system's time zone.
pub(crate) fn start_of_day_here(text: &str) -> Result<Timestamp, ClockError> {
    start_of_day(text, &TimeZone::system())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_saves_created_is_read_once_and_kept_as_written() {
        let moment = Stamp::parse("2026-11-29T14:30:05+01:00").expect("a stamp");
        let at = Created::at(moment);
        assert_eq!(at, "2026-11-29T14:30:05+01:00");
        assert_eq!(at.stamp(), Some(moment));
        // As a save holds it: the text byte for byte, the moment where it is one, and
        // text that is no time kept too, its moment unknown.
        for (text, stamp) in [
            ("2026-11-29T14:30:05+01:00", Some(moment)),
            (
                "2026-11-27T19:15:00Z",
                Stamp::parse("2026-11-27T19:15:00Z").ok(),
            ),
            ("yesterday", None),
        ] {
            let json = format!("\"{text}\"");
            let created: Created = serde_json::from_str(&json).expect("a string");
            assert_eq!(created.as_str(), text);
            assert_eq!(created.stamp(), stamp, "{text}");
            assert_eq!(serde_json::to_string(&created).expect("text"), json);
        }
    }

    /// Oslo's rules as a POSIX TZ string, so the tests need no time zone database.
    fn oslo() -> TimeZone {
        TimeZone::posix("CET-1CEST,M3.5.0,M10.5.0/3").expect("a POSIX time zone")
    }

    fn instant(text: &str) -> Timestamp {
        text.parse().expect("a timestamp")
    }

    #[test]
    fn a_stamp_now_carries_the_local_offset_and_whole_seconds() {
        let stamp = Stamp::at(instant("2026-11-29T13:30:05.75Z"), &oslo());
        assert_eq!(stamp.rfc3339(), "2026-11-29T14:30:05+01:00");
        assert_eq!(stamp.file_stem(), "2026-11-29T14-30-05");
        // Summer time moves the offset, and the name follows the wall clock.
        let summer = Stamp::at(instant("2026-06-01T18:00:00Z"), &oslo());
        assert_eq!(summer.rfc3339(), "2026-06-01T20:00:00+02:00");
        assert_eq!(summer.file_stem(), "2026-06-01T20-00-00");
    }

    #[test]
    fn a_stamp_reads_back_what_it_wrote() {
        let stamp = Stamp::at(instant("2026-11-29T13:30:05Z"), &oslo());
        assert_eq!(Stamp::parse(&stamp.rfc3339()), Ok(stamp));
        let west = Stamp::parse("2026-11-29T08:30:05-05:00").expect("parses");
        assert_eq!(west.instant(), stamp.instant());
        assert_eq!(west.rfc3339(), "2026-11-29T08:30:05-05:00");
    }

    #[test]
    fn an_old_utc_stamp_keeps_its_instant_and_shows_in_local_time() {
        let old = Stamp::parse("2026-11-29T13:30:05Z").expect("the format of old saves");
        assert_eq!(old.offset(), None);
        assert_eq!(old.rfc3339(), "2026-11-29T13:30:05Z");
        let local = old.in_zone(&oslo());
        assert_eq!(local.rfc3339(), "2026-11-29T14:30:05+01:00");
        assert_eq!(local.instant(), old.instant());
        // A recorded offset is the table's, and stays.
        let recorded = Stamp::parse("2026-11-29T08:30:05-05:00").expect("parses");
        assert_eq!(recorded.in_zone(&oslo()), recorded);
    }

    #[test]
    fn a_stamp_that_is_not_a_time_says_what_one_looks_like() {
        for text in ["", "t", "2026-11-29", "2026-11-29T14:30:05", "yesterday"] {
            let err = Stamp::parse(text).expect_err(text);
            assert!(
                err.to_string().contains("2026-11-29T14:30:05+01:00"),
                "{err}"
            );
        }
    }

    #[test]
    fn stamps_order_by_instant_whatever_their_offset() {
        let early = Stamp::parse("2026-11-29T14:30:05+01:00").expect("parses");
        let late = Stamp::parse("2026-11-29T09:00:00-05:00").expect("parses");
        assert!(early < late);
    }

    #[test]
    fn a_stamp_serialises_as_its_text() {
        let stamp = Stamp::parse("2026-11-29T14:30:05+01:00").expect("parses");
        let json = serde_json::to_string(&stamp).expect("json");
        assert_eq!(json, "\"2026-11-29T14:30:05+01:00\"");
        assert_eq!(serde_json::from_str::<Stamp>(&json).expect("back"), stamp);
    }

    #[test]
    fn a_fixed_clock_stays_and_a_duration_counts_whole_minutes() {
        let start = Stamp::parse("2026-11-29T14:30:05+01:00").expect("parses");
        let clock = Clock::fixed(start);
        assert_eq!(clock.now(), start);
        assert_eq!(clock.clone().now(), start);
        let end = |text: &str| Stamp::parse(text).expect("parses");
        let lasted = |text: &str| minutes_between(Some(&start), Some(&end(text)));
        assert_eq!(lasted("2026-11-29T15:42:04+01:00"), Some(71));
        assert_eq!(lasted("2026-11-29T15:42:05+01:00"), Some(72));
        // The same instant at another offset.
        assert_eq!(lasted("2026-11-29T14:42:05Z"), Some(72));
        assert_eq!(lasted("2026-11-29T14:30:59+01:00"), Some(0));
        assert_eq!(lasted("2026-11-29T14:30:04+01:00"), None, "before it began");
        assert_eq!(minutes_between(None, Some(&start)), None);
        assert_eq!(minutes_between(Some(&start), None), None);
    }

    #[test]
    fn since_a_date_means_from_local_midnight() {
        let start = start_of_day("2026-11-20", &oslo()).expect("a date");
        assert_eq!(start, instant("2026-11-19T23:00:00Z"));
        let err = start_of_day("20/11/2026", &oslo()).expect_err("not ISO");
        assert!(err.to_string().contains("2026-11-20"), "{err}");
        assert!(start_of_day("2026-02-30", &oslo()).is_err());
    }
}
