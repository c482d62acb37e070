#!/usr/bin/env node
// Looks at marbles' pages in a real browser: headless Chromium driven over the DevTools
// protocol on a pipe (no packages needed, only Node and Chromium).
//
//   node scripts/chromium-check.mjs export PAGE.html OUTDIR
//       The HTML export at 1200 and 400 px wide, light and dark: the page must not
//       scroll sideways, no number (`11 200`, `+650 → 1 350`) may wrap, and the chart's
//       text must be at least 11 px high. Saves a screenshot of each and a PDF print.
//   node scripts/chromium-check.mjs live MARBLES OUTDIR
//       Starts `MARBLES play Ann Bob Cy Dee --first Ann --serve 127.0.0.1:0`, opens the
//       live page at 360 × 760 px, types actions into the game, and checks that the page
//       follows without a reload, that its first screen shows every name with its total
//       and a chance in per cent, that six tabs keep up, and that after `quit` it says
//       the table closed the pad. Then kills a second game's server and checks that its
//       page makes only a handful of requests in ten seconds. Saves screenshots at 360,
//       400 and 1200 px, light and dark.
//
// Prints one line per check and exits 1 if any failed, 2 if it could not run (no
// Chromium: set CHROMIUM to its path, else /usr/bin/chromium is used).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { createInterface } from "node:readline";

const chromium = process.env.CHROMIUM || "/usr/bin/chromium";
const [mode, target, outdir] = process.argv.slice(2);
if (!["export", "live"].includes(mode) || !target || !outdir) {
  console.error("usage: chromium-check.mjs export PAGE.html OUTDIR | live MARBLES OUTDIR");
  process.exit(2);
}
if (!existsSync(chromium)) {
  console.error(`chromium-check: no Chromium at ${chromium}`);
  process.exit(2);
}
mkdirSync(outdir, { recursive: true });

// Every wait is bounded: the whole run gives up after two minutes.
const deadline = setTimeout(() => {
  console.error("chromium-check: gave up after 120 s");
  process.exit(2);
}, 120_000);

const browser = spawn(
  chromium,
  ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run", "--hide-scrollbars", "about:blank"],
  { stdio: ["ignore", "ignore", "ignore", "pipe", "pipe"] },
);
const toBrowser = browser.stdio[3];
const fromBrowser = browser.stdio[4];
let nextId = 1;
const waiting = new Map();
const listeners = [];
let buffered = Buffer.alloc(0);
fromBrowser.on("data", (chunk) => {
  buffered = Buffer.concat([buffered, chunk]);
  let end;
  while ((end = buffered.indexOf(0)) >= 0) {
    const message = JSON.parse(buffered.subarray(0, end).toString("utf8"));
    buffered = buffered.subarray(end + 1);
    if (message.id && waiting.has(message.id)) {
      const { ok, fail } = waiting.get(message.id);
      waiting.delete(message.id);
      message.error ? fail(new Error(JSON.stringify(message.error))) : ok(message.result);
    } else if (message.method) {
      listeners.slice().forEach((listen) => listen(message));
    }
  }
});

function send(method, params = {}, sessionId) {
  const id = nextId++;
  toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + "\0");
  return new Promise((ok, fail) => waiting.set(id, { ok, fail }));
}

function once(method, sessionId) {
  return new Promise((ok) => {
    const listen = (message) => {
      if (message.method === method && message.sessionId === sessionId) {
        listeners.splice(listeners.indexOf(listen), 1);
        ok(message.params);
      }
    };
    listeners.push(listen);
  });
}

async function tab() {
  const { targetId } = await send("Target.createTarget", { url: "about:blank" });
  const { sessionId } = await send("Target.attachToTarget", { targetId, flatten: true });
  const call = (method, params) => send(method, params, sessionId);
  await call("Page.enable");
  await call("Runtime.enable");
  return {
    call,
    sessionId,
    async open(url) {
      const loaded = once("Page.loadEventFired", sessionId);
      await call("Page.navigate", { url });
      await loaded;
    },
    async look(expression) {
      const { result, exceptionDetails } = await call("Runtime.evaluate", {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails) throw new Error(JSON.stringify(exceptionDetails));
      return result.value;
    },
    async size(width, dark, height = 900) {
      await call("Emulation.setDeviceMetricsOverride", { width, height, deviceScaleFactor: 1, mobile: width < 600 });
      await call("Emulation.setEmulatedMedia", {
        features: [{ name: "prefers-color-scheme", value: dark ? "dark" : "light" }],
      });
    },
    async shoot(file) {
      const { data } = await call("Page.captureScreenshot", { format: "png", captureBeyondViewport: true });
      writeFileSync(file, Buffer.from(data, "base64"));
    },
  };
}

// Measured in the page: sideways scroll, numbers and "result → total" split over two
// lines, and the chart's smallest text in CSS pixels.
const MEASURE = `(() => {
  const root = document.documentElement;
  const sideways = root.scrollWidth - root.clientWidth;
  const numbers = /[+-]?\\d[\\d\\u00a0\\u202f.,]*\\d(?:\\u00a0%)?|\\S+\\u00a0→\\u00a0\\S+/g;
  const wrapped = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement.closest("svg, script, style")) continue;
    for (const match of node.data.matchAll(numbers)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) wrapped.push(match[0]);
    }
  }
  let smallest = Infinity;
  for (const text of document.querySelectorAll("svg text")) {
    const scale = text.ownerSVGElement.getScreenCTM().a;
    smallest = Math.min(smallest, parseFloat(getComputedStyle(text).fontSize) * scale);
  }
  return { sideways, wrapped, smallest: smallest === Infinity ? null : smallest, cards: getComputedStyle(document.querySelector("table")).display };
})()`;

let failures = 0;
function check(ok, what) {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures += 1;
}

async function checkExport() {
  const page = await tab();
  const url = "file://" + resolve(target);
  for (const width of [1200, 400]) {
    for (const dark of [false, true]) {
      const name = `export-${width}-${dark ? "dark" : "light"}`;
      await page.size(width, dark);
      await page.open(url);
      const seen = await page.look(MEASURE);
      check(seen.sideways <= 0, `${name}: no sideways scroll (${seen.sideways} px over)`);
      check(seen.wrapped.length === 0, `${name}: no number wraps ${JSON.stringify(seen.wrapped)}`);
      if (seen.smallest !== null) {
        check(seen.smallest >= 11, `${name}: chart text at least 11 px (${seen.smallest.toFixed(1)} px)`);
      }
      console.log(`     ${name}: tables shown as ${seen.cards}`);
      await page.shoot(`${outdir}/${name}.png`);
    }
  }
  await page.size(1200, false);
  await page.open(url);
  const { data } = await page.call("Page.printToPDF", { printBackground: false, preferCSSPageSize: false });
  const pdf = Buffer.from(data, "base64");
  writeFileSync(`${outdir}/export.pdf`, pdf);
  const pages = (pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) || []).length;
  check(pages >= 1, `print to PDF: ${pages} page(s), ${outdir}/export.pdf`);
  // The page as print media lays it out, an A4 sheet wide, for a person to look at.
  await page.call("Emulation.setDeviceMetricsOverride", { width: 794, height: 1123, deviceScaleFactor: 1, mobile: false });
  await page.call("Emulation.setEmulatedMedia", { media: "print" });
  await page.open(url);
  await page.shoot(`${outdir}/export-print.png`);
  console.log(`     print media: ${outdir}/export-print.png`);
}

// Starts a game with the live pad open; its address, stdin and process.
async function startGame(args) {
  const game = spawn(target, ["play", ...args, "--serve", "127.0.0.1:0"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: game.stdout });
  const url = await new Promise((ok) => {
    lines.on("line", (line) => {
      const found = line.split(/\s+/).find((word) => word.startsWith("http://"));
      if (found) ok(found);
    });
  });
  return { game, url };
}

// Waits, bounded, until `expression` holds in `page`.
async function until(page, expression, what) {
  for (let tries = 0; tries < 200; tries += 1) {
    if (await page.look(expression)) {
      check(true, what);
      return true;
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  check(false, what);
  return false;
}

// What the first screen (the viewport) shows of the scoreboard: each row's name,
// total and chance, and whether the row is wholly on screen.
const FIRST_SCREEN = `(() => [...document.querySelectorAll("table.board tbody tr")].map((row) => {
  const cells = row.querySelectorAll("th, td");
  const box = row.getBoundingClientRect();
  return {
    name: cells[0].textContent.replace(/[▶★]/g, "").trim(),
    total: cells[1].textContent.trim(),
    chance: cells[cells.length - 1].textContent.trim(),
    seen: box.top >= 0 && box.bottom <= window.innerHeight,
  };
}))()`;

async function checkLive() {
  const players = ["Ann", "Bob", "Cy", "Dee"];
  const { game, url } = await startGame([...players, "--first", "Ann"]);
  try {
    const page = await tab();
    await page.size(360, false, 760);
    await page.open(url);
    await until(page, `document.documentElement.dataset.stream === "open"`, "the event stream opens");
    await page.look(`window.sameLoad = true`);
    game.stdin.write("111555\nkeep\nbank\n234662\n");
    await until(
      page,
      `document.querySelector("#live")?.dataset.version === "4"`,
      "the page follows four actions without a reload",
    );
    check(await page.look(`window.sameLoad === true`), "without a reload");
    const rows = await page.look(FIRST_SCREEN);
    check(rows.length === players.length, `360 px: the scoreboard has a row per player (${rows.length})`);
    for (const row of rows) {
      check(
        row.seen && players.includes(row.name) && /\d/.test(row.total) && /%$/.test(row.chance),
        `360 px, first screen: ${row.name} ${row.total} ${row.chance}`,
      );
    }
    check(
      rows.map((row) => row.name).join() === players.join(),
      `the scoreboard keeps seating order: ${rows.map((row) => row.name).join(", ")}`,
    );
    const happened = await page.look(`document.querySelector("p.happened")?.textContent`);
    check(happened === "Bob: BUST", `what just happened: ${happened}`);
    const turn = await page.look(`document.querySelector("p.turn").textContent`);
    check(turn.startsWith("Cy to throw"), `the header follows the turn: ${turn}`);
    await page.shoot(`${outdir}/live-360.png`);
    for (const width of [400, 1200]) {
      for (const dark of [false, true]) {
        await page.size(width, dark);
        await page.shoot(`${outdir}/live-${width}-${dark ? "dark" : "light"}.png`);
      }
    }
    // Six tabs of one browser (this one and five more), as many as it opens
    // connections to one address: each holds one event stream, and needs no other
    // connection to stay current.
    const tabs = [page];
    for (let k = 1; k < 6; k += 1) {
      const more = await tab();
      await more.open(url);
      tabs.push(more);
    }
    for (const [k, more] of tabs.entries()) {
      await until(more, `document.documentElement.dataset.stream === "open"`, `tab ${k + 1} is live`);
    }
    game.stdin.write("111555\n");
    for (const [k, more] of tabs.entries()) {
      await until(more, `document.querySelector("#live")?.dataset.version === "5"`, `tab ${k + 1} keeps up`);
    }
    game.stdin.write("quit\n");
    await until(
      page,
      `document.documentElement.dataset.stream === "closed" && document.getElementById("stream").textContent === "The table closed the live pad"`,
      "after quit the page says the table closed the live pad",
    );
    await page.shoot(`${outdir}/live-closed.png`);
  } finally {
    game.stdin.end();
  }
  await checkCalmOffline();
}

// A pad that goes away without a word (the process killed): the page retries with a
// growing wait, a handful of requests in ten seconds, not thousands.
async function checkCalmOffline() {
  const { game, url } = await startGame(["Ann", "Bob", "--first", "Ann"]);
  const page = await tab();
  await page.size(400, false);
  await page.open(url);
  await until(page, `document.documentElement.dataset.stream === "open"`, "a second game's page is live");
  let requests = 0;
  listeners.push((message) => {
    if (message.method === "Network.requestWillBeSent" && message.sessionId === page.sessionId) {
      requests += 1;
    }
  });
  await page.call("Network.enable");
  game.kill("SIGKILL");
  await new Promise((ok) => setTimeout(ok, 10_000));
  check(requests <= 6, `after the server is gone: ${requests} requests in ten seconds`);
  const status = await page.look(`document.getElementById("stream").textContent`);
  check(status.startsWith("Connection lost"), `the page says so: ${status}`);
}

try {
  await send("Target.setDiscoverTargets", { discover: false });
  await (mode === "export" ? checkExport() : checkLive());
} catch (error) {
  console.error(`chromium-check: ${error.message}`);
  failures += 1;
} finally {
  clearTimeout(deadline);
  browser.kill();
}
process.exit(failures > 0 ? 1 : 0);
