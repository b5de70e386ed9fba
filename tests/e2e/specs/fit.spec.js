// Fits every screen it is played on: at each step of two whole turns the market and that
// step's controls are on screen together, the page has not scrolled, and every control is
// a finger's size (44 px) on touch screens. A rug is laid by tapping its two cells. In a
// 700 px blog frame the game asks its host for at most 760 px.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { SIZES, measure, expectInside, expectFingerSized } from "../lib/fit.js";
import { LANGS } from "../lib/langs.js";
import { goldenPath } from "../lib/golden.js";

/** Boxes of what must be seen now, and the page's scroll. */
const measureStep = (page) =>
  measure(page, {
    board: '[data-testid="board"]',
    controls: ".controls button, [data-testid=handoff-continue]",
    arrows: ".market .arrow-hit",
    cells: '[data-testid="cell"]',
    panels: '[data-testid="player"]',
    newest: ".log-scroll li:last-child",
    card: ".handoff-card",
  });

/** Everything a step needs is on screen and nothing scrolled. */
async function checkStep(page, size, step) {
  const m = await measureStep(page);
  const label = `${size.name}, ${step}:`;
  expect(m.scroll, `${label} the page has not scrolled`).toEqual([0, 0, 0]);
  expect(m.board.length, label).toBe(1);
  expectInside(m, m.board, label);
  expectInside(m, m.controls, label);
  expectFingerSized(m.controls, label);
  // "Pass to" leaves the market in view (the rug just laid, Assam), but for an upright phone
  // of 660 px, where the card and the market cannot both fit
  if (step === "handoff" && (size.height >= 700 || size.width > size.height)) {
    expect(m.card.length, label).toBe(1);
    const [k] = m.card;
    const covered = m.cells.filter((c) => c.x < k.x + k.w && k.x < c.x + c.w && c.y < k.y + k.h && k.y < c.y + c.h);
    expect(covered.length, `${label} cells under the card`).toBe(0);
  }
  if (step !== "handoff") {
    expect(m.panels.length, `${label} the panels are shown`).toBeGreaterThan(1);
    expectInside(m, m.panels, label);
  }
  if (size.log && step.endsWith("rug laid")) {
    expect(m.newest.length, `${label} the log has lines`).toBe(1);
    expectInside(m, m.newest, `${label} the log's newest line`);
  }
  if (size.touch) {
    expectFingerSized(m.arrows, `${label} arrow`);
    expectFingerSized(m.cells.slice(0, 1), `${label} cell`);
  }
}

/** Taps (or clicks, without touch) the middle of a cell. */
async function tapCell(page, size, r, c) {
  const cell = page.locator(`[data-testid="cell"][data-row="${r}"][data-col="${c}"] .ground`);
  if (size.touch) await cell.tap();
  else await cell.click();
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.touch });

    // every language: German's words are the longest, Arabic's run right to left
    for (const lang of LANGS) test(`${size.width}x${size.height} (${lang}): two whole turns on one screen, a rug laid by tapping its cells`, async ({ page }) => {
      const market = new MarketPage(page);
      await market.goto(`./?speed=instant&seed=7&lang=${lang}`);
      // The set-up screen: Start and the quick starts in view, nothing scrolled.
      await expect(market.hook("start-game")).toBeInViewport({ ratio: 1 });
      await expect(market.hook("quick-bots")).toBeInViewport({ ratio: 1 });
      await market.hook("player-count").selectOption("4");
      await expect(market.hook("start-game")).toBeInViewport({ ratio: 1 });
      expect((await measureStep(page)).scroll).toEqual([0, 0, 0]);
      await market.hook("quick-pass").click();
      for (let turn = 0; turn < 2; turn++) {
        if ((await market.phase()) === "handoff") {
          await checkStep(page, size, "handoff");
          await market.hook("handoff-continue").click();
        }
        await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
        await checkStep(page, size, `turn ${turn + 1} orient`);
        await market.rotate("left");
        await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
        await checkStep(page, size, `turn ${turn + 1} roll`);
        await market.hook("roll").click();
        await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
        await checkStep(page, size, `turn ${turn + 1} place`);
        // Tap the two cells of the first position offered.
        const cells = (await market.readPlacementsInOrder())[0];
        const [[r0, c0], [r1, c1]] = cells.split(" ").map((p) => p.split(",").map(Number));
        await tapCell(page, size, r0, c0);
        await tapCell(page, size, r1, c1);
        await expect(page.locator(`[data-testid="placement"][data-cells="${cells}"]`)).toHaveClass(/chosen/);
        await expect(market.hook("confirm-rug")).toBeEnabled();
        await expect(market.hook("undo")).toHaveCount(0);
        await checkStep(page, size, `turn ${turn + 1} rug chosen`);
        await market.confirmRug();
        await expect(page.locator('[data-testid="cell"][data-last="true"]')).toHaveCount(2);
        await checkStep(page, size, `turn ${turn + 1} rug laid`);
      }
    });
  });
}

test.describe("in a 700 px blog frame", () => {
  test.use({ viewport: { width: 1100, height: 900 } });

  for (const lang of LANGS) test(`the game asks its host for at most 760 px, on every screen (${lang})`, async ({ page, baseURL }) => {
    await page.goto(`${new URL(baseURL).origin}/host/?width=700&lang=${lang}`);
    const frame = page.frameLocator("#marrakech");
    const market = new MarketPage(frame);
    await market.waitForApp();
    // no welcome in a frame, only the game against bots above the form, with the form's
    // two seats in sight
    await expect(frame.getByTestId("quick-bots")).toBeVisible();
    await expect(frame.getByTestId("quick-pass")).toHaveCount(0);
    const [quick, seat] = await Promise.all(["quick-bots", "player-name-1"].map((h) => frame.getByTestId(h).boundingBox()));
    expect(quick.height, "one line").toBeLessThanOrEqual(56);
    expect(seat.y + seat.height, "the second seat within the first 600 px").toBeLessThanOrEqual(600);
    const tallest = () => page.evaluate(() => Math.max(...window.heights.map((h) => h.height)));
    await market.hook("player-count").selectOption("4");
    await expect.poll(() => page.evaluate(() => window.heights.length)).toBeGreaterThan(0);
    expect(await tallest()).toBeLessThanOrEqual(760);
    await market.hook("start-game").click();
    await market.waitForPhase();
    // the menu's buttons sit above the market or beside it, never over it
    const board = await frame.getByTestId("board").boundingBox();
    for (const hook of ["new-game", "share", "open-rules", "open-settings", "language"]) {
      const b = await frame.getByTestId(hook).boundingBox();
      const apart = b.x >= board.x + board.width || b.x + b.width <= board.x || b.y >= board.y + board.height || b.y + b.height <= board.y;
      expect(apart, `${hook} at ${b.x},${b.y} is over the market at ${board.x},${board.y} ${board.width}x${board.height}`).toBe(true);
    }
    for (let i = 0; i < 6; i++) await market.playTurn();
    await market.hook("open-rules").click();
    await page.waitForTimeout(300);
    expect(await tallest()).toBeLessThanOrEqual(760);
    const frameBox = await page.locator("#marrakech").boundingBox();
    expect(frameBox.height).toBeLessThanOrEqual(760);
    expect(frameBox.width).toBe(700);
  });

  // The side column is taller than the market in a narrow frame: the log takes the room under
  // the market, as wide as it, and ends with the column (the frame grows by nothing).
  for (const [width, lang] of [[700, "en"], [640, "ar"]]) test(`${lang}: in a ${width} px frame the log lies under the market`, async ({ page, baseURL }) => {
    await page.goto(`${new URL(baseURL).origin}/host/?width=${width}&lang=${lang}`);
    await page.locator("#marrakech").evaluate((f) => (f.src = f.src.replace("embed=1", "embed=1&seed=5&speed=instant")));
    await expect.poll(() => page.locator("#marrakech").evaluate((f) => f.contentWindow.location.search)).toContain("seed=5");
    const frame = page.frameLocator("#marrakech");
    const market = new MarketPage(frame);
    await market.waitForApp();
    await market.startGame({ players: [{ name: "Ana" }, { name: "Bo" }] });
    for (let i = 0; i < 4; i++) {
      await market.passHandoff();
      await market.playTurn(makeRng(i));
    }
    const [area, log, side, newest] = await Promise.all(
      [".board-area", ".log", ".side", ".log-scroll li:last-child"].map((s) => frame.locator(s).first().boundingBox()),
    );
    expect(log.y, "the log starts under the market").toBeGreaterThanOrEqual(area.y + area.height);
    expect(Math.abs(log.x - area.x), "the log lines up with the market").toBeLessThanOrEqual(1);
    expect(Math.abs(log.width - area.width), "the log is as wide as the market").toBeLessThanOrEqual(1);
    expect(log.height, "the log has room").toBeGreaterThanOrEqual(100);
    expect(Math.abs(log.y + log.height - (side.y + side.height)), "the log ends with the side column").toBeLessThanOrEqual(1);
    expect(newest.y + newest.height, "its newest line in sight").toBeLessThanOrEqual(log.y + log.height + 1);
  });

  // The ranking's score lines wrap in the frame's narrow column: in balanced lines, the total
  // never alone on the last ("60 dirhams + 28 cells =" over a lone "88", a playtest).
  for (const lang of ["en", "fr"]) test(`${lang}: in a 700 px frame the score lines wrap in balanced lines`, async ({ page, baseURL }) => {
    await page.goto(`${new URL(baseURL).origin}/host/?width=700&lang=${lang}`);
    const frame = page.frameLocator("#marrakech");
    const market = new MarketPage(frame);
    await market.waitForApp();
    await market.importFinished(goldenPath("gen-2p-roll-first-continue-full.record.json"));
    await expect(frame.locator(".final .rank")).toHaveCount(2);
    const lines = await frame.locator(".final .rank .detail").evaluateAll((details) =>
      details.map((d) => {
        // every word's line (its top), from a range over each word of the text
        const tops = [];
        const walk = document.createTreeWalker(d, NodeFilter.SHOW_TEXT);
        for (let t = walk.nextNode(); t; t = walk.nextNode()) {
          for (const m of t.data.matchAll(/\S+/g)) {
            const r = document.createRange();
            r.setStart(t, m.index);
            r.setEnd(t, m.index + m[0].length);
            tops.push(Math.round(r.getClientRects()[0].top));
          }
        }
        return { text: d.textContent, tops };
      }),
    );
    expect(lines.some((l) => new Set(l.tops).size > 1), "some score line wraps here").toBe(true);
    for (const { text, tops } of lines) {
      const last = tops[tops.length - 1];
      // "23 cells = 52" at least: the total with what it sums up
      expect(tops.filter((t) => t === last).length, `${text}: its last line`).toBeGreaterThanOrEqual(3);
    }
  });
});

// Four players on a phone or a tablet upright: two panels to a row, two rows, not three and a
// lone one; three players stay in one row.
for (const [width, height] of [[390, 844], [768, 1024]]) test(`at ${width}x${height} four players' panels lie two to a row`, async ({ page }) => {
  await page.setViewportSize({ width, height });
  const market = new MarketPage(page);
  for (const count of [4, 3]) {
    await market.goto("./?speed=instant&seed=2");
    await market.startGame({ players: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }, { name: "Di" }].slice(0, count) });
    await market.passHandoff();
    const tops = await market.hook("player").evaluateAll((ps) => ps.map((p) => Math.round(p.getBoundingClientRect().top)));
    const rows = [...new Set(tops)].map((t) => tops.filter((x) => x === t).length);
    expect(rows, `${count} players, panels per row`).toEqual(count === 4 ? [2, 2] : [3]);
    await page.evaluate(() => localStorage.clear());
  }
});

for (const lang of LANGS) {
  test(`${lang}: panels keep their size from turn to turn, long names are cut and read in full`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const market = new MarketPage(page);
    await market.goto(`./?speed=instant&seed=9&lang=${lang}`);
    const long = "Bartholomew-Alexandra";
    await market.startGame({
      players: [{ name: long.slice(0, 20) }, { name: "Bo", kind: "easy" }, { name: "Cy", kind: "medium" }],
    });
    const panels = () =>
      market.hook("player").evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          const name = e.querySelector(".name");
          return {
            box: [Math.round(r.width), Math.round(r.height)],
            overflows: e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1,
            cut: name.scrollWidth > name.clientWidth,
            text: name.textContent,
          };
        }),
      );
    const first = await panels();
    expect(first[0].text).toBe(long.slice(0, 20));
    expect(first[0].cut, "the long name is cut with an ellipsis").toBe(true);
    await expect(market.hook("player").first()).toContainText(long.slice(0, 20));
    for (let turn = 0; turn < 3; turn++) {
      // the person's turn, then the bots' until the person's comes round again
      await expect(market.hook("rotate-none")).toBeVisible();
      await market.rotate("none");
      await market.roll();
      await market.selectPlacement((await market.readPlacementsInOrder())[0]);
      await market.confirmRug();
      await expect(market.hook("rotate-none")).toBeVisible({ timeout: 20_000 });
      const now = await panels();
      expect(now.map((p) => p.box), `turn ${turn + 1}`).toEqual(first.map((p) => p.box));
      for (const p of now) expect(p.overflows, `${p.text}: every label fits in its panel`).toBe(false);
    }
  });
}

// On a phone the rules run for several screens: their close button stays in the panel's top
// corner however far they are scrolled, a finger's size, and closes them.
test("a panel scrolled far on a phone still closes from its top corner", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.startGame();
  await market.hook("open-rules").click();
  const panel = page.locator(".panel.rules");
  await expect(panel).toBeVisible();
  const scrolled = await panel.evaluate((e) => {
    e.scrollTop = e.scrollHeight;
    return e.scrollTop;
  });
  expect(scrolled, "the rules scroll on a phone").toBeGreaterThan(1000);
  const corner = market.hook("close-panel-corner");
  const [box, frame] = [await corner.boundingBox(), await panel.boundingBox()];
  expect(box.y - frame.y, "in sight at the panel's top").toBeGreaterThanOrEqual(0);
  expect(box.y - frame.y, "in sight at the panel's top").toBeLessThan(30);
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  // the title stays with it, on the panel's colour, so the text scrolled up passes under the
  // title's band, never under the button alone: beside the button only the title is seen
  const title = await page.locator("#rules-title").boundingBox();
  expect(Math.abs(title.y - frame.y), "the title stays at the panel's top").toBeLessThan(30);
  expect(title.y + title.height, "the title's band reaches the button's middle").toBeGreaterThan(box.y + box.height / 2);
  const beside = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest("h2")?.id, [box.x - 12, box.y + box.height / 2]);
  expect(beside).toBe("rules-title");
  const [titleBack, panelBack] = await page.evaluate(() => [
    getComputedStyle(document.querySelector("#rules-title")).backgroundColor,
    getComputedStyle(document.querySelector(".panel.rules")).backgroundColor,
  ]);
  expect(titleBack, "the title's band hides what passes under it").toBe(panelBack);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(panel).toBeHidden();
  await expect(market.hook("rotate-none")).toBeVisible();
});

// On a phone the roll takes the place of the directions once one is chosen: the second tap of
// a double tap on a direction must not roll the die (nor undo, nor ask a hint).
test("a double tap on a direction chooses it and rolls nothing", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=3");
  await market.startGame();
  for (const way of ["left", "none", "right"]) {
    const box = await market.hook(`rotate-${way}`).boundingBox();
    await page.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await expect(market.hook("rotate-" + way)).toHaveAttribute("aria-pressed", "true");
    expect(await market.phase(), `after a double tap on ${way}`).toBe("roll");
    await expect(market.hook("roll")).toBeVisible();
  }
  // a tap of its own still rolls
  await market.hook("roll").click();
  await expect.poll(() => market.phase()).not.toBe("roll");
});

// The browser counts a tap as the second of a double tap for up to half a second, but a
// player who sees the new button and taps it on purpose is slower than a double tap: that
// tap counts.
test("a tap on the button that just came, a moment after the last, is not taken for a double tap", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=3");
  await market.startGame();
  await market.hook("rotate-none").click();
  await expect(market.hook("roll")).toBeVisible();
  await page.waitForTimeout(400);
  const box = await market.hook("roll").boundingBox();
  // the second click of a series as the browser counts it (detail 2), 400 ms on
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
  await expect.poll(() => market.phase()).not.toBe("roll");
});

// What follows a panel's title keeps clear of its close button, whatever the language; a
// setting's box keeps its size beside a label of two lines.
for (const lang of LANGS) test(`${lang}: a panel's first lines keep clear of its close button`, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto(`./?speed=instant&lang=${lang}`);
  await market.startGame();
  for (const [hook, more] of [
    ["open-settings", false],
    ["open-rules", false],
    ["share", false],
    ["open-history", true],
    ["open-about", true],
  ]) {
    if (more) await market.openMore();
    await market.hook(hook).click();
    const corner = market.hook("close-panel-corner");
    await expect(corner).toBeVisible();
    const clash = await corner.evaluate((button) => {
      const b = button.getBoundingClientRect();
      const next = button.parentElement.querySelector("h2").nextElementSibling.getBoundingClientRect();
      const boxes = [...button.parentElement.querySelectorAll(".check input")].map((i) => {
        const r = i.getBoundingClientRect();
        return [Math.round(r.width), Math.round(r.height)];
      });
      return { overlap: Math.max(0, b.bottom - next.top) * (next.right > b.left ? 1 : 0), boxes };
    });
    expect(clash.overlap, `${hook}: the line after the title starts below the close button`).toBe(0);
    for (const box of clash.boxes) expect(box, `${hook}: a setting's box`).toEqual([24, 24]);
    await corner.click();
    await expect(corner).toBeHidden();
  }
});

// On a phone held upright the turn's box keeps one height from the direction to the rug: the
// players and the log under it do not jump when the roll's two rows come and go.
for (const lang of ["en", "fr", "de", "es", "pl", "ar"]) test(`${lang}: the turn's box keeps its height through a turn on a phone`, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto(`./?speed=instant&seed=3&lang=${lang}`);
  await market.startGame({ players: [{ name: "Ana" }, { name: "Bo" }] });
  await market.passHandoff();
  const height = () => page.locator(".turn").evaluate((t) => Math.round(t.getBoundingClientRect().height));
  const orient = await height();
  await market.rotate("left");
  await expect(market.hook("roll")).toBeVisible();
  expect(await height(), "choosing the direction").toBe(orient);
  await market.roll();
  await expect(market.hook("placement").first()).toBeAttached();
  expect(await height(), "laying the rug").toBe(orient);
});

// On tablets and laptops too (the turn's box under the market, or beside it in a column),
// the players stay where they are from the direction to the rug, through a miss, and while a
// bot thinks: the box keeps the height of its tallest step, its words at its top. A tablet held upright rolls on one
// row: the directions beside the roll, the roll first from the reading side. A phone with its
// browser's bars (390×660) keeps the players whole on screen too, but through a miss (its
// three lines take the box 15px further).
for (const [width, height] of [[768, 1024], [1366, 768], [1280, 800], [700, 600], [390, 660]]) test(`${width}×${height}: the players do not move through a turn and a bot's`, async ({ page }) => {
  await page.setViewportSize({ width, height });
  const market = new MarketPage(page);
  for (const lang of ["en", "de", "ar"]) {
    await market.goto(`./?speed=instant&seed=3&lang=${lang}&think-ms=60000`);
    await market.startGame({ players: [{ name: "Ana" }, { name: "Bo", kind: "master" }] });
    await market.passHandoff();
    const top = () => market.hook("player").first().evaluate((p) => Math.round(p.getBoundingClientRect().top));
    const at = await top();
    // the turn's words stand at the box's top whether buttons are under them or not
    const words = () => page.locator(".turn-text").evaluate((t) => Math.round(t.getBoundingClientRect().top));
    const wordsAt = await words();
    const steps = [];
    const step = async (what) => {
      if (height < 700 && what === "a miss") return;
      steps.push([what, (await top()) - at, (await words()) - wordsAt]);
      const cut = await market.hook("player").evaluateAll((ps) => ps.map((p) => Math.round(p.getBoundingClientRect().bottom - innerHeight)));
      expect(Math.max(...cut), `${lang}, ${what}: how far the players reach below the screen`).toBeLessThanOrEqual(0);
    };
    await market.rotate("left");
    await expect(market.hook("roll")).toBeVisible();
    await step("the roll, the direction still open");
    if (width === 768) {
      // one row: the roll and the directions side by side, the roll first from the reading side
      const boxes = await page.locator(".controls > button:visible").evaluateAll((bs) =>
        bs.map((b) => ({ id: b.dataset.testid ?? "", x: b.getBoundingClientRect().x, y: Math.round(b.getBoundingClientRect().top) })),
      );
      expect(new Set(boxes.map((b) => b.y)).size, `${lang}: the buttons' rows`).toBe(1);
      const order = [...boxes].sort((a, b) => a.x - b.x).map((b) => b.id);
      const roll = order.indexOf("roll");
      expect(roll, `${lang}: the roll's place in ${order}`).toBe(lang === "ar" ? order.length - 1 : 0);
      expect(order.indexOf("rotate-left"), `${lang}: left before straight`).toBeLessThan(order.indexOf("rotate-none"));
    }
    await market.roll();
    await expect(market.hook("placement").first()).toBeAttached();
    await step("the rug");
    await page.locator('[data-testid="cell"][data-name="G7"]').dispatchEvent("click");
    await expect(market.hook("phase")).toHaveAttribute("data-place-step", "missed");
    await step("a miss");
    const all = await market.readPlacementsInOrder();
    await market.selectPlacement(all[0]);
    await expect(market.hook("phase")).toHaveAttribute("data-place-step", "chosen");
    await step("a rug chosen");
    await market.hook("confirm-rug").click();
    await expect(market.hook("player").nth(1)).toHaveAttribute("data-current", "true");
    await step("a bot thinks");
    expect(steps, `${lang}: how far the players and the turn's words moved`).toEqual(steps.map(([what]) => [what, 0, 0]));
    await page.evaluate(() => localStorage.clear());
  }
});

// From the second turn on the box also says what the last roll cost, and with 2 players it
// names the next rug: the box keeps one height through those turns too, on every screen it
// keeps one on, with 2 players and with more. On a short phone (390×660) its height is what
// the players leave: a miss's three lines take it 16px further.
// A phone with its browser's bars (390×660), everyday names, ten turns of two players in
// every language: the turn's box keeps its height and the players stay whole on screen. What
// the roll cost is smaller there: "Assam landet auf einem eigenen Teppich von Amina: nichts
// zu zahlen" (as the German said then) took three lines and pushed the panels 10 px under
// the screen.
test("390x660: ten turns with everyday names keep the players whole, in every language", async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 660 });
  const market = new MarketPage(page);
  const moved = [];
  for (const lang of LANGS) for (const seed of [11, 12]) {
    await market.goto(`./?speed=instant&lang=${lang}&seed=${seed}`);
    await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno" }] });
    const rng = makeRng(seed);
    let first;
    const look = async (step) => {
      const [box, bottom] = await page.evaluate(() => [
        Math.round(document.querySelector(".turn").getBoundingClientRect().height),
        Math.max(...[...document.querySelectorAll('[data-testid="player"]')].map((p) => p.getBoundingClientRect().bottom)),
      ]);
      first ??= box;
      if (box !== first || bottom > 661) moved.push(`${lang}, seed ${seed}, ${step}: box ${box} px, panels to ${Math.round(bottom)} px`);
    };
    for (let turn = 0; turn < 10; turn++) {
      await market.passHandoff();
      await look(`turn ${turn + 1}, the direction`);
      await market.rotate("left");
      await market.roll();
      await expect(market.hook("placement").first()).toBeAttached();
      await look(`turn ${turn + 1}, the rug`);
      await market.selectPlacement((await market.readPlacementsInOrder())[0]);
      await look(`turn ${turn + 1}, a rug chosen`);
      await market.confirmRug();
      if ((await market.phase()) === "turn") await market.playTurn(rng);
    }
    await page.evaluate(() => localStorage.clear());
  }
  expect(moved).toEqual([]);
});

// A short phone upright (390×660 with its browser's bars, 375×667, 360×640): three or four
// players lie in one row, every panel whole on screen with its dirhams and visible cells, at
// every step of a turn (a second row was below the screen: two players' money unseen); each
// name whole, a bot's sign on its panel's corner ("Ami…", "B…" at 375 px, a playtest), and
// the legend names no figure that four panels do not show.
for (const [width, height] of [[390, 660], [375, 667], [360, 640]]) test(`at ${width}x${height} three or four players lie in one row on screen`, async ({ page }) => {
  await page.setViewportSize({ width, height });
  const market = new MarketPage(page);
  for (const lang of ["en", "de", "ar"]) for (const count of [4, 3]) {
    await market.goto(`./?speed=instant&seed=2&lang=${lang}`);
    await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno", kind: "easy" }, { name: "Chloé", kind: "hard" }, { name: "Driss", kind: "master" }].slice(0, count) });
    const label = `${lang}, ${count} players`;
    const check = async (step) => {
      const m = await measure(page, { panels: '[data-testid="player"]', figures: '[data-testid="player"] .stats > div:not(.rugs-left) dd', bots: '[data-testid="player"] .badge.bot' });
      expect(m.panels.length, `${label}, ${step}`).toBe(count);
      expect(m.bots.length, `${label}, ${step}: bots' signs`).toBe(count - 1);
      expectInside(m, m.bots, `${label}, ${step}`);
      expect(new Set(m.panels.map((p) => Math.round(p.y))).size, `${label}, ${step}: rows`).toBe(1);
      expectInside(m, m.panels, `${label}, ${step}`);
      expect(m.figures.length, `${label}, ${step}: dirhams and visible cells shown`).toBe(2 * count);
      expectInside(m, m.figures, `${label}, ${step}`);
      const cut = await page.locator('[data-testid="player"] .name').evaluateAll((ns) => ns.filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent));
      expect(cut, `${label}, ${step}: names cut short`).toEqual([]);
      await expect(page.locator(".players-legend > span:visible"), `${label}, ${step}: the legend`).toHaveCount(count === 4 ? 2 : 3);
    };
    await market.passHandoff();
    await check("the direction");
    await market.rotate("left");
    await check("the roll");
    await market.roll();
    await expect(market.hook("placement").first()).toBeAttached();
    await check("the rug");
    await page.evaluate(() => localStorage.clear());
  }
});

// A missed tap's words take the place of what the roll cost on a short phone: they grew the
// box by a line or two and pushed the players' figures under the screen (de, es, fr, pl).
for (const [width, height, embed] of [[390, 844, ""], [390, 660, ""], [360, 640, ""], [768, 1024, ""], [1024, 768, ""], [1366, 768, ""], [1280, 800, ""], [700, 662, "&embed=1"]]) test(`${width}×${height}${embed ? " embedded" : ""}: the turn's box keeps its height from the second turn on`, async ({ page }) => {
  await page.setViewportSize({ width, height });
  const market = new MarketPage(page);
  const moved = [];
  for (const lang of height < 700 ? ["en", "de", "es", "fr", "pl"] : ["en", "de", "es"]) for (const count of [2, 3]) {
    await market.goto(`./?speed=instant&seed=3&lang=${lang}${embed}`);
    await market.startGame({ players: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }].slice(0, count) });
    const box = () => page.locator(".turn").evaluate((t) => Math.round(t.getBoundingClientRect().height));
    const rng = makeRng(5);
    await market.passHandoff();
    const first = await box();
    const step = async (what) => {
      const h = await box();
      if (h !== first) moved.push(`${lang}, ${count} players, ${what}: ${h - first} px`);
    };
    for (let turn = 1; turn <= 2; turn++) {
      await market.passHandoff();
      await step(`turn ${turn}, the direction`);
      await market.rotate("left");
      await expect(market.hook("roll")).toBeVisible();
      await step(`turn ${turn}, the roll`);
      await market.roll();
      await expect(market.hook("placement").first()).toBeAttached();
      await step(`turn ${turn}, the rug`);
      await page.locator('[data-testid="cell"][data-name="G7"]').dispatchEvent("click");
      await expect(market.hook("phase")).toHaveAttribute("data-place-step", "missed");
      if (!embed) await step(`turn ${turn}, a miss`);
      await market.selectPlacement((await market.readPlacementsInOrder())[0]);
      await expect(market.hook("phase")).toHaveAttribute("data-place-step", "chosen");
      await step(`turn ${turn}, a rug chosen`);
      await market.confirmRug();
      if ((await market.phase()) === "turn") await market.playTurn(rng);
    }
    await page.evaluate(() => localStorage.clear());
  }
  expect(moved, "how much the box grew or shrank").toEqual([]);
});

// In a blog's 700 px frame the side column has one height: the turn's box keeps its own from
// the direction to the rug and through a bot's turn, so the players stay, and the column holds
// the box, the players, the rug positions and the log without a scroll.
for (const lang of ["en", "de", "pl"]) test(`${lang}: in a 700 px frame the players stay through a turn and the side column needs no scroll`, async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(`${new URL(baseURL).origin}/host/?width=700&lang=${lang}`);
  await page.locator("#marrakech").evaluate((f) => (f.src = f.src.replace("embed=1", "embed=1&seed=3&think-ms=60000")));
  // the game of that address, not the one it replaced
  await expect.poll(() => page.locator("#marrakech").evaluate((f) => f.contentWindow.location.search)).toContain("seed=3");
  const frame = page.frameLocator("#marrakech");
  const market = new MarketPage(frame);
  await market.waitForApp();
  await market.startGame({ players: [{ name: "Ana" }, { name: "Bo", kind: "master" }] });
  await market.passHandoff();
  const read = () =>
    frame.locator("body").evaluate(() => {
      const side = document.querySelector(".side");
      const top = document.querySelector('[data-testid="player"]').getBoundingClientRect().top;
      return { top: Math.round(top), hidden: side.scrollHeight - side.clientHeight };
    });
  const at = (await read()).top;
  const steps = [];
  const step = async (what) => {
    const r = await read();
    steps.push([what, r.top - at, r.hidden]);
  };
  await step("the direction");
  await market.rotate("left");
  await expect(market.hook("roll")).toBeVisible();
  await step("the roll, the direction still open");
  await market.roll();
  await expect(market.hook("placement").first()).toBeAttached();
  await step("the rug");
  await market.selectPlacement((await market.readPlacementsInOrder())[0]);
  await expect(market.hook("phase")).toHaveAttribute("data-place-step", "chosen");
  await step("a rug chosen");
  await market.hook("confirm-rug").click();
  await expect(market.hook("player").nth(1)).toHaveAttribute("data-current", "true");
  await step("a bot thinks");
  expect(steps, "how far the players moved, how much of the column is out of view").toEqual(steps.map(([what]) => [what, 0, 0]));
});

// However many places the rug may go (up to 12, in four rows), with 2 players (the box names
// the next rug) or 3 (the players on two rows), the frame's side column holds them and the
// log's title without a scroll, through a game's first sixteen rugs.
for (const count of [2, 3]) test(`${count} players: in a 700 px frame the side column holds every rug step without a scroll`, async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto(`${new URL(baseURL).origin}/host/?width=700&lang=de`);
  await page.locator("#marrakech").evaluate((f) => (f.src = f.src.replace("embed=1", "embed=1&seed=11&speed=instant")));
  await expect.poll(() => page.locator("#marrakech").evaluate((f) => f.contentWindow.location.search)).toContain("seed=11");
  const frame = page.frameLocator("#marrakech");
  const market = new MarketPage(frame);
  await market.waitForApp();
  await market.startGame({ players: [{ name: "Ana" }, { name: "Bo" }, { name: "Cy" }].slice(0, count) });
  const rng = makeRng(9);
  const hidden = [];
  let most = 0;
  for (let rugs = 0; rugs < 16; ) {
    await market.passHandoff();
    if ((await market.phase()) === "place") {
      await expect(market.hook("placement").first()).toBeAttached();
      const r = await frame.locator("body").evaluate(() => {
        const side = document.querySelector(".side");
        return { out: side.scrollHeight - side.clientHeight, places: document.querySelectorAll('[data-testid="placement"]').length };
      });
      most = Math.max(most, r.places);
      if (r.out > 0) hidden.push(`${r.places} places: ${r.out} px`);
      rugs++;
    }
    await market.playTurn(rng);
  }
  expect(most, "the most places offered at once").toBeGreaterThanOrEqual(11);
  expect(hidden, "the side column out of view").toEqual([]);
});

// A direction's words are never cut in two on a phone, upright or on its side, whatever the
// language: each word of each direction's button lies on one line (on its side, 844 px, the
// side column is 444 px wide: "Geradeau-s" there, a playtest).
for (const lang of ["de", "es", "pl", "fr"]) test(`${lang}: the directions' words are whole on phones`, async ({ page }) => {
  const market = new MarketPage(page);
  for (const [width, height] of [[375, 844], [390, 844], [412, 915], [844, 390]]) {
    await page.setViewportSize({ width, height });
    await market.goto(`./?speed=instant&seed=3&lang=${lang}`);
    await market.startGame();
    await market.passHandoff();
    await expect(market.hook("rotate-none")).toBeVisible();
    await expect(page.locator(".controls .hint-button")).toBeVisible();
    const cut = await page.locator(".controls .turn-way").evaluateAll((buttons) =>
      buttons.flatMap((b) => {
        const out = [];
        const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of n.data.matchAll(/\S+/g)) {
            const r = document.createRange();
            r.setStart(n, m.index);
            r.setEnd(n, m.index + m[0].length);
            if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1) out.push(m[0]);
          }
        }
        return out;
      }),
    );
    expect(cut, `${lang} at ${width} px`).toEqual([]);
    // a new game for the next width: the saved one would come back
    await page.evaluate(() => localStorage.clear());
  }
});

// (the portrait tablet's buttons were below its fold, under a box that only said the game was
// over: a playtest)
for (const [device, width, height] of [["phone", 390, 844], ["portrait tablet", 820, 1180]]) {
  test(`a ${device} at the game's end: the result, the whole ranking of four and every way on are in view without a scroll`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const app = new MarketPage(page);
    await app.goto("./?speed=instant&lang=es");
    await app.importFinished(goldenPath("4p-continue-full.record.json"));
    await app.confirmDialogIfShown();
    await expect(page.locator(".final .rank")).toHaveCount(4);
    expect(await page.locator(".final button").count()).toBeGreaterThanOrEqual(4);
    const out = await page.evaluate(() => {
      const final = document.querySelector(".final");
      const boxes = [final.querySelector("h2"), ...final.querySelectorAll("li"), ...final.querySelectorAll("button")];
      return boxes.filter((el) => el.getBoundingClientRect().bottom > innerHeight + 0.5).map((el) => el.textContent.trim());
    });
    expect(out, "below the screen").toEqual([]);
    await expect(app.hook("board")).toBeInViewport();
    // nothing says twice that the game is over
    await expect(page.locator(".turn.finished")).toBeHidden();
  });
}

// The set-up card is as tall as its fields: on a tall tablet it stretched to the screen's
// height and left 350 px of blank above Start (a playtest); on a short phone Start stays in view.
for (const [device, width, height] of [["portrait tablet", 820, 1180], ["short phone", 360, 640]]) {
  test(`on a ${device} the set-up's Start follows its last field`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const app = new MarketPage(page);
    await app.goto("./");
    await expect(app.hook("start-game")).toBeInViewport();
    const gap = await page.evaluate(() => {
      const bar = document.querySelector(".setup .start-bar");
      const above = bar.previousElementSibling.getBoundingClientRect();
      return bar.getBoundingClientRect().top - above.bottom;
    });
    expect(gap).toBeLessThan(40);
  });
}

test("on a phone every choice of the set-up reads whole in its select, in every language", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const app = new MarketPage(page);
  const cut = [];
  for (const lang of LANGS) {
    await app.goto(`./?lang=${lang}`);
    await expect(app.hook("player-kind-1")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    // the language's words have come (English is built in)
    if (lang !== "en") await expect(app.hook("start-game")).not.toHaveText("Start the game");
    // each option's words, in the select's font, against the room left of its arrow (20 px)
    const found = await page.evaluate(() => {
      const ctx = document.createElement("canvas").getContext("2d");
      const out = [];
      for (const s of document.querySelectorAll(".setup select")) {
        const cs = getComputedStyle(s);
        ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
        const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 20;
        for (const o of s.options) if (ctx.measureText(o.text).width > room) out.push(`${s.dataset.testid}: ${o.text}`);
      }
      return out;
    });
    cut.push(...found.map((f) => `${lang} ${f}`));
  }
  expect(cut).toEqual([]);
});

// On a phone the side column scrolls under the market: a position chosen from the list far
// down brings "Lay the rug" back into sight (it stayed scrolled away above, a playtest).
test("on a phone a position chosen from the list brings Lay the rug into sight", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=2");
  await market.hook("quick-bots").click();
  await market.rotate("none");
  await market.roll();
  const last = page.locator(".placement-list .position").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport();
  const confirm = market.hook("confirm-rug");
  // scrolled away with the list, before the choice
  await expect(confirm).toBeAttached();
  await expect(confirm).not.toBeInViewport();
  await last.click();
  await expect(last).toHaveAttribute("aria-pressed", "true");
  await expect(confirm).toBeFocused();
  await expect(confirm).toBeInViewport({ ratio: 0.9 });
});

test("on a phone what happened since your last turn stays in the side column: the page itself cannot scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=7&lang=de");
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno", kind: "medium" }] });
  const rng = makeRng(5);
  for (let turn = 0; turn < 3; turn++) {
    await market.playWholeTurn(rng);
    const since = page.getByTestId("since-last-turn");
    await expect(since).toBeVisible();
    // the side column's words for screen readers counted in the page's height (19-35 px)
    const spill = await page.evaluate(() => document.scrollingElement.scrollHeight - innerHeight);
    expect(spill, `turn ${turn}: the page is taller than the screen`).toBeLessThanOrEqual(0);
    // its Hide, scrolled to in the side column, is whole on screen, and the page stays put
    const hide = since.getByRole("button");
    await hide.scrollIntoViewIfNeeded();
    const box = await hide.boundingBox();
    expect(box.y + box.height, `turn ${turn}: Hide is cut`).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.scrollingElement.scrollTop), `turn ${turn}: the page scrolled`).toBe(0);
  }
});
