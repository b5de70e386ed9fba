// Helpers shared by the accessibility specs: axe-core scans with readable failures, and the
// focus-ring check.
import { expect } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** One line per violation and node: rule id, impact, CSS target and axe's own summary. */
export function formatViolations(violations) {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .map((n) => `    - ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}`;
    })
    .join("\n");
}

/** Runs axe (WCAG 2 A + AA) on the page as it is and expects no violation. */
export async function expectNoAxeViolations(page, screen) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  const report = formatViolations(result.violations);
  if (result.violations.length > 0) console.log(`axe violations on ${screen}:\n${report}`);
  expect(result.violations, `axe violations on ${screen}:\n${report}`).toEqual([]);
  // Not an empty scan: axe did check the page (contrast, names, labels, ARIA…).
  expect(result.passes.map((p) => p.id), `axe checked ${screen}`).toContain("button-name");
  return result;
}

/** Whether the element that has the keyboard focus shows a focus indicator (outline or
 *  box-shadow); returns a description for the failure message too. */
export async function focusIndicator(page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { visible: false, what: "nothing focused" };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0;
    const shadow = s.boxShadow && s.boxShadow !== "none";
    // A market cell draws its ring on its inner `hint` square (stroke 9 when focused).
    const hint = el.querySelector(":scope > .hint");
    const ring = Boolean(hint) && getComputedStyle(hint).stroke !== "none" && parseFloat(getComputedStyle(hint).strokeWidth) >= 9;
    return {
      visible: el.matches(":focus-visible") && Boolean(outline || shadow || ring),
      what: `${el.tagName.toLowerCase()}[data-testid=${el.getAttribute("data-testid")}] focus-visible=${el.matches(":focus-visible")} ring=${ring} outline=${s.outlineStyle} ${s.outlineWidth} box-shadow=${s.boxShadow}`,
    };
  });
}

export async function expectFocusVisible(page, where) {
  const f = await focusIndicator(page);
  expect(f.visible, `focus visible ${where}: ${f.what}`).toBe(true);
}
