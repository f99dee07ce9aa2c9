// @ts-check
// A stand-in for the anywidget model in the view tests (node --test + happy-dom).
// It records what the view sends and saves, and fires `change:<trait>` listeners.
// Browser tests load it too (tests/browser/test_goblin_a11y.py): it imports nothing.

/**
 * @param {Record<string, any>} state trait values; `set` changes this object in place
 * @returns {{state: Record<string, any>, sent: any[], saves: number,
 *   get(k: string): any, set(k: string, v: any): void, setMany(values: Record<string, any>): void,
 *   save_changes(): void,
 *   on(ev: string, fn: Function): void, off(ev: string, fn: Function): void,
 *   send(msg: any): void, listenerCount(): number}}
 */
export function fakeModel(state) {
  const listeners = new Map();
  return {
    state, sent: [], saves: 0,
    get(k) { return state[k]; },
    set(k, v) { state[k] = v; for (const fn of listeners.get(`change:${k}`) ?? []) fn(); },
    // as Backbone applies one message from Python: every value first, then each change event
    setMany(values) {
      Object.assign(state, values);
      for (const k of Object.keys(values)) for (const fn of listeners.get(`change:${k}`) ?? []) fn();
    },
    save_changes() { this.saves++; },
    on(ev, fn) { if (!listeners.has(ev)) listeners.set(ev, new Set()); listeners.get(ev).add(fn); },
    off(ev, fn) { listeners.get(ev)?.delete(fn); },
    send(msg) { this.sent.push(msg); },
    listenerCount() { return [...listeners.values()].reduce((a, s) => a + s.size, 0); },
  };
}
