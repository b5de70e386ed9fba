// Solo play: one person against three bots of each level, a whole game through the
// interface. The bots play by themselves (no handoff screen before their turns); the page
// agrees with the engine's replay of the exported record at the end.
import { test, expect } from "@playwright/test";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { expectPageMatchesReplay } from "../lib/assert-state.js";

/** Waits until the person (seat 0) has something to do, or the game is over. */
async function waitForPerson(market) {
  await expect
    .poll(
      async () => {
        const phase = await market
          .hook("phase")
          .getAttribute("data-phase", { timeout: 1000 })
          .catch(() => null);
        if (phase === "over") return "over";
        // Never wait here for a seat to be current: the game may end meanwhile (then no
        // seat is, and the next poll sees phase "over").
        const current = await market.page
          .locator('[data-testid="player"][data-current="true"]')
          .first()
          .getAttribute("data-seat", { timeout: 500 })
          .catch(() => null);
        return current === "0" && phase !== "moving" ? "person" : "waiting";
      },
      { timeout: 150_000, intervals: [50, 100, 250] },
    )
    .not.toBe("waiting");
  return market.hook("phase").getAttribute("data-phase");
}

for (const level of ["easy", "medium", "hard"]) {
  test(`a person against three ${level} bots, to the end`, async ({ page }) => {
    test.setTimeout(300_000);
    const market = new MarketPage(page);
    await market.goto(`./?speed=instant&seed=${level.length * 7}`);
    await market.startGame({
      players: [
        { name: "Ines", kind: "human" },
        { name: "Bot A", kind: level },
        { name: "Bot B", kind: level },
        { name: "Bot C", kind: level },
      ],
      turnOrder: "classic",
    });
    const rng = makeRng(level.length);
    const phasesSeen = new Set();
    for (let step = 0; step < 400; step++) {
      const phase = await waitForPerson(market);
      phasesSeen.add(phase);
      if (phase === "over") break;
      await market.playTurn(rng);
    }
    await expect(market.hook("phase")).toHaveAttribute("data-phase", "over");
    // Playing alone, the device never changes hands.
    expect(phasesSeen.has("handoff"), "no handoff screen in a solo game").toBe(false);
    const { record, state } = await expectPageMatchesReplay(market, `vs ${level}`);
    expect(record.players.map((p) => p.kind)).toEqual(["human", level, level, level]);
    expect(state.over).toBe(true);
    await expect(market.hook("winner").first()).toBeVisible();
    // no one to play: the prompt has no chip (not an empty circle) before its words
    await expect(market.hook("phase").locator(".chip")).toBeHidden();
  });
}

test("bots take their turns one after the other at normal speed, and the page stays responsive", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  await market.goto("./?seed=5&speed=fast");
  await market.startGame({
    players: [
      { name: "Bot A", kind: "hard" },
      { name: "Bot B", kind: "medium" },
    ],
  });
  // Nothing for a person to do: the bots lay rugs by themselves.
  await expect
    .poll(async () => Number(await market.hook("player").nth(0).getAttribute("data-rugs-left")), {
      timeout: 60_000,
    })
    .toBeLessThan(24);
  // The page answers while they play: the rules open and close.
  await market.hook("open-rules").click();
  await expect(market.hook("close-panel")).toBeVisible();
  await market.hook("close-panel").click();
});

test("the turns bots played are told at a person's turn: 'Since your last turn' only when the list goes back to it", async ({ page }) => {
  test.setTimeout(120_000);
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=3");
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno", kind: "easy" }, { name: "Chloé" }] });
  const rng = makeRng(3);
  const since = market.hook("since-last-turn");
  // the hand-off screen may come up a moment after the bot's turn ends: pass it when it does
  const atStart = async (name) => {
    await expect
      .poll(async () => {
        await market.passHandoff();
        return market.hook("phase").textContent();
      })
      .toContain(`${name}: turn Assam`);
  };
  const heading = () =>
    expect.poll(async () => {
      await market.passHandoff();
      return since.locator("h3").textContent({ timeout: 500 }).catch(() => null);
    });
  await atStart("Amina");
  await expect(since).toHaveCount(0);
  await market.playWholeTurn(rng); // Amina, then Bruno the bot, then the hand-off to Chloé
  // Chloé's first turn: no last turn of hers to count from
  await heading().toBe("Just played");
  await atStart("Chloé");
  await expect(since.locator("li").first()).toContainText("Bruno rolls");
  await market.playWholeTurn(rng);
  // Amina's turn comes right after Chloé's, a person's here: nothing to tell
  await atStart("Amina");
  await expect(since).toHaveCount(0);
  await market.playWholeTurn(rng);
  await heading().toBe("Just played");
});

test("one person against a bot: the list of the bot's turn is 'Since your last turn'", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant&seed=4");
  await market.startGame({ players: [{ name: "Amina" }, { name: "Bruno", kind: "easy" }] });
  await market.playWholeTurn(makeRng(4));
  await expect(market.hook("phase")).toHaveAttribute("data-phase", "orient");
  const since = market.hook("since-last-turn");
  await expect(since.locator("h3")).toHaveText("Since your last turn");
  await expect(since.locator("li").first()).toContainText("Bruno rolls");
});
