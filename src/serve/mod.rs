//! The live pad: a read-only view of the game for every phone at the table, served over
//! HTTP while the session lasts (`play --serve`, the REPL's `serve`).
//!
//! [`Live`] owns the server. It runs on threads of its own: one accepts connections and
//! one serves each, so a slow phone never holds up the table. The session
//! [`publish`](Live::publish)es the game after each accepted action, which only stores
//! the new state and hands it to each event stream's bounded queue without waiting; a
//! stream whose queue is full has fallen behind and is dropped (its page reconnects
//! and catches up). The page is a scoreboard and the HTML export's sections
//! (`export::html_sections`) under a header for the turn under way; its pad, chart
//! included, is drawn on a viewer's thread, never on the table's, and reaches the page
//! on the event stream itself, so a phone needs one connection to stay current.
//!
//! Nobody without the token can keep a phone out: a request head must arrive whole
//! within a couple of seconds; connections still sending theirs are few, fewest per
//! address, and the oldest make room for new ones; the slots for pages and streams
//! are taken only by requests that presented the token. Closing the pad (`serve
//! stop`, the session's end) tells every stream so before it ends.
//!
//! This module sits beside `repl` and `cli`, reading the modules its row of
//! ARCHITECTURE.md's Layers table names (the engine, `clock`, `json`, `store`, `render`
//! and `export`); nothing below it knows it exists.

mod address;
mod http;
mod page;
mod token;

pub(crate) use http::Route;
pub(crate) use token::Token;

use std::io::{self, Read, Write};
use std::net::{IpAddr, Shutdown, SocketAddr, TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, sync_channel};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use serde::Serialize;
use thiserror::Error;

use crate::clock::Stamp;
use crate::export::Export;
use crate::game::{Action, Event, Game, State, Step};
use crate::odds::Policy;
use crate::odds::win::Forecast;
use crate::rules::{Assessment, Points};
use crate::text;

/// Where the live pad listens unless told otherwise: this machine only, any free port.
pub(crate) const DEFAULT_ADDRESS: &str = "127.0.0.1:0";

/// The address to serve on: the one asked for, else the config file's `serve`, else
/// [`DEFAULT_ADDRESS`]. The one rule for `--serve` and the REPL's `serve`.
pub(crate) fn address_to_use<'a>(asked: Option<&'a str>, configured: Option<&'a str>) -> &'a str {
    asked.or(configured).unwrap_or(DEFAULT_ADDRESS)
}

/// Messages an event stream may have waiting before its viewer counts as stalled and
/// is dropped. A phone that keeps up has at most one or two.
pub(crate) const STREAM_QUEUE: usize = 32;

/// Connections that presented the token (pages and event streams) served at once;
/// more are closed. Fifty phones with a page load each fit well within it, and
/// nobody without the token can take one.
const MAX_SERVED: usize = 256;

/// Connections not yet past their request head (or answered without the token), from
/// anyone. A new one past this closes the oldest of the address holding the most, so
/// slow connections can delay a phone's request by no more than they can send.
const MAX_PENDING: usize = 64;

/// Of [`MAX_PENDING`], from one address: past it, that address's oldest is closed.
const PENDING_PER_ADDRESS: usize = 16;

/// How long a request's whole head may take to arrive; a browser sends it at once.
/// Measured against the clock only to time out reads, never to decide what a game does.
const HEAD_DEADLINE: Duration = Duration::from_secs(2);

/// How long a viewer may take to take a write.
const WRITE_TIMEOUT: Duration = Duration::from_secs(10);

/// How long closing the pad waits for its event streams to tell their phones.
const FAREWELL: Duration = Duration::from_secs(2);

/// A comment line on every quiet event stream this often, so that phones and routers
/// keep the connection open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// Why the live pad could not be opened.
#[derive(Debug, Error)]
pub enum ServeError {
    /// The address is not `IP:PORT`.
    #[error("{}", text!("serve-bad-address", address = address.as_str()))]
    Address {
        /// As given.
        address: String,
    },
    /// The address could not be bound: the port is taken, or the address is not this
    /// machine's.
    #[error("{}", text!("serve-cannot-bind", address = address.as_str(), reason = crate::render::os_reason(source)))]
    Bind {
        /// As given.
        address: String,
        /// What the system said.
        source: std::io::Error,
    },
    /// The system's random source failed, so no secret address could be made.
    #[error("{}", text!("serve-no-random", reason = reason.as_str()))]
    Random {
        /// What the system said.
        reason: String,
    },
    /// The system would not start a thread for the server.
    #[error("{}", text!("serve-no-thread", reason = crate::render::os_reason(source)))]
    Thread {
        /// What the system said.
        source: std::io::Error,
    },
}

/// The live pad while it runs. Dropping it closes the server: the session's end closes
/// it with everything else the session owns.
pub(crate) struct Live {
    url: String,
    bound: SocketAddr,
    hub: Arc<Hub>,
    accepting: Option<JoinHandle<()>>,
}

/// What the server threads share.
struct Hub {
    token: Token,
    /// Drawn when the server starts: the page's versions count within one run, and a
    /// pad from another run is taken whatever its version (after a crash, a reopened
    /// pad may count from lower than its phones last saw).
    run: u64,
    /// The port served: a request's `Host` must name it.
    port: u16,
    table: Table,
    /// The game as last published, and its JSON.
    now: Mutex<Now>,
    /// The queue of each open event stream.
    streams: Mutex<Vec<SyncSender<Message>>>,
    /// Event streams still running, and word when one ends (closing waits for them
    /// to say goodbye).
    streaming: (Mutex<usize>, Condvar),
    /// The page's changing part for the version it was drawn for.
    pad: Mutex<Option<(u64, Arc<str>)>>,
    /// The chances per standing: the table's own forecast, shared.
    forecast: Arc<Forecast>,
    doors: Mutex<Doors>,
    /// [`HEAD_DEADLINE`], shorter in tests.
    head_deadline: Duration,
    stopping: AtomicBool,
}

/// What an event stream is sent.
enum Message {
    /// The game's new `state.json`.
    State(Arc<str>),
    /// The table closed the pad.
    Closed,
}

/// Who holds a connection.
#[derive(Default)]
struct Doors {
    /// Connections not yet given a slot, oldest first.
    pending: Vec<Pending>,
    /// The next connection's number.
    next: u64,
    /// Connections that presented the token, being served.
    served: usize,
}

/// A connection still sending its request, or answered without the token.
struct Pending {
    id: u64,
    ip: IpAddr,
    /// A handle on the socket, to close it when it must make room.
    stream: TcpStream,
}

/// What stays the same while the session lasts.
struct Table {
    /// What a player must bank to open.
    open_at: Points,
    /// The total that wins.
    win_at: Points,
    /// The best play under the rules, for the chart's chances: the table's own (see
    /// `TableOdds::shared`), so the phones and the table read one solve.
    policy: Arc<Policy>,
    rules: Vec<String>,
    /// The house rules by their short names in the table's language, for the page.
    shown_rules: Vec<String>,
    hooks: bool,
    started: Option<Stamp>,
}

/// The game at its latest version.
struct Now {
    version: u64,
    state: Arc<State>,
    last_throw: Option<LastThrow>,
    /// What the step that made this version did, for the page to say.
    happened: Arc<[Happened]>,
    json: Arc<str>,
    /// The last throw as each number of actions left it (index: actions played), so
    /// that `undo` finds the one before without reading the game again.
    throws: Vec<Option<LastThrow>>,
}

/// Something a step did that the page says in words: "Ann banked 2,000", "Bob: BUST".
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Happened {
    /// Points banked, and the new total.
    Banked {
        /// Who banked.
        player: String,
        /// Points added.
        points: Points,
    },
    /// A throw that did not score, and the turn points lost.
    Bust {
        /// Who busted.
        player: String,
    },
    /// The Flood took a total.
    Flood {
        /// Whose.
        player: String,
        /// The total washed away.
        lost: Points,
    },
    /// An opening ran out of dice.
    OutOfDice {
        /// Whose.
        player: String,
    },
    /// The game is won.
    Won {
        /// The winners.
        players: Vec<String>,
    },
    /// `undo` took an action back.
    Undone(Action),
}

/// What a throw did, as the page says it and `state.json` names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum ThrowResult {
    /// Something to keep.
    Scores,
    /// Nothing to keep: the turn's points are lost.
    Bust,
    /// Four 2s: the thrower's total is washed away.
    Flood,
}

/// The last throw typed this turn or at the end of the last one, and what it offered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct LastThrow {
    /// Who threw.
    pub(crate) player: String,
    /// The faces, lowest first.
    pub(crate) dice: Vec<u8>,
    /// What the throw did: `scores`, `bust` or `flood` in `state.json`.
    pub(crate) result: ThrowResult,
    /// The most a keep from it scores (0 for a bust or Flood).
    pub(crate) best: Points,
}

/// The turn under way, as `state.json`'s `live.turn` gives it.
#[derive(Debug, Clone, Serialize)]
struct TurnNow<'a> {
    player: &'a str,
    total: Points,
    points: Points,
    in_hand: usize,
    /// The throw waiting for its keep, lowest first.
    throw: Option<Vec<u8>>,
}

/// `state.json`: the JSON export and what is happening now.
#[derive(Serialize)]
struct LiveState<'a> {
    #[serde(flatten)]
    export: &'a Export,
    live: LiveFacts<'a>,
}

#[derive(Serialize)]
struct LiveFacts<'a> {
    version: u64,
    turn: Option<TurnNow<'a>>,
    last_throw: Option<&'a LastThrow>,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Live {
    /// Binds `address` (`IP:PORT`; port 0 for any free one) and draws the token,
    /// serving nothing yet ([`Listening::start`] serves): `play --serve` binds before
    /// it creates the save, so an address that cannot be used costs no empty game.
    pub(crate) fn listen(address: &str) -> Result<Listening, ServeError> {
        Live::listen_again(address, None)
    }

    /// [`Live::listen`] for a game whose pad was open before (`serve` after `serve
    /// stop`, `resume --serve`): its token again, and its port when `address` leaves
    /// the port free (0) and that port is free now, so the phones' address still
    /// works; the versions go on from the last one they were sent. A port that was
    /// tried and found taken is [`Listening::taken`].
    pub(crate) fn listen_again(
        address: &str,
        before: Option<&PadIdentity>,
    ) -> Result<Listening, ServeError> {
        let wanted: SocketAddr = address.trim().parse().map_err(|_| ServeError::Address {
            address: address.to_owned(),
        })?;
        let token = match before {
            Some(pad) => pad.token.clone(),
            None => Token::new().map_err(|e| ServeError::Random {
                reason: e.to_string(),
            })?,
        };
        // Only where the port is left to marbles: a port asked for is the one used.
        let tried = before.filter(|pad| wanted.port() == 0 && pad.port != 0);
        let again =
            tried.and_then(|pad| TcpListener::bind(SocketAddr::new(wanted.ip(), pad.port)).ok());
        let taken = match (tried, &again) {
            (Some(pad), None) => Some(pad.port),
            _ => None,
        };
        let listener = match again {
            Some(listener) => listener,
            None => TcpListener::bind(wanted).map_err(|source| ServeError::Bind {
                address: address.to_owned(),
                source,
            })?,
        };
        let bound = listener.local_addr().map_err(|source| ServeError::Bind {
            address: address.to_owned(),
            source,
        })?;
        Ok(Listening {
            listener,
            bound,
            token,
            head_deadline: HEAD_DEADLINE,
            version: before.map_or(0, |pad| pad.version + 1),
            taken,
        })
    }

    /// What this pad is known by, to open it again at the same address.
    pub(crate) fn identity(&self) -> PadIdentity {
        PadIdentity {
            token: self.hub.token.clone(),
            port: self.hub.port,
            version: lock(&self.hub.now).version,
            url: Some(self.url.clone()),
        }
    }

    /// The address to open: `http://HOST:PORT/TOKEN/`.
    pub(crate) fn url(&self) -> &str {
        &self.url
    }

    #[cfg(test)]
    /// The version of the game last published: 0 at the start, one more for every
    /// accepted action.
    pub(crate) fn version(&self) -> u64 {
        lock(&self.hub.now).version
    }

    /// Shows the game as it stands now, after `step`, if it changed since last
    /// published. Never waits on a viewer: each event stream gets the new state in its
    /// queue, and one whose queue is full is dropped.
    pub(crate) fn publish(&self, game: &Game, step: &Step) {
        // Held to the end, so a stream that subscribes meanwhile gets this version
        // once: either as its first message or from its queue.
        let mut now = lock(&self.hub.now);
        if *now.state == *game.state() {
            return;
        }
        let mut throws = std::mem::take(&mut now.throws);
        let played = game.actions().len();
        let last_throw = match step {
            Step::Played { events, .. } | Step::Redone { events, .. } => {
                // What the actions before this one left, kept for an `undo` of it.
                let before = now.last_throw.clone();
                throws.resize(played.saturating_sub(1), None);
                throws.push(before.clone());
                thrown(game, events).or(before)
            }
            Step::Undone { .. } => {
                let back = match throws.get(played) {
                    Some(kept) => kept.clone(),
                    // Taken back past where the pad opened: only a throw waiting to
                    // be kept is known.
                    None => waiting_throw(game),
                };
                throws.truncate(played);
                back
            }
            // Moves already played were rewritten: what the view kept per move no
            // longer holds.
            Step::Amended { .. } => {
                throws.clear();
                waiting_throw(game)
            }
        };
        let happened = happened(game.state(), step);
        *now = self
            .hub
            .now_of(game, now.version + 1, last_throw, happened, throws);
        let mut streams = lock(&self.hub.streams);
        streams.retain(|stream| {
            stream
                .try_send(Message::State(Arc::clone(&now.json)))
                .is_ok()
        });
    }

    /// The URL as a QR code drawn with text, for a phone's camera, fitted to the
    /// screen's width (`render::table_width`): a code wrapped by the terminal cannot
    /// be scanned.
    pub(crate) fn qr_code(&self) -> Option<String> {
        // Colours reach standard output (a terminal, no NO_COLOR): the code is painted
        // black on white and reads the same on a light terminal and a dark one.
        let coloured =
            anstream::AutoStream::choice(&std::io::stdout()) != anstream::ColorChoice::Never;
        qr_code(
            &self.url,
            usize::from(crate::render::table_width()),
            coloured,
        )
    }
}

/// `url` as a QR code of at most `width` columns: with the standard quiet zone of four
/// modules when it fits, else with a border of two (phones still read it), else none
/// (the URL line stands on its own). `coloured`: black modules on a white ground set
/// by escape codes, the right way round on any terminal; else drawn light on dark, as
/// a camera expects on a dark terminal (the usual one; most phones read either).
fn qr_code(url: &str, width: usize, coloured: bool) -> Option<String> {
    use qrcode::render::unicode::Dense1x2;
    let code = qrcode::QrCode::new(url.as_bytes()).ok()?;
    let (dark, light) = if coloured {
        (Dense1x2::Dark, Dense1x2::Light)
    } else {
        (Dense1x2::Light, Dense1x2::Dark)
    };
    let draw = |quiet_zone: bool| {
        code.render::<Dense1x2>()
            .dark_color(dark)
            .light_color(light)
            .quiet_zone(quiet_zone)
            .build()
    };
    let painted = |text: String| {
        if !coloured {
            return text;
        }
        let ground = anstyle::AnsiColor::Black.on(anstyle::AnsiColor::BrightWhite);
        text.lines()
            .map(|line| format!("{ground}{line}{ground:#}"))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let columns = |text: &str| text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    let full = draw(true);
    if columns(&full) <= width {
        return Some(painted(full));
    }
    let bare = draw(false);
    // The narrow border is light: a full block drawn light on dark, a space on white.
    let blank = if coloured { " " } else { "█" };
    let side = blank.repeat(2);
    let inner = columns(&bare);
    if inner + 2 * side.chars().count() > width {
        return None;
    }
    let edge = blank.repeat(inner + 2 * side.chars().count());
    let mut out = edge.clone();
    for line in bare.lines() {
        out.push('\n');
        out.push_str(&format!("{side}{line}{side}"));
    }
    out.push('\n');
    out.push_str(&edge);
    Some(painted(out))
}

impl Drop for Live {
    /// Closes the server: no new connections, every event stream told the pad is
    /// closed and ended.
    fn drop(&mut self) {
        {
            let mut streams = lock(&self.hub.streams);
            self.hub.stopping.store(true, Ordering::SeqCst);
            // A stream whose queue is full has fallen behind and just ends.
            for stream in streams.drain(..) {
                let _ = stream.try_send(Message::Closed);
            }
        }
        // Bounded: a phone that does not take the message is not waited for.
        let (open, ended) = &self.hub.streaming;
        let _ = ended.wait_timeout_while(lock(open), FAREWELL, |open| *open > 0);
        // The accepting thread waits in `accept`: a connection of our own wakes it.
        let mut wake = self.bound;
        if wake.ip().is_unspecified() {
            wake.set_ip(match wake {
                SocketAddr::V4(_) => std::net::Ipv4Addr::LOCALHOST.into(),
                SocketAddr::V6(_) => std::net::Ipv6Addr::LOCALHOST.into(),
            });
        }
        let woken = TcpStream::connect_timeout(&wake, Duration::from_secs(2)).is_ok();
        if let Some(accepting) = self.accepting.take()
            && woken
        {
            let _ = accepting.join();
        }
    }
}

impl Hub {
    /// `game` as version `version`, with its JSON.
    fn now_of(
        &self,
        game: &Game,
        version: u64,
        last_throw: Option<LastThrow>,
        happened: Vec<Happened>,
        throws: Vec<Option<LastThrow>>,
    ) -> Now {
        let state = game.state();
        let export = Export::new(state, &self.table.rules)
            .with_shown_rules(self.table.shown_rules.clone())
            .with_started(self.table.started);
        let turn = state.turn().map(|turn| TurnNow {
            player: &state.players[turn.player].name,
            total: state.players[turn.player].total,
            points: turn.points,
            in_hand: turn.in_hand,
            throw: turn.throw.as_ref().map(|t| t.counts().faces().pips()),
        });
        let document = LiveState {
            export: &export,
            live: LiveFacts {
                version,
                turn,
                last_throw: last_throw.as_ref(),
            },
        };
        // Serialising plain data to a string cannot fail; an empty document would
        // only make the page wait for the next one.
        let json = crate::json::line(&document).unwrap_or_default();
        Now {
            version,
            state: Arc::new(state.clone()),
            last_throw,
            happened: happened.into(),
            json: Arc::from(json.trim_end()),
            throws,
        }
    }

    /// A new event stream's queue, holding the current state first (or word that the
    /// pad is closed). Taken under the same lock as publishing, so no version is
    /// missed or sent twice.
    fn subscribe(&self) -> Receiver<Message> {
        let (sender, receiver) = sync_channel(STREAM_QUEUE);
        let now = lock(&self.now);
        let _ = sender.try_send(Message::State(Arc::clone(&now.json)));
        let mut streams = lock(&self.streams);
        if self.stopping.load(Ordering::SeqCst) {
            let _ = sender.try_send(Message::Closed);
        } else {
            streams.push(sender);
        }
        drop(streams);
        drop(now);
        receiver
    }

    /// Takes in a new connection as pending, closing another first when its address,
    /// or everyone, holds too many; its number, or `None` when it cannot be kept.
    fn admit(&self, stream: &TcpStream) -> Option<u64> {
        let ip = stream.peer_addr().ok()?.ip();
        let handle = stream.try_clone().ok()?;
        let mut doors = lock(&self.doors);
        let from_here = doors.pending.iter().filter(|p| p.ip == ip).count();
        let crowded = if from_here >= PENDING_PER_ADDRESS {
            Some(ip)
        } else if doors.pending.len() >= MAX_PENDING {
            doors.busiest()
        } else {
            None
        };
        if let Some(crowded) = crowded
            && let Some(at) = doors.pending.iter().position(|p| p.ip == crowded)
        {
            let oldest = doors.pending.remove(at);
            let _ = oldest.stream.shutdown(Shutdown::Both);
        }
        let id = doors.next;
        doors.next += 1;
        doors.pending.push(Pending {
            id,
            ip,
            stream: handle,
        });
        Some(id)
    }

    /// Moves pending connection `id`, which presented the token, to a served slot;
    /// `None` when it was closed to make room meanwhile or every slot is taken.
    fn serve_slot(&self, id: u64) -> Option<Slot<'_>> {
        let mut doors = lock(&self.doors);
        let at = doors.pending.iter().position(|p| p.id == id)?;
        doors.pending.remove(at);
        if doors.served >= MAX_SERVED {
            return None;
        }
        doors.served += 1;
        Some(Slot { hub: self })
    }

    /// Forgets pending connection `id` once it is answered or gone.
    fn leave(&self, id: u64) {
        lock(&self.doors).pending.retain(|p| p.id != id);
    }
}

impl Doors {
    /// The address holding the most pending connections.
    fn busiest(&self) -> Option<IpAddr> {
        let mut counts: Vec<(IpAddr, usize)> = Vec::new();
        for pending in &self.pending {
            match counts.iter_mut().find(|(ip, _)| *ip == pending.ip) {
                Some((_, n)) => *n += 1,
                None => counts.push((pending.ip, 1)),
            }
        }
        counts.into_iter().max_by_key(|&(_, n)| n).map(|(ip, _)| ip)
    }
}

/// A served connection's slot, given back when it ends.
struct Slot<'a> {
    hub: &'a Hub,
}

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        let mut doors = lock(&self.hub.doors);
        doors.served = doors.served.saturating_sub(1);
    }
}

/// An event stream while it runs, counted so that closing can wait for it.
struct Streaming<'a> {
    hub: &'a Hub,
}

impl<'a> Streaming<'a> {
    fn new(hub: &'a Hub) -> Streaming<'a> {
        *lock(&hub.streaming.0) += 1;
        Streaming { hub }
    }
}

impl Drop for Streaming<'_> {
    fn drop(&mut self) {
        let (open, ended) = &self.hub.streaming;
        let mut open = lock(open);
        *open = open.saturating_sub(1);
        ended.notify_all();
    }
}

/// A connection's reads, all within one deadline: each read waits at most what is
/// left, so a head trickled a byte at a time still ends on time.
struct Within<'a> {
    stream: &'a TcpStream,
    until: Instant,
}

impl Read for Within<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self.until.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(io::ErrorKind::TimedOut.into());
        }
        self.stream.set_read_timeout(Some(left))?;
        let mut stream = self.stream;
        stream.read(buf)
    }
}

/// The throw the step just played, if it was one: the faces of the action played,
/// the thrower as its events name them (a bust passes the turn, so the state names
/// the next player), and what it offered. The one place the live view learns a
/// throw's owner.
fn thrown(game: &Game, events: &[Event]) -> Option<LastThrow> {
    let Some(Action::Throw(faces)) = game.actions().last() else {
        return None;
    };
    let player = events.iter().find_map(|event| match event {
        Event::Thrown { player, .. } | Event::Bust { player, .. } | Event::Flood { player, .. } => {
            Some(*player)
        }
        _ => None,
    })?;
    let (result, best) = match game.scorer().assess(&faces.counts()) {
        Assessment::Bust => (ThrowResult::Bust, 0),
        Assessment::Flood => (ThrowResult::Flood, 0),
        Assessment::Scores { best, .. } => (ThrowResult::Scores, best.points()),
    };
    Some(LastThrow {
        player: game.state().players.get(player)?.name.clone(),
        dice: faces.counts().faces().pips(),
        result,
        best,
    })
}

/// What `step` did, as the page says it: banks, busts, Floods and the win, or the
/// action `undo` took back.
fn happened(state: &State, step: &Step) -> Vec<Happened> {
    let name = |p: &usize| state.players.get(*p).map(|pl| pl.name.clone());
    match step {
        Step::Undone { action } => vec![Happened::Undone(action.clone())],
        Step::Amended { .. } => Vec::new(),
        Step::Played { events, .. } | Step::Redone { events, .. } => events
            .iter()
            .filter_map(|event| match event {
                Event::Banked { player, points, .. } => Some(Happened::Banked {
                    player: name(player)?,
                    points: *points,
                }),
                Event::Bust { player, .. } => Some(Happened::Bust {
                    player: name(player)?,
                }),
                Event::Flood { player, lost, .. } => Some(Happened::Flood {
                    player: name(player)?,
                    lost: *lost,
                }),
                Event::OutOfDice { player, .. } => Some(Happened::OutOfDice {
                    player: name(player)?,
                }),
                Event::Won { winners } => Some(Happened::Won {
                    players: winners.iter().filter_map(name).collect(),
                }),
                _ => None,
            })
            .collect(),
    }
}

/// Accepts viewers until the server closes, each on a thread of its own.
fn accept(listener: &TcpListener, hub: &Arc<Hub>) {
    for stream in listener.incoming() {
        if hub.stopping.load(Ordering::SeqCst) {
            break;
        }
        let Ok(stream) = stream else {
            // Out of file descriptors, most likely: give the open ones time to close.
            thread::sleep(Duration::from_millis(50));
            continue;
        };
        let Some(id) = hub.admit(&stream) else {
            continue;
        };
        let viewer = Arc::clone(hub);
        let spawned = thread::Builder::new()
            .name("marbles-viewer".into())
            .spawn(move || {
                serve_one(stream, id, &viewer);
                viewer.leave(id);
            });
        if spawned.is_err() {
            hub.leave(id);
        }
    }
}

/// Answers one request on connection `id`: a head that does not arrive whole in time
/// gets nothing, one without the token a short answer while it stays pending, and one
/// with it a served slot, if one is free.
fn serve_one(mut stream: TcpStream, id: u64, hub: &Hub) {
    let _ = stream.set_write_timeout(Some(WRITE_TIMEOUT));
    let mut within = Within {
        stream: &stream,
        until: Instant::now() + hub.head_deadline,
    };
    let Ok(Some(head)) = http::read_head(&mut within) else {
        return;
    };
    let asked = http::route(&hub.token, &head, hub.port);
    let _slot = if asked.route.is_served() {
        match hub.serve_slot(id) {
            Some(slot) => Some(slot),
            None => return,
        }
    } else {
        None
    };
    let head_only = asked.head_only;
    let html = "text/html; charset=utf-8";
    let answered = match asked.route {
        Route::Events if !head_only => {
            events(&mut stream, hub);
            return;
        }
        Route::Events => stream.write_all(http::event_stream_head().as_bytes()),
        Route::Page => {
            let body = page::page(hub);
            http::respond(
                &mut stream,
                asked.route,
                html,
                body.as_bytes(),
                head_only,
                None,
            )
        }
        Route::Pad => {
            let (_, body) = page::pad(hub);
            http::respond(
                &mut stream,
                asked.route,
                html,
                body.as_bytes(),
                head_only,
                None,
            )
        }
        Route::State => {
            let json = Arc::clone(&lock(&hub.now).json);
            http::respond(
                &mut stream,
                asked.route,
                "application/json",
                json.as_bytes(),
                head_only,
                None,
            )
        }
        Route::Style => http::respond(
            &mut stream,
            asked.route,
            "text/css; charset=utf-8",
            page::style().as_bytes(),
            head_only,
            None,
        ),
        Route::Script => http::respond(
            &mut stream,
            asked.route,
            "text/javascript; charset=utf-8",
            page::SCRIPT.as_bytes(),
            head_only,
            None,
        ),
        Route::Redirect => {
            let location = format!("/{}/", hub.token);
            http::respond(
                &mut stream,
                asked.route,
                "",
                b"",
                head_only,
                Some(&location),
            )
        }
        Route::Favicon | Route::NotFound | Route::NotAllowed | Route::Misdirected => {
            http::respond(&mut stream, asked.route, "", b"", false, None)
        }
    };
    if answered.is_ok() {
        // Read what the viewer still sends (a body nobody asked for) before closing,
        // so the close does not reset the connection under the answer; within a
        // deadline of its own, so a viewer that never stops sending is not waited on.
        let _ = stream.shutdown(Shutdown::Write);
        let mut within = Within {
            stream: &stream,
            until: Instant::now() + hub.head_deadline,
        };
        let _ = io::copy(&mut (&mut within).take(64 * 1024), &mut io::sink());
    }
}

/// An event stream: the state now, then each new one, each followed by the page's pad
/// when it is newer than the last sent (an event `pad`, so the page needs no other
/// request to stay current), and a comment line when quiet. Ends when the viewer goes,
/// falls behind (its queue is dropped), or the pad closes, which it says first (an
/// event `closed`).
fn events(stream: &mut TcpStream, hub: &Hub) {
    let _open = Streaming::new(hub);
    let queue = hub.subscribe();
    if stream
        .write_all(http::event_stream_head().as_bytes())
        .is_err()
    {
        return;
    }
    let mut pad_sent = None;
    loop {
        let written = match queue.recv_timeout(KEEP_ALIVE) {
            Ok(Message::State(json)) => {
                let mut out = http::event(&json);
                let (version, pad) = page::pad(hub);
                if pad_sent.is_none_or(|sent| version > sent) {
                    out.push_str(&http::named_event(Some("pad"), &pad));
                    pad_sent = Some(version);
                }
                stream.write_all(out.as_bytes())
            }
            Ok(Message::Closed) => {
                let _ = stream.write_all(http::named_event(Some("closed"), "").as_bytes());
                let _ = stream.flush();
                break;
            }
            Err(RecvTimeoutError::Timeout) => stream.write_all(b": keep-alive\n\n"),
            Err(RecvTimeoutError::Disconnected) => break,
        };
        if written.and_then(|()| stream.flush()).is_err() {
            break;
        }
    }
    let _ = stream.shutdown(Shutdown::Both);
}

/// What a live pad is known by across `serve stop` and `serve`, and from one session
/// to the next: its token, its port, and the last version its phones were sent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct PadIdentity {
    /// The secret in its address.
    pub(crate) token: Token,
    /// The port it listened on.
    pub(crate) port: u16,
    /// The last version of the game published.
    pub(crate) version: u64,
    /// The whole address it had, where known: whether the pad opened again is at the
    /// same one (the host as well as the port).
    pub(crate) url: Option<String>,
}

/// An address bound for the live pad, with its token, not serving yet ([`Live::listen`]).
pub(crate) struct Listening {
    listener: TcpListener,
    bound: SocketAddr,
    token: Token,
    head_deadline: Duration,
    /// The version the pad starts at: one past the last its phones were sent.
    version: u64,
    /// The port of the pad opened before, when it was tried again and found taken.
    taken: Option<u16>,
}

impl Listening {
    /// The port the pad of before had, when it was tried again and found taken
    /// meanwhile: the pad has a new address, which the phones must scan.
    pub(crate) fn taken(&self) -> Option<u16> {
        self.taken
    }

    /// The address the pad will have: `http://HOST:PORT/TOKEN/`.
    pub(crate) fn url(&self) -> String {
        format!("http://{}/{}/", address::shown(self.bound), self.token)
    }

    /// Starts serving `game`: the accepting thread, the page and the event streams;
    /// `started` is when the game began, for the page's first lines; `odds` the
    /// table's policy and forecast, which the page's chances read.
    pub(crate) fn start(
        self,
        game: &Game,
        started: Option<Stamp>,
        odds: (Arc<Policy>, Arc<Forecast>),
    ) -> Result<Live, ServeError> {
        let url = self.url();
        let Listening {
            listener,
            bound,
            token,
            head_deadline,
            version,
            taken: _,
        } = self;
        let rules = game.scorer().rules();
        let table = Table {
            open_at: rules.open_at,
            win_at: rules.win_at,
            policy: odds.0,
            rules: game.rules().names(),
            shown_rules: crate::render::house_rules_shown(game.rules()),
            hooks: game.rules().has_hooks(),
            started,
        };
        let mut run = [0; 8];
        getrandom::fill(&mut run).map_err(|e| ServeError::Random {
            reason: e.to_string(),
        })?;
        let hub = Arc::new(Hub {
            token,
            run: u64::from_le_bytes(run),
            port: bound.port(),
            now: Mutex::new(Now {
                version,
                state: Arc::new(game.state().clone()),
                last_throw: None,
                happened: Arc::from([]),
                json: Arc::from(""),
                throws: Vec::new(),
            }),
            streams: Mutex::new(Vec::new()),
            streaming: (Mutex::new(0), Condvar::new()),
            pad: Mutex::new(None),
            forecast: odds.1,
            doors: Mutex::new(Doors::default()),
            head_deadline,
            stopping: AtomicBool::new(false),
            table,
        });
        // Joining mid-game, the pad knows no throw's owner but a throw waiting to be
        // kept: the turn's.
        let waiting = waiting_throw(game);
        *lock(&hub.now) = hub.now_of(game, version, waiting, Vec::new(), Vec::new());
        let accepting = {
            let hub = Arc::clone(&hub);
            thread::Builder::new()
                .name("marbles-live".into())
                .spawn(move || accept(&listener, &hub))
                .map_err(|source| ServeError::Thread { source })?
        };
        Ok(Live {
            url,
            bound,
            hub,
            accepting: Some(accepting),
        })
    }

    /// The same, allowing `deadline` for a request head: tests of slow clients use a
    /// short one so that they end quickly.
    #[cfg(test)]
    fn with_head_deadline(mut self, deadline: Duration) -> Listening {
        self.head_deadline = deadline;
        self
    }
}

/// The throw waiting to be kept, if any, as the last throw: a pad opened mid-turn
/// shows it.
fn waiting_throw(game: &Game) -> Option<LastThrow> {
    let turn = game.state().turn()?;
    let faces = turn.throw.as_ref()?;
    let best = match game.scorer().assess(&faces.counts()) {
        Assessment::Scores { best, .. } => best.points(),
        _ => 0,
    };
    Some(LastThrow {
        player: game.state().players.get(turn.player)?.name.clone(),
        dice: faces.counts().faces().pips(),
        result: ThrowResult::Scores,
        best,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::scripted;

    /// How long a test waits on a read before it fails rather than hangs.
    const PATIENCE: Duration = Duration::from_secs(60);

    fn serving(game: &Game, head_deadline: Duration) -> Live {
        Live::listen("127.0.0.1:0")
            .expect("loopback binds")
            .with_head_deadline(head_deadline)
            .start(
                game,
                None,
                (
                    Arc::new(Policy::for_scorer(game.scorer())),
                    Arc::new(Forecast::new()),
                ),
            )
            .expect("serves")
    }

    /// Everything the server answers to `head` before it closes.
    fn ask(address: SocketAddr, head: &str) -> String {
        let mut stream = TcpStream::connect(address).expect("the pad listens");
        stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
        stream.write_all(head.as_bytes()).expect("sent");
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        String::from_utf8_lossy(&answer).into_owned()
    }

    #[test]
    fn a_viewer_is_served_while_300_slow_connections_are_open() {
        let game = scripted::two_players(false);
        let live = serving(&game, Duration::from_secs(30));
        let address = live.bound;
        // Each sends the start of a request and no more, as a byte-a-minute
        // trickler would: none of them will finish within the deadline.
        let slow: Vec<TcpStream> = (0..300)
            .map(|_| {
                let mut stream = TcpStream::connect(address).expect("connects");
                stream.write_all(b"G").expect("a byte");
                stream
            })
            .collect();
        let answer = ask(
            address,
            &format!(
                "GET /{}/state.json HTTP/1.1\r\nHost: {address}\r\n\r\n",
                live.hub.token
            ),
        );
        assert!(answer.starts_with("HTTP/1.1 200 OK"), "{answer:?}");
        assert!(answer.contains("\"version\":0"), "{answer}");
        drop(slow);
    }

    #[test]
    fn a_head_trickled_a_byte_at_a_time_is_cut_off_at_the_deadline() {
        let game = scripted::two_players(false);
        let live = serving(&game, Duration::from_millis(200));
        let address = live.bound;
        let head = format!(
            "GET /{}/state.json HTTP/1.1\r\nHost: {address}\r\n\r\n",
            live.hub.token
        );
        let mut stream = TcpStream::connect(address).expect("connects");
        stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
        // A byte every 50 ms: the whole head would take seconds, each read far less
        // than any per-read timeout.
        for byte in head.bytes() {
            if stream.write_all(&[byte]).is_err() {
                break;
            }
            thread::sleep(Duration::from_millis(50));
        }
        let mut answer = Vec::new();
        let _ = stream.read_to_end(&mut answer);
        assert_eq!(
            String::from_utf8_lossy(&answer),
            "",
            "no answer after the deadline"
        );
    }

    #[test]
    fn a_closed_pad_tells_its_streams_before_they_end() {
        let game = scripted::two_players(false);
        let live = serving(&game, HEAD_DEADLINE);
        let address = live.bound;
        let mut stream = TcpStream::connect(address).expect("connects");
        stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
        let head = format!(
            "GET /{}/events HTTP/1.1\r\nHost: {address}\r\n\r\n",
            live.hub.token
        );
        stream.write_all(head.as_bytes()).expect("sent");
        // Wait for the stream's first state and pad before closing.
        let mut seen = Vec::new();
        let mut chunk = [0; 4096];
        while !String::from_utf8_lossy(&seen).contains("event: pad") {
            let read = stream.read(&mut chunk).expect("the stream is read");
            assert!(read > 0, "the stream ended early");
            seen.extend_from_slice(&chunk[..read]);
        }
        drop(live);
        let _ = stream.read_to_end(&mut seen);
        let seen = String::from_utf8_lossy(&seen);
        assert!(seen.ends_with("event: closed\ndata:\n\n"), "{seen}");
    }

    #[test]
    fn the_last_throw_is_whoever_threw_it_and_undo_puts_the_one_before_back() {
        let mut game = scripted::two_players(false);
        let live = serving(&game, HEAD_DEADLINE);
        let last = |live: &Live| lock(&live.hub.now).last_throw.clone();
        let play = |game: &mut Game, live: &Live, action: Action| {
            let events = game.apply(action.clone()).expect("accepted");
            live.publish(game, &Step::Played { action, events });
        };
        let throw = |text: &str| Action::Throw(crate::dice::Faces::parse(text).expect("faces"));
        let thrower = game.state().turn().map(|t| t.player).expect("a turn");
        let thrower_name = game.state().players[thrower].name.clone();
        play(&mut game, &live, throw("234662"));
        let bust = last(&live).expect("a last throw");
        assert_eq!(
            (bust.player.as_str(), bust.result),
            (thrower_name.as_str(), ThrowResult::Bust)
        );
        // The next player tallies a turn: no throw of theirs, the bust stays the last.
        play(
            &mut game,
            &live,
            Action::Tally(crate::game::Tally::Banked(750)),
        );
        assert_eq!(last(&live), Some(bust.clone()));
        let happened = Arc::clone(&lock(&live.hub.now).happened);
        assert!(
            matches!(&happened[..], [Happened::Banked { points: 750, .. }]),
            "{happened:?}"
        );
        let undone = game.undo().expect("an action undone");
        assert!(matches!(undone, Step::Undone { .. }), "{undone:?}");
        live.publish(&game, &undone);
        assert_eq!(last(&live), Some(bust));
        let undone = game.undo().expect("an action undone");
        assert!(matches!(undone, Step::Undone { .. }), "{undone:?}");
        live.publish(&game, &undone);
        assert_eq!(
            last(&live),
            None,
            "from before the pad opened, none is known"
        );
    }

    const URL: &str = "http://192.168.100.200:8080/0123456789abcdef0123456789abcdef/";

    fn widest(code: &str) -> usize {
        code.lines().map(|l| l.chars().count()).max().unwrap_or(0)
    }

    #[test]
    fn the_qr_code_keeps_its_full_quiet_zone_where_it_fits() {
        let code = qr_code(URL, 200, false).expect("a code");
        assert!(widest(&code) > 40, "{code}");
    }

    #[test]
    fn in_colour_the_code_is_black_on_white_whatever_the_terminals_colours() {
        let plain = qr_code(URL, 200, false).expect("a code");
        let coloured = qr_code(URL, 200, true).expect("a code");
        let stripped = anstream::adapter::strip_str(&coloured).to_string();
        // Every line painted black on bright white, the modules the other way round
        // from the plain code (which is drawn light on dark).
        assert!(
            coloured.lines().all(|l| l.starts_with("\u{1b}[")),
            "{coloured}"
        );
        assert_eq!(stripped.lines().count(), plain.lines().count());
        let flip = |c: char| match c {
            '█' => ' ',
            ' ' => '█',
            '▀' => '▄',
            '▄' => '▀',
            other => other,
        };
        let flipped: String = plain.chars().map(flip).collect();
        // The last line's lower half lies past the code (an odd number of module rows),
        // drawn as the ground in either case.
        let but_last = |text: &str| {
            let lines: Vec<&str> = text.lines().collect();
            lines[..lines.len() - 1].join("\n")
        };
        assert_eq!(but_last(&stripped), but_last(&flipped));
        // On a phone, the narrow border is white too.
        let narrow = qr_code(URL, 40, true).expect("a code with a narrow border");
        let narrow = anstream::adapter::strip_str(&narrow).to_string();
        assert!(
            narrow
                .lines()
                .all(|l| l.starts_with("  ") && l.ends_with("  ")),
            "{narrow}"
        );
    }

    #[test]
    fn on_a_40_column_phone_the_qr_code_fits_whole_or_is_left_out() {
        let code = qr_code(URL, 40, false).expect("a code with a narrow border");
        assert!(widest(&code) <= 40, "{code}");
        assert!(
            code.lines()
                .all(|l| l.starts_with("██") && l.ends_with("██"))
        );
        assert_eq!(
            qr_code(URL, 20, false),
            None,
            "a code that cannot fit is not drawn"
        );
    }
}
