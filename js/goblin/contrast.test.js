// Text contrast of the Goblin Escape colours of js/shared/theme.css: WCAG AA (>= 4.5:1) for
// every pair of text and background the view uses, in the light and the dark scheme (the
// system's dark mode on a plain page uses the dark one: js/shared/theme.test.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { contrast as ratio, palette } from "../shared/contrast.js";

const theme = readFileSync(new URL("../shared/theme.css", import.meta.url), "utf8");
const css = readFileSync(new URL("./style.css", import.meta.url), "utf8");

const PAIRS = [
  ["fg", "bg"], ["fg", "panel"], ["muted", "panel"], ["muted", "bg"], ["accent-fg", "accent"],
  ["accent", "panel"], ["dig", "card"], ["rest", "card"], ["steal", "card"], ["dig", "panel"],
  ["rest", "panel"], ["steal", "panel"], ["dig", "best-bg"], ["rest", "best-bg"],
  ["steal", "best-bg"], ["up", "best-bg"], ["up", "panel"], ["down", "panel"],
  ["up", "current-bg"], ["down", "current-bg"], ["fg", "current-bg"], ["fg", "out-bg"],
  ["muted", "out-bg"], ["error", "error-bg"], ["back-fg", "back"], ["fg", "card"],
];

for (const scheme of /** @type {const} */ (["light", "dark"])) {
  test(`${scheme} theme: every text colour has contrast >= 4.5:1 on its background`, () => {
    const v = palette(theme, scheme);
    const low = PAIRS.map(([fg, bg]) => [fg, bg, ratio(v[fg], v[bg])])
      .filter(([, , r]) => !(Number(r) >= 4.5));
    assert.deepEqual(low.map(([fg, bg, r]) => `${fg} on ${bg}: ${Number(r).toFixed(2)}`), []);
  });
}

test("reduced motion switches off every animation and transition in the widget", () => {
  const block = css.slice(css.indexOf("@media (prefers-reduced-motion: reduce)"));
  assert.match(block, /\.gw-goblin \*[^{]*\{\s*animation: none !important;\s*transition: none !important;/);
});
