// Page object for the Marrakech app. It drives the game ONLY through the test hooks
// (data-testid and data-* attributes, docs/formats.md §8). Every assumption about the
// interface beyond those hooks lives in a small, clearly named helper below (search for
// "ASSUMPTION") so it can be adjusted in one place.
import { expect } from "@playwright/test";
import { readFile, writeFile, mkdtemp } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Phases the `phase` hook may show (docs/formats.md §8). */
export const PHASES = ["orient", "roll", "moving", "place", "turn", "handoff", "over", "remote"];

/**
 * A small reproducible random source (32-bit LCG, Numerical Recipes constants):
 * `rng(n)` returns an integer in [0, n). Tests seed it so the same test makes the same
 * choices on every run, while different seeds give different games.
 */
export function makeRng(seed) {
  let state = (seed >>> 0) || 1;
  const rng = (n) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
  return rng;
}

const DIRECTIONS = ["left", "none", "right"];

export class MarketPage {
  /** @param {import('@playwright/test').Page} page */
  constructor(page) {
    this.page = page;
  }

  hook(id) {
    return this.page.getByTestId(id);
  }

  // ---------------------------------------------------------------- loading

  /** Opens the app at a relative URL (baseURL is the /marrakech/ sub-path) and waits until
   *  it has rendered either the set-up form or a game. */
  async goto(url = "./?speed=instant") {
    await this.page.goto(url);
    await this.waitForApp();
  }

  async waitForApp() {
    await expect(
      this.hook("setup").or(this.hook("phase")).or(this.hook("crash")).first(),
    ).toBeAttached({ timeout: 30_000 });
    await expect(this.hook("crash")).toHaveCount(0);
  }

  async reload() {
    await this.page.reload();
    await this.waitForApp();
  }

  // ---------------------------------------------------------------- set-up

  /**
   * Fills the set-up form and starts the game.
   * @param {{players?: {name: string, kind?: string}[], bankruptcy?: string, turnOrder?: string}} opts
   * With no `players`, the form's defaults are kept (one tap to start).
   */
  async startGame({ players, bankruptcy, turnOrder } = {}) {
    const setup = this.hook("setup");
    await expect(setup).toBeVisible();
    if (players) {
      await this.hook("player-count").selectOption(String(players.length));
      for (const [seat, p] of players.entries()) {
        const name = this.hook(`player-name-${seat}`);
        await expect(name).toBeVisible();
        if (p.name !== undefined) await name.fill(p.name);
        const kind = this.hook(`player-kind-${seat}`);
        if (p.kind !== undefined && (await kind.count()) > 0) await kind.selectOption(p.kind);
      }
      // A seat beyond the chosen count is not offered (absent or hidden).
      await expect(this.hook(`player-name-${players.length}`)).toBeHidden();
    }
    if (bankruptcy) await this.hook("rule-bankruptcy").selectOption(bankruptcy);
    if (turnOrder) await this.hook("rule-turn-order").selectOption(turnOrder);
    await this.hook("start-game").click();
    await expect(setup).toBeHidden();
    await this.waitForPhase();
  }

  // ---------------------------------------------------------------- reading hooks

  /** Waits until the `phase` hook shows one of the known phases and returns it. */
  async waitForPhase() {
    const phase = this.hook("phase");
    await expect(phase).toHaveAttribute("data-phase", new RegExp(`^(${PHASES.join("|")})$`));
    return phase.getAttribute("data-phase");
  }

  async phase() {
    return this.hook("phase").getAttribute("data-phase");
  }

  async readPanels() {
    return this.hook("player").evaluateAll((els) =>
      els
        .map((e) => {
          const a = (n) => e.getAttribute(n);
          return {
            seat: Number(a("data-seat")),
            money: Number(a("data-money")),
            visible: Number(a("data-visible")),
            rugsLeft: Number(a("data-rugs-left")),
            eliminated: a("data-eliminated") === "true",
            current: a("data-current") === "true",
          };
        })
        .sort((x, y) => x.seat - y.seat),
    );
  }

  /** The 49 cells as {row, col, color ("" when bare), rug (number or null)}, row-major. */
  async readBoard() {
    return this.hook("cell").evaluateAll((els) =>
      els
        .map((e) => {
          const rug = e.getAttribute("data-rug");
          return {
            row: Number(e.getAttribute("data-row")),
            col: Number(e.getAttribute("data-col")),
            color: e.getAttribute("data-color") ?? "",
            rug: rug === null || rug === "" ? null : Number(rug),
          };
        })
        .sort((x, y) => x.row - y.row || x.col - y.col),
    );
  }

  async readAssam() {
    const a = this.hook("assam");
    const [row, col, facing] = await Promise.all([
      a.getAttribute("data-row"),
      a.getAttribute("data-col"),
      a.getAttribute("data-facing"),
    ]);
    return { row: Number(row), col: Number(col), facing };
  }

  /** How many rugs have been laid: the newest rug is always fully visible, so the highest
   *  rug id on the board is the number of rugs laid so far. */
  async rugsLaid() {
    const board = await this.readBoard();
    return board.reduce((m, c) => Math.max(m, c.rug ?? 0), 0);
  }

  /** The `data-cells` of every placement offered, sorted. */
  async readPlacements() {
    const cells = await this.hook("placement").evaluateAll((els) =>
      els.map((e) => e.getAttribute("data-cells")),
    );
    return cells.sort();
  }

  async dieValue() {
    const die = this.hook("die");
    if ((await die.count()) === 0) return null;
    const v = await die.first().getAttribute("data-value");
    return v === null || v === "" ? null : Number(v);
  }

  async winners() {
    // the final screen is drawn once its part has come (a finished game has a winner)
    await this.hook("winner").first().waitFor();
    const seats = await this.hook("winner").evaluateAll((els) =>
      els.map((e) => Number(e.getAttribute("data-seat"))),
    );
    return seats.sort((a, b) => a - b);
  }

  /** Everything the comparison of two pages needs, read in one go. */
  async snapshot() {
    return {
      phase: await this.phase(),
      panels: await this.readPanels(),
      board: await this.readBoard(),
      assam: await this.readAssam(),
    };
  }

  /** Lets the page finish reacting to the last input (two animation frames), for checks
   *  that something did NOT change, where there is no attribute to wait for. */
  async settle() {
    await this.page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))),
    );
  }

  /** Is a hook present, visible and enabled (i.e. can a player use it now)? */
  async usable(id) {
    const loc = this.hook(id);
    if ((await loc.count()) === 0) return false;
    const first = loc.first();
    return (await first.isVisible()) && (await first.isEnabled());
  }

  // ---------------------------------------------------------------- playing

  /**
   * Takes the one action the current phase asks for and waits until the app has moved on.
   * `choice` is either a function rng(n) -> [0, n) (reproducible random choices) or an object
   * with any of: rotate ("left"|"none"|"right", classic orient), placement (index into the
   * offered placements, or a "r,c r,c" string), turn ("left"|"right", roll-first closing turn).
   * Returns {phase, action, value} describing what was done.
   */
  async playTurn(choice = makeRng(1)) {
    const pick = (n, key) => {
      if (typeof choice === "function") return choice(n);
      return undefined;
    };
    const phase = await this.waitOutBots();
    switch (phase) {
      case "handoff": {
        await this.hook("handoff-continue").click();
        await expect(this.hook("phase")).not.toHaveAttribute("data-phase", "handoff");
        return { phase, action: "handoff" };
      }
      case "orient": {
        const offered = await this.offeredDirections(DIRECTIONS);
        let dir = typeof choice === "object" && choice.rotate ? choice.rotate : offered[pick(offered.length)];
        await this.rotate(dir);
        await expect(this.hook("phase")).not.toHaveAttribute("data-phase", "orient");
        return { phase, action: "rotate", value: dir };
      }
      case "roll": {
        const value = await this.roll();
        return { phase, action: "roll", value };
      }
      case "moving": {
        await this.waitUntilNotMoving();
        return { phase, action: "wait" };
      }
      case "place": {
        const placements = this.hook("placement");
        await expect(placements.first()).toBeAttached();
        const all = await this.readPlacementsInOrder();
        let index;
        if (typeof choice === "object" && choice.placement !== undefined) {
          index = typeof choice.placement === "number" ? choice.placement : all.indexOf(choice.placement);
        } else {
          index = pick(all.length);
        }
        expect(index, `placement ${JSON.stringify(choice.placement)} among ${all}`).toBeGreaterThanOrEqual(0);
        const cells = all[index];
        await this.selectPlacement(cells);
        await this.confirmRug();
        return { phase, action: "place", value: cells };
      }
      case "turn": {
        const offered = await this.offeredDirections(["left", "right"]);
        expect(offered, "the closing quarter turn offers no 'none'").not.toContain("none");
        const dir = typeof choice === "object" && choice.turn ? choice.turn : offered[pick(offered.length)];
        await this.rotate(dir);
        await expect(this.hook("phase")).not.toHaveAttribute("data-phase", "turn");
        return { phase, action: "turn", value: dir };
      }
      // a bot here may end its turn handing the game to another device while this was read
      case "over":
      case "remote":
        return { phase, action: "none" };
      default:
        throw new Error(`unknown phase ${phase}`);
    }
  }

  /**
   * The phase shown, whether a bot has the move, and the panels, read at one instant (read
   * one after the other, a bot could play a whole turn in between: its phase with the
   * person's move).
   */
  async moveState() {
    // through a locator: the page may be a frame's (a game embedded in a blog)
    return this.page.locator("body").evaluate(() => {
      const phase = document.querySelector('[data-testid="phase"]')?.getAttribute("data-phase") ?? null;
      const current = '[data-testid="player"][data-current="true"]';
      const bot = document.querySelector(`${current} .badge.bot`) !== null;
      const panels = [...document.querySelectorAll('[data-testid="player"]')]
        .map((p) => ["seat", "current", "money", "rugs-left", "visible", "eliminated"].map((k) => p.getAttribute(`data-${k}`)).join(","))
        .join(";");
      return { phase, bot, panels };
    });
  }

  /**
   * Waits while a bot has the move, and returns the phase a person can act in (or "over",
   * "handoff", "remote"). A bot's decision may wait behind a hint in the thinking worker, so
   * the phase can say "place" for a while with nothing offered to the person. A phase in
   * `stopAt` is returned even on a bot's move.
   */
  async waitOutBots(stopAt = []) {
    const actionable = ["orient", "roll", "moving", "place", "turn"];
    let state = await this.moveState();
    const botActs = () => actionable.includes(state.phase) && state.bot && !stopAt.includes(state.phase);
    while (!PHASES.includes(state.phase) || botActs()) {
      const before = JSON.stringify(state);
      await expect
        .poll(async () => JSON.stringify((state = await this.moveState())), {
          timeout: 30_000,
          message: "the bot to move acts",
        })
        .not.toBe(before);
    }
    return state.phase;
  }

  /** Plays steps until the game is over (or maxSteps), calling onStep after each one. */
  async playToEnd(rng, { maxSteps = 1000, onStep } = {}) {
    for (let i = 0; i < maxSteps; i++) {
      if ((await this.waitForPhase()) === "over") return;
      const step = await this.playTurn(rng);
      if (onStep) await onStep(step);
    }
    throw new Error(`game not over after ${maxSteps} steps`);
  }

  /**
   * Plays one whole turn: passes a handoff screen if one is up, takes at least one action,
   * and goes on until the next turn starts (`startPhase`: "orient" in classic order, "roll" in
   * roll-first) or the game is over; a handoff screen at the end is passed too.
   */
  async playWholeTurn(rng, startPhase = "orient") {
    await this.passHandoff();
    if ((await this.waitForPhase()) === "over") return;
    await this.playTurn(rng);
    for (let i = 0; i < 20; i++) {
      // a bot mid-turn is waited out: read then, its phase would send playTurn on to the
      // person's next turn, and the start of this one would never be seen
      const phase = await this.waitOutBots([startPhase]);
      if (phase === startPhase || phase === "over") return;
      await this.playTurn(rng);
      if (phase === "handoff") return;
    }
    throw new Error("turn did not end");
  }

  /** Plays until the phase is one of `phases` on a person's move (handing the device over
   *  as needed; a bot's moves are waited out). */
  async playUntil(phases, rng, maxSteps = 400) {
    const wanted = [].concat(phases);
    for (let i = 0; i < maxSteps; i++) {
      const phase = await this.waitOutBots();
      if (wanted.includes(phase)) return phase;
      if (phase === "over") throw new Error(`game over before reaching ${wanted}`);
      await this.playTurn(rng);
    }
    throw new Error(`phase ${wanted} not reached`);
  }

  /** The directions (among `dirs`) whose rotate-* button is present and visible. */
  async offeredDirections(dirs) {
    const visible = async () => {
      const offered = [];
      for (const d of dirs) {
        const b = this.hook(`rotate-${d}`);
        if ((await b.count()) > 0 && (await b.first().isVisible())) offered.push(d);
      }
      return offered;
    };
    // the phase may say "orient" a frame before its buttons are drawn
    let offered = [];
    await expect.poll(async () => (offered = await visible()).length, { message: "some direction is offered" }).toBeGreaterThan(0);
    return offered;
  }

  async rotate(dir) {
    await this.hook(`rotate-${dir}`).first().click();
  }

  /** Clicks `roll`, waits until the die has settled and Assam has walked; returns the face. */
  async roll() {
    await this.hook("roll").click();
    await this.waitUntilNotMoving(["roll", "moving"]);
    return this.dieValue();
  }

  async waitUntilNotMoving(transient = ["moving"]) {
    await expect
      .poll(() => this.phase(), { timeout: 20_000, message: "phase leaves roll/moving" })
      .not.toMatch(new RegExp(`^(${transient.join("|")})$`));
  }

  /** The placements' data-cells in DOM order (the order the index choice refers to). */
  async readPlacementsInOrder() {
    return this.hook("placement").evaluateAll((els) => els.map((e) => e.getAttribute("data-cells")));
  }

  /** Selects the offered placement whose data-cells is `cells`. The placements are outlines
   * the pointer passes through (a player taps the cells), so the click goes to the hook. */
  async selectPlacement(cells) {
    const loc = this.page.locator(`[data-testid="placement"][data-cells="${cells}"]`).first();
    await loc.dispatchEvent("click");
  }

  /** Clicks confirm-rug and waits until the rug is on the board and the phase moved on. */
  async confirmRug() {
    const before = await this.rugsLaid();
    await this.hook("confirm-rug").click();
    // At least this rug: bots may lay theirs right after it.
    await expect
      .poll(() => this.rugsLaid(), { message: "the confirmed rug is laid" })
      .toBeGreaterThanOrEqual(before + 1);
    // and it has unrolled (the next turn waits for it)
    await this.waitUntilNotMoving();
  }

  /** Passes the handoff screen if it is showing. */
  async passHandoff() {
    if ((await this.phase()) === "handoff") await this.playTurn();
  }

  // ---------------------------------------------------------------- records

  /** Clicks export-game, captures the download and returns the parsed record. */
  async exportRecord() {
    await this.openMore();
    const [download] = await Promise.all([
      this.page.waitForEvent("download"),
      this.hook("export-game").click(),
    ]);
    const path = await download.path();
    const text = await readFile(path, "utf8");
    return JSON.parse(text);
  }

  /** Opens the menu's "More" list (export, import, history, about) unless it is open. */
  async openMore() {
    const more = this.hook("menu-more");
    if ((await more.count()) === 0) return;
    const open = await more.evaluate((s) => s.parentElement.open);
    if (!open) await more.click();
  }

  /**
   * Reads a record through the import-game hook. `source` is a path to a file, a JSON
   * string, or an object (serialised here).
   */
  async importRecord(source) {
    let path;
    if (typeof source === "string" && !source.trimStart().startsWith("{") && existsSync(source)) {
      path = source;
    } else {
      const text = typeof source === "string" ? source : JSON.stringify(source, null, 1);
      const dir = await mkdtemp(join(tmpdir(), "marrakech-import-"));
      path = join(dir, "game.json");
      await writeFile(path, text);
    }
    await this.setImportFile(path);
  }

  /** Imports `record` and waits for "Game loaded", confirming the replacement question
   *  when one is asked. */
  async importGame(record) {
    await this.importRecord(record);
    await expect(async () => {
      await this.confirmDialogIfShown();
      await expect(this.hook("notice")).toContainText(/loaded|chargée|wczytana/i, { timeout: 500 });
    }).toPass({ timeout: 10_000 });
  }

  /** Imports a finished game over the game in play (answering the question when asked) and
   *  waits for its final screen. */
  async importFinished(source) {
    await this.importRecord(source);
    // the page asks before replacing the game in progress (the question comes once the file is read)
    await expect
      .poll(async () => {
        await this.confirmDialogIfShown();
        return this.phase();
      })
      .toBe("over");
    // the final screen is drawn once its part has come
    await this.hook("winner").first().waitFor();
  }

  /** The link the share panel gives (the panel is closed again). */
  async shareUrl() {
    await this.hook("share").click();
    const url = await this.hook("share-url").inputValue();
    await this.hook("close-panel").click();
    return url;
  }

  /** Writes arbitrary text (not necessarily JSON) to a file and imports it. */
  async importText(text, name = "game.json") {
    const dir = await mkdtemp(join(tmpdir(), "marrakech-import-"));
    const path = join(dir, name);
    await writeFile(path, text);
    await this.setImportFile(path);
  }

  async setImportFile(path) {
    const hook = this.hook("import-game").first();
    await expect(hook).toBeAttached();
    const isFileInput = await hook.evaluate(
      (e) => e.tagName === "INPUT" && e.getAttribute("type") === "file",
    );
    if (isFileInput) return hook.setInputFiles(path);
    const inner = hook.locator('input[type="file"]');
    if ((await inner.count()) > 0) return inner.first().setInputFiles(path);
    // Neither: a button that opens the browser's file chooser.
    const [chooser] = await Promise.all([this.page.waitForEvent("filechooser"), hook.click()]);
    return chooser.setFiles(path);
  }

  // ---------------------------------------------------------------- in-page dialogs, errors
  // ASSUMPTION: confirmations (new game while one is in progress, perhaps replacing the game
  // on import) are an in-page element with role="dialog" whose confirming button is named
  // like "Yes" / "New game" / "Start" / "Confirm" / "OK" (en, fr, pl), and whose cancelling
  // button is named like "Cancel" / "No" / "Keep playing". Adjust these three helpers only.

  dialog() {
    return this.page.getByRole("dialog").filter({ visible: true });
  }

  dialogConfirmButton() {
    // the question's own hook (confirm-new-game, confirm-import…) in any language
    return this.dialog()
      .locator('[data-testid^="confirm-"]')
      .or(this.dialog().getByRole("button", { name: /yes|new game|start|confirm|ok|replace/i }))
      .first();
  }

  dialogCancelButton() {
    return this.dialog()
      .getByTestId("cancel-question")
      .or(this.dialog().getByRole("button", { name: /cancel|no\b|keep|back|continue/i }))
      .first();
  }

  async confirmDialog() {
    await expect(this.dialog()).toBeVisible();
    await this.dialogConfirmButton().click({ timeout: 5_000 });
    await expect(this.dialog()).toHaveCount(0);
  }

  async cancelDialog() {
    await expect(this.dialog()).toBeVisible();
    await this.dialogCancelButton().click({ timeout: 5_000 });
    await expect(this.dialog()).toHaveCount(0);
  }

  /** If a confirmation dialog is up right now, confirm it (used while waiting for imports). */
  async confirmDialogIfShown() {
    if ((await this.dialog().count()) > 0) await this.dialogConfirmButton().click({ timeout: 5_000 });
  }

  /** ASSUMPTION: if the import error is shown in a modal dialog, it has a button to close it
   *  ("OK" / "Close" / ..., else its first button). A non-modal message is left alone. */
  async dismissErrorIfModal() {
    const dialog = this.dialog();
    if ((await dialog.count()) === 0) return;
    const named = dialog.getByRole("button", { name: /ok|close|dismiss|got it|fermer|zamknij/i });
    await ((await named.count()) > 0 ? named.first() : dialog.getByRole("button").first()).click();
    await expect(dialog).toHaveCount(0);
  }

  /** ASSUMPTION: a failed import is told in an element with role="alert" holding text. */
  errorMessage() {
    return this.page.getByRole("alert").filter({ hasText: /\S/ }).filter({ visible: true });
  }

  // ---------------------------------------------------------------- settings

  /** Sets options through the settings panel: {handoff: boolean, speed: "normal"|"fast"|"instant"}. */
  async setSettings({ handoff, speed } = {}) {
    await this.hook("open-settings").click();
    if (handoff !== undefined) await this.hook("setting-handoff").setChecked(handoff);
    if (speed !== undefined) await this.hook("setting-speed").selectOption(speed);
    await this.hook("close-panel").click();
    await expect(this.hook("setting-handoff")).toBeHidden();
  }

  // ---------------------------------------------------------------- new game / rematch

  /** Clicks new-game (the caller then expects a confirmation or the set-up form). */
  async requestNewGame() {
    await this.hook("new-game").click();
  }

  async rematch() {
    await this.hook("rematch").click();
    await expect(this.hook("setup")).toBeHidden();
    await this.waitForPhase();
  }
}
