//! The live pad (`play --serve`): a game fed through a pipe that stays open, watched
//! over loopback the way a phone watches it. Every wait is bounded by a read timeout
//! that turns a hang into a failure; nothing is timed.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::process::{Child, ChildStdin, Stdio};
use std::time::Duration;

use serde_json::Value;

use crate::common::cli::marbles_process;

/// How long any one read may wait before the test fails rather than hangs.
const PATIENCE: Duration = Duration::from_secs(60);

/// A game at the table with the live pad open.
struct Table {
    child: Child,
    stdin: Option<ChildStdin>,
    addr: SocketAddr,
    /// `/TOKEN/`.
    root: String,
    /// The lines of standard output after the address, as they come.
    said: std::sync::mpsc::Receiver<String>,
    dir: tempfile::TempDir,
}

impl Table {
    fn open(args: &[&str]) -> Table {
        let mut line = vec!["play", "Ann", "Bob", "--first", "Ann"];
        line.extend_from_slice(args);
        Table::run(tempfile::tempdir().expect("temp dir"), &line)
    }

    /// `marbles ARGS` with its data in `dir`, once it has printed the pad's address.
    fn run(dir: tempfile::TempDir, args: &[&str]) -> Table {
        let mut child = marbles_process(dir.path())
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("marbles starts");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().expect("stdout");
        let mut lines = BufReader::new(stdout).lines();
        let url = lines
            .by_ref()
            .take(20)
            .map_while(Result::ok)
            .find_map(|line| {
                line.split_whitespace()
                    .find(|word| word.starts_with("http://"))
                    .map(str::to_owned)
            })
            .expect("one line of stdout gives the URL");
        // The rest of stdout is read as it comes, so the game never waits on it.
        let (tell, said) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in lines.map_while(Result::ok) {
                let _ = tell.send(line);
            }
        });
        let rest = url.strip_prefix("http://").expect("http");
        let (host, root) = rest.split_at(rest.find('/').expect("a path"));
        Table {
            child,
            stdin,
            addr: host.parse().expect("IP:PORT"),
            root: root.to_owned(),
            said,
            dir,
        }
    }

    /// Waits for a line of standard output holding `text`; the line.
    fn wait_for(&self, text: &str) -> String {
        loop {
            let line = self
                .said
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|_| panic!("no line with {text:?}"));
            if line.contains(text) {
                return line;
            }
        }
    }

    /// Ends the session and waits for marbles to leave; its data folder.
    fn close_keeping_data(mut self) -> tempfile::TempDir {
        drop(self.stdin.take());
        assert!(self.child.wait().expect("marbles ends").success());
        self.dir
    }

    fn type_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("the table is open");
        writeln!(stdin, "{line}").expect("marbles reads its input");
        stdin.flush().expect("flushed");
    }

    /// Ann banks a turn (one version published), and marbles has said so: the pad
    /// that follows names her.
    fn bank_a_turn(&mut self) {
        for line in ["111555", "keep", "bank", "pad"] {
            self.type_line(line);
        }
        self.wait_for("Ann");
    }

    /// Kills marbles as a dying laptop would (no farewell, nothing closed); its data
    /// folder.
    fn kill_keeping_data(mut self) -> tempfile::TempDir {
        self.child.kill().expect("marbles is killed");
        let _ = self.child.wait();
        self.dir
    }

    /// Ends the session and waits for marbles to leave; its exit status.
    fn close(mut self) -> std::process::ExitStatus {
        drop(self.stdin.take());
        self.child.wait().expect("marbles ends")
    }

    fn get(&self, path: &str) -> Answer {
        request(self.addr, &format!("GET {path} HTTP/1.1"))
    }

    fn watch(&self) -> Viewer {
        Viewer::connect(self.addr, &format!("{}events", self.root))
    }
}

/// An HTTP answer: status, head and body.
struct Answer {
    status: u16,
    head: String,
    body: Vec<u8>,
}

fn request(addr: SocketAddr, line: &str) -> Answer {
    let mut stream = TcpStream::connect(addr).expect("the pad listens");
    stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
    write!(stream, "{line}\r\nHost: {addr}\r\n\r\n").expect("sent");
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).expect("the answer ends");
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .expect("a head");
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|code| code.parse().ok())
        .expect("a status");
    Answer {
        status,
        head,
        body: raw[split + 4..].to_vec(),
    }
}

/// One phone's event stream.
struct Viewer {
    reader: BufReader<TcpStream>,
}

impl Viewer {
    fn connect(addr: SocketAddr, path: &str) -> Viewer {
        let mut stream = TcpStream::connect(addr).expect("the pad listens");
        stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
        write!(stream, "GET {path} HTTP/1.1\r\nHost: {addr}\r\n\r\n").expect("sent");
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        reader.read_line(&mut line).expect("a status line");
        assert!(line.starts_with("HTTP/1.1 200"), "{line}");
        loop {
            line.clear();
            reader.read_line(&mut line).expect("a header");
            if line.trim().is_empty() {
                break;
            }
        }
        Viewer { reader }
    }

    /// The next state sent, or `None` when the server closed the stream.
    fn next(&mut self) -> Option<Value> {
        loop {
            let (name, data) = self.event()?;
            if name.is_none() {
                return Some(serde_json::from_str(&data).expect("state.json"));
            }
        }
    }

    /// The next event sent, its type (`None` for a plain message) and data; `None`
    /// when the server closed the stream.
    fn event(&mut self) -> Option<(Option<String>, String)> {
        let mut line = String::new();
        let mut name = None;
        let mut data: Option<String> = None;
        loop {
            line.clear();
            if self
                .reader
                .read_line(&mut line)
                .expect("the stream is read")
                == 0
            {
                return None;
            }
            let line = line.trim_end_matches('\n');
            if line.is_empty() {
                if let Some(data) = data.take() {
                    return Some((name, data));
                }
                name = None;
            } else if let Some(event) = line.strip_prefix("event: ") {
                name = Some(event.to_owned());
            } else if let Some(more) = line.strip_prefix("data:") {
                let more = more.strip_prefix(' ').unwrap_or(more);
                match &mut data {
                    Some(data) => {
                        data.push('\n');
                        data.push_str(more);
                    }
                    None => data = Some(more.to_owned()),
                }
            }
        }
    }
}

fn version(state: &Value) -> u64 {
    state["live"]["version"].as_u64().expect("a version")
}

#[test]
fn the_token_opens_the_page_and_the_state() {
    let table = Table::open(&["--serve", "127.0.0.1:0"]);
    let page = table.get(&table.root);
    assert_eq!(page.status, 200);
    for header in [
        "Cache-Control: no-store",
        "Content-Security-Policy: default-src 'none'",
        "X-Content-Type-Options: nosniff",
    ] {
        assert!(page.head.contains(header), "{header} in {}", page.head);
    }
    let html = String::from_utf8(page.body).expect("UTF-8");
    assert!(html.contains("<table class=\"final cards\">"), "{html}");
    assert!(html.contains("Ann to throw"), "{html}");
    // The first screen: every player's total and chance, whose turn it is; the
    // landmarks and the status a screen reader follows.
    assert!(html.contains("<table class=\"board\">"), "{html}");
    assert!(
        html.contains("<tr class=\"turn\"><th scope=\"row\">"),
        "{html}"
    );
    assert!(html.contains("Bob</th><td class=\"num\">0</td>"), "{html}");
    assert!(html.contains("700 to open"), "{html}");
    assert!(html.contains("%</td>"), "a chance in per cent: {html}");
    for part in ["<main>", "role=\"status\"", "aria-live=\"polite\""] {
        assert!(html.contains(part), "no {part} in {html}");
    }
    assert!(!html.contains("http"), "no external assets");
    // The export's head, with the live page's own additions.
    for part in [
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
        "<meta name=\"color-scheme\" content=\"light dark\">",
        "<meta name=\"referrer\" content=\"no-referrer\">",
        "<link rel=\"stylesheet\" href=\"style.css\">",
        "<html lang=\"en\" data-stream=\"connecting\">",
    ] {
        assert!(html.contains(part), "no {part} in {html}");
    }
    let state = table.get(&format!("{}state.json", table.root));
    assert_eq!(state.status, 200);
    let json: Value = serde_json::from_slice(&state.body).expect("JSON");
    assert_eq!(json["schema_version"], 1);
    assert_eq!(version(&json), 0);
    assert_eq!(json["live"]["turn"]["player"], "Ann");
    assert_eq!(json["play_order"][0], "Ann");
    for asset in ["style.css", "live.js", "pad"] {
        let answer = table.get(&format!("{}{asset}", table.root));
        assert_eq!(answer.status, 200, "{asset}");
    }
    assert!(table.close().success());
}

#[test]
fn anything_without_the_exact_token_is_not_found() {
    let table = Table::open(&["--serve", "127.0.0.1:0"]);
    let token = table.root.trim_matches('/').to_owned();
    let mut one_off = token.clone().into_bytes();
    one_off[0] = if one_off[0] == b'a' { b'b' } else { b'a' };
    let one_off = String::from_utf8(one_off).expect("hex");
    for line in [
        "GET / HTTP/1.1".to_owned(),
        "GET /state.json HTTP/1.1".to_owned(),
        "GET /00000000000000000000000000000000/ HTTP/1.1".to_owned(),
        format!("GET /{one_off}/ HTTP/1.1"),
        format!("GET /{one_off}/state.json HTTP/1.1"),
        format!("GET /{token}/../{token}/state.json HTTP/1.1"),
        format!("GET /{token}/%2e%2e/ HTTP/1.1"),
        format!("GET /{token}/save.yaml HTTP/1.1"),
        "POST / HTTP/1.1".to_owned(),
        format!("PUT /{one_off}/ HTTP/1.1"),
        format!("DELETE /{one_off}/state.json HTTP/1.1"),
    ] {
        let answer = request(table.addr, &line);
        assert_eq!(answer.status, 404, "{line}");
        assert!(answer.body.is_empty(), "{line}: a 404 says nothing");
        assert!(!answer.head.contains(&token[..8]), "{line}");
    }
    for method in ["POST", "PUT", "DELETE"] {
        let answer = request(table.addr, &format!("{method} /{token}/ HTTP/1.1"));
        assert_eq!(answer.status, 405, "{method}");
        assert!(answer.head.contains("Allow: GET, HEAD"));
    }
    let head = request(table.addr, &format!("HEAD /{token}/ HTTP/1.1"));
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());
    assert!(table.close().success());
}

#[test]
fn every_accepted_action_is_one_message_undo_included() {
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let mut viewer = table.watch();
    let start = viewer.next().expect("the state now");
    assert_eq!(version(&start), 0);
    table.type_line("111555");
    let thrown = viewer.next().expect("after the throw");
    assert_eq!(version(&thrown), 1);
    assert_eq!(
        thrown["live"]["turn"]["throw"],
        serde_json::json!([1, 1, 1, 5, 5, 5])
    );
    assert_eq!(thrown["live"]["last_throw"]["best"], 1000);
    table.type_line("nonsense");
    table.type_line("keep");
    let kept = viewer.next().expect("after the keep");
    assert_eq!(version(&kept), 2, "a refused line sends nothing");
    assert_eq!(kept["live"]["turn"]["points"], 1000);
    table.type_line("bank");
    let banked = viewer.next().expect("after the bank");
    assert_eq!(version(&banked), 3);
    assert_eq!(banked["players"][0]["total"], 1000);
    assert_eq!(banked["live"]["turn"]["player"], "Bob");
    table.type_line("undo");
    let undone = viewer.next().expect("after the undo");
    assert_eq!(version(&undone), 4);
    assert_eq!(undone["live"]["turn"]["player"], "Ann");
    table.type_line("redo");
    assert_eq!(version(&viewer.next().expect("after the redo")), 5);
    // The page's changing part shows the new total without a reload.
    let pad = String::from_utf8(table.get(&format!("{}pad", table.root)).body).expect("UTF-8");
    assert!(pad.contains("data-version=\"5\""), "{pad}");
    assert!(pad.contains("1,000"), "{pad}");
    assert!(table.close().success());
    assert_eq!(viewer.next(), None, "the stream ends with the session");
}

#[test]
fn fifty_viewers_each_get_every_version_in_order() {
    const ACTIONS: u64 = 12;
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let viewers: Vec<Viewer> = (0..50).map(|_| table.watch()).collect();
    let readers: Vec<_> = viewers
        .into_iter()
        .map(|mut viewer| {
            std::thread::spawn(move || {
                (0..=ACTIONS)
                    .map(|_| version(&viewer.next().expect("a message")))
                    .collect::<Vec<u64>>()
            })
        })
        .collect();
    for _ in 0..ACTIONS {
        // Each a bust: one action, one turn.
        table.type_line("234662");
    }
    let every: Vec<u64> = (0..=ACTIONS).collect();
    for reader in readers {
        assert_eq!(reader.join().expect("the viewer read"), every);
    }
    assert!(table.close().success());
}

#[test]
fn a_viewer_that_never_reads_is_dropped_and_the_game_goes_on() {
    const ACTIONS: u64 = 400;
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    // Connected, then never read until the game is played.
    let mut stalled = table.watch();
    let mut healthy = table.watch();
    let (told, heard) = std::sync::mpsc::channel();
    let watching = std::thread::spawn(move || {
        let mut seen = Vec::new();
        while let Some(state) = healthy.next() {
            seen.push(version(&state));
            let _ = told.send(version(&state));
            if version(&state) == ACTIONS {
                break;
            }
        }
        (seen, healthy)
    });
    // The next line is typed once the healthy viewer has read the last one's update: it
    // keeps up however slowly a loaded machine runs its thread (unpaced, a starved
    // reader could fall a queue behind and be dropped too, which is right but not this
    // test), while the stalled one's queue fills all the same.
    let mut read = heard.recv().expect("the first state");
    for action in 1..=ACTIONS {
        table.type_line("234662");
        while read < action {
            read = heard.recv().expect("the healthy viewer reads on");
        }
    }
    let (seen, mut healthy) = watching.join().expect("the healthy viewer read");
    // A viewer that keeps up may miss nothing; the game took every action.
    assert_eq!(seen, (0..=ACTIONS).collect::<Vec<u64>>());
    let state: Value =
        serde_json::from_slice(&table.get(&format!("{}state.json", table.root)).body)
            .expect("JSON");
    assert_eq!(version(&state), ACTIONS);
    assert_eq!(state["rounds"].as_array().map(Vec::len), Some(200));
    // The stalled viewer was dropped while the session goes on: what it had queued
    // comes out, then its stream ends short of the last version.
    let mut last = 0;
    while let Some(state) = stalled.next() {
        last = version(&state);
    }
    assert!(
        last < ACTIONS,
        "the stalled viewer was still served at {last}"
    );
    // The healthy one is still being served.
    table.type_line("111555");
    assert_eq!(healthy.next().map(|s| version(&s)), Some(ACTIONS + 1));
    assert!(table.close().success());
}

#[test]
fn a_port_in_use_stops_play_with_status_2_and_the_repl_refuses() {
    let taken = TcpListener::bind("127.0.0.1:0").expect("a port");
    let address = taken.local_addr().expect("bound").to_string();
    let dir = tempfile::tempdir().expect("temp dir");
    let output = marbles_process(dir.path())
        .args(["play", "Ann", "Bob", "--serve", &address])
        .stdin(Stdio::null())
        .output()
        .expect("marbles runs");
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("cannot open the live pad"), "{said}");
    // Refused before the save is made: no empty game on disk, and the same --save
    // can be tried again at once.
    let save = dir.path().join("bad.yaml");
    for serve in [address.as_str(), "nonsense"] {
        let output = marbles_process(dir.path())
            .args(["play", "Ann", "Bob", "--serve", serve, "--save"])
            .arg(&save)
            .stdin(Stdio::null())
            .output()
            .expect("marbles runs");
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        assert!(
            !save.exists(),
            "a failed --serve {serve} left a save behind"
        );
    }
    let mut child = marbles_process(dir.path())
        .args(["play", "Cy", "Di", "--first", "Cy"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("marbles starts");
    let mut stdin = child.stdin.take().expect("stdin");
    writeln!(
        stdin,
        "serve {address}\nserve 127.0.0.1:0\nserve stop\nserve stop\n111555\nquit"
    )
    .expect("typed");
    drop(stdin);
    let output = child.wait_with_output().expect("marbles ends");
    let out = String::from_utf8_lossy(&output.stdout);
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("line 1: cannot open the live pad"), "{err}");
    assert!(
        out.contains("Live pad for phones: http://127.0.0.1:"),
        "{out}"
    );
    assert!(out.contains("The live pad is closed."), "{out}");
    assert!(err.contains("line 4: No live pad is open"), "{err}");
    assert!(
        out.contains("Most points: 1 1 1 5 5 5"),
        "the game goes on: {out}"
    );
}

#[test]
fn the_page_speaks_the_tables_language() {
    let table = Table::open(&["--lang", "nb", "--serve", "127.0.0.1:0"]);
    let html = String::from_utf8(table.get(&table.root).body).expect("UTF-8");
    assert!(html.contains("<html lang=\"nb\""), "{html}");
    assert!(html.contains("Ann kaster"), "{html}");
    assert!(table.close().success());
}

#[test]
fn an_address_without_its_final_slash_redirects_and_the_icon_is_answered() {
    let table = Table::open(&["--serve", "127.0.0.1:0"]);
    let token = table.root.trim_matches('/').to_owned();
    let moved = request(table.addr, &format!("GET /{token} HTTP/1.1"));
    assert_eq!(moved.status, 301);
    assert!(
        moved.head.contains(&format!("Location: /{token}/")),
        "{}",
        moved.head
    );
    let icon = request(table.addr, "GET /favicon.ico HTTP/1.1");
    assert_eq!(icon.status, 204);
    assert!(icon.body.is_empty());
    assert!(table.close().success());
}

#[test]
fn a_host_that_is_not_this_servers_address_is_refused() {
    let table = Table::open(&["--serve", "127.0.0.1:0"]);
    let port = table.addr.port();
    for host in [
        format!("attacker.example:{port}"),
        format!("127.0.0.1:{}", port.wrapping_add(1)),
    ] {
        let mut stream = TcpStream::connect(table.addr).expect("the pad listens");
        stream.set_read_timeout(Some(PATIENCE)).expect("timeout");
        write!(
            stream,
            "GET {}state.json HTTP/1.1\r\nHost: {host}\r\n\r\n",
            table.root
        )
        .expect("sent");
        let mut raw = String::new();
        stream.read_to_string(&mut raw).expect("the answer ends");
        assert!(raw.starts_with("HTTP/1.1 421 "), "{host}: {raw}");
        assert!(!raw.contains("\"players\""), "{host}: {raw}");
    }
    let local = request(
        table.addr,
        &format!("GET {}state.json HTTP/1.1", table.root),
    );
    assert_eq!(local.status, 200);
    assert!(table.close().success());
}

#[test]
fn the_stream_brings_the_pad_and_says_when_the_table_closes_it() {
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let mut viewer = table.watch();
    let mut first = Vec::new();
    while first.len() < 2 {
        first.push(viewer.event().expect("the state and pad now"));
    }
    assert_eq!(first[0].0, None);
    assert_eq!(first[1].0.as_deref(), Some("pad"));
    assert!(
        first[1]
            .1
            .starts_with("<div id=\"live\" data-version=\"0\" data-run=\""),
        "{}",
        first[1].1
    );
    table.type_line("quit");
    let mut last = None;
    while let Some((name, _)) = viewer.event() {
        last = name;
    }
    assert_eq!(last.as_deref(), Some("closed"));
    assert!(table.close().success());
}

#[test]
fn serve_stop_tells_the_phones_too() {
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let mut viewer = table.watch();
    table.type_line("serve stop");
    let mut names = Vec::new();
    while let Some((name, _)) = viewer.event() {
        names.push(name);
    }
    assert_eq!(names.last(), Some(&Some("closed".to_owned())), "{names:?}");
    assert!(table.close().success());
}

#[test]
fn the_last_throw_is_the_throwers_and_the_pad_says_what_happened() {
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let mut viewer = table.watch();
    assert_eq!(version(&viewer.next().expect("the start")), 0);
    table.type_line("111445");
    let thrown = viewer.next().expect("the throw");
    assert_eq!(thrown["live"]["last_throw"]["player"], "Ann");
    let pad = |table: &Table| {
        String::from_utf8(table.get(&format!("{}pad", table.root)).body).expect("UTF-8")
    };
    assert!(
        pad(&table).contains("Ann keeps from 1 1 1 4 4 5"),
        "{}",
        pad(&table)
    );
    // Each line is accepted, so each is one message.
    for line in ["undo", "111555", "keep", "bank", "234662"] {
        table.type_line(line);
        viewer.next().expect("a step");
    }
    let after_bust = pad(&table);
    assert!(after_bust.contains("Bob: BUST"), "{after_bust}");
    // Ann's turn tallied: the last throw is still Bob's bust.
    table.type_line("tally 650");
    let tallied = viewer.next().expect("the tally");
    assert_eq!(tallied["live"]["last_throw"]["player"], "Bob", "{tallied}");
    assert_eq!(tallied["live"]["last_throw"]["result"], "bust");
    assert!(pad(&table).contains("Ann banked 650"), "{}", pad(&table));
    table.type_line("undo");
    viewer.next().expect("the undo");
    assert!(pad(&table).contains("undone: "), "{}", pad(&table));
    assert!(table.close().success());
}

/// Issue 36: the pad opened again keeps its address, so nobody rescans mid-evening, and
/// its versions go on, so the phones take what comes next.
#[test]
fn the_pad_opened_again_keeps_its_address_and_its_versions_go_on() {
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let (addr, root) = (table.addr, table.root.clone());
    let state = |table: &Table| -> Value {
        let answer = table.get(&format!("{root}state.json"));
        assert_eq!(answer.status, 200, "the same address answers");
        serde_json::from_slice(&answer.body).expect("JSON")
    };
    table.bank_a_turn();
    let before = version(&state(&table));
    assert!(before > 0);

    table.type_line("serve stop");
    table.wait_for("The live pad is closed");
    table.type_line("234662");
    table.type_line("serve 127.0.0.1:0");
    let said = table.wait_for("http://");
    assert!(said.contains(&format!("http://{addr}{root}")), "{said}");
    table.wait_for("Same address as before");
    let again = version(&state(&table));
    assert!(again > before, "{again} after {before}");

    // After `quit`, `resume --serve` opens it at the same address again.
    let dir = table.close_keeping_data();
    let table = Table::run(dir, &["resume", "1", "--serve", "127.0.0.1:0"]);
    assert_eq!((table.addr, table.root.clone()), (addr, root.clone()));
    table.wait_for("Same address as before");
    assert!(version(&state(&table)) > again);
    table.close_keeping_data();
}

/// A laptop that dies with the pad open: `resume --serve` opens it at the address the
/// phones have, and its page is from another run of the server, which the page's
/// script takes whatever its version (the versions the phones saw were never
/// remembered, so they may count from lower now).
#[test]
fn a_pad_killed_open_resumes_at_its_address_as_a_new_run() {
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let (addr, root) = (table.addr, table.root.clone());
    table.bank_a_turn();
    let run = |table: &Table| -> String {
        let page = String::from_utf8(table.get(&root).body).expect("UTF-8");
        let at = page.find("data-run=\"").expect("the pad names its run") + 10;
        page[at..at + 16].to_owned()
    };
    let first = run(&table);
    let dir = table.kill_keeping_data();

    let table = Table::run(dir, &["resume", "1", "--serve", "127.0.0.1:0"]);
    assert_eq!((table.addr, &table.root), (addr, &root));
    table.wait_for("Same address as before");
    assert_ne!(run(&table), first);
    table.close_keeping_data();
}

/// Issue 36: a port asked for by number is the pad's port again, the same address and
/// not one "taken" (the port the pad had is the one asked for).
#[test]
fn serve_at_the_port_the_pad_had_is_the_same_address() {
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let (addr, root) = (table.addr, table.root.clone());
    table.type_line("serve stop");
    table.wait_for("The live pad is closed");
    table.type_line(&format!("serve {addr}"));
    let said = table.wait_for("http://");
    assert!(said.contains(&format!("http://{addr}{root}")), "{said}");
    table.wait_for("Same address as before");
    assert_eq!(table.get(&format!("{root}state.json")).status, 200);
    table.close_keeping_data();
}

/// Issue 36: when the port the pad had is taken by the time the game is resumed, the
/// pad opens on another, keeps its token and its versions, and says so in a line.
#[test]
fn a_pad_whose_port_was_taken_meanwhile_opens_on_another_and_says_so() {
    let mut table = Table::open(&["--serve", "127.0.0.1:0"]);
    let (addr, root) = (table.addr, table.root.clone());
    table.bank_a_turn();
    let answer = table.get(&format!("{root}state.json"));
    let before = version(&serde_json::from_slice(&answer.body).expect("JSON"));
    let dir = table.close_keeping_data();

    // Something else listens on the pad's port now.
    let _squatter = TcpListener::bind(addr).expect("the port is free once marbles left");
    let table = Table::run(dir, &["resume", "1", "--serve", "127.0.0.1:0"]);
    assert_ne!(table.addr, addr);
    assert_eq!(table.root, root, "the token is the game's still");
    let said = table.wait_for("is taken");
    assert!(
        said.contains(&format!("Port {} is taken", addr.port())),
        "{said}"
    );
    let answer = table.get(&format!("{root}state.json"));
    assert_eq!(answer.status, 200);
    let again = version(&serde_json::from_slice(&answer.body).expect("JSON"));
    assert!(again > before, "{again} after {before}");
    table.close_keeping_data();
}
