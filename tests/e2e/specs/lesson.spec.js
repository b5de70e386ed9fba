// The guided first game: offered on the welcome and on the rules page, completed by
// following its prompts, remembered once done, skippable, and it never touches the game
// saved on the device.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { followLesson } from "../lib/lesson.js";
import { golden } from "../lib/golden.js";

test("the lesson is completed by following its prompts, walks you round an arc, then starts a real game", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.hook("player-name-0").fill("Yasmine");
  await market.hook("start-lesson").click();
  await expect(market.hook("lesson")).toHaveAttribute("data-step", "0");
  // one instruction at a time: the lesson's words, not the prompt's line under them
  await expect(market.hook("phase").locator("span").last()).toBeHidden();
  // nor the player's colours left alone on its line (the panel and the next rug show them)
  await expect(market.hook("phase").locator("span").first()).toBeHidden();
  const panels = [];
  let arc = null;
  let rings = 0;
  const steps = await followLesson(market, async (step) => {
    // The rug it names is among the positions offered.
    const cells = await market.hook("lesson").getAttribute("data-cells");
    if (cells) expect(await market.readPlacements()).toContain(cells);
    if (step === 6 || step === 13 || step === 17) panels.push(await market.readPanels());
    // your own roll took Assam east from the centre to the edge, round its arc and back
    // west on the next row
    if (step === 3) arc = await market.readAssam();
    // the button it asks for is ringed, the others like it are not
    const wanted = await market.hook("lesson").getAttribute("data-expect");
    for (const id of ["rotate-left", "rotate-none", "rotate-right", "roll"]) {
      if (!(await market.usable(id))) continue;
      const ring = await market.hook(id).evaluate((b) => getComputedStyle(b).boxShadow);
      expect(ring === "none", `${id} ringed at step ${step} (asked: ${wanted})`).toBe(id !== wanted);
      if (id === wanted) rings += 1;
    }
  });
  expect(rings).toBeGreaterThanOrEqual(4);
  expect(steps.length).toBeGreaterThanOrEqual(14);
  expect(arc).toEqual({ row: 4, col: 6, facing: "W" });
  // The payments it teaches happened: +2, +4 for you, then −3.
  expect(panels[0].map((p) => p.money)).toEqual([32, 28]);
  expect(panels[1].map((p) => p.money)).toEqual([36, 24]);
  expect(panels[2].map((p) => p.money)).toEqual([33, 27]);
  // "Play a real game" starts one: you against two medium bots, nothing kept of the lesson
  await expect(market.hook("player")).toHaveCount(3);
  await expect(market.hook("setup")).toHaveCount(0);
  const record = await market.exportRecord();
  expect(record.players.map((p) => [p.name, p.kind ?? "human"])).toEqual([
    ["Yasmine", "human"],
    ["Bruno", "medium"],
    ["Chloé", "medium"],
  ]);
  expect(record.turns).toHaveLength(0);
  await market.reload();
  await expect(market.hook("player")).toHaveCount(3);
  await market.hook("new-game").click();
  await market.confirmDialogIfShown();
  await expect(market.hook("setup")).toBeVisible();
  await expect(market.hook("start-lesson")).toHaveCount(0);
  // Still there on the rules page.
  await market.hook("open-rules").click();
  await expect(market.hook("start-lesson")).toBeVisible();
});

// At normal speed a step's move takes a moment: its words say it is done meanwhile (a tick,
// dimmed), for its button went with it.
test("a step taken says so while its move is shown, then the next step comes", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./");
  await market.hook("start-lesson").click();
  const lesson = market.hook("lesson");
  const tick = () => lesson.locator(".lesson-say").evaluate((p) => getComputedStyle(p, "::before").content);
  for (let guard = 0; guard < 10 && (await lesson.getAttribute("data-expect")) !== "roll"; guard++) {
    const step = await lesson.getAttribute("data-step");
    await market.hook(await lesson.getAttribute("data-expect")).click();
    await expect(lesson).not.toHaveAttribute("data-step", step);
  }
  const step = await lesson.getAttribute("data-step");
  await expect(lesson).toHaveAttribute("data-expect", "roll");
  expect(await tick()).toBe("none");
  await market.hook("roll").click();
  // the die tumbles and Assam walks: the same step, ticked, and no roll to press
  await expect(market.hook("roll")).toHaveCount(0);
  await expect(lesson).toHaveAttribute("data-step", step);
  expect(await tick()).toBe('"✓ "');
  await expect(lesson).not.toHaveAttribute("data-step", step);
  expect(await tick()).toBe("none");
});

// With less motion asked for, the ring stays and does not beckon.
test("with reduced motion the lesson's ring is still", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&lang=fr");
  await market.hook("start-lesson").click();
  await market.hook("lesson-next").click();
  await expect(market.hook("lesson")).toHaveAttribute("data-expect", /^rotate-/);
  const wanted = await market.hook("lesson").getAttribute("data-expect");
  const style = await market.hook(wanted).evaluate((b) => [getComputedStyle(b).animationName, getComputedStyle(b).boxShadow]);
  expect(style[0]).toBe("none");
  expect(style[1]).not.toBe("none");
});

// The lesson's scripted game is no game to share, replay or export: the menu offers none of
// them until a real game is on the table.
test("during the lesson the menu offers no share, replay or export", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.hook("quick-bots").click();
  await expect(market.hook("share")).toBeVisible();
  await market.hook("open-rules").click();
  await market.hook("start-lesson").click();
  await expect(market.hook("lesson")).toHaveAttribute("data-step", "0");
  await expect(market.hook("share")).toHaveCount(0);
  await expect(market.hook("watch-game")).toHaveCount(0);
  await market.openMore();
  await expect(market.hook("open-about")).toBeVisible();
  await expect(market.hook("export-game")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await market.hook("lesson-skip").click();
  await expect(market.hook("lesson")).toHaveCount(0);
  await expect(market.hook("share")).toBeVisible();
  await expect(market.hook("watch-game")).toBeVisible();
});

// A finished game from the history watched during the lesson may be shared; the game under
// the replay is still the lesson's, which is not exported or replayed.
test("a kept game watched during the lesson may be shared, the lesson's game not exported", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.importRecord(golden("3p-classic-full.record.json"));
  await market.hook("share").click();
  const code = new URL(await market.hook("share-url").inputValue()).hash.slice(1);
  await page.evaluate(
    (code) => localStorage.setItem("marrakech:history", JSON.stringify({ format: "marrakech-history/1", games: [{ finished: 1, code }] })),
    code,
  );
  await market.reload();
  await market.hook("open-rules").click();
  await market.hook("start-lesson").click();
  await expect(market.hook("lesson")).toHaveAttribute("data-step", "0");
  await market.openMore();
  await market.hook("open-history").click();
  await market.hook("history-watch").click();
  await expect(market.hook("replay-title")).toHaveAttribute("data-from", "kept");
  await expect(market.hook("share")).toBeVisible();
  await expect(market.hook("watch-game")).toHaveCount(0);
  await market.openMore();
  await expect(market.hook("open-about")).toBeVisible();
  await expect(market.hook("export-game")).toHaveCount(0);
});

// The steps' words come after the first visit: while they are on their way the button says
// it is waiting and takes no second click; the lesson begins once they are there. The rules
// page, opened meanwhile, wants the same words: it shares the fetch under way, and its code is
// fetched while the words come, not after them.
test.describe("the lesson waits for its words", () => {
  test.use({ serviceWorkers: "block" });
  test("the button is busy until the steps' words have come, then the lesson begins once", async ({ page }) => {
    let release;
    const held = new Promise((r) => (release = r));
    let fetched = 0;
    await page.route("**/words/fr.later.ftl*", async (route) => {
      fetched += 1;
      await held;
      await route.continue();
    });
    const market = new MarketPage(page);
    await market.goto("./?speed=instant&lang=fr");
    const start = market.hook("start-lesson");
    await start.click();
    await expect(start).toHaveAttribute("aria-busy", "true");
    await start.click();
    await expect(market.hook("lesson")).toHaveCount(0);
    const part = page.waitForRequest(/split_panels-[0-9a-f]+\.wasm/);
    await market.hook("open-rules").click();
    await part;
    expect(fetched).toBe(1);
    release();
    await expect(market.hook("lesson")).toHaveAttribute("data-step", "0");
    await expect(market.hook("lesson")).toContainText("Bienvenue au marché aux tapis");
    expect(fetched).toBe(1);
  });
});

test("a wrong move is not taken; skipping from the rules page brings the game back", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=3");
  await market.startGame({ players: [{ name: "Ana", kind: "human" }, { name: "Bot", kind: "easy" }] });
  await market.playWholeTurn(makeRng(2));
  // The bot thinks in a worker: wait for the person's own turn, not the bot's first moment.
  await expect.poll(() => market.usable("rotate-left"), { timeout: 20_000 }).toBe(true);
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  const before = await market.snapshot();
  await market.hook("open-rules").click();
  await market.hook("start-lesson").click();
  const lesson = market.hook("lesson");
  await expect(lesson).toHaveAttribute("data-step", "0");
  await market.hook("lesson-next").click();
  await expect(lesson).toHaveAttribute("data-expect", "rotate-right");
  // The wrong way: not taken, the step waits, and says so where it is read.
  await expect(market.hook("lesson-not-that")).toBeHidden();
  await market.hook("rotate-left").click();
  await market.settle();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect(lesson).toHaveAttribute("data-expect", "rotate-right");
  await expect(market.hook("lesson-not-that")).toBeVisible();
  // the right way: taken, and the word goes
  await market.hook("rotate-right").click();
  await expect(lesson).not.toHaveAttribute("data-expect", "rotate-right");
  await expect(market.hook("lesson-not-that")).toBeHidden();
  // leaving the lesson asks in its own words: only the lesson is lost
  await market.hook("new-game").click();
  await expect(page.getByRole("dialog")).toContainText("Leave the lesson?");
  await market.hook("cancel-question").click();
  await expect(lesson).toBeVisible();
  await market.hook("lesson-skip").click();
  await expect(lesson).toHaveCount(0);
  expect(await market.snapshot()).toEqual(before);
});

test("during the coach's turn the person is offered nothing: no rug positions, no Lay the rug", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=normal");
  await market.hook("start-lesson").click();
  const lesson = market.hook("lesson");
  // follow the lesson to the coach's rug (step 7), where the coach lays his rug after a pause
  for (let guard = 0; guard < 40; guard++) {
    const step = Number(await lesson.getAttribute("data-step"));
    if (step === 7) break;
    const want = await lesson.getAttribute("data-expect");
    if (want === "wait") {
      await expect(lesson).not.toHaveAttribute("data-step", String(step), { timeout: 15_000 });
      continue;
    }
    if (want === "placement") {
      await market.selectPlacement(await lesson.getAttribute("data-cells"));
      await market.confirmRug();
    } else {
      await market.hook(want).click();
    }
    await expect(lesson).not.toHaveAttribute("data-step", String(step), { timeout: 15_000 });
  }
  await expect(lesson).toHaveAttribute("data-expect", "wait");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  // read at once, while the coach still waits to lay his rug (not retried until he has)
  await market.settle();
  await expect(lesson).toHaveAttribute("data-step", "7");
  expect(await market.hook("placement").count()).toBe(0);
  expect(await market.hook("confirm-rug").count()).toBe(0);
  expect(await market.hook("cancel-rug").count()).toBe(0);
});
