// Text contrast of the theme colours in style.css: WCAG AA (>= 4.5:1) for every pair of
// text and background the view uses, in the light fallbacks and in the dark theme block.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { contrast as ratio } from "../shared/contrast.js";

const css = readFileSync(new URL("./style.css", import.meta.url), "utf8");

/** Variables of the first rule in ``text`` (default: style.css) whose selector list contains ``selector``. */
function vars(selector, text = css) {
  const start = text.indexOf(selector);
  const block = text.slice(text.indexOf("{", start) + 1, text.indexOf("}", start));
  const out = {};
  for (const m of block.matchAll(/--(gw-[\w-]+):\s*([^;]+);/g)) {
    // outside JupyterLab the fallback of var(--jp-..., fallback) is what shows
    out[m[1]] = m[2].replace(/var\(--jp-[\w-]+,\s*([^)]+)\)/, "$1").trim();
  }
  return out;
}

const PAIRS = [
  ["fg", "bg"], ["fg", "panel"], ["muted", "panel"], ["muted", "bg"], ["accent-fg", "accent"],
  ["accent", "panel"], ["dig", "card"], ["rest", "card"], ["steal", "card"], ["dig", "panel"],
  ["rest", "panel"], ["steal", "panel"], ["dig", "best-bg"], ["rest", "best-bg"],
  ["steal", "best-bg"], ["up", "best-bg"], ["up", "panel"], ["down", "panel"],
  ["up", "current-bg"], ["down", "current-bg"], ["fg", "current-bg"], ["fg", "out-bg"],
  ["muted", "out-bg"], ["error", "error-bg"], ["back-fg", "back"], ["fg", "card"],
];

for (const [theme, selector] of [["light", ".gw-goblin {"], ["dark", ".gw-goblin.gw-theme-dark {"]]) {
  test(`${theme} theme: every text colour has contrast >= 4.5:1 on its background`, () => {
    const v = { ...vars(".gw-goblin {"), ...(theme === "dark" ? vars(selector) : {}) };
    const low = PAIRS.map(([fg, bg]) => [fg, bg, ratio(v[`gw-${fg}`], v[`gw-${bg}`])])
      .filter(([, , r]) => !(r >= 4.5));
    assert.deepEqual(low.map(([fg, bg, r]) => `${fg} on ${bg}: ${r.toFixed(2)}`), []);
  });
}

test("a plain page in the system's dark mode gets the same palette as a dark notebook theme", () => {
  const media = css.slice(css.indexOf("@media (prefers-color-scheme: dark)"));
  const dark = vars(".gw-goblin.gw-theme-dark {");
  const plain = vars(":not(.vscode-light) .gw-goblin {", media);
  assert.ok(Object.keys(dark).length >= 20);
  assert.deepEqual(plain, dark);
});

test("reduced motion switches off every animation and transition in the widget", () => {
  const block = css.slice(css.indexOf("@media (prefers-reduced-motion: reduce)"));
  assert.match(block, /\.gw-goblin \*[^{]*\{\s*animation: none !important;\s*transition: none !important;/);
});
