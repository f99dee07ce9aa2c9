// Text contrast of the theme colours in style.css: WCAG AA (>= 4.5:1) for every pair of
// text and background the view draws, in the light fallbacks, the JupyterLab-dark
// fallbacks and the OS-dark palette (used on a page without a JupyterLab theme).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { contrast as ratio } from "../shared/contrast.js";

const css = readFileSync(new URL("./style.css", import.meta.url), "utf8");

/** Variables of the first rule whose selector text contains ``selector``. */
function vars(selector) {
  const start = css.indexOf(selector);
  assert.ok(start >= 0, `no rule ${selector}`);
  const block = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  const out = {};
  for (const m of block.matchAll(/--(gw-[\w-]+):\s*([^;]+);/g)) {
    // outside JupyterLab the fallback of var(--jp-..., fallback) is what shows
    out[m[1]] = m[2].replace(/var\(--jp-[\w-]+,\s*([^)]+)\)/, "$1").trim();
  }
  return out;
}

test("ratio: black on white is 21, a colour on itself is 1", () => {
  assert.equal(ratio("#000000", "#ffffff").toFixed(1), "21.0");
  assert.equal(ratio("#1456b8", "#1456b8"), 1);
});

// [text, background] as the view draws them (style.css rules in the comments)
const PAIRS = [
  ["fg", "bg"], ["fg", "panel"], ["fg", "card"], ["fg", "current-bg"], ["fg", "error-bg"],
  ["muted", "bg"], ["muted", "panel"], ["muted", "card"], // counts, captions, labels
  ["accent-fg", "accent"], // Run, Roll
  ["error", "error-bg"], // alerts
  ["score", "bg"], ["score", "panel"],
  ["step", "card"], ["dash", "card"], ["jump", "card"], ["if", "card"], // card faces
  ["loop-1", "card"], ["loop-2", "card"], ["loop-3", "card"],
];
const PALETTES = [
  ["light", [".gw-gramin {"]],
  ["JupyterLab dark", [".gw-gramin {", ".gw-gramin.gw-theme-dark {"]],
  ["OS dark", [".gw-gramin {", "body:not([data-jp-theme-light]):not(.vscode-light) .gw-gramin {"]],
];

for (const [name, selectors] of PALETTES) {
  test(`${name}: every text colour has contrast >= 4.5:1 on its background`, () => {
    const v = Object.assign({}, ...selectors.map(vars));
    const low = PAIRS.map(([fg, bg]) => [fg, bg, ratio(v[`gw-${fg}`], v[`gw-${bg}`])])
      .filter(([, , r]) => !(r >= 4.5));
    assert.deepEqual(low.map(([fg, bg, r]) => `${fg} on ${bg}: ${r.toFixed(2)}`), []);
  });
}
