// Runs beside the app (no inline script: the page's Content-Security-Policy forbids it).
// 1. Embedding: in a frame the page tells its parent its height whenever it changes:
//    {type: "marrakech:height", height: <CSS px>} (docs/formats.md §6).
// 2. Offline: registers the service worker (sw.js) and, when a new version of the site is
//    installed and waiting, offers it in a small banner (data-testid update-available); the
//    button (apply-update) activates it and reloads. The game in progress is in
//    localStorage, so it survives the reload.
(function () {
  "use strict";
  var doc = document.documentElement;
  var framed;
  try {
    framed = window.self !== window.top;
  } catch (e) {
    framed = true; // a cross-origin parent may refuse even the comparison
  }
  // (the class `embedded` is set before the first paint by web/shell.js)

  // ---------------------------------------------------------------- height for the host
  if (window.parent !== window) {
    var last = -1;
    var post = function () {
      var h = Math.ceil(doc.getBoundingClientRect().height);
      // not while the page's shell stands in for the app (its height is not the game's)
      if (h === last || h <= 0 || document.getElementById("shell")) return;
      last = h;
      try {
        window.parent.postMessage({ type: "marrakech:height", height: h }, "*");
      } catch (e) {
        /* the host went away */
      }
    };
    var start = function () {
      post();
      // the app taking over from the shell may keep the page's size: post then too
      if (typeof MutationObserver === "function") new MutationObserver(post).observe(document.body, { childList: true });
      if (typeof ResizeObserver === "function") {
        var ro = new ResizeObserver(post);
        ro.observe(doc);
        ro.observe(document.body);
      } else {
        window.addEventListener("resize", post);
        setInterval(post, 500);
      }
    };
    if (document.body) start();
    else document.addEventListener("DOMContentLoaded", start);
  }

  // ---------------------------------------------------------------- service worker
  // Not inside a frame: a blog's visitors do not need the game installed.
  if (framed) return;
  var sw;
  try {
    sw = navigator.serviceWorker;
  } catch (e) {
    return; // storage denied
  }
  if (!sw || !window.isSecureContext) return;

  // The banner's words are the app's (it writes them on <html> in the chosen language);
  // English until the app has started.
  function words() {
    return [
      doc.getAttribute("data-words-update") || "A new version of the game is ready.",
      doc.getAttribute("data-words-update-apply") || "Update",
    ];
  }
  var reloading = false;
  var applying = false;
  sw.addEventListener("controllerchange", function () {
    if (!applying || reloading) return;
    reloading = true;
    location.reload();
  });

  function offer(worker) {
    if (document.querySelector('[data-testid="update-available"]')) return;
    var t = words();
    var bar = document.createElement("div");
    bar.className = "update-banner";
    bar.setAttribute("role", "status");
    bar.setAttribute("data-testid", "update-available");
    var p = document.createElement("span");
    p.textContent = t[0];
    var button = document.createElement("button");
    button.type = "button";
    button.className = "big primary";
    button.setAttribute("data-testid", "apply-update");
    button.textContent = t[1];
    button.addEventListener("click", function () {
      applying = true;
      button.disabled = true;
      worker.postMessage({ type: "SKIP_WAITING" });
    });
    bar.appendChild(p);
    bar.appendChild(button);
    document.body.appendChild(bar);
    // a change of language while it is shown
    if (typeof MutationObserver === "function")
      new MutationObserver(function () {
        var t = words();
        p.textContent = t[0];
        button.textContent = t[1];
      }).observe(doc, { attributes: true, attributeFilter: ["data-words-update", "data-words-update-apply"] });
  }

  function watch(reg) {
    // A waiting worker while this page is controlled is a new version (on the very first
    // visit there is no controller and nothing to offer).
    if (reg.waiting && sw.controller) offer(reg.waiting);
    reg.addEventListener("updatefound", function () {
      var w = reg.installing;
      if (!w) return;
      w.addEventListener("statechange", function () {
        if (w.state === "installed" && sw.controller) offer(w);
      });
    });
  }

  window.addEventListener("load", function () {
    sw.register("sw.js")
      .then(function (reg) {
        watch(reg);
        // A tablet may stay open for days: look for a new version now and then.
        document.addEventListener("visibilitychange", function () {
          if (document.visibilityState === "visible") reg.update().catch(function () {});
        });
        setInterval(function () {
          reg.update().catch(function () {});
        }, 60 * 60 * 1000);
      })
      .catch(function () {
        /* no offline mode; the game still plays */
      });
  });
})();
