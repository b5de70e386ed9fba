// A whole 2-player classic game played with the keyboard alone. After the page is
// loaded nothing is clicked: the set-up is filled with Tab and typing, the handoff button
// has the focus (Enter), ← ↑ → turn Assam, R rolls, and the rug is chosen either from the
// list of positions (Enter, then Enter on "Lay the rug", where the focus went) or on the
// market itself (one tab stop, arrows over the cells, Enter on both cells). The focus is
// visible along the way, and no mouse or pointer event ever reaches the page.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { expectFocusVisible } from "../lib/a11y.js";
import { golden } from "../lib/golden.js";

/** The focused element's test id, position (list item) and cell coordinates. */
async function focused(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { testid: null };
    return {
      testid: el.getAttribute("data-testid"),
      position: el.getAttribute("data-position"),
      row: el.getAttribute("data-row"),
      col: el.getAttribute("data-col"),
      tag: el.tagName.toLowerCase(),
    };
  });
}

/** Presses `key` (Tab or Shift+Tab) until `want(focused)` holds; fails after `max` presses. */
async function tabUntil(page, want, { key = "Tab", max = 80, what = "target" } = {}) {
  for (let i = 0; i < max; i++) {
    if (want(await focused(page))) return;
    await page.keyboard.press(key);
  }
  expect(want(await focused(page)), `${key} reaches ${what}`).toBe(true);
}

/** Moves the market's roving focus from the focused cell to (row, col) with the arrows. */
async function arrowTo(page, row, col) {
  for (let i = 0; i < 20; i++) {
    const f = await focused(page);
    expect(f.testid).toBe("cell");
    const [r, c] = [Number(f.row), Number(f.col)];
    if (r === row && c === col) return;
    await page.keyboard.press(r < row ? "ArrowDown" : r > row ? "ArrowUp" : c < col ? "ArrowRight" : "ArrowLeft");
  }
  throw new Error(`could not reach cell ${row},${col}`);
}

test("a whole 2-player classic game with the keyboard only", async ({ page }) => {
  test.setTimeout(300_000);
  // Every mouse/pointer event the page sees is counted: there must be none.
  await page.addInitScript(() => {
    window.__pointerEvents = 0;
    for (const type of ["mousedown", "mouseup", "pointerdown", "pointerup"]) {
      window.addEventListener(type, () => (window.__pointerEvents += 1), true);
    }
  });
  const app = new MarketPage(page);
  await app.goto("./?speed=instant&seed=2024");
  await expect(app.hook("setup")).toBeVisible();

  // ----- set-up: Tab to the first name, type a new one, Tab on to "Start the game", Enter.
  await tabUntil(page, (f) => f.testid === "player-name-0", { what: "player-name-0" });
  await expectFocusVisible(page, "on the first name field");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("Ada");
  await expect(app.hook("player-name-0")).toHaveValue("Ada");
  await tabUntil(page, (f) => f.testid === "start-game", { what: "start-game" });
  await expectFocusVisible(page, "on start-game");
  await page.keyboard.press("Enter");
  await expect(app.hook("setup")).toBeHidden();
  await expect(app.hook("player").first()).toContainText("Ada");
  expect(await app.readPanels()).toHaveLength(2);

  const rng = makeRng(99);
  const keys = { left: "ArrowLeft", none: "ArrowUp", right: "ArrowRight" };
  let turns = 0;
  let byMarket = 0;
  let byList = 0;
  for (let step = 0; step < 800; step++) {
    const phase = await app.waitForPhase();
    if (phase === "over") break;
    switch (phase) {
      case "handoff": {
        // The handoff screen puts the focus on its button.
        await expect.poll(async () => (await focused(page)).testid).toBe("handoff-continue");
        if (turns === 1) await expectFocusVisible(page, "on handoff-continue");
        await page.keyboard.press("Enter");
        await expect(app.hook("phase")).not.toHaveAttribute("data-phase", "handoff");
        break;
      }
      case "orient": {
        const offered = await app.offeredDirections(["left", "none", "right"]);
        const dir = offered[rng(offered.length)];
        const before = await app.readAssam();
        await page.keyboard.press(keys[dir]);
        await expect(app.hook("phase")).toHaveAttribute("data-phase", "roll");
        if (dir !== "none") expect((await app.readAssam()).facing).not.toBe(before.facing);
        break;
      }
      case "roll": {
        const rugs = await app.rugsLaid();
        await page.keyboard.press("r");
        await app.waitUntilNotMoving(["roll", "moving"]);
        expect(await app.dieValue()).toBeGreaterThanOrEqual(1);
        expect(await app.rugsLaid()).toBe(rugs);
        break;
      }
      case "place": {
        turns += 1;
        const rugsBefore = await app.rugsLaid();
        // The focus goes to the list of positions by itself.
        await expect.poll(async () => (await focused(page)).position ?? null).not.toBeNull();
        const positions = await page.locator(".placement-list button").evaluateAll((els) =>
          els.map((e) => e.getAttribute("data-position")),
        );
        expect((await app.readPlacements()).sort()).toEqual([...positions].sort());
        const pick = positions[rng(positions.length)];
        if (turns % 4 === 0) {
          // On the market: Shift+Tab back to the market's single tab stop, arrows, Enter.
          byMarket += 1;
          await tabUntil(page, (f) => f.testid === "cell", { key: "Shift+Tab", what: "the market" });
          if (byMarket === 1) await expectFocusVisible(page, "on a market cell");
          const [[r0, c0], [r1, c1]] = pick.split(" ").map((p) => p.split(",").map(Number));
          await arrowTo(page, r0, c0);
          await page.keyboard.press("Enter");
          if (!(await app.hook("confirm-rug").isEnabled())) {
            await arrowTo(page, r1, c1);
            await page.keyboard.press("Enter");
          }
          await expect(app.hook("confirm-rug")).toBeEnabled();
          // The chosen rug is the one aimed at (a lone first cell may already decide it).
          const chosen = await page.locator(".placement-list button[aria-pressed=true]").getAttribute("data-position");
          if (positions.filter((p) => p.split(" ").includes(`${r0},${c0}`)).length > 1) expect(chosen).toBe(pick);
          await tabUntil(page, (f) => f.testid === "confirm-rug", { what: "confirm-rug" });
        } else {
          // From the list: Tab down the list to the chosen position, Enter; the focus then
          // moves to "Lay the rug".
          byList += 1;
          await tabUntil(page, (f) => f.position === pick, { max: positions.length + 2, what: pick });
          if (byList === 1) await expectFocusVisible(page, "on a rug position");
          await page.keyboard.press("Enter");
          await expect(page.locator(`.placement-list button[data-position="${pick}"]`)).toHaveAttribute("aria-pressed", "true");
          await expect.poll(async () => (await focused(page)).testid).toBe("confirm-rug");
        }
        if (byList === 1 || byMarket === 1) await expectFocusVisible(page, "on confirm-rug");
        await page.keyboard.press("Enter");
        await expect.poll(() => app.rugsLaid()).toBe(rugsBefore + 1);
        break;
      }
      default:
        throw new Error(`unexpected phase ${phase}`);
    }
  }
  await expect(app.hook("phase")).toHaveAttribute("data-phase", "over");
  expect(turns, "2 players × 24 rugs").toBe(48);
  expect(byMarket).toBeGreaterThan(5);
  expect((await app.winners()).length).toBeGreaterThan(0);
  await expect(app.hook("winner").first()).toBeVisible();
  // the last move's button went: the focus is on the final screen's first action
  await expect.poll(async () => (await focused(page)).testid).toBe("rematch");
  expect(await page.evaluate(() => window.__pointerEvents), "no mouse or pointer event").toBe(0);
});

// The log is a Tab stop (its lines scroll by keys) once it has lines; empty, it only says
// what will come there, so Tab passes it by.
test("the empty log is no Tab stop; with lines it is one", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=2");
  await market.startGame();
  const log = page.locator(".log-scroll ol");
  await expect(log).toBeAttached();
  expect(await log.getAttribute("tabindex")).toBeNull();
  // the empty box says what will come there, and says no more once it has come
  await expect(market.hook("log-empty")).toBeVisible();
  await market.hook("rotate-none").click();
  await expect(log).toHaveAttribute("tabindex", "0");
  await expect(market.hook("log-empty")).toHaveCount(0);
});

// The handoff screen is a dialog: Tab stays in it (the table and the menu under it are inert);
// a panel opened from it takes the focus and gives it back when it closes; passing it leaves
// the focus on the turn's first control, not on the page.
test("the handoff keeps the focus, lends it to a panel and hands it to the turn", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.startGame({ players: [{ name: "Ana" }, { name: "Bo" }] });
  await market.passHandoff();
  // Ana's turn, then the device goes to Bo
  await market.rotate("none");
  await market.roll();
  await market.selectPlacement((await market.readPlacementsInOrder())[0]);
  await market.confirmRug();
  await expect(market.hook("handoff-continue")).toBeFocused();
  await expect(page.locator("main.game")).toHaveAttribute("inert", "");
  // Tab goes round the card's three buttons, never to the menu under it
  const seen = new Set();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    if (f.testid) seen.add(f.testid);
  }
  expect([...seen].sort()).toEqual(["handoff-continue", "handoff-rules", "handoff-settings"]);
  // Rules from the handoff: the panel takes the focus, Space does not pass the handoff
  await tabUntil(page, (f) => f.testid === "handoff-rules", { what: "the handoff's Rules" });
  await page.keyboard.press("Enter");
  await expect(page.locator("#rules-title")).toBeFocused();
  await page.keyboard.press("Space");
  await expect(market.hook("handoff-continue")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("#rules-title")).toHaveCount(0);
  await expect(market.hook("handoff-rules")).toBeFocused();
  // passed: the turn's first control has the focus
  await tabUntil(page, (f) => f.testid === "handoff-continue", { what: "the handoff's button" });
  await page.keyboard.press("Enter");
  await expect(market.hook("rotate-left")).toBeFocused();
  await expect(page.locator("main.game")).not.toHaveAttribute("inert", "");
});

// Enter on a cell no rug may take marks it as a tap does: in the miss's colour, though the
// focus is on it (the focus's outline had hidden it).
test("a miss made with the keyboard shows in the miss's colour on the focused cell", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=7");
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno" }] });
  await market.rotate("none");
  await market.roll();
  await expect(market.hook("phase")).toHaveAttribute("data-place-step", "start");
  const stroke = (cell) => cell.locator(".hint").evaluate((e) => getComputedStyle(e).stroke);
  const assam = await market.readAssam();
  const row = assam.row < 4 ? 6 : 0;
  const cell = (col) => page.locator(`[data-testid="cell"][data-row="${row}"][data-col="${col}"]`);
  // two cells of the far row, three rows or more from Assam: no rug takes them
  const [far, tapped] = assam.col < 4 ? [cell(6), cell(5)] : [cell(0), cell(1)];
  // the colour of a miss made by a tap, on a cell without the focus
  await tapped.locator(".ground").click();
  await expect(tapped).toHaveAttribute("data-missed", "true");
  const miss = await stroke(tapped);
  // now by the keyboard (the tap left the focus on the market, else Tab finds it): arrows to
  // the other cell, Enter
  await tabUntil(page, (f) => f.testid === "cell", { what: "the market" });
  await arrowTo(page, row, Number(await far.getAttribute("data-col")));
  await expect(far).not.toHaveAttribute("data-missed", "true");
  const focusedStroke = await stroke(far);
  await page.keyboard.press("Enter");
  await expect(far).toHaveAttribute("data-missed", "true");
  await expect(far).toBeFocused();
  await expect.poll(() => stroke(far)).toBe(miss);
  expect(miss).not.toBe(focusedStroke);
});

// A game started from the set-up by the keyboard: the focus goes to the turn's first
// control (the lesson's first step), not to the page with the set-up's button that went.
for (const start of ["quick-bots", "start-lesson"]) {
  test(`a game started by ${start} with the keyboard gives the focus to the turn`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const market = new MarketPage(page);
    await market.goto("./?speed=instant&seed=4");
    await tabUntil(page, (f) => f.testid === start, { what: start });
    await page.keyboard.press("Enter");
    await expect(market.hook("board")).toBeVisible();
    const first = start === "start-lesson" ? market.hook("lesson-next") : page.locator(".turn .controls button:not(:disabled)").first();
    await expect(first).toBeFocused();
  });
}

// A panel closed gives the focus back to the button that opened it.
test("a closed panel gives the focus back to its button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await tabUntil(page, (f) => f.testid === "open-rules", { what: "the menu's Rules" });
  await page.keyboard.press("Enter");
  await expect(page.locator("#rules-title")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(market.hook("open-rules")).toBeFocused();
});

// A field of the set-up reached by Tab is not hidden under the sticky start bar.
test("a set-up field reached by Tab is clear of the start bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await tabUntil(page, (f) => f.testid === "rule-bankruptcy", { what: "the bankruptcy rule" });
  const field = await market.hook("rule-bankruptcy").boundingBox();
  const bar = await page.locator(".start-bar").boundingBox();
  expect(field.y + field.height, "the field's bottom above the bar").toBeLessThanOrEqual(bar.y + 1);
});

// R before the direction is chosen rolls nothing, and says why (for a screen reader).
// Each step of a person's turn gives a keyboard player the control to press next, where
// the focus was left on nothing or on the choice just made (a playtest found it on "Turn
// left" after an arrow key, so Enter turned again instead of rolling, and on the page after
// an undo and when the turn came back after the bots).
test("each step of a turn gives the keyboard its next control", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=5");
  await tabUntil(page, (f) => f.testid === "quick-bots", { what: "quick-bots" });
  await page.keyboard.press("Enter");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  const direction = (f) => /^rotate-/.test(f.testid ?? "");
  await expect.poll(async () => direction(await focused(page))).toBe(true);
  // an arrow chooses the direction: the focus goes on to the roll
  const keys = { left: "ArrowLeft", none: "ArrowUp", right: "ArrowRight" };
  const offered = await market.offeredDirections(["left", "none", "right"]);
  await page.keyboard.press(keys[offered[0]]);
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  await expect.poll(async () => (await focused(page)).testid).toBe("roll");
  // undo, pressed from the keyboard, goes with its step: a direction gets the focus
  await tabUntil(page, (f) => f.testid === "undo", { what: "undo" });
  await page.keyboard.press("Enter");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect.poll(async () => direction(await focused(page))).toBe(true);
  // Enter on a direction, Enter on the roll, Enter on a position, Enter on "Lay the rug"
  await page.keyboard.press("Enter");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  await expect.poll(async () => (await focused(page)).testid).toBe("roll");
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).position ?? null).not.toBeNull();
  const rugs = await market.rugsLaid();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).testid).toBe("confirm-rug");
  // Escape drops the rug: the focus, on buttons now disabled, goes back to the positions
  await page.keyboard.press("Escape");
  await expect(market.hook("confirm-rug")).toBeDisabled();
  await expect.poll(async () => (await focused(page)).position ?? null).not.toBeNull();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).testid).toBe("confirm-rug");
  await page.keyboard.press("Enter");
  // laid; then the two bots play, and the turn comes back with the focus on a direction,
  // not on the page
  await expect.poll(() => market.rugsLaid(), { timeout: 60_000 }).toBe(rugs + 3);
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect.poll(async () => direction(await focused(page))).toBe(true);
});

// Hint pressed from the keyboard keeps the focus while the coach thinks and after: a
// disabled button loses it to the page, and the player had to Tab in from the top again.
test("Hint pressed by the keyboard keeps the focus, before and after a direction", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=5");
  await tabUntil(page, (f) => f.testid === "quick-bots", { what: "quick-bots" });
  await page.keyboard.press("Enter");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await tabUntil(page, (f) => f.testid === "get-hint", { what: "Hint" });
  await page.keyboard.press("Enter");
  await expect(market.hook("hint")).toBeVisible({ timeout: 20_000 });
  await expect(market.hook("get-hint")).toBeFocused();
  // a direction, then Hint again: its answer is for the roll's moment
  const keys = { left: "ArrowLeft", none: "ArrowUp", right: "ArrowRight" };
  await page.keyboard.press(keys[(await market.offeredDirections(["left", "none", "right"]))[0]]);
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  await tabUntil(page, (f) => f.testid === "get-hint", { what: "Hint" });
  await page.keyboard.press("Enter");
  await expect(market.hook("hint")).toBeVisible({ timeout: 20_000 });
  await expect(market.hook("get-hint")).toBeFocused();
  // a second press while the answer is shown asks nothing and loses nothing
  await page.keyboard.press("Enter");
  await expect(market.hook("get-hint")).toBeFocused();
  await expect(market.hook("hint")).toBeVisible();
});

// The market's one Tab stop is Assam's cell until the keyboard moves over it: the rug goes
// next to him (it stayed on the centre, where he started, turns after he had left it).
test("Tab reaches the market on Assam's cell, wherever he walked", async ({ page }) => {
  test.setTimeout(90_000);
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=5");
  await market.hook("quick-bots").click();
  const rng = makeRng(5);
  const assam = async () => {
    const a = market.hook("assam");
    return [await a.getAttribute("data-row"), await a.getAttribute("data-col")];
  };
  for (let turn = 0; turn < 3; turn++) {
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient", { timeout: 60_000 });
    await market.rotate("none");
    await market.roll();
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
    const at = await assam();
    await tabUntil(page, (f) => f.testid === "cell", { key: "Shift+Tab", what: "the market" });
    const f = await focused(page);
    expect([f.row, f.col], `turn ${turn}: the focused cell is Assam's`).toEqual(at);
    const positions = await market.readPlacementsInOrder();
    await market.selectPlacement(positions[rng(positions.length)]);
    await market.confirmRug();
  }
});

test("R before the direction is refused aloud", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.startGame({ players: [{ name: "Ana" }, { name: "Bo" }] });
  await market.passHandoff();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect(market.hook("refusal")).toHaveText("");
  await page.keyboard.press("r");
  await expect(market.hook("refusal")).toHaveText("That cannot be done now.");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  // the next action taken clears it
  await page.keyboard.press("ArrowUp");
  await expect(market.hook("refusal")).toHaveText("");
});

// A cell pressed when no rug is to be laid plays nothing, and says why: at the person's own
// direction, "not now"; while a bot thinks, "not your turn"; the rug's own step says nothing
// here (the prompt tells a miss).
test("a cell pressed outside the rug's step is refused aloud", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4&think-ms=60000");
  await market.startGame({ players: [{ name: "Ana" }, { name: "Bo", kind: "master" }] });
  await market.passHandoff();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  const cell = page.locator('[data-testid="cell"][data-name="A1"]');
  await cell.focus();
  await page.keyboard.press("Enter");
  await expect(market.hook("refusal")).toHaveText("That cannot be done now.");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await market.rotate("none");
  await expect(market.hook("refusal")).toHaveText("");
  await market.roll();
  await expect(market.hook("placement").first()).toBeAttached();
  // R out of its moment is refused; a cell pressed while laying the rug is an action taken
  await page.keyboard.press("r");
  await expect(market.hook("refusal")).toHaveText("That cannot be done now.");
  await cell.click();
  await expect(market.hook("refusal")).toHaveText("");
  const all = await market.readPlacementsInOrder();
  await market.selectPlacement(all[0]);
  await market.hook("confirm-rug").click();
  // Bo, a master given a minute a decision, thinks now
  await expect(market.hook("player").nth(1)).toHaveAttribute("data-current", "true");
  await cell.click();
  await expect(market.hook("refusal")).toHaveText("Not your turn now.");
  // R while the bot thinks (pressed outside the market, whose cells keep their keys) is
  // refused for the same reason, not as a moment's wrong action
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press("r");
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  await expect(market.hook("refusal")).toHaveText("Not your turn now.");
});

// An open panel is modal: Tab goes round it (and the language, which plays no move) and never
// reaches the table or the menu under it, where an Enter would play a move the player cannot
// see (a playtest turned Assam so).
test("Tab stays in an open panel; the table and the menu under it are out of reach", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.startGame({ players: [{ name: "Ana" }, { name: "Bo" }] });
  await market.passHandoff();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  for (const panel of ["open-rules", "open-settings"]) {
    await market.hook(panel).click();
    await expect(page.locator(".panel .panel-focus")).toBeFocused();
    await expect(page.locator("main.game")).toHaveAttribute("inert", "");
    await expect(market.hook("rotate-left")).toBeVisible();
    let inPanel = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return "page";
        if (el.closest(".panel")) return "panel";
        return el.getAttribute("data-testid") === "language" ? "language" : `under: ${el.outerHTML.slice(0, 80)}`;
      });
      expect(["panel", "language", "page"], `Tab ${i + 1}`).toContain(where);
      if (where === "panel") inPanel++;
    }
    expect(inPanel, "Tab goes round the panel").toBeGreaterThan(20);
    await page.keyboard.press("Escape");
    await expect(market.hook(panel)).toBeFocused();
    await expect(page.locator("main.game")).not.toHaveAttribute("inert", "");
  }
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
});

// A replay opened from the keyboard takes the focus into its bar, and Escape closes it,
// giving the focus back to the button that opened it (before: the menu's first button).
// Closing it reads nothing out again: the game's moves were said as they came.
test("a replay opened by keyboard has the focus, Escape closes it, and its close says nothing again", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  const record = golden("3p-classic-mid-turn.record.json");
  // three whole turns: few enough lines that a re-reading would not be cut as a whole game
  await market.importGame({ ...record, turns: record.turns.slice(0, 3) });
  await page.keyboard.press("Escape");
  await market.hook("watch-game").focus();
  await page.keyboard.press("Enter");
  await expect(market.hook("replay")).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest("[data-testid=replay]"))).toBe(true);
  await market.hook("replay-first").click();
  await market.hook("replay-next").click();
  await expect(market.hook("replay")).toHaveAttribute("data-ply", "1");
  const said = await market.hook("announcer").textContent();
  expect(said, "the step replayed is read").not.toBe("");
  await page.keyboard.press("Escape");
  await expect(market.hook("replay")).toHaveCount(0);
  await expect.poll(async () => (await focused(page)).testid).toBe("watch-game");
  await page.waitForTimeout(300);
  expect(await market.hook("announcer").textContent()).toBe(said);
});

// The keyboard may take over mid-turn: rolled with a tap, the rug chosen and dropped by keys.
test("a rug dropped by Escape gives the focus back to the positions after a roll by pointer", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=5");
  await market.hook("quick-bots").click();
  const offered = await market.offeredDirections(["left", "none", "right"]);
  await market.hook(`rotate-${offered[0]}`).click();
  await market.hook("roll").click();
  await page.locator(".placement-list button").first().focus();
  await page.keyboard.press("Enter");
  await expect.poll(async () => (await focused(page)).testid).toBe("confirm-rug");
  await page.keyboard.press("Escape");
  await expect(market.hook("confirm-rug")).toBeDisabled();
  await expect.poll(async () => (await focused(page)).position ?? null).not.toBeNull();
});
