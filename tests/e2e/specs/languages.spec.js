// French and Polish screens carry no English; ?lang= and the `language` select set
// the page language (remembered after a reload); the browser's language is the default;
// Polish plurals of dirhams on screen after a payment.
import { test, expect } from "@playwright/test";
import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { goldenPath } from "../lib/golden.js";

/** The messages of a words file (words/<lang>.ftl): {id: text}, lines of a text joined. */
function readWords(lang) {
  const text = readFileSync(fileURLToPath(new URL(`../../../words/${lang}.ftl`, import.meta.url)), "utf8");
  const words = {};
  let last = null;
  for (const line of text.split("\n")) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (/^[\s}]/.test(line)) {
      if (last) words[last] += (words[last] ? "\n" : "") + line.trim();
      continue;
    }
    const at = line.indexOf("=");
    last = line.slice(0, at).trim();
    words[last] = line.slice(at + 1).trim();
  }
  return words;
}

/** The languages other than English (one words file each). */
const OTHERS = readdirSync(fileURLToPath(new URL("../../../words/", import.meta.url)))
  .filter((f) => f.endsWith(".ftl") && f !== "en.ftl")
  .map((f) => f.slice(0, -4));

const letters = (s) => (s.match(/\p{L}/gu) ?? []).length;

// Names and words that are not English but the same in every edition.
const NOT_ENGLISH = new Set(["Assam", "Marrakech", "Gigamic", "Dominique Ehrhard", "MIT", "Dirhams", "dirhams", "dirham"]);

/** The fixed pieces of a message: the texts between its values, and each variant's. */
function pieces(text) {
  return text
    .replace(/\{\s*\$\w+\s*->|^\s*\*?\[[^\]]*\]|\{[^{}]*\}|\}/gm, "\u0000")
    .split(/\u0000|\n/);
}

/**
 * The English texts of the interface, read from the words files, per other language:
 * {lang: [phrase]}: the fixed pieces of every English message. Pieces the other language
 * spells the same way in that message on purpose, pieces under 4 letters and names are left
 * out.
 */
function englishPhrases() {
  const en = readWords("en");
  const out = {};
  for (const lang of OTHERS) {
    const other = readWords(lang);
    const found = new Set();
    for (const [id, text] of Object.entries(en)) {
      // the seats' default names are names, not English (a file's players keep theirs)
      if (id.startsWith("language-") || id.startsWith("default-name-")) continue;
      for (let piece of pieces(text)) {
        piece = piece.replace(/^[\s:;,.()…“”„"'’—-]+|[\s:;,.()…“”„"'’—-]+$/gu, "");
        if (letters(piece) < 4 || NOT_ENGLISH.has(piece)) continue;
        if ((other[id] ?? "").includes(piece)) continue;
        found.add(piece);
      }
    }
    out[lang] = [...found];
  }
  return out;
}

/** Everything a person reads or hears on the page now: the visible text, the accessible
 *  names given by aria-label, and the title. */
async function pageTexts(page) {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll("[aria-label]")) parts.push(el.getAttribute("aria-label"));
    for (const el of document.querySelectorAll("[title]")) parts.push(el.getAttribute("title"));
    return parts.join("\n");
  });
}

function englishFound(text, phrases) {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return phrases.filter((p) => new RegExp(`(?<!\\p{L})${escape(p)}(?!\\p{L})`, "u").test(text));
}

/** Fails naming every screen (of {screen: text}) that still shows one of `phrases`. */
function expectNoEnglish(screens, phrases, lang) {
  const leftovers = Object.entries(screens)
    .map(([screen, text]) => [screen, englishFound(text, phrases)])
    .filter(([, found]) => found.length > 0);
  expect(leftovers, `English left on ${lang} screens: ${JSON.stringify(leftovers)}`).toEqual([]);
}

/** Visits set-up, rules, settings, a turn through orient/roll/place, and the final screen;
 *  returns {screen: text}. */
async function collectScreens(page, lang) {
  const app = new MarketPage(page);
  const screens = {};
  await app.goto(`./?lang=${lang}&speed=instant&seed=5`);
  screens.setup = await pageTexts(page);
  for (const panel of ["open-rules", "open-settings"]) {
    await app.hook(panel).click();
    await expect(app.hook("close-panel")).toBeVisible();
    screens[panel] = await pageTexts(page);
    await app.hook("close-panel").click();
  }
  await app.hook("start-game").click();
  const rng = makeRng(4);
  // Two whole turns (handoff included) so the log has lines, then one of each phase.
  for (let i = 0; i < 2; i++) await app.playWholeTurn(rng);
  await app.passHandoff();
  for (const phase of ["orient", "roll", "place"]) {
    await expect(app.hook("phase")).toHaveAttribute("data-phase", phase);
    if (phase === "place") await app.selectPlacement((await app.readPlacementsInOrder())[0]);
    screens[phase] = await pageTexts(page);
    if (phase !== "place") await app.playTurn(rng);
  }
  await app.importFinished(goldenPath("3p-classic-full.record.json"));
  screens.final = await pageTexts(page);
  return screens;
}

test.describe("no English on the French and Polish screens", () => {
  const phrases = englishPhrases();

  test("the English phrases are read from the words files", () => {
    // The extraction is not empty and holds texts of every kind.
    for (const lang of OTHERS) {
      expect(phrases[lang].length).toBeGreaterThan(100);
      for (const p of ["Your turn. Turn Assam left, to face south", "this way you expect to pay", "Show the odds", "Learn by playing", "Roll the die", "Lay the rug", "Where the rug may go", "How to play", "Back to the game", "turn Assam or keep him straight", "north"]) {
        expect(phrases[lang]).toContain(p);
      }
    }
    // "Cyan" is French too, but Polish says "Błękitny".
    expect(phrases.fr).not.toContain("Cyan");
    expect(phrases.pl).toContain("Cyan");
  });

  test("the English screens contain the phrases (the check can fail)", async ({ page }) => {
    const screens = await collectScreens(page, "en");
    const all = Object.values(screens).join("\n");
    const found = englishFound(all, phrases.fr);
    // Rules, set-up, settings, prompts, buttons and log: a good share of the phrases show.
    expect(found.length, found.join(" | ")).toBeGreaterThan(60);
  });

  for (const lang of OTHERS) {
    test(`${lang}: a game by link (invitation, a seat to claim, the link sent back, the list)`, async ({ browser }) => {
      const { device, turnUrl, open } = await import("../lib/by-link.js");
      const screens = {};
      const amina = await device(browser, `./?lang=${lang}&speed=instant`);
      await amina.hook("player-kind-1").selectOption("remote");
      screens.setup = await pageTexts(amina.page);
      await amina.hook("start-game").click();
      const invitation = await turnUrl(amina);
      screens.invitation = await pageTexts(amina.page);
      const bruno = await device(browser, `./?lang=${lang}&speed=instant`);
      await open(bruno, invitation, `speed=instant&lang=${lang}`);
      await expect(bruno.hook("claim-seat")).toBeVisible();
      screens.claim = await pageTexts(bruno.page);
      await bruno.hook("claim-seat").click();
      const back = await turnUrl(bruno);
      screens.sentBack = await pageTexts(bruno.page);
      await open(amina, back, `speed=instant&lang=${lang}`);
      await expect(amina.hook("phase")).toHaveAttribute("data-phase", "orient");
      await amina.hook("new-game").click();
      await expect(amina.hook("remote-game")).toHaveCount(1);
      screens.list = await pageTexts(amina.page);
      expectNoEnglish(screens, phrases[lang], lang);
    });

    test(`${lang}: every screen of the lesson, and the coach's hint, odds and review`, async ({ page }) => {
      test.setTimeout(120_000);
      const { followLesson } = await import("../lib/lesson.js");
      const app = new MarketPage(page);
      const screens = {};
      await app.goto(`./?lang=${lang}&speed=instant&seed=9`);
      await app.hook("start-lesson").click();
      await followLesson(app, async (step) => {
        screens[`lesson ${step}`] = await pageTexts(page);
      });
      // the lesson's end starts a real game
      await app.waitForPhase();
      await app.hook("open-settings").click();
      await app.hook("setting-odds").setChecked(true);
      screens.settings = await pageTexts(page);
      await app.hook("close-panel").click();
      await app.hook("get-hint").click();
      await expect(app.hook("hint")).toBeVisible({ timeout: 20_000 });
      screens.hint = await pageTexts(page);
      await app.playUntil(["place"], makeRng(3));
      await app.selectPlacement((await app.readPlacementsInOrder())[0]);
      await app.hook("get-hint").click();
      await expect(app.hook("hint")).toBeVisible({ timeout: 20_000 });
      screens.areas = await pageTexts(page);
      await app.importFinished(goldenPath("3p-classic-full.record.json"));
      await app.hook("open-review").click();
      await expect(app.hook("review-turn").first()).toBeVisible({ timeout: 30_000 });
      screens.review = await pageTexts(page);
      expectNoEnglish(screens, phrases[lang], lang);
    });

    test(`${lang}: set-up, rules, settings, orient, roll, place, final`, async ({ page }) => {
      const screens = await collectScreens(page, lang);
      expectNoEnglish(screens, phrases[lang], lang);
    });
  }
});

test("?lang=fr sets <html lang>, the select changes it and is remembered", async ({ page }) => {
  const app = new MarketPage(page);
  await app.goto("./?lang=fr&speed=instant");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(app.hook("language")).toHaveValue("fr");
  await expect(app.hook("open-rules")).toHaveText("Règles");

  // Without ?lang, choose Polish with the select, then reload.
  await app.goto("./?speed=instant");
  await app.hook("language").selectOption("pl");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(app.hook("open-rules")).toHaveText("Zasady");
  await expect(app.hook("start-game")).toHaveText("Rozpocznij grę");
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("marrakech:2:settings")).value.lang)).toBe("pl");
  await app.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl");
  await expect(app.hook("language")).toHaveValue("pl");
  await expect(app.hook("open-settings")).toHaveText("Ustawienia");

  // In a game too: the game stays, the words change.
  await app.hook("start-game").click();
  await app.waitForPhase();
  await app.passHandoff();
  const before = await app.snapshot();
  await app.hook("language").selectOption("en");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(app.hook("open-rules")).toHaveText("Rules");
  expect(await app.snapshot()).toEqual(before);
  await app.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a new language keeps a half-filled set-up form", async ({ page }) => {
  const app = new MarketPage(page);
  await app.goto("./?lang=en&speed=instant");
  await app.hook("player-count").selectOption("3");
  await app.hook("player-name-0").fill("Zofia");
  await app.hook("player-kind-2").selectOption("hard");
  await app.hook("rule-bankruptcy").selectOption("continue");
  // a person on the select (a keyboard or a tap puts the focus there)
  await app.hook("language").focus();
  await app.hook("language").selectOption("fr");
  await expect(app.hook("start-game")).toHaveText("Lancer la partie");
  await expect(app.hook("player-count")).toHaveValue("3");
  await expect(app.hook("player-name-0")).toHaveValue("Zofia");
  await expect(app.hook("player-kind-2")).toHaveValue("hard");
  await expect(app.hook("rule-bankruptcy")).toHaveValue("continue");
  // the keyboard stays on the language select
  await expect(app.hook("language")).toBeFocused();
  // and the game starts with what the form showed
  await app.hook("start-game").click();
  await expect(page.locator('[data-testid="player"][data-seat="0"]')).toContainText("Zofia");
  await expect(page.locator('[data-testid="player"]')).toHaveCount(3);
});

for (const [locale, lang, word] of [["pl-PL", "pl", "Zasady"], ["fr-FR", "fr", "Règles"], ["de-DE", "de", "Regeln"], ["ja-JP", "en", "Rules"]]) {
  test(`the browser language is the default: ${locale} opens in ${lang}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const app = new MarketPage(page);
    await app.goto("./?speed=instant");
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(app.hook("language")).toHaveValue(lang);
    await expect(app.hook("open-rules")).toHaveText(word);
    await context.close();
  });
}

/** CLDR Polish: 1 dirham, 2-4 (not 12-14) dirhamy, else dirhamów. */
function polishDirhams(n) {
  if (n === 1) return "dirham";
  if ([2, 3, 4].includes(n % 10) && ![12, 13, 14].includes(n % 100)) return "dirhamy";
  return "dirhamów";
}

test("Polish plurals of dirhams after payments (log)", async ({ page }) => {
  test.setTimeout(120_000);
  const app = new MarketPage(page);
  await app.goto("./?lang=pl&speed=instant&seed=7");
  await app.hook("start-game").click();
  const rng = makeRng(11);
  const payment = /płaci (\d+) (dirham\p{L}*) graczowi/gu;
  let payments = [];
  for (let turn = 0; turn < 60 && payments.length < 3; turn++) {
    await app.playWholeTurn(rng);
    if ((await app.waitForPhase()) === "over") break;
    const log = await page.locator(".log").innerText();
    payments = [...log.matchAll(payment)].map((m) => ({ n: Number(m[1]), word: m[2] }));
  }
  expect(payments.length, "some payments happened").toBeGreaterThan(0);
  for (const { n, word } of payments) expect(`${n} ${word}`).toBe(`${n} ${polishDirhams(n)}`);
  console.log(`Polish payments seen: ${payments.map((p) => `${p.n} ${p.word}`).join(", ")}`);
});
