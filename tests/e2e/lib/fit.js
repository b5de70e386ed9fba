// Fitting the screen: the sizes the game must fit (touch where the device has it), the boxes
// of what is on screen, and the checks that they are inside the viewport and finger-sized.
import { expect } from "@playwright/test";

export const SIZES = [
  // log: the log's newest line is on screen too once a rug is laid (where there is room)
  { name: "phone", width: 390, height: 844, touch: true, log: true },
  { name: "phone with its browser bars", width: 390, height: 660, touch: true },
  { name: "phone in landscape", width: 844, height: 390, touch: true },
  { name: "tablet in portrait", width: 768, height: 1024, touch: true, log: true },
  { name: "tablet in landscape", width: 1024, height: 768, touch: true, log: true },
  { name: "laptop", width: 1280, height: 800, touch: false, log: true },
];

/** The page's scroll, the viewport, and for each `selectors` entry the boxes of the
 *  elements it selects that are shown. */
export async function measure(page, selectors) {
  return page.evaluate((selectors) => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, w: r.width, h: r.height, what: e.dataset.testid || e.className?.baseVal || e.className || e.tagName };
    };
    const shown = (e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== "hidden";
    };
    const out = {
      scroll: [window.scrollY, document.scrollingElement.scrollTop, document.scrollingElement.scrollLeft],
      viewport: [innerWidth, innerHeight],
    };
    for (const [name, sel] of Object.entries(selectors)) {
      out[name] = [...document.querySelectorAll(sel)].filter(shown).map(box);
    }
    return out;
  }, selectors);
}

export function expectInside(m, boxes, label) {
  const [vw, vh] = m.viewport;
  for (const b of boxes) {
    const where = `${label} ${b.what} at ${Math.round(b.x)},${Math.round(b.y)} ${Math.round(b.w)}x${Math.round(b.h)} in ${vw}x${vh}`;
    expect(b.x, where).toBeGreaterThanOrEqual(-1);
    expect(b.y, where).toBeGreaterThanOrEqual(-1);
    expect(b.x + b.w, where).toBeLessThanOrEqual(vw + 1);
    expect(b.y + b.h, where).toBeLessThanOrEqual(vh + 1);
  }
}

export function expectFingerSized(boxes, label) {
  for (const b of boxes) {
    const where = `${label} ${b.what} ${b.w.toFixed(1)}x${b.h.toFixed(1)}`;
    expect(b.w, where).toBeGreaterThanOrEqual(44);
    expect(b.h, where).toBeGreaterThanOrEqual(44);
  }
}
