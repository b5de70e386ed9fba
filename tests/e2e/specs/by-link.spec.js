// Play by link: devices (browser contexts) send each other links; each checks every link
// with the engine and the signatures with Web Crypto; the markets agree after every link.
import { test, expect } from "@playwright/test";
import { device, turnUrl, open, playHere, relay, table } from "../lib/by-link.js";
import { MarketPage, makeRng } from "../lib/market-page.js";
import { withQuery } from "../lib/links.js";

test("a whole 2-player game between two devices, to the final screen", async ({ browser }) => {
  test.setTimeout(600_000);
  const amina = await device(browser);
  await amina.startGame({ players: [{ name: "Amina", kind: "human" }, { name: "Bruno", kind: "remote" }] });
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "remote");
  const invitation = await turnUrl(amina);
  expect(invitation).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/marrakech\/#[A-Za-z0-9_-]+$/);

  const bruno = await device(browser);
  await open(bruno, invitation);
  await expect(bruno.hook("claim-seat")).toHaveCount(1);
  await expect(bruno.hook("claim-seat")).toHaveText("I am Bruno");
  // the invitation says who sent it
  await expect(bruno.hook("take-your-seat")).toHaveText(/^Amina invites you to this game/);
  await bruno.hook("claim-seat").click();
  await expect(bruno.hook("claim-seat")).toHaveCount(0);
  await expect(bruno.hook("phase")).toHaveAttribute("data-phase", "remote");
  // the menu's share link only shows the game: its panel says which link plays
  await bruno.hook("share").click();
  await expect(bruno.hook("share-by-link")).toContainText("Link to send");
  await bruno.hook("close-panel").click();
  const devices = [amina, bruno];
  const last = await relay(devices, await turnUrl(bruno), makeRng(14), {
    onArrival: async (hop, to) => {
      // a link is taken once its signatures are checked, which the browser does apart
      const sent = await table(devices[1 - to]);
      await expect.poll(() => table(devices[to]), { message: `hop ${hop}` }).toEqual(sent);
      // the claim sent back: the creator is told who joined
      if (hop === 0) await expect(amina.hook("notice")).toContainText("Bruno has taken their seat.");
      // the turn played on the other device is told, as bots' turns are
      if (hop > 0) {
        const since = devices[to].hook("since-last-turn");
        await expect(since.locator("li").first()).toContainText(`${to === 0 ? "Bruno" : "Amina"} rolls`);
      }
    },
  });
  // the last link brings the other device to the final screen too
  await open(devices[1 - last], await turnUrl(devices[last]));
  for (const d of devices) await expect(d.hook("phase")).toHaveAttribute("data-phase", "over");
  // only the device that played the last turn is asked to send it on
  await expect(devices[last].hook("turn-to")).toHaveText("The game is over: send the last link to the other players.");
  await expect(devices[1 - last].hook("turn-to")).toHaveText("The game is over");
  expect(await table(amina)).toEqual(await table(bruno));
  expect(await amina.winners()).toEqual(await bruno.winners());
  // both devices keep it among their finished games
  for (const d of devices) {
    await d.openMore();
    await d.hook("open-history").click();
    await expect(d.hook("history-game")).toHaveCount(1);
  }
});

test("3 players: a person and a bot on one device, a friend on another; a third device only watches", async ({ browser }) => {
  test.setTimeout(600_000);
  const amina = await device(browser);
  await amina.startGame({
    players: [
      { name: "Amina", kind: "human" },
      { name: "Bruno", kind: "remote" },
      { name: "Bot", kind: "easy" },
    ],
    turnOrder: "roll-first",
  });
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "remote");
  const bruno = await device(browser);
  await open(bruno, await turnUrl(amina));
  await bruno.hook("claim-seat").click();
  const watcher = await device(browser);
  const devices = [amina, bruno];
  const last = await relay(devices, await turnUrl(bruno), makeRng(3), {
    bots: [[2], []],
    onArrival: async (hop, to, link) => {
      // Amina's device plays the bot, which moves as soon as Bruno's link arrives: her
      // market is compared with Bruno's when her link reaches him
      if (to === 1) {
        const sent = await table(amina);
        await expect.poll(() => table(bruno), { message: `hop ${hop}` }).toEqual(sent);
      }
      if (hop !== 3) return;
      // a third device opens a link in the middle of the game: it can watch, not claim or play
      await open(watcher, link);
      await expect(watcher.hook("remote-watching")).toBeVisible();
      await expect(watcher.hook("claim-seat")).toHaveCount(0);
      // it has no move to pass on: no "Send this link to…"
      await expect(watcher.hook("turn-to")).toHaveCount(0);
      await expect(watcher.hook("turn-url")).toHaveCount(0);
      await expect(watcher.hook("phase")).toHaveAttribute("data-phase", "remote");
      await expect(watcher.hook("roll")).toHaveCount(0);
      await expect(watcher.hook("rotate-left")).toHaveCount(0);
      const sent = await table(bruno);
      await expect.poll(() => table(watcher)).toEqual(sent);
    },
  });
  const final = await turnUrl(devices[last]);
  await open(devices[1 - last], final);
  await open(watcher, final);
  for (const d of [amina, bruno, watcher]) {
    await expect(d.hook("phase")).toHaveAttribute("data-phase", "over");
  }
  expect(await table(watcher)).toEqual(await table(amina));
  expect(await table(bruno)).toEqual(await table(amina));
});

/** Amina and Bruno with a game by link started: Amina to play her first turn. */
async function started(browser) {
  const amina = await device(browser);
  await amina.startGame({ players: [{ name: "Amina", kind: "human" }, { name: "Bruno", kind: "remote" }] });
  const bruno = await device(browser);
  await open(bruno, await turnUrl(amina));
  await bruno.hook("claim-seat").click();
  await open(amina, await turnUrl(bruno));
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "orient");
  return { amina, bruno };
}

test("a changed link and an old link are refused with nothing lost; the same link twice changes nothing", async ({ browser }) => {
  test.setTimeout(180_000);
  const { amina, bruno } = await started(browser);
  const rng = makeRng(5);
  await playHere(amina, rng);
  const first = await turnUrl(amina);
  await open(bruno, first);
  await playHere(bruno, rng);
  await open(amina, await turnUrl(bruno));
  await playHere(amina, rng);
  const third = await turnUrl(amina);
  await open(bruno, third);
  const kept = await table(bruno);

  const refused = async (url, says) => {
    await open(bruno, url);
    const notice = bruno.hook("notice");
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("role", "alert");
    await expect(notice).toContainText(says);
    expect(await table(bruno)).toEqual(kept);
    await expect(bruno.hook("phase")).not.toHaveAttribute("data-phase", "remote");
    await notice.getByRole("button").click();
  };
  // one character changed, in the middle and near the end (a signature)
  const [base, code] = third.split("#");
  for (const i of [Math.floor(code.length / 2), code.length - 20]) {
    const c = code[i] === "A" ? "B" : "A";
    await refused(`${base}#${code.slice(0, i)}${c}${code.slice(i + 1)}`, /refused|damaged/);
  }
  await refused(first, /older/);
  // the same link again: nothing changes, and the player is told
  await open(bruno, third);
  await expect(bruno.hook("notice")).toContainText(/nothing new/);
  expect(await table(bruno)).toEqual(kept);
  // a refusal left on screen goes when the next good link comes in
  await playHere(bruno, rng);
  const fourth = await turnUrl(bruno);
  // told as a damaged link or as a refused game link, depending on where the cut falls
  await open(amina, fourth.slice(0, -3));
  await expect(amina.hook("notice")).toContainText(/cut short/);
  await open(amina, fourth);
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect(amina.hook("notice")).toHaveCount(0);
});

test("reloading at every step of a turn by link changes nothing, and the roll cannot be re-rolled", async ({ browser }) => {
  test.setTimeout(180_000);
  const { amina } = await started(browser);
  const reload = async () => {
    await amina.page.reload();
    await amina.waitForApp();
    await amina.waitUntilNotMoving();
  };
  await reload();
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "orient");
  await amina.rotate("left");
  const facing = (await amina.readAssam()).facing;
  await reload();
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "roll");
  expect((await amina.readAssam()).facing).toBe(facing);
  // a copy of this device's storage (not its key) rolls the same die
  const storage = await amina.page.evaluate(() => JSON.stringify(localStorage));
  const twin = await browser.newContext();
  await twin.addInitScript((s) => {
    if (!sessionStorage.getItem("copied")) {
      for (const [k, v] of Object.entries(JSON.parse(s))) localStorage.setItem(k, v);
      sessionStorage.setItem("copied", "1");
    }
  }, storage);
  const twinPage = await twin.newPage();
  await twinPage.goto("./?speed=instant");
  const face = await amina.roll();
  await amina.waitUntilNotMoving();
  const after = await table(amina);
  await reload();
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "place");
  expect(await table(amina)).toEqual(after);
  const copy = new MarketPage(twinPage);
  await copy.waitForApp();
  await expect(copy.hook("phase")).toHaveAttribute("data-phase", "roll");
  expect(await copy.roll()).toBe(face);
  await amina.playTurn(makeRng(2));
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "remote");
  const link = await turnUrl(amina);
  await reload();
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "remote");
  expect(await turnUrl(amina)).toBe(link);
});

test("games by link are listed on the set-up screen, apart from the local game, and can be ended", async ({ browser }) => {
  test.setTimeout(120_000);
  const { amina } = await started(browser);
  await amina.hook("new-game").click();
  await expect(amina.hook("setup")).toBeVisible();
  await expect(amina.hook("remote-game")).toHaveCount(1);
  await expect(amina.hook("remote-game")).toContainText(/Amina, Bruno/);
  // in Arabic the names are joined by Arabic's comma
  await amina.goto("./?speed=instant&lang=ar");
  await expect(amina.hook("remote-game")).toContainText(/Amina\S*، \S*Bruno/);
  await expect(amina.hook("remote-game")).not.toContainText(",");
  await amina.goto("./?speed=instant&lang=en");
  // a local game does not replace it
  await amina.startGame({ players: [{ name: "Lea", kind: "human" }, { name: "Max", kind: "easy" }] });
  await amina.reload();
  await expect(amina.hook("player")).toHaveCount(2);
  await amina.hook("new-game").click();
  await amina.hook("confirm-new-game").click();
  await expect(amina.hook("remote-game")).toHaveCount(1);
  await amina.hook("remote-game-open").click();
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "orient");
  await amina.reload();
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "orient");
  // any player can end a stuck game on their device
  await amina.hook("new-game").click();
  amina.page.once("dialog", (d) => d.accept());
  await amina.hook("remote-game-end").click();
  await expect(amina.hook("remote-game")).toHaveCount(0);
});

test("a device whose key is gone says why and can only watch", async ({ browser }) => {
  test.setTimeout(120_000);
  const { amina } = await started(browser);
  // the browser's storage of keys is cleared, the game's entry is not
  await amina.page.evaluate(
    () => new Promise((ok) => { const r = indexedDB.deleteDatabase("marrakech-keys"); r.onsuccess = r.onerror = r.onblocked = () => ok(); }),
  );
  await playHere(amina, makeRng(9));
  await expect(amina.hook("notice")).toContainText(/no longer has its key/);
  await expect(amina.hook("remote-watching")).toBeVisible();
  await expect(amina.hook("turn-url")).toHaveCount(0);
});

test("two friends claim from the same invitation: the second is told and takes the seat left", async ({ browser }) => {
  test.setTimeout(120_000);
  const amina = await device(browser);
  await amina.startGame({
    players: [
      { name: "Amina", kind: "human" },
      { name: "Bruno", kind: "remote" },
      { name: "Chloé", kind: "remote" },
    ],
  });
  const first = await turnUrl(amina);
  const bruno = await device(browser);
  const chloe = await device(browser);
  await open(bruno, first);
  await bruno.hook("claim-seat").first().click();
  await open(chloe, first);
  await chloe.hook("claim-seat").last().click();
  await open(amina, await turnUrl(bruno));
  // Chloé's claim from the old invitation comes after Bruno's: the creator is told so
  await open(amina, await turnUrl(chloe));
  await expect(amina.hook("notice")).toContainText(
    "This game link was refused: another friend answered the same invitation first",
  );
  await amina.hook("notice").getByRole("button").click();
  // the newer invitation: her claim gives way, and the seat left is hers to take
  await open(chloe, await turnUrl(amina));
  // (they claimed different seats: what overtook hers is Bruno's answer, not his seat)
  await expect(chloe.hook("notice")).toContainText("Another friend answered the same invitation first.");
  await expect(chloe.hook("claim-seat")).toHaveCount(1);
  await expect(chloe.hook("claim-seat")).toHaveText("I am Chloé");
  await chloe.hook("claim-seat").click();
  await open(amina, await turnUrl(chloe));
  await expect(amina.hook("phase")).toHaveAttribute("data-phase", "orient");
});

test("the set-up's button says it makes an invitation while a seat is a friend's by link", async ({ browser }) => {
  const amina = await device(browser);
  await expect(amina.hook("start-game")).toHaveText("Start the game");
  await amina.hook("player-kind-1").selectOption("remote");
  await expect(amina.hook("start-game")).toHaveText("Make the invitation");
  // a seat beyond the players in play does not count
  await amina.hook("player-count").selectOption("3");
  await amina.hook("player-kind-2").selectOption("remote");
  await amina.hook("player-kind-1").selectOption("human");
  await expect(amina.hook("start-game")).toHaveText("Make the invitation");
  await amina.hook("player-count").selectOption("2");
  await expect(amina.hook("start-game")).toHaveText("Start the game");
});

test("two friends claim the only free seat: the creator refuses the second as a late answer, which is told and watches", async ({ browser }) => {
  test.setTimeout(120_000);
  const amina = await device(browser);
  await amina.startGame({ players: [{ name: "Amina", kind: "human" }, { name: "Bruno", kind: "remote" }] });
  const first = await turnUrl(amina);
  const bruno = await device(browser);
  const carla = await device(browser);
  await open(bruno, first);
  await bruno.hook("claim-seat").click();
  await open(carla, first);
  await carla.hook("claim-seat").click();
  await open(amina, await turnUrl(bruno));
  await open(amina, await turnUrl(carla));
  await expect(amina.hook("notice")).toContainText("another friend answered the same invitation first");
  await amina.hook("notice").getByRole("button").click();
  // Amina plays her turn: the link she sends on reaches Carla too
  expect(await playHere(amina, makeRng(4))).toBe("remote");
  await open(carla, await turnUrl(amina));
  await expect(carla.hook("notice")).toContainText("Another friend answered the same invitation first.");
  await expect(carla.hook("claim-seat")).toHaveCount(0);
  await expect(carla.hook("remote-watching")).toContainText("You are watching this game: every seat is taken.");
  await expect(carla.hook("turn-url")).toHaveCount(0);
  expect(await table(carla)).toEqual(await table(amina));
});

// A chat opens each link in a new tab: the game is played there, where the person looks;
// the tab that held it follows.
test("a friend's link opened in a new tab is played in that tab; the tab that held the game follows", async ({ browser }) => {
  test.setTimeout(180_000);
  const amina = await device(browser);
  await amina.startGame({ players: [{ name: "Amina", kind: "human" }, { name: "Bruno", kind: "remote" }] });
  const bruno = await device(browser);
  await open(bruno, await turnUrl(amina));
  await bruno.hook("claim-seat").click();
  const back = await turnUrl(bruno);
  // a chat app opens Bruno's link in a new tab of Amina's browser; her first tab holds the table
  await expect(amina.hook("other-tab")).toHaveCount(0);
  const tab = new MarketPage(await amina.page.context().newPage());
  await tab.goto(withQuery(back, "speed=instant"));
  await expect(tab.hook("phase")).toHaveAttribute("data-phase", "orient");
  await expect(tab.hook("notice")).toContainText("Bruno has taken their seat.");
  await expect(tab.hook("other-tab")).toHaveCount(0);
  // the first tab gave the table up: it follows, with Bruno's seat taken there too
  await expect(amina.hook("other-tab")).toBeVisible();
  await expect.poll(() => table(amina)).toEqual(await table(tab));
  // she plays in the new tab, and the link it sends takes Bruno on
  expect(await playHere(tab, makeRng(3))).toBe("remote");
  const next = await turnUrl(tab);
  await expect.poll(() => table(amina)).toEqual(await table(tab));
  await open(bruno, next);
  await expect(bruno.hook("phase")).not.toHaveAttribute("data-phase", "remote");
  await expect.poll(() => table(bruno)).toEqual(await table(tab));
  // the same link opened again in the first tab brings the table back there
  await amina.page.goto(withQuery(next, "speed=instant"));
  await amina.waitForApp();
  await expect(amina.hook("other-tab")).toHaveCount(0);
  await expect(tab.hook("other-tab")).toBeVisible();
});

test("signing and checking copy their bytes at once: a view of the wasm memory emptied meanwhile changes nothing", async ({ page }) => {
  const market = new MarketPage(page);
  await market.goto("./?speed=instant");
  const result = await page.evaluate(async () => {
    const url = performance.getEntriesByType("resource").map((e) => e.name).find((n) => n.endsWith("/web/keys.js"));
    const keys = await import(url);
    const key = await keys.makeKey("copy-test");
    const bytes = (text) => new Uint8Array(new TextEncoder().encode(text));
    // as when the wasm memory grows while a promise waits: the views passed are emptied
    const detach = (view) => structuredClone(view.buffer, { transfer: [view.buffer] });
    const message = bytes("a turn of Marrakech");
    const signing = keys.sign("copy-test", message);
    detach(message);
    const signature = await signing;
    const [k, m, s] = [key.slice(), bytes("a turn of Marrakech"), signature.slice()];
    const checking = keys.verify(k, m, s);
    detach(k), detach(m), detach(s);
    const ok = await checking;
    const forged = await keys.verify(key, bytes("another turn"), signature);
    keys.forget("copy-test");
    return { length: signature.length, ok, forged };
  });
  expect(result).toEqual({ length: 64, ok: true, forged: false });
});
