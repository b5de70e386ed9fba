// Follows the guided first game by its prompts: the `lesson` hook says what the step waits
// for (`data-expect`: the data-testid to use, `placement` for a rug, with `data-cells`
// when the step names one, or `wait` while the coach plays).
import { expect } from "@playwright/test";

/** Plays the lesson from the step shown to its end; calls `onStep(step)` at every step
 *  (before acting) and returns the steps seen. */
export async function followLesson(market, onStep = async () => {}) {
  const lesson = market.hook("lesson");
  const seen = [];
  for (let guard = 0; guard < 80; guard++) {
    await expect(lesson).toBeVisible();
    const step = Number(await lesson.getAttribute("data-step"));
    const want = await lesson.getAttribute("data-expect");
    if (want === "wait") {
      await expect(lesson).not.toHaveAttribute("data-step", String(step), { timeout: 15_000 });
      continue;
    }
    if (!seen.includes(step)) {
      seen.push(step);
      await onStep(step);
    }
    if (want === "lesson-finish") {
      await market.hook("lesson-finish").click();
      await expect(lesson).toHaveCount(0);
      return seen;
    }
    if (want === "placement") {
      const cells = (await lesson.getAttribute("data-cells")) ?? (await market.readPlacementsInOrder())[0];
      await market.selectPlacement(cells);
      await market.confirmRug();
    } else {
      await market.hook(want).click();
    }
    await expect(lesson).not.toHaveAttribute("data-step", String(step), { timeout: 15_000 });
  }
  throw new Error("the lesson did not end");
}
