// Links that cannot be opened say why and leave the game in progress alone; a shared game
// in progress can be carried on here (asking first when it would replace one); the embed
// snippet shows the replay in a 700 px blog frame and tells its height; the pictures are a
// PNG of at least 1,024 px and an SVG.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { MarketPage } from "../lib/market-page.js";
import { expectPageMatchesState } from "../lib/assert-state.js";
import { replayState, prefix } from "../lib/replay.js";
import { golden } from "../lib/golden.js";
import { withQuery } from "../lib/links.js";

const fixture = (name) =>
  readFileSync(fileURLToPath(new URL(`../../../engine/tests/golden/codes/${name}`, import.meta.url)), "utf8").trim();

/** One character of `code` at `i` replaced by another of the alphabet. */
function changed(code, i) {
  const c = code[i] === "A" ? "B" : "A";
  return code.slice(0, i) + c + code.slice(i + 1);
}

test("bad links say what is wrong and the game in progress is kept", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(golden("3p-classic-full.record.json"));
  const code = (await market.shareUrl()).split("#")[1];
  // a game in progress on this device
  const inProgress = golden("gen-4p-classic-mid-place.record.json");
  await market.importGame(inProgress);
  const kept = await market.exportRecord();
  await page.keyboard.press("Escape");

  const bad = [
    { what: "a changed character", code: changed(code, Math.floor(code.length / 2)), says: /damaged/ },
    { what: "cut short", code: code.slice(0, Math.floor(code.length / 2)), says: /cut short/ },
    { what: "an unknown version", code: fixture("unknown-version.txt"), says: /newer version/ },
    // its first byte reads as version 129, which no app wrote: not "newer", damaged
    { what: "a mistyped address", code: "garbage123", says: /damaged/ },
    { what: "an impossible game", code: fixture("impossible.txt"), says: /impossible/ },
    { what: "not a code", code: "%%not-a-game", says: /holds no game/ },
    // a full stop after a code is no part of it, but a full stop alone is no code
    { what: "punctuation alone", code: "...", says: /holds no game/ },
  ];
  for (const [i, b] of bad.entries()) {
    // a fresh load of the page (a link followed), not only a change of fragment
    await market.goto(`./?speed=instant&visit=${i}#${b.code}`);
    const notice = market.hook("notice");
    await expect(notice, b.what).toBeVisible();
    await expect(notice, b.what).toHaveAttribute("role", "alert");
    await expect(notice, b.what).toContainText(b.says);
    await expect(notice, b.what).toContainText("Your game is unchanged.");
    await expect(market.hook("replay"), b.what).toHaveCount(0);
    await expect(market.hook("crash")).toHaveCount(0);
    expect(await market.exportRecord(), b.what).toEqual(kept);
    await page.keyboard.press("Escape");
    // told once: the code is out of the address, so a reload tells nothing again
    expect(new URL(page.url()).hash, b.what).toBe("");
    expect(new URL(page.url()).searchParams.get("visit"), b.what).toBe(String(i));
    await market.reload();
    await expect(market.hook("phase"), b.what).toBeVisible();
    await expect(market.hook("notice"), b.what).toHaveCount(0);
  }
  // A fragment changed in an open page (a second link pasted into the same tab).
  await page.evaluate((c) => {
    location.hash = c;
  }, changed(code, 3));
  await expect(market.hook("notice")).toContainText(/damaged/);
  expect(await market.exportRecord()).toEqual(kept);
  // the good link pasted after it: the refusal of the earlier one goes
  await page.evaluate((c) => {
    location.hash = c;
  }, code);
  await expect(market.hook("replay")).toBeVisible();
  await expect(market.hook("notice")).toHaveCount(0);
});

// A chat or a sentence leaves a full stop or a bracket after the link: the game still opens.
test("a link with a full stop or a bracket after it opens its game", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  const record = golden("3p-classic-full.record.json");
  await market.importGame(record);
  const code = (await market.shareUrl()).split("#")[1];
  for (const [i, pasted] of [`${code}.`, `${code}).`, `${code}!`].entries()) {
    await market.goto(`./?speed=instant&visit=${i}#${pasted}`);
    await expect(market.hook("replay"), pasted).toHaveAttribute("data-plies", String(record.turns.length));
    await expect(market.hook("notice"), pasted).toHaveCount(0);
    // the shell painted the table, as the app reads the link (nothing jumps)
    await expect(page.locator("html"), pasted).toHaveAttribute("data-shell", "table");
  }
});

test("a shared game in progress can be carried on here, asking before it replaces this device's game", async ({
  page,
  browser,
}) => {
  const shared = golden("gen-4p-classic-mid-place.record.json");
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(shared);
  const url = withQuery(await market.shareUrl(), "speed=instant");

  // A device with a game of its own: the link opens as a replay, the game waits below.
  const mine = golden("3p-classic-mid-turn.record.json");
  const ctx = await browser.newContext();
  const other = new MarketPage(await ctx.newPage());
  await other.goto("./?speed=instant");
  await other.importGame(mine);
  await other.goto(url);
  await expect(other.hook("replay")).toHaveAttribute("data-ply", String(shared.turns.length));
  await other.hook("continue-here").click();
  // the question fits a link as well as a file: it speaks of the game being opened
  await expect(other.dialog()).toContainText("The game you are opening takes the place");
  await expect(other.dialog()).not.toContainText(/file/i);
  await other.cancelDialog();
  await expect(other.hook("replay")).toBeVisible();
  await other.hook("replay-close").click();
  await expectPageMatchesState(other, replayState(mine), { label: "own game kept" });
  // a link pasted into the open page, then the browser's Back: the replay goes with its code
  await other.page.evaluate((c) => {
    location.hash = c;
  }, url.split("#")[1]);
  await expect(other.hook("replay")).toBeVisible();
  await other.page.goBack();
  await expect(other.hook("replay")).toHaveCount(0);
  await expectPageMatchesState(other, replayState(mine), { label: "back to own game" });

  await other.goto(url);
  await other.hook("continue-here").click();
  await other.confirmDialog();
  await expect(other.hook("replay")).toHaveCount(0);
  await expectPageMatchesState(other, replayState(shared), { label: "carried on" });
  // It is this device's game now: saved, playable, with a fresh seed of its own.
  const saved = JSON.parse(await other.page.evaluate(() => localStorage.getItem("marrakech:2:game"))).value.record;
  expect(saved.turns).toEqual(shared.turns);
  expect(typeof saved.seed).toBe("number");
  await expect(other.hook("placement").first()).toBeVisible();
  await ctx.close();
});

test("the embed snippet shows the replay at its turn in a 700 px blog frame and tells its height", async ({
  page,
  baseURL,
}) => {
  const record = golden("3p-classic-full.record.json");
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(record);
  await market.hook("watch-game").click();
  await market.hook("replay-scrub").fill("12");
  await expect(market.hook("replay")).toHaveAttribute("data-ply", "12");
  await market.hook("share").click();
  const url = await market.hook("share-url").inputValue();
  expect(url).toMatch(/\?ply=12#/);
  // not a game by link: no word of a link to send
  await expect(market.hook("share-by-link")).toHaveCount(0);
  const snippet = await market.hook("embed-code").inputValue();
  expect(snippet).toMatch(/^<iframe [^>]*src="[^"]*\?embed=1&amp;ply=12#[A-Za-z0-9_-]+"/);
  expect(snippet).toContain('allow="clipboard-write; web-share"');
  expect(snippet).toMatch(/title="[^"]+"/);

  const origin = new URL(baseURL).origin;
  await page.route(`${origin}/host/blog.html`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>A blog</title></head><body>
        <script>window.heights=[];addEventListener("message",function(e){if(e.data&&e.data.type==="marrakech:height")heights.push(e.data.height)});</script>
        <h1>My game of Marrakech</h1><div style="width:700px">${snippet}</div><p>After the game.</p></body></html>`,
    }),
  );
  await page.goto(`${origin}/host/blog.html`);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByTestId("replay")).toHaveAttribute("data-ply", "12", { timeout: 30_000 });
  await expect(frame.getByTestId("board")).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.heights.length)).toBeGreaterThan(0);
  const heights = await page.evaluate(() => window.heights);
  const box = await page.locator("iframe").boundingBox();
  expect(Math.round(box.height)).toBe(heights[heights.length - 1]);
  expect(box.width).toBe(700);
  test.info().annotations.push({ type: "embed", description: `frame height ${heights[heights.length - 1]} px at 700 px wide` });
});

test("the picture is a PNG 1,150 px wide, as docs/formats.md says, and an SVG with names and scores", async ({ page }) => {
  const record = golden("3p-classic-full.record.json");
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importGame(record);
  await market.hook("share").click();
  const [png] = await Promise.all([page.waitForEvent("download"), market.hook("download-picture").click()]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  const bytes = await readFile(await png.path());
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  expect(width).toBe(1150);
  expect(height).toBeGreaterThan(width);
  expect(bytes.length).toBeGreaterThan(20_000); // drawn, not blank

  const [svg] = await Promise.all([page.waitForEvent("download"), market.hook("download-svg").click()]);
  const text = await readFile(await svg.path(), "utf8");
  expect(text.startsWith("<svg")).toBe(true);
  for (const p of record.players) expect(text).toContain(p.name);
  const state = replayState(prefix(record, record.turns.length));
  for (const p of state.players) expect(text).toContain(`= ${p.money + p.visible}`);
  for (const letter of "ABCDEFG") expect(text).toContain(`>${letter}</text>`);
});
