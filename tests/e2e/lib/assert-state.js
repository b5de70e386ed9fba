// Asserts that the page agrees with a replayed `marrakech-state/1` (docs/formats.md §3),
// reading only the test hooks (docs/formats.md §8). Retries for a few seconds so a page
// still settling does not fail the check; a real disagreement fails with the last
// difference found.
import { expect } from "@playwright/test";
import { replayState } from "./replay.js";

/** Phases that exist only in the app (no engine counterpart): the phase check is skipped. */
const APP_ONLY_PHASES = ["handoff", "moving"];

/**
 * @param {import('./market-page.js').MarketPage} market
 * @param {object} state a marrakech-state/1
 * @param {{timeout?: number, label?: string, beforeEach?: () => Promise<void>}} opts
 */
export async function expectPageMatchesState(market, state, { timeout = 5_000, label = "", beforeEach } = {}) {
  const where = label ? ` (${label})` : "";
  await expect(async () => {
    if (beforeEach) await beforeEach();
    const phase = await market.phase();
    const panels = await market.readPanels();
    const board = await market.readBoard();
    const assam = await market.readAssam();

    if (!APP_ONLY_PHASES.includes(phase)) {
      expect(phase, `phase${where}`).toBe(state.phase);
    }

    expect(panels.map((p) => p.seat), `one player hook per seat${where}`).toEqual(
      state.players.map((_, i) => i),
    );
    const wantPanels = state.players.map((p, seat) => ({
      seat,
      money: p.money,
      visible: p.visible,
      rugsLeft: p.rugs_left,
      eliminated: p.eliminated,
    }));
    const gotPanels = panels.map(({ seat, money, visible, rugsLeft, eliminated }) => ({
      seat,
      money,
      visible,
      rugsLeft,
      eliminated,
    }));
    expect(gotPanels, `player panels${where}`).toEqual(wantPanels);

    if (!state.over && phase !== "handoff") {
      const current = panels.filter((p) => p.current).map((p) => p.seat);
      expect(current, `data-current exactly on seat ${state.next}${where}`).toEqual([state.next]);
    }

    expect(board.length, `49 cells${where}`).toBe(49);
    const wantBoard = [];
    for (let r = 0; r < 7; r++) {
      for (let c = 0; c < 7; c++) {
        wantBoard.push({ row: r, col: c, color: state.board[r][c] ?? "", rug: state.rug_ids[r][c] ?? null });
      }
    }
    expect(board, `board${where}`).toEqual(wantBoard);

    expect(assam, `assam${where}`).toEqual(state.assam);
  }).toPass({ timeout });
}

/**
 * Exports the game from the page, replays it with the engine's tool and checks the page
 * against the result. Returns {record, state}.
 */
export async function expectPageMatchesReplay(market, label = "") {
  const record = await market.exportRecord();
  expect(record.format, "exported format").toBe("marrakech-record/1");
  const state = replayState(record);
  await expectPageMatchesState(market, state, { label });
  return { record, state };
}

/** With 2 players: `next-rug` shows the colour of the next rug of the seat to move. */
export async function expectNextRug(market, record, state) {
  if (record.players.length !== 2 || state.over) return;
  const seat = state.next;
  const laid = 24 - state.players[seat].rugs_left;
  const hook = market.hook("next-rug");
  await expect(hook).toHaveAttribute("data-color", new RegExp(`^(${record.players[seat].colors.join("|")})$`));
  if (Array.isArray(record.piles)) {
    await expect(hook, `next rug of seat ${seat} is pile[${laid}]`).toHaveAttribute(
      "data-color",
      record.piles[seat][laid],
    );
  }
}
