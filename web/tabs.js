// Which tab holds the table: a Web Lock per game (`navigator.locks`), held by one tab of
// the browser at a time. Another tab is told so, waits in the lock's queue and gets it when
// the holder leaves or closes; "Play here" steals it. A browser without Web Locks lets every
// tab hold (the saves' revisions still refuse a save over a newer one), and so does a frame
// whose browser refuses it the locks (with its storage: a third party's frame in a blog).
let current = null; // { release, abort }

export function hold(name, steal, onHeld, onLost, onElsewhere) {
  leave();
  if (!("locks" in navigator)) {
    onHeld();
    return;
  }
  const me = { release: null, abort: new AbortController() };
  current = me;
  const take = () => new Promise((resolve) => {
    if (current !== me) return resolve();
    me.release = resolve;
    onHeld();
  });
  // stolen by another tab; or never had: the locks refused here (a SecurityError), this tab
  // holds as it would without them (an abort is this tab's own leave)
  const lost = (error) => {
    if (current !== me) return;
    if (me.release) {
      me.release = null;
      current = null;
      onLost();
    } else if (!error || error.name !== "AbortError") {
      me.release = () => {};
      onHeld();
    }
  };
  try {
    if (steal) {
      navigator.locks.request(name, { steal: true }, take).catch(lost);
      return;
    }
    navigator.locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (lock) return take();
        if (current !== me) return undefined;
        onElsewhere();
        navigator.locks.request(name, { signal: me.abort.signal }, take).catch(lost);
        return undefined;
      })
      .catch(lost);
  } catch (error) {
    lost(error);
  }
}

export function leave() {
  const c = current;
  current = null;
  if (!c) return;
  if (c.release) c.release();
  else c.abort.abort();
}
