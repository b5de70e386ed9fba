// Before the first paint (no inline script: the page's Content-Security-Policy forbids it):
// the language and its direction, the colours, and which of the page's shells shows until
// the app has loaded and takes the page over — the welcome, the table (a game to resume, a
// game by link, a shared game in the address), or the bare bar (in a frame). It only reads;
// the app decides the same again from the same values. It also brings up the app's crash
// screen when the wasm traps.
(function () {
  "use strict";
  var html = document.documentElement;
  var params = new URLSearchParams(location.search);
  var read = function (name) {
    try {
      var kept = JSON.parse(localStorage.getItem("marrakech:2:" + name));
      return kept && typeof kept === "object" ? kept.value : null;
    } catch (e) {
      return null; // storage refused, or not JSON
    }
  };
  var LANGS = ["en", "fr", "pl", "de", "es", "ar"];
  var known = function (tag) {
    var primary = String(tag || "").split(/[-_]/)[0].toLowerCase();
    return LANGS.indexOf(primary) >= 0 ? primary : null;
  };
  var settings = read("settings") || {};
  var wanted = params.get("lang");
  var browser = navigator.languages || [navigator.language];
  var lang = (LANGS.indexOf(wanted) >= 0 && wanted) || known(settings.lang);
  for (var i = 0; !lang && i < browser.length; i++) lang = known(browser[i]);
  lang = lang || "en";
  html.lang = lang;
  html.dir = lang === "ar" ? "rtl" : "ltr";
  if (settings.theme === "light" || settings.theme === "dark") html.setAttribute("data-theme", settings.theme);

  var framed;
  try {
    framed = window.self !== window.top;
  } catch (e) {
    framed = true; // a cross-origin parent may refuse even the comparison
  }
  var embed = framed || /^(1|true|)$/.test(params.get("embed") || "no");
  if (embed) html.classList.add("embedded");
  var game = read("game");
  var link = read("link-open");
  // a fragment of base64url (with a sentence's full stop or bracket after it, as the app
  // reads it) may be a game's code; any other (a mistyped address, an anchor) holds none,
  // and the app shows its notice over the welcome
  var code = /^#[A-Za-z0-9_-]+[^A-Za-z0-9_%-]*$/.test(location.hash);
  var table = code || (link && link.id) || (game && game.record);
  html.setAttribute("data-shell", table ? "table" : embed ? "bar" : "welcome");

  // When the wasm traps (a panic stops it at once in the release build), the app's crash
  // screen, which it installed as window.marrakechCrash at its start, shows what failed.
  var trapped = function (error) {
    if (!(error instanceof WebAssembly.RuntimeError) || typeof window.marrakechCrash !== "function") return;
    try {
      window.marrakechCrash(error.stack || String(error));
    } catch (e) {
      // the app is past showing anything: the console has the error
    }
  };
  window.addEventListener("error", function (e) {
    trapped(e.error);
  });
  window.addEventListener("unhandledrejection", function (e) {
    trapped(e.reason);
  });

  // The page's wasm, compiled in a worker (web/compile.js) while the page paints, so the
  // page's thread only instantiates it; scripts/split.mjs writes its name and integrity here.
  // Where no worker can do it (none, refused, failed, silent: not even its first word, that
  // it runs, in 10 s), the page fetches the wasm itself.
  var wasm = "@page-wasm@";
  window.marrakechModule = new Promise(function (done) {
    var state = 0; // 1: the worker runs, 2: decided
    var worker;
    var itself = function () {
      if (state > 1) return;
      state = 2;
      if (worker) worker.terminate();
      var parts = wasm.split(" ");
      done(fetch(parts[0], { integrity: parts[1] }));
    };
    try {
      worker = new Worker("compile.js", { name: wasm });
      worker.onmessage = function (e) {
        if (e.data === 0) return void (state = state || 1);
        if (!(e.data instanceof WebAssembly.Module)) return itself();
        state = 2;
        worker.terminate();
        done(e.data);
      };
      worker.onerror = worker.onmessageerror = itself;
      setTimeout(function () {
        if (!state) itself();
      }, 10000);
    } catch (e) {
      itself();
    }
  });

  // The app waits for the shell's first paint to be counted before it takes the page over:
  // the browser's largest paint is then the shell's, not the same words drawn again later.
  // A browser that counts no largest paint goes on at once; one that does waits for the count,
  // which a loaded phone may deliver late (after 250 ms the app's own paint of the same words
  // became the largest, at 2.7 s in Lighthouse), but no longer than 1.5 s (nothing painted: a
  // tab in the background). Only the welcome's shell paints words (the title); the table's
  // and the bar's paint none the browser counts, and would wait the 1.5 s out for nothing.
  window.marrakechShellPainted = new Promise(function (done) {
    var counted = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (counted.indexOf("largest-contentful-paint") < 0 || html.getAttribute("data-shell") !== "welcome") return done();
    setTimeout(done, 1500);
    try {
      new PerformanceObserver(done).observe({ type: "largest-contentful-paint", buffered: true });
    } catch (e) {
      done();
    }
  });
})();
