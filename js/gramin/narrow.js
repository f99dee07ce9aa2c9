// @ts-check
/**
 * The narrow layout of the Gramin widgets: a notebook beside JupyterLab's file browser
 * (at 1024 x 768, 480-731 px for the widget's two columns), the width at which
 * style.css's container query lays the sandbox out in rows (the cards beside the board,
 * the program under both, the step controls under the program) and the game's action
 * puts its step buttons over its program. The views put these parts in the DOM in the
 * order they are drawn at each width, so that the Tab key and a screen reader meet them
 * in the order a person sees them.
 *
 * @module gramin/narrow
 */

/** The narrow layout's widths (CSS px of the layout's content box): ``min <= w < max``. */
export const NARROW = Object.freeze({ min: 480, max: 732 });

/**
 * @param {number} width the layout's content width (CSS px)
 * @returns {boolean} the narrow layout is drawn at that width
 */
export function isNarrow(width) {
  return width >= NARROW.min && width < NARROW.max;
}

/**
 * Call ``changed`` with whether ``el`` (a layout, the container style.css queries) is
 * drawn narrow, once it is first laid out and whenever that changes. The call is made a
 * frame later: a change of the DOM inside the observer's own callback would resize what
 * it observes within the same frame.
 *
 * @param {HTMLElement} el the layout
 * @param {(narrow: boolean) => void} changed told the layout now drawn
 * @returns {() => void} stop watching
 */
export function watchNarrow(el, changed) {
  const win = el.ownerDocument?.defaultView;
  const Observer = win?.ResizeObserver;
  if (!Observer) return () => {};
  /** @type {boolean|null} */
  let told = null;
  let frame = 0;
  const later = (/** @type {() => void} */ fn) => (win.requestAnimationFrame ? win.requestAnimationFrame(fn) : win.setTimeout(fn, 0));
  const observer = new Observer((entries) => {
    const width = entries[entries.length - 1]?.contentRect.width ?? 0;
    if (!width) return; // not drawn (a closed tab, a hidden output)
    const narrow = isNarrow(width);
    if (narrow === told) return;
    told = narrow;
    frame = later(() => changed(narrow));
  });
  observer.observe(el);
  return () => {
    observer.disconnect();
    if (win.cancelAnimationFrame) win.cancelAnimationFrame(frame);
  };
}
