// The page in headless Chromium, driven through playwright-core (run by
// scripts/check-web.sh): it paints the board, a click on a tile toggles
// that tile's bit in the editor, a solve at the paper's settings (a fresh
// browser profile has the defaults: the paper's search, bound 193) ends with
// the paper's counters, read from the window's AccessKit texts, and the
// lesson opens in German and in Present mode. Usage:
//   node web-check.mjs URL SHOTS_DIR
// $MAEDN_SOLVE_TIMEOUT: seconds the solve may take (default 600).
// Chromium is Debian's (/usr/bin/chromium, or $CHROMIUM); WebGL is drawn in
// software by SwiftShader. Exits non-zero with a sentence on any failure.
import { chromium } from "playwright-core";

const [url, shots] = process.argv.slice(2);
const fail = (why) => { console.error("FAIL: " + why); process.exitCode = 1; throw new Error(why); };
const solveTimeout = Number(process.env.MAEDN_SOLVE_TIMEOUT || 600) * 1000;

// Waits until the window runs (window.maedn answers with a board).
async function windowRuns(page) {
  for (let i = 0; i < 240; i++) {
    if (await page.evaluate(() => window.maedn !== undefined && window.maedn.editor_board() !== undefined)) return;
    await page.waitForTimeout(250);
  }
  fail("the window never started");
}

// Piece 1 in the start field; the click adds track tile 17 (bit 59 - 17).
const START = "0xE800000000000000";
const TILE = "Track tile 17";
const BIT = 59n - 17n;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         // WebGL in software (Chromium no longer falls back to it by itself).
         "--enable-unsafe-swiftshader", "--use-angle=swiftshader"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const logs = [];
  page.on("console", (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => logs.push(`page error: ${e}`));

  // The first paint: the time until a screenshot of the page shows more
  // than the background (the board, its panels, text).
  const started = Date.now();
  await page.goto(`${url}?no-welcome&lang=en&board=${START}`);
  let painted = 0;
  for (let i = 0; i < 240 && !painted; i++) {
    const ready = await page.evaluate(() => window.maedn !== undefined && window.maedn.editor_board() !== undefined);
    if (ready && await page.evaluate((t) => window.maedn.tile_centre(t) !== undefined, TILE)) {
      painted = Date.now() - started;
    } else {
      await page.waitForTimeout(250);
    }
  }
  if (!painted) fail("the board was never drawn (logs: " + logs.slice(-5).join(" | ") + ")");
  await page.waitForTimeout(500);
  console.log(`first paint of the board: ${(painted / 1000).toFixed(1)} s after navigation`);
  const panic = await page.evaluate(() => window.maedn.panic_message());
  if (panic !== undefined) fail("the window panicked: " + panic);

  const before = await page.screenshot({ path: `${shots}/web-editor.png` });
  const distinct = new Set();
  for (let i = 0; i < before.length; i += 97) distinct.add(before[i]);
  if (distinct.size < 50) fail("the screenshot is nearly blank");

  const boardBefore = await page.evaluate(() => window.maedn.editor_board());
  const [x, y] = await page.evaluate((t) => window.maedn.tile_centre(t), TILE);
  console.log(`editor board ${boardBefore}; ${TILE} drawn at (${x.toFixed(0)}, ${y.toFixed(0)})`);
  await page.mouse.click(x, y);
  await page.waitForTimeout(500);
  const boardAfter = await page.evaluate(() => window.maedn.editor_board());
  const flipped = BigInt(boardBefore.replaceAll("_", "")) ^ BigInt(boardAfter.replaceAll("_", ""));
  console.log(`after the click: ${boardAfter}`);
  if (flipped !== 1n << BIT) fail(`the click changed bits ${flipped.toString(16)}, not bit ${BIT}`);
  const after = await page.screenshot({ path: `${shots}/web-editor-clicked.png` });
  if (after.equals(before)) fail("the page looks the same after the click");
  console.log(`a click on ${TILE} toggled bit ${BIT}`);

  // A solve at the paper's settings, started from the address: the
  // counters and the total as the window tells a screen reader.
  await page.goto(`${url}?solve&no-welcome&lang=en`);
  await windowRuns(page);
  const solveStart = Date.now();
  let texts = [];
  let next = 0;
  while (!texts.some((t) => t.startsWith("Total:"))) {
    if (Date.now() - solveStart > solveTimeout) {
      fail(`the solve did not finish in ${solveTimeout / 1000} s; last texts: ${texts.filter((t) => /\d,\d{3}/.test(t)).join(" | ")}`);
    }
    const panicked = await page.evaluate(() => window.maedn.panic_message());
    if (panicked !== undefined) fail("the window panicked: " + panicked);
    if (Date.now() - solveStart >= next) {
      next += 30000;
      const counts = texts.filter((t) => /^[\d,]+$/.test(t)).join(" ");
      console.log(`  solving, ${((Date.now() - solveStart) / 1000).toFixed(0)} s: ${counts}`);
    }
    await page.waitForTimeout(500);
    texts = await page.evaluate(() => window.maedn.spoken_texts());
  }
  const solveSeconds = (Date.now() - solveStart) / 1000;
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${shots}/web-solve.png` });
  const total = texts.find((t) => t.startsWith("Total:"));
  console.log(`the solve ended after ${solveSeconds.toFixed(1)} s: ${total}`);
  for (const want of ["18,526,851", "15,422,842"]) {
    if (!texts.includes(want)) fail(`the finished solve does not show ${want} (numbers: ${texts.filter((t) => /^[\d,]+$/.test(t)).join(" ")})`);
  }
  if (!/^Total: 83,047\s*units\b/.test(total)) fail(`the total is not 83,047 units: ${total}`);
  console.log("the paper's counters in the browser: 18,526,851 calls, 15,422,842 prunes, 83,047 units");

  // The lesson opens from the address, in German, and in Present mode.
  await page.goto(`${url}?lesson&lang=de`);
  await windowRuns(page);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `${shots}/web-lesson-de.png` });
  await page.goto(`${url}?lesson&present&no-welcome&lang=en`);
  await windowRuns(page);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `${shots}/web-lesson-present.png` });
  const errors = logs.filter((l) => l.startsWith("error") || l.startsWith("page error"));
  if (errors.length) console.log("console errors:\n  " + errors.join("\n  "));
} finally {
  await browser.close();
}
