// The pipeline works: the built site loads and draws the market.
import { test, expect } from "@playwright/test";

test("the market has 49 cells and Assam in the centre", async ({ page }) => {
  await page.goto("./?speed=instant");
  const board = page.getByTestId("board");
  await expect(board).toBeVisible();
  await expect(board.getByTestId("cell")).toHaveCount(49);
  const assam = page.getByTestId("assam");
  await expect(assam).toHaveAttribute("data-row", "3");
  await expect(assam).toHaveAttribute("data-col", "3");
  await page.screenshot({ path: "screenshots/smoke.png", fullPage: true });
});
