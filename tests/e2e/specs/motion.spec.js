// The system's prefers-reduced-motion removes Assam's glide and the spinning/pulsing
// animations (the `reduce-motion` class on the app), and the `setting-reduce-motion` checkbox
// overrides the system both ways, remembered after a reload. No ?speed: the normal speed is
// in force.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";

/** How Assam moves now: his transition and whether the app is in reduced-motion mode. */
async function motion(page) {
  const app = page.getByTestId("setup").or(page.getByTestId("board")).first();
  await expect(app).toBeAttached();
  return page.evaluate(() => {
    const assam = document.querySelector('[data-testid="assam"]');
    const s = assam ? getComputedStyle(assam) : null;
    return {
      reduced: document.querySelector(".app").classList.contains("reduce-motion"),
      property: s?.transitionProperty ?? null,
      duration: s ? Math.max(...s.transitionDuration.split(",").map((d) => parseFloat(d) * (d.trim().endsWith("ms") ? 1 : 1000))) : null,
    };
  });
}

async function startGame(app) {
  await app.goto("./?seed=3&lang=en");
  await app.hook("start-game").click();
  await app.waitForPhase();
  await app.passHandoff();
  await expect(app.hook("assam")).toBeAttached();
}

async function setReduceMotion(app, on) {
  await app.hook("open-settings").click();
  const box = app.hook("setting-reduce-motion");
  await box.setChecked(on);
  await expect(box).toBeChecked({ checked: on });
  await app.hook("close-panel").click();
  await expect(box).toHaveCount(0);
}

/** The animation of the rug laid last (it unrolls from Assam's side unless motion is reduced). */
async function lastRugAnimation(page) {
  await expect(page.locator(".market .rug.last")).toHaveCount(1);
  return page.evaluate(() => getComputedStyle(document.querySelector(".market .rug.last")).animationName);
}

async function expectReduced(page, reduced) {
  await expect.poll(() => motion(page)).toMatchObject(
    reduced ? { reduced: true, duration: 0 } : { reduced: false, property: "transform" },
  );
  if (!reduced) expect((await motion(page)).duration).toBeGreaterThan(0);
}

test("without a preference Assam glides", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const app = new MarketPage(page);
  await startGame(app);
  await expectReduced(page, false);
  // the rug just laid unrolls
  await app.playWholeTurn((n) => 0);
  expect(await lastRugAnimation(page)).toBe("unroll");
  await app.hook("open-settings").click();
  await expect(app.hook("setting-reduce-motion")).not.toBeChecked();
});

test("prefers-reduced-motion: Assam jumps, the die and the owed area do not animate", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const app = new MarketPage(page);
  await startGame(app);
  await expectReduced(page, true);
  // The stylesheet removes the animations in this mode.
  const rules = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((s) => [...s.cssRules])
      .filter((r) => r.selectorText?.includes(".reduce-motion"))
      .map((r) => ({ selector: r.selectorText, animation: r.style.animationName, transition: r.style.transitionProperty })),
  );
  const rule = (part) => rules.find((r) => r.selector.includes(part)) ?? {};
  expect(rule(".die.tumbling").animation, JSON.stringify(rules)).toBe("none");
  expect(rule(".owed").animation, JSON.stringify(rules)).toBe("none");
  expect(rule(".assam").transition, JSON.stringify(rules)).toBe("none");
  expect(rule(".coin-flight").transition, JSON.stringify(rules)).toBe("none");
  // A whole turn still plays at the normal speed (Assam jumps), and the rug lies down at once.
  await app.playWholeTurn((n) => 0);
  await expectReduced(page, true);
  expect(await lastRugAnimation(page)).toBe("none");
  await app.hook("open-settings").click();
  await expect(app.hook("setting-reduce-motion")).toBeChecked();
});

test("the setting turns reduced motion off against the system, remembered", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const app = new MarketPage(page);
  await startGame(app);
  await expectReduced(page, true);
  await setReduceMotion(app, false);
  await expectReduced(page, false);
  await app.reload();
  await expect(app.hook("assam")).toBeAttached();
  await expectReduced(page, false);
  await app.hook("open-settings").click();
  await expect(app.hook("setting-reduce-motion")).not.toBeChecked();
});

test("the setting turns reduced motion on without a system preference, remembered", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const app = new MarketPage(page);
  await startGame(app);
  await expectReduced(page, false);
  await setReduceMotion(app, true);
  await expectReduced(page, true);
  await app.reload();
  await expect(app.hook("assam")).toBeAttached();
  await expectReduced(page, true);
  await app.hook("open-settings").click();
  await expect(app.hook("setting-reduce-motion")).toBeChecked();
  // And back: the choice can be undone.
  await app.hook("setting-reduce-motion").setChecked(false);
  await app.hook("close-panel").click();
  await expectReduced(page, false);
});

// The game's speed (?speed or the setting) scales the rug's unrolling too: fast plays it in a
// third of the time (0.6 s at normal), instant lays the rug down at once.
for (const [speed, name, duration] of [
  ["fast", "unroll", "0.2s"],
  ["instant", "none", null],
]) {
  test(`at the ${speed} speed the last rug ${name === "none" ? "lies down at once" : "unrolls in 0.2 s"}`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    const app = new MarketPage(page);
    await app.goto(`./?seed=3&lang=en&speed=${speed}`);
    await app.hook("start-game").click();
    await app.waitForPhase();
    await app.passHandoff();
    await app.playWholeTurn((n) => 0);
    expect(await lastRugAnimation(page)).toBe(name);
    if (duration) {
      const d = await page.evaluate(() => getComputedStyle(document.querySelector(".market .rug.last")).animationDuration);
      expect(d).toBe(duration);
    }
  });
}

// The next turn waits for the rug to unroll: its controls came while it was still rolling out.
test("at the normal speed the next turn comes once the rug has unrolled", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "no-preference" });
  const app = new MarketPage(page);
  await startGame(app);
  const offered = await app.offeredDirections(["none", "left", "right"]);
  await app.rotate(offered[0]);
  await app.roll();
  await expect(app.hook("phase")).toHaveAttribute("data-phase", "place");
  const first = (await app.readPlacementsInOrder())[0];
  await app.selectPlacement(first);
  await expect(app.hook("confirm-rug")).toBeEnabled();
  // Every change of the phase from the click on, with its time.
  await page.evaluate(() => {
    const el = document.querySelector('[data-testid="phase"]');
    window.__phases = [];
    new MutationObserver(() => window.__phases.push([el.getAttribute("data-phase"), performance.now(), el.textContent])).observe(el, {
      attributes: true,
      attributeFilter: ["data-phase"],
    });
    document.querySelector('[data-testid="confirm-rug"]').addEventListener("click", () => (window.__clicked = performance.now()), { capture: true });
  });
  await app.hook("confirm-rug").click();
  await expect.poll(() => page.evaluate(() => window.__phases.some(([p]) => p !== "moving"))).toBe(true);
  const { phases, clicked } = await page.evaluate(() => ({ phases: window.__phases, clicked: window.__clicked }));
  expect(phases[0][0], "the rug unrolls first").toBe("moving");
  // the line tells the next turn, not a roll nobody made
  expect(phases[0][2]).not.toContain("walks");
  const next = phases.find(([p]) => p !== "moving");
  expect(next[1] - clicked, `${next[0]} came after the unrolling`).toBeGreaterThanOrEqual(450);
  expect(await lastRugAnimation(page)).toBe("unroll");
});

// The last rug unrolls from the side Assam stood on as it was laid, and keeps that side when
// he walks on (it rolled up and out again when he passed to its other end).
test("the last rug keeps the side it unrolled from once Assam walks on", async ({ page }) => {
  test.setTimeout(120_000);
  const app = new MarketPage(page);
  await app.goto("./?seed=3&lang=en&speed=instant");
  await app.startGame({ players: [{ name: "Ana", kind: "human" }, { name: "Ben", kind: "human" }] });
  const rng = makeRng(5);
  const lastClass = () => page.evaluate(() => document.querySelector(".market .rug.last")?.getAttribute("class") ?? null);
  let checked = 0;
  for (let turn = 0; turn < 12; turn++) {
    await app.playUntil(["roll"], rng);
    const before = await lastClass();
    await app.roll();
    if (before) {
      expect(await lastClass(), `turn ${turn}`).toBe(before);
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(8);
});
