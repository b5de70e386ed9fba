// Compiles the page's wasm off the page's thread, which then only instantiates it (compiling
// it there took 20 ms of a phone's start at Lighthouse's pace, four times that). Started by
// web/shell.js, named "URL INTEGRITY" (the build writes both); says 0 as it starts, then
// answers the module, or null when it cannot, and the page then fetches and compiles the wasm
// itself.
var wasm = self.name.split(" ");
postMessage(0); // it runs: the page waits for the module from now on
WebAssembly.compileStreaming(fetch(wasm[0], { integrity: wasm[1] }))
  .then(function (module) {
    postMessage(module);
  })
  .catch(function () {
    postMessage(null); // a failed download, or a browser that cannot send a module
  });
