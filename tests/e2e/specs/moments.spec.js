// The moments of a turn, each told by the table: coordinates round the market, the
// direction tried before the die fixes it, the payment (headline, coins, `last-payment`),
// the rug laid last, a roll that eliminates the roller shown before the next player, the
// sound setting.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { replayState, prefix } from "../lib/replay.js";
import { golden } from "../lib/golden.js";

const LEFT_OF = { N: "W", W: "S", S: "E", E: "N" };
const RIGHT_OF = { N: "E", E: "S", S: "W", W: "N" };

async function start(page, { seed = 3, speed = "instant", turnOrder = "classic", players } = {}) {
  const market = new MarketPage(page);
  await market.goto(`./?speed=${speed}&seed=${seed}`);
  await market.startGame({
    players: players ?? [{ name: "Amina" }, { name: "Bruno" }, { name: "Chloé" }],
    turnOrder,
  });
  await market.passHandoff();
  return market;
}

const cellAt = (page, r, c) => page.locator(`[data-testid="cell"][data-row="${r}"][data-col="${c}"]`);

test("coordinates: A–G and 1–7 on all four sides, as the cells are named", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = await start(page);
  const coords = market.hook("coord");
  await expect(coords).toHaveCount(28);
  const labels = await coords.evaluateAll((els) => els.map((e) => e.getAttribute("data-coord")));
  for (const l of ["A", "B", "C", "D", "E", "F", "G", "1", "2", "3", "4", "5", "6", "7"]) {
    expect(labels.filter((x) => x === l), l).toHaveLength(2);
  }
  // Each letter stands over its column, each number beside its row, as the cells are named.
  const names = await market.hook("cell").evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { name: e.getAttribute("data-name"), x: r.x + r.width / 2, y: r.y + r.height / 2, w: r.width, h: r.height };
    }),
  );
  const boxes = await coords.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: e.getAttribute("data-coord"), x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  for (const b of boxes) {
    const nearest = names.reduce((best, c) =>
      Math.hypot(c.x - b.x, c.y - b.y) < Math.hypot(best.x - b.x, best.y - b.y) ? c : best,
    );
    expect(nearest.name, `label ${b.text}`).toContain(b.text);
  }
  for (const c of names) {
    expect(c.w, `${c.name} width on a phone`).toBeGreaterThanOrEqual(44);
    expect(c.h, `${c.name} height on a phone`).toBeGreaterThanOrEqual(44);
  }
});

test("the direction is tried before the roll, always from the facing at the start of the turn", async ({ page }) => {
  const market = await start(page);
  const facing = (await market.readAssam()).facing;
  await market.rotate("left");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  await expect(market.hook("assam")).toHaveAttribute("data-facing", LEFT_OF[facing]);
  // where he may land, with what it would cost: four faces
  await expect(page.locator(".walk-preview .landing")).toHaveCount(4);
  // Another direction: relative to the start of the turn, not to the left turn.
  await expect(market.hook("rotate-right")).toBeVisible();
  await market.rotate("right");
  await expect(market.hook("assam")).toHaveAttribute("data-facing", RIGHT_OF[facing]);
  await expect(market.hook("rotate-right")).toHaveAttribute("aria-pressed", "true");
  await market.rotate("none");
  await expect(market.hook("assam")).toHaveAttribute("data-facing", facing);
  let record = await market.exportRecord();
  expect(record.turns.at(-1)).toEqual({ rotate: "none" });
  // The roll fixes it.
  await market.roll();
  await expect(market.hook("rotate-left")).toHaveCount(0);
  record = await market.exportRecord();
  expect(record.turns.at(-1).rotate).toBe("none");
  expect(record.turns.at(-1).roll).toBeGreaterThan(0);
});

test("roll first: the closing quarter turn can be changed until the next roll", async ({ page }) => {
  const market = await start(page, { turnOrder: "roll-first", players: [{ name: "Amina" }, { name: "Bruno" }] });
  await market.setSettings({ handoff: false });
  const rng = makeRng(5);
  await market.playUntil(["turn"], rng);
  const facing = (await market.readAssam()).facing;
  await market.rotate("left");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
  await expect(market.hook("assam")).toHaveAttribute("data-facing", LEFT_OF[facing]);
  await expect(page.locator(".walk-preview .landing")).toHaveCount(4);
  await market.rotate("right");
  await expect(market.hook("assam")).toHaveAttribute("data-facing", RIGHT_OF[facing]);
  const record = await market.exportRecord();
  const closing = record.turns.filter((t) => t.rug).at(-1);
  expect(closing.rotate).toBe("right");
});

test("the rug laid last is marked until the next rug; its cells light from the list", async ({ page }) => {
  const market = await start(page);
  await market.playUntil(["place"], makeRng(2));
  const first = (await market.readPlacementsInOrder())[0];
  // Hovering a position in the list lights its two cells.
  await page.locator(`.placement-list [data-position="${first}"]`).hover();
  const [[r0, c0], [r1, c1]] = first.split(" ").map((p) => p.split(",").map(Number));
  await expect(cellAt(page, r0, c0)).toHaveAttribute("data-lit", "true");
  await expect(cellAt(page, r1, c1)).toHaveAttribute("data-lit", "true");
  await market.selectPlacement(first);
  await market.confirmRug();
  await expect(page.locator('[data-testid="cell"][data-last="true"]')).toHaveCount(2);
  await expect(cellAt(page, r0, c0)).toHaveAttribute("data-last", "true");
  await expect(cellAt(page, r1, c1)).toHaveAttribute("data-last", "true");
  // The next rug takes the mark.
  await market.passHandoff();
  await market.playUntil(["place"], makeRng(3));
  const next = (await market.readPlacementsInOrder())[0];
  await market.selectPlacement(next);
  await market.confirmRug();
  const marked = await page
    .locator('[data-testid="cell"][data-last="true"]')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-row")},${e.getAttribute("data-col")}`).sort().join(" "));
  expect(marked).toBe(next);
});

test("laying a rug: the prompt asks for the second cell of a shared cell, and a tap no rug may take is told", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = await start(page);
  await market.playUntil(["place"], makeRng(2));
  const prompt = market.hook("phase");
  const placements = (await market.readPlacementsInOrder()).map((p) => p.split(" "));
  const assam = await market.readAssam();
  const uses = new Map();
  for (const cells of placements) for (const cell of cells) uses.set(cell, (uses.get(cell) ?? 0) + 1);
  const shared = [...uses.keys()].find((cell) => uses.get(cell) >= 2);
  const partner = placements.find((p) => p.includes(shared)).find((cell) => cell !== shared);
  let stray = null;
  for (let r = 0; r < 7 && !stray; r++) {
    for (let c = 0; c < 7 && !stray; c++) {
      const cell = `${r},${c}`;
      if (!uses.has(cell) && !(r === assam.row && c === assam.col)) stray = cell;
    }
  }
  const tap = (cell) => {
    const [r, c] = cell.split(",");
    return cellAt(page, r, c).locator(".ground").click();
  };
  const strayName = await cellAt(page, ...stray.split(",")).getAttribute("data-name");
  await expect(prompt).toHaveAttribute("data-place-step", "start");
  await expect(prompt).toContainText("lay a rug next to Assam");
  // a tap on a cell no rug may take changes nothing, but is told and marked
  await tap(stray);
  await expect(prompt).toHaveAttribute("data-place-step", "missed");
  await expect(prompt).toContainText(`${strayName} is too far from Assam`);
  await expect(cellAt(page, ...stray.split(","))).toHaveAttribute("data-missed", "true");
  await expect(market.hook("cancel-rug")).toBeDisabled();
  // a cell that several rugs share asks for its partner
  await tap(shared);
  await expect(prompt).toHaveAttribute("data-place-step", "second");
  await expect(prompt).toContainText("second cell");
  await expect(page.locator('[data-testid="cell"][data-missed="true"]')).toHaveCount(0);
  // a stray tap now keeps the first cell
  await tap(stray);
  await expect(prompt).toHaveAttribute("data-place-step", "missed");
  await tap(partner);
  await expect(prompt).toHaveAttribute("data-place-step", "chosen");
  await expect(prompt).toContainText("lay the rug");
  const chosen = [shared, partner].sort((a, b) => a.split(",").map(Number)[0] - b.split(",").map(Number)[0] || a.split(",").map(Number)[1] - b.split(",").map(Number)[1]).join(" ");
  await expect(page.locator(`[data-testid="placement"].chosen`)).toHaveAttribute("data-cells", chosen);
  // tapping its cells again, to be sure, keeps it (the first cell dropped it: a playtest)
  for (const cell of [shared, partner, shared]) {
    await tap(cell);
    await expect(prompt).toHaveAttribute("data-place-step", "chosen");
    await expect(page.locator(`[data-testid="placement"].chosen`)).toHaveAttribute("data-cells", chosen);
    await expect(market.hook("confirm-rug")).toBeEnabled();
  }
  await market.hook("cancel-rug").click();
  await expect(prompt).toHaveAttribute("data-place-step", "start");
  // a tap on Assam is a tap on his cell, and says why no rug goes there
  await market.hook("assam").click();
  await expect(prompt).toHaveAttribute("data-place-step", "missed");
  await expect(prompt).toContainText("Assam stands on");
  await expect(cellAt(page, assam.row, assam.col)).toHaveAttribute("data-missed", "true");
  // once laid, no one lays a rug here: the prompt has no step
  await tap(shared);
  await tap(partner);
  await market.confirmRug();
  await expect(prompt).not.toHaveAttribute("data-place-step", /.*/);
});

test("on the rug laid last, a cell where a rug may go is outlined, and a miss is marked over it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = await start(page, { seed: 7, players: [{ name: "Amina" }, { name: "Bruno" }] });
  await market.rotate("none");
  await market.roll();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "place");
  await market.selectPlacement("0,3 1,3");
  await market.confirmRug();
  await market.passHandoff();
  await market.rotate("none");
  await market.roll();
  const prompt = market.hook("phase");
  await expect(prompt).toHaveAttribute("data-place-step", "start");
  const stroke = (r, c) => cellAt(page, r, c).locator(".hint").evaluate((e) => getComputedStyle(e).stroke);
  const [d1, d2] = [cellAt(page, 0, 3), cellAt(page, 1, 3)];
  await expect(d1).toHaveAttribute("data-last", "true");
  await expect(d1).toHaveClass(/can-place/);
  // D1 takes a rug: its outline is the one of every such cell, not the last rug's mark
  const free = await page.locator('[data-testid="cell"].can-place:not([data-last])').first().locator(".hint").evaluate((e) => getComputedStyle(e).stroke);
  expect(await stroke(0, 3)).toBe(free);
  // D2 takes none: Assam walked onto it; a tap on him marks it over the last rug's mark
  await expect(market.hook("assam")).toHaveAttribute("data-row", "1");
  await expect(market.hook("assam")).toHaveAttribute("data-col", "3");
  await expect(d2).not.toHaveClass(/can-place/);
  const lastMark = await stroke(1, 3);
  await market.hook("assam").click();
  await expect(prompt).toHaveAttribute("data-place-step", "missed");
  await expect(prompt).toContainText("Assam stands on D2: a rug may not cover him");
  await expect(d2).toHaveAttribute("data-missed", "true");
  await expect.poll(() => stroke(1, 3), { message: "the miss's outline shows over the last rug's mark" }).not.toBe(lastMark);
  expect(await stroke(1, 3)).not.toBe(free);
});

// A cell next to Assam that shows one half of a rug, where every rug through it would cover
// both halves of that rug (the corner A1, early in seed 3), is told so when tapped; a tap on
// Assam before the rug's step lays nothing and says why (for screen readers).
test("a tap on a cell whose every rug would cover one whole rug says so; Assam before the rug's step is refused", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const market = await start(page, { seed: 3, players: [{ name: "Amina" }, { name: "Bruno" }] });
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await market.hook("assam").click();
  await expect(market.hook("refusal")).toHaveText("That cannot be done now.");
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect(market.hook("phase")).not.toHaveAttribute("data-place-step", /./);
  let whole = null;
  for (let i = 0; i < 20 && !whole; i++) {
    if ((await market.waitOutBots()) === "place") {
      await expect(market.hook("placement").first()).toBeAttached();
      whole = await page.evaluate(() => {
        const a = document.querySelector('[data-testid="assam"]');
        const [ar, ac] = [+a.dataset.row, +a.dataset.col];
        const cell = [...document.querySelectorAll('[data-testid="cell"]')].find(
          (c) => Math.abs(+c.dataset.row - ar) + Math.abs(+c.dataset.col - ac) === 1 && !c.classList.contains("can-place") && c.dataset.rug,
        );
        return cell?.dataset.name ?? null;
      });
      if (whole) break;
    }
    await market.playTurn(() => 0);
  }
  expect(whole, "a cell next to Assam that takes no rug").toBe("A1");
  await page.keyboard.press("r");
  await expect(market.hook("refusal")).toHaveText("That cannot be done now.");
  await page.locator('[data-testid="cell"][data-name="A1"]').click();
  const prompt = market.hook("phase");
  await expect(prompt).toHaveAttribute("data-place-step", "missed");
  await expect(prompt).toContainText("A rug on A1 would cover both halves of one rug: choose one of the outlined cells");
  await expect(market.hook("refusal")).toHaveText("");
});

test("the payment: a headline for each kind of stop, the hook from the payment until the next roll", async ({ page }) => {
  const market = await start(page, { speed: "normal", seed: 11 });
  await market.setSettings({ speed: "fast", handoff: false });
  const players = (await market.exportRecord()).players;
  const colors = players.map((p) => p.colors);
  const rng = makeRng(8);
  const seen = new Set();
  let checkedUntilNextRoll = false;
  for (let i = 0; i < 200 && !(seen.size === 3 && checkedUntilNextRoll); i++) {
    const phase = await market.waitForPhase();
    if (phase !== "roll") {
      await market.playTurn(rng);
      continue;
    }
    const before = await market.readPanels();
    const payer = before.findIndex((p) => p.current);
    await market.hook("roll").click();
    await market.waitUntilNotMoving(["roll", "moving"]);
    const after = await market.readPanels();
    const paid = before[payer].money - after[payer].money;
    const headline = market.hook("payment-headline");
    await expect(headline).toBeVisible();
    if (paid === 0) {
      await expect(market.hook("last-payment")).toHaveCount(0);
      const { row, col } = await market.readAssam();
      const color = await cellAt(page, row, col).getAttribute("data-color");
      if (!color) {
        // named: it stays, greyed, into the next player's turn
        await expect(headline).toHaveText(`${players[payer].name} pays nothing: Assam stops on a bare cell`);
        seen.add("bare");
      } else if (colors[payer].includes(color)) {
        await expect(headline).toHaveText(/own rug: nothing to pay/);
        seen.add("own");
      }
      continue;
    }
    seen.add("paid");
    const hook = market.hook("last-payment");
    await expect(hook).toHaveAttribute("data-from", String(payer));
    await expect(hook).toHaveAttribute("data-amount", String(paid));
    const to = Number(await hook.getAttribute("data-to"));
    expect(after[to].money - before[to].money).toBe(paid);
    expect(Number(await hook.getAttribute("data-owed"))).toBeGreaterThanOrEqual(paid);
    await expect(headline).toHaveText(new RegExp(`pays .* ${paid} dirham`));
    if (checkedUntilNextRoll) continue;
    // It stays through the rug and the next player's direction, and goes with the next roll.
    await market.playTurn(rng); // place
    await expect(market.hook("last-payment")).toHaveCount(1);
    await market.playTurn(rng); // the next player's direction
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "roll");
    await expect(market.hook("last-payment")).toHaveCount(1);
    await market.hook("roll").click();
    await expect(market.hook("last-payment")).toHaveCount(0);
    await market.waitUntilNotMoving(["roll", "moving"]);
    checkedUntilNextRoll = true;
  }
  expect([...seen].sort()).toEqual(["bare", "own", "paid"]);
  expect(checkedUntilNextRoll).toBe(true);
});

/** Imports `record` with the die's `seed`, waiting for the page to show it. */
async function importWithSeed(market, record, seed) {
  await market.importRecord({ ...record, seed });
  // with a game in progress the page asks first
  await expect
    .poll(async () => {
      await market.confirmDialogIfShown();
      return market.phase();
    })
    .toBe("roll");
}

test("a roll that eliminates the roller names the roller until the payment is shown", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.startGame();
  const record = golden("2p-elimination.record.json");
  let k = 1;
  while (!replayState(prefix(record, k)).players.some((p) => p.eliminated)) k++;
  const turn = record.turns[k - 1];
  const rotated = { ...record, turns: [...record.turns.slice(0, k - 1), { rotate: turn.rotate }] };
  const roller = replayState(rotated).next;
  // The die cannot be steered: find a seed whose next roll is the record's.
  let seed = 0;
  for (; seed < 60; seed++) {
    await importWithSeed(market, rotated, seed);
    await market.hook("roll").click();
    await market.waitUntilNotMoving(["roll", "moving"]);
    // the record's face eliminates the roller (and, with two players, ends the game)
    if ((await market.readPanels()).some((p) => p.eliminated)) break;
  }
  expect(seed, "a seed that rolls the record's face").toBeLessThan(60);
  await market.setSettings({ speed: "normal" });
  await importWithSeed(market, rotated, seed);
  const current = () => page.locator('[data-testid="player"][data-current="true"]').getAttribute("data-seat");
  const rollerSeat = await current();
  expect(Number(rollerSeat)).toBe(roller);
  await market.hook("roll").click();
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "moving");
  // Until the payment shows, the roller is still the one to move and still in.
  const seen = [];
  while ((await market.hook("last-payment").count()) === 0) {
    expect(await market.phase()).toBe("moving");
    expect(await current()).toBe(rollerSeat);
    await expect(page.locator(`[data-testid="player"][data-seat="${rollerSeat}"]`)).toHaveAttribute("data-eliminated", "false");
    await expect(market.hook("phase")).toContainText(/Amina|Bruno/);
    seen.push(await market.hook("phase").textContent());
    await page.waitForTimeout(50);
  }
  expect(seen.length).toBeGreaterThan(3);
  await expect(market.hook("last-payment")).toHaveAttribute("data-from", rollerSeat);
  await expect(market.hook("payment-headline")).toHaveText(/is out|has nothing/);
  // Then the game tells the elimination.
  await expect(page.locator(`[data-testid="player"][data-seat="${rollerSeat}"]`)).toHaveAttribute("data-eliminated", "true", { timeout: 15_000 });
});

test("sound is a setting: on by default, off by default inside a frame", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  await market.hook("open-settings").click();
  await expect(market.hook("setting-sound")).toBeChecked();
  await market.hook("setting-sound").setChecked(false);
  await market.hook("close-panel").click();
  await market.reload();
  await market.hook("open-settings").click();
  await expect(market.hook("setting-sound")).not.toBeChecked();
  // A fresh visitor in a blog's frame hears nothing until they choose to.
  await page.evaluate(() => localStorage.clear());
  await market.goto("./?speed=instant&embed=1");
  await market.hook("open-settings").click();
  await expect(market.hook("setting-sound")).not.toBeChecked();
});

// The sounds' code comes with a part of the wasm: a roll still sounds (its tones made),
// and with the setting off it is silent.
test("a roll sounds with the setting on, not with it off", async ({ page }) => {
  await page.addInitScript(() => {
    window.tones = 0;
    const make = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function () {
      window.tones += 1;
      return make.call(this);
    };
  });
  const market = await start(page, { speed: "normal", players: [{ name: "Amina" }, { name: "Bruno" }] });
  await market.rotate("none");
  await market.roll();
  await expect.poll(() => page.evaluate(() => window.tones)).toBeGreaterThan(0);
  await market.hook("open-settings").click();
  await market.hook("setting-sound").setChecked(false);
  await market.hook("close-panel").click();
  const before = await page.evaluate(() => window.tones);
  await market.playUntil(["roll"], makeRng(4));
  await market.roll();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => window.tones)).toBe(before);
});

test("a landing label shows its face on a die, then what it would cost, clear of its coin", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=7");
  await market.startGame({ players: [{ name: "Ines", kind: "human" }, { name: "Bot", kind: "medium" }] });
  const rng = makeRng(5);
  const owing = page.locator(".walk-preview .landing.owes");
  for (let i = 0; i < 40 && (await owing.count()) < 3; i++) {
    if ((await market.phase()) === "roll") await market.roll();
    await market.playUntil(["roll"], rng);
  }
  expect(await owing.count(), "labels with a cost to show").toBeGreaterThanOrEqual(3);
  const parts = await owing.evaluateAll((labels) =>
    labels.map((g) => {
      const box = (sel) => g.querySelector(sel).getBoundingClientRect();
      const [frame, die, sum, coin] = [box("rect:not(.face-die)"), box(".face-die"), box(".owes-sum"), box("use")];
      return { frame, die, sum, coin, text: g.querySelector(".owes-sum").textContent };
    }),
  );
  for (const { frame, die, sum, coin, text } of parts) {
    expect(text).toMatch(/^−\d+$/);
    expect(die.right, `${text}: the die before the sum`).toBeLessThanOrEqual(sum.left + 0.5);
    expect(sum.right, `${text}: the sum before its coin`).toBeLessThanOrEqual(coin.left + 0.5);
    expect(coin.right, `${text}: the coin inside the label`).toBeLessThanOrEqual(frame.right);
  }
});

test("the log groups a turn's lines under the turn's number, shown once", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const market = await start(page);
  const rng = makeRng(4);
  for (let i = 0; i < 3; i++) await market.playWholeTurn(rng);
  const lines = await page.locator(".log-scroll li").evaluateAll((els) =>
    els.map((e) => ({
      number: e.querySelector(".log-turn").textContent.trim(),
      starts: e.classList.contains("turn-start"),
      // what a screen reader hears at the line's head (the seen number is hidden from it)
      spoken: e.querySelector(".visually-hidden")?.textContent.trim() ?? "",
      hidden: e.querySelector(".log-turn").getAttribute("aria-hidden"),
      // the number's column and the indent of wrapped words, in CSS px
      column: e.querySelector(".log-turn").getBoundingClientRect().width,
      indent: parseFloat(getComputedStyle(e).paddingInlineStart),
    })),
  );
  // three turns of four lines or more (direction, roll, walk, payment or not, rug)
  expect(lines.length).toBeGreaterThanOrEqual(12);
  const starts = lines.filter((l) => l.starts);
  expect(starts.map((l) => l.number)).toEqual(["1", "2", "3"]);
  // the number only where a turn starts, every other line of the turn without it
  for (const l of lines) expect(l.number !== "", JSON.stringify(l)).toBe(l.starts);
  // a screen reader hears the word with the number, in the page's language
  expect(starts.map((l) => l.spoken)).toEqual(["Turn 1:", "Turn 2:", "Turn 3:"]);
  for (const l of lines) {
    expect(l.hidden).toBe("true");
    if (!l.starts) expect(l.spoken, JSON.stringify(l)).toBe("");
    // a line's words start where its wrapped words do, number or not
    expect(Math.abs(l.column - l.indent), JSON.stringify(l)).toBeLessThan(0.5);
  }
});
