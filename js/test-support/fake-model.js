// @ts-check
// A stand-in for the anywidget model in the view tests (node --test + happy-dom).
// It records what the view sends and saves, and fires `change:<trait>` listeners.
// Browser tests load it too (tests/browser/test_goblin_a11y.py): it imports nothing.

/**
 * The fake model: a ``Model`` (js/shared/types.js) that keeps what the view did.
 *
 * @typedef {Object} FakeModel
 * @property {Record<string, any>} state trait values; ``set`` changes this object in place
 * @property {Array<Record<string, any>>} sent the custom messages (intents) sent, in order
 * @property {number} saves how many times ``save_changes`` was called
 * @property {(k: string) => any} get a trait's value
 * @property {(k: string, v: any) => void} set change a trait, then fire its change event
 * @property {(values: Record<string, any>) => void} setMany change traits as one message
 * @property {() => void} save_changes count a save
 * @property {(ev: string, fn: () => void) => void} on listen
 * @property {(ev: string, fn: () => void) => void} off stop listening
 * @property {(msg: Record<string, any>) => void} send record a custom message
 * @property {() => number} listenerCount how many listeners are left
 */

/**
 * @param {Record<string, any>} state trait values; `set` changes this object in place
 * @returns {FakeModel} the model
 */
export function fakeModel(state) {
  /** @type {Map<string, Set<() => void>>} */
  const listeners = new Map();
  /** @param {string} k */
  const fire = (k) => { for (const fn of listeners.get(`change:${k}`) ?? []) fn(); };
  return {
    state, sent: [], saves: 0,
    get(k) { return state[k]; },
    set(k, v) { state[k] = v; fire(k); },
    // as Backbone applies one message from Python: every value first, then each change event
    setMany(values) {
      Object.assign(state, values);
      for (const k of Object.keys(values)) fire(k);
    },
    save_changes() { this.saves++; },
    on(ev, fn) {
      const set = listeners.get(ev) ?? new Set();
      listeners.set(ev, set.add(fn));
    },
    off(ev, fn) { listeners.get(ev)?.delete(fn); },
    send(msg) { this.sent.push(msg); },
    listenerCount() { return [...listeners.values()].reduce((a, s) => a + s.size, 0); },
  };
}
