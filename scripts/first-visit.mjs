// Which files of the build a first visit downloads before the page is interactive (the size
// report counts them; tests/e2e/specs/size.spec.js checks the browser fetches no other):
// everything but the words of the languages the page does not show, the service worker
// (registered once the page has loaded), the worker the bots think in (started at the first
// bot's turn), the parts split off the page's wasm (scripts/split.mjs: fetched a few seconds
// after the first screen, or when first wanted) and the icons only an installed app uses
// (the service worker precaches all of them after the page is up).
export function beforeInteractive(file, lang = "en") {
  // (a language's later words, `<lang>.later.ftl`, come with the split-off parts, or when
  // the lesson starts)
  if (file.startsWith("words/")) {
    const words = /^words\/([a-z]+)\.ftl$/.exec(file);
    return words !== null && words[1] === lang && lang !== "en";
  }
  if (file === "sw.js") return false;
  if (/^(thinking\.js|thinker\.js|thinker_bg\.wasm)$/.test(file)) return false;
  if (/^(split|chunk)_[^/]*\.wasm$/.test(file)) return false;
  if (file.startsWith("icons/")) return file === "icons/icon-32.png"; // the page's icon (a tab's)
  return true;
}
