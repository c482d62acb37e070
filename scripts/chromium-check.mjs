#!/usr/bin/env node
// Looks at marbles' pages in a real browser: headless Chromium driven over the DevTools
// protocol on a pipe (no packages needed, only Node and Chromium).
//
//   node scripts/chromium-check.mjs export PAGE.html OUTDIR
//       The HTML export at 1200 and 400 px wide, light and dark: the page must not
//       scroll sideways, no number (`11 200`, `+650 → 1 350`) may wrap, and the chart's
//       text must be at least 11 px high. Saves a screenshot of each and a PDF print.
//   node scripts/chromium-check.mjs live MARBLES OUTDIR
//       Starts `MARBLES play Ann Bob --first Ann --serve 127.0.0.1:0`, opens the live
//       page at 400 px, types three actions into the game, and checks that the page
//       shows the new total without a reload. Saves a screenshot before and after.
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
    async size(width, dark) {
      await call("Emulation.setDeviceMetricsOverride", { width, height: 900, deviceScaleFactor: 1, mobile: width < 600 });
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
}

async function checkLive() {
  const game = spawn(target, ["play", "Ann", "Bob", "--first", "Ann", "--serve", "127.0.0.1:0"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = createInterface({ input: game.stdout });
  const url = await new Promise((ok) => {
    lines.on("line", (line) => {
      const found = line.split(/\s+/).find((word) => word.startsWith("http://"));
      if (found) ok(found);
    });
  });
  try {
    const page = await tab();
    await page.size(400, false);
    await page.open(url);
    const until = async (expression, what) => {
      for (let tries = 0; tries < 200; tries += 1) {
        if (await page.look(expression)) return true;
        await new Promise((ok) => setTimeout(ok, 100));
      }
      check(false, what);
      return false;
    };
    await until(`document.documentElement.dataset.stream === "open"`, "the event stream opens");
    await page.look(`window.sameLoad = true`);
    await page.shoot(`${outdir}/live-before.png`);
    game.stdin.write("111555\nkeep\nbank\n");
    const shown = await until(
      `document.querySelector("#live")?.dataset.version === "3" && document.querySelector("tr.total")?.textContent.includes("1,000")`,
      "the page shows Ann's 1,000 after three actions",
    );
    if (shown) check(true, "the page shows Ann's 1,000 after three actions");
    check(await page.look(`window.sameLoad === true`), "without a reload");
    const turn = await page.look(`document.querySelector("p.turn").textContent`);
    check(turn.startsWith("Bob to throw"), `the header follows the turn: ${turn}`);
    await page.shoot(`${outdir}/live-after.png`);
  } finally {
    game.stdin.end();
  }
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
