// The words of a language come as a file when it is first used: a first visit loads only
// the one it shows, the service worker keeps them all for offline play, and a change of
// language redraws nothing (the step, the direction chosen, an open panel, an animation,
// the focus all stay). Arabic mirrors the page and keeps the market's geometry.
import { test, expect } from "@playwright/test";
import { readFileSync } from "node:fs";
import { MarketPage } from "../lib/market-page.js";
import { waitForServiceWorker } from "../lib/ship.js";
import { LANGS, RTL } from "../lib/langs.js";
import { golden, goldenPath } from "../lib/golden.js";

/** The words files the page fetched so far. */
const wordsFetched = (page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.includes("/words/"))
      .map((p) => p.split("/").pop()),
  );

test("a first visit fetches the words of the language it shows, and no other", async ({ page }) => {
  const app = new MarketPage(page);
  await app.goto("./?lang=en&speed=instant");
  expect(await wordsFetched(page)).toEqual([]);
  await app.goto("./?lang=de&speed=instant");
  await expect(app.hook("open-rules")).toHaveText("Regeln");
  expect(await wordsFetched(page)).toEqual(["de.ftl"]);
  // the rules page's words come in a second file, with the panels: in German once open
  await app.hook("open-rules").click();
  await expect(page.locator("#rules-title")).toHaveText("So wird gespielt");
  expect(await wordsFetched(page)).toEqual(["de.ftl", "de.later.ftl"]);
});

test("switching language mid-turn keeps the step, the direction, the open panel and the page itself", async ({ page }) => {
  const app = new MarketPage(page);
  await app.goto("./?lang=en&seed=5");
  await app.hook("start-game").click();
  await app.passHandoff();
  await app.rotate("left");
  await expect(app.hook("phase")).toHaveAttribute("data-phase", "roll");
  // marks on elements that a redraw would lose
  await page.evaluate(() => {
    document.querySelector('[data-testid="board"]').dataset.mark = "kept";
    document.querySelector(".log ol, .log")?.setAttribute("data-mark", "kept");
  });
  await app.hook("open-rules").click();
  await expect(app.hook("close-panel")).toBeVisible();
  await app.hook("language").selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(app.hook("close-panel")).toBeVisible();
  await expect(page.locator("#rules-title, .panel h2").first()).toHaveText("So wird gespielt");
  await app.hook("close-panel").click();
  await expect(app.hook("phase")).toHaveAttribute("data-phase", "roll");
  await expect(app.hook("rotate-left")).toHaveAttribute("aria-pressed", "true");
  await expect(app.hook("roll")).toContainText("Würfeln");
  expect(await page.evaluate(() => document.querySelector('[data-testid="board"]').dataset.mark)).toBe("kept");

  // during the roll's animation (the normal speed): Assam walks on, the turn goes on
  await app.hook("roll").click();
  await app.hook("language").selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(app.hook("phase")).toHaveAttribute("data-phase", "place", { timeout: 15_000 });
  await expect(app.hook("confirm-rug")).toContainText("Poser");
  expect(await page.evaluate(() => document.querySelector('[data-testid="board"]').dataset.mark)).toBe("kept");
});

test("Arabic: the page runs right to left, the market keeps the board's geometry, a sequence is drawn right to left", async ({ page }) => {
  const app = new MarketPage(page);
  await app.goto("./?lang=ar&seed=5&speed=instant");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await app.hook("start-game").click();
  await app.passHandoff();
  const x = (col) => page.locator(`[data-testid="cell"][data-row="0"][data-col="${col}"]`).evaluate((e) => e.getBoundingClientRect().x);
  expect(await x(0)).toBeLessThan(await x(6));
  expect(await page.locator('[data-testid="board"]').evaluate((e) => getComputedStyle(e).direction)).toBe("ltr");
  const left = await app.hook("rotate-left").boundingBox();
  const right = await app.hook("rotate-right").boundingBox();
  expect(left.x).toBeLessThan(right.x);
  // the menu is mirrored: the language select sits at the left end of the bar
  const lang = await app.hook("language").boundingBox();
  const rules = await app.hook("open-rules").boundingBox();
  expect(lang.x).toBeLessThan(rules.x);
  // a link and an HTML snippet read left to right, as written
  await app.hook("share").click();
  for (const hook of ["share-url", "embed-code"]) {
    expect(await app.hook(hook).evaluate((e) => getComputedStyle(e).direction), hook).toBe("ltr");
  }
  await app.hook("close-panel-corner").click();
  // the rules' "allowed" and "not allowed" stay under their pictures (✓ left, ✗ right)
  await app.hook("open-rules").click();
  const labels = page.locator(".d-labels span");
  await expect(labels).toHaveCount(2);
  const [legal, illegal] = [await labels.nth(0).boundingBox(), await labels.nth(1).boundingBox()];
  expect(legal.x, "'allowed' under the left picture").toBeLessThan(illegal.x);
  // roll first's sequence (die, payment, rug, quarter turn) reads right to left
  const order = () =>
    page.locator(".diagram.sequence").evaluate((svg) => {
      const x = (sel) => svg.querySelector(sel).getBoundingClientRect().x;
      return x(".d-die") < x("rect[fill]") ? "die first from the left" : "die first from the right";
    });
  expect(await order()).toBe("die first from the right");
  await app.hook("close-panel-corner").click();
  // and back to a left-to-right language
  await app.hook("language").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await app.hook("open-rules").click();
  expect(await order()).toBe("die first from the left");
  await app.hook("close-panel-corner").click();
});

test("after one visit every language opens offline", async ({ page, context }) => {
  const app = new MarketPage(page);
  await app.goto("./?lang=en&speed=instant");
  await waitForServiceWorker(page);
  // every language's words are in the service worker's copy before the network goes
  const cached = (langs) =>
    page.evaluate(async (langs) => {
      const files = langs.flatMap((l) => [`words/${l}.ftl`, `words/${l}.later.ftl`]);
      const hits = await Promise.all(files.map((f) => caches.match(new URL(f, location.href).href)));
      return hits.every(Boolean);
    }, langs);
  await expect.poll(() => cached(LANGS.filter((l) => l !== "en")), { timeout: 15_000 }).toBe(true);
  await context.setOffline(true);
  const rulesWord = { en: "Rules", fr: "Règles", pl: "Zasady", de: "Regeln", es: "Reglas", ar: "القواعد" };
  const rulesTitle = { fr: "Comment jouer", pl: "Jak grać", de: "So wird gespielt", es: "Cómo se juega", ar: "طريقة اللعب" };
  for (const lang of LANGS.filter((l) => l !== "en")) {
    await app.hook("language").selectOption(lang);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(app.hook("open-rules")).toHaveText(rulesWord[lang]);
    await expect(page.locator('[data-testid="notice"][role="alert"]')).toHaveCount(0);
    if (RTL.includes(lang)) await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // the rules page's words too (the later file)
    await app.hook("open-rules").click();
    await expect(page.locator("#rules-title")).toHaveText(rulesTitle[lang]);
    await app.hook("close-panel-corner").click();
  }
  await context.setOffline(false);
});

test.describe("without the service worker's copy", () => {
  test.use({ serviceWorkers: "block" });
  test("a language whose words cannot be fetched says so and the page stays as it was", async ({ page }) => {
    const app = new MarketPage(page);
    await app.goto("./?lang=en&speed=instant");
    await page.route(/\/words\/pl\.ftl(\?|$)/, (route) => route.abort());
    await app.hook("language").selectOption("pl");
    await expect(app.hook("notice")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(app.hook("open-rules")).toHaveText("Rules");
    await expect(app.hook("language")).toHaveValue("en");
  });

  test("a words file packed for another version is refused: the page opens in English and says so", async ({ page }) => {
    // what a browser could meet just after a deployment: this page, and a German file whose
    // first line names other ids (the body is German's own, so only the hash is wrong)
    const served = readFileSync(new URL("../../../dist/words/de.ftl", import.meta.url), "utf8");
    const [first, ...rest] = served.split("\n");
    expect(first).toMatch(/^#! packed [0-9a-f]{8}$/);
    const asked = [];
    await page.route(/\/words\/de\.ftl(\?|$)/, (route) => {
      asked.push(new URL(route.request().url()).search);
      route.fulfill({ contentType: "text/plain", body: ["#! packed 0badc0de", ...rest].join("\n") });
    });
    const app = new MarketPage(page);
    await app.goto("./?lang=de&speed=instant");
    await expect(app.hook("notice")).toBeVisible();
    await expect(app.hook("notice")).toContainText("could not be loaded");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(app.hook("open-rules")).toHaveText("Rules");
    // the page asked with its own ids' hash, the one the build packed the files for
    expect(asked).toEqual([`?v=${first.slice("#! packed ".length)}`]);
  });
});

// The final screen's and the questions' words are later words: right after a first visit
// (before the panels' part has brought them) a question and the final screen still come in
// the language shown, not in English.
test.describe("the later words come before the views that show them", () => {
  test.use({ serviceWorkers: "block" });
  test("a first visit in French: the import's question and the final screen are in French", async ({ page }) => {
    const app = new MarketPage(page);
    await app.goto("./?lang=fr&speed=instant");
    await app.hook("quick-bots").click();
    await app.waitForPhase();
    expect(await wordsFetched(page)).toEqual(["fr.ftl"]);
    await app.importRecord(goldenPath("gen-2p-roll-first-continue-full.record.json"));
    await expect(page.locator("#question-title")).toHaveText("Remplacer la partie en cours\u202f?");
    await app.confirmDialogIfShown();
    await expect(app.hook("rematch")).toHaveText("Revanche");
    await expect(app.hook("winner")).toHaveText("vainqueur");
    expect(await wordsFetched(page)).toEqual(["fr.ftl", "fr.later.ftl"]);
  });
});

// A name in Latin letters keeps its start on a right-to-left page: a long one is cut at its
// end, as in English (the page's direction cut "Alexandrina-…" to "…ina-Konstant").
test("Arabic: a long Latin name shows its start", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new MarketPage(page);
  await app.goto("./?lang=ar&seed=5&speed=instant");
  await app.startGame({ players: [{ name: "Alexandrina-Konstantinopolous" }, { name: "Wolfgang Amadeus Mozart" }] });
  await app.passHandoff();
  for (const seat of [0, 1]) {
    const start = await page.locator(`[data-testid="player"][data-seat="${seat}"] .name`).evaluate((el) => {
      const text = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode();
      const r = document.createRange();
      r.setStart(text, 0);
      r.setEnd(text, 1);
      const c = r.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return { cut: el.scrollWidth > el.clientWidth, shown: c.left >= box.left - 1 && c.right <= box.right + 1 };
    });
    expect(start.cut, `seat ${seat}'s name is long enough to be cut`).toBe(true);
    expect(start.shown, `seat ${seat}'s first letter is shown`).toBe(true);
  }
});

test("on a phone the language's short code is drawn with an arrow: it reads as a list to open", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto("./?lang=es");
  const code = page.locator(".lang-code");
  await expect(code).toBeVisible();
  await expect(code).toHaveText("ES");
  // the select's own arrow takes its text's colour, made transparent under the code
  const arrow = await code.evaluate((el) => getComputedStyle(el, "::after").content);
  expect(arrow).toBe('"▾"');
});

test("Arabic: each name of the final ranking sits beside its chip", async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  const app = new MarketPage(page);
  await app.goto("./?lang=ar&speed=instant");
  await app.importFinished(golden("3p-classic-full.record.json"));
  const rows = page.locator(".rank");
  await expect(rows).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const chip = await rows.nth(i).locator(".chip").boundingBox();
    // where the name's letters are drawn (its box may be wider than they are)
    const name = await rows.nth(i).locator(".name").evaluate((el) => {
      const r = document.createRange();
      r.selectNodeContents(el);
      const { x, width } = r.getBoundingClientRect();
      return { x, width };
    });
    // right to left the name follows its chip to the left, a gap's width away
    expect(chip.x - (name.x + name.width), `row ${i}: from the name to its chip`).toBeLessThan(24);
    expect(name.x + name.width, `row ${i}: the name left of its chip`).toBeLessThanOrEqual(chip.x + 1);
  }
});

// A seat's default name is a word like any other: Arabic's set-up names its seats in Arabic
// letters, and they follow a change of language; a name typed stays as typed.
test("the seats' default names are in the page's language; a typed one stays", async ({ page }) => {
  const app = new MarketPage(page);
  await app.goto("./?lang=ar&seed=5&speed=instant");
  await expect(app.hook("player-name-0")).toHaveValue("أمينة");
  await expect(app.hook("player-name-1")).toHaveValue("برونو");
  await app.hook("player-name-1").fill("Kasia");
  await app.hook("language").selectOption("en");
  await expect(app.hook("player-name-0")).toHaveValue("Amina");
  await expect(app.hook("player-name-1")).toHaveValue("Kasia");
  await app.hook("language").selectOption("ar");
  await expect(app.hook("player-name-0")).toHaveValue("أمينة");
  await app.hook("start-game").click();
  await app.passHandoff();
  await expect(app.hook("player").nth(0)).toContainText("أمينة");
  await expect(app.hook("player").nth(1)).toContainText("Kasia");
  // kept for the next game as a default, so the next visit's language names the seat
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem("marrakech:2:setup")).value.names);
  expect(kept).toEqual(["", "Kasia", "", ""]);
});
