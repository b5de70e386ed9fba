// Complete games through the interface, to the final screen. After every turn the game is
// exported, replayed by the engine's command-line tool, and the page must agree with the
// replay: panels, board, Assam, phase, seat to move (and with 2 players the next rug).
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { expectPageMatchesReplay, expectNextRug } from "../lib/assert-state.js";

const NAMES = ["Amina", "Bruno", "Chloé", "Dawid"];

const GAMES = [
  // compare: "turn" = at the start of every turn; "step" = after every action (also checks
  // the unfinished-turn records the app exports mid-turn).
  { title: "2 players, classic", seed: 7, players: 2, bankruptcy: "eliminate", turnOrder: "classic", compare: "step" },
  { title: "3 players, classic, eliminate", seed: 21, players: 3, bankruptcy: "eliminate", turnOrder: "classic", compare: "turn" },
  { title: "4 players, continue", seed: 33, players: 4, bankruptcy: "continue", turnOrder: "classic", compare: "turn" },
  { title: "3 players, roll-first", seed: 45, players: 3, bankruptcy: "eliminate", turnOrder: "roll-first", compare: "step" },
];

for (const game of GAMES) {
  test(`a complete game: ${game.title}`, async ({ page }) => {
    test.setTimeout(360_000);
    const market = new MarketPage(page);
    const rng = makeRng(game.seed * 7919);
    await market.goto(`./?speed=instant&seed=${game.seed}`);
    await market.startGame({
      players: NAMES.slice(0, game.players).map((name) => ({ name, kind: "human" })),
      bankruptcy: game.bankruptcy,
      turnOrder: game.turnOrder,
    });

    const startPhase = game.turnOrder === "classic" ? "orient" : "roll";
    let turnsChecked = 0;
    const check = async (label) => {
      const { record, state } = await expectPageMatchesReplay(market, label);
      await expectNextRug(market, record, state);
      turnsChecked++;
      return { record, state };
    };

    await market.passHandoff();
    let { record } = await check("start");
    // The set-up went into the record.
    expect(record.players.map((p) => p.name)).toEqual(NAMES.slice(0, game.players));
    expect(record.rules?.bankruptcy ?? "eliminate").toBe(game.bankruptcy);
    expect(record.rules?.turn_order ?? "classic").toBe(game.turnOrder);
    expect(record.turns).toEqual([]);
    for (const p of record.players) expect(p.colors).toHaveLength(game.players === 2 ? 2 : 1);
    if (game.players === 2) expect(record.piles).toHaveLength(2);

    let last;
    for (let step = 0; step < 400; step++) {
      const phase = await market.waitForPhase();
      if (phase === "over") break;
      const done = await market.playTurn(rng);
      const now = await market.waitForPhase();
      if (now === "handoff") continue; // checked once the next player has taken over
      if (game.compare === "step" || now === startPhase || now === "over") {
        last = await check(`after step ${step}: ${done.action} ${done.value ?? ""} -> ${now}`);
      }
    }

    // The final screen.
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
    const final = last ?? (await check("final"));
    if (!final.state.over) throw new Error("the last check was not on a finished game");
    expect(final.state.phase).toBe("over");
    expect(await market.winners()).toEqual([...final.state.winners].sort((a, b) => a - b));
    await expect(market.hook("winner").first()).toBeVisible();
    await expect(market.hook("board")).toBeVisible();
    await expect(market.hook("cell")).toHaveCount(49);
    await expect(market.hook("player")).toHaveCount(game.players);
    // Every rug of every seat still in was laid (or the game ended by elimination).
    const inGame = final.state.players.filter((p) => !p.eliminated);
    if (inGame.length > 1) for (const p of inGame) expect(p.rugs_left).toBe(0);
    test.info().annotations.push({ type: "checks", description: `${turnsChecked} exports replayed` });
  });
}
