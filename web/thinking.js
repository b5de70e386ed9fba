// The thinking worker, started by the page as a module worker: the engine's searches in a
// second wasm module, off the page's thread. Its files keep their names from one build to
// the next, so the page and the worker first say which version of their messages they
// speak. A worker that cannot start says something the page cannot read: the page then
// thinks on its own thread.
import init from "./thinker.js";

init({ module_or_path: new URL("thinker_bg.wasm", import.meta.url) }).catch((e) => {
  postMessage(`failed to start: ${e}`);
  close();
});
