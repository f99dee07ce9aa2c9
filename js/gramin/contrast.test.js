// Text contrast of the Gramin colours of js/shared/theme.css: WCAG AA (>= 4.5:1) for every
// pair of text and background the views draw, in the light and the dark scheme (the
// system's dark mode on a plain page uses the dark one: js/shared/theme.test.js).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { contrast as ratio, palette } from "../shared/contrast.js";

const css = readFileSync(new URL("../shared/theme.css", import.meta.url), "utf8");

test("ratio: black on white is 21, a colour on itself is 1", () => {
  assert.equal(ratio("#000000", "#ffffff").toFixed(1), "21.0");
  assert.equal(ratio("#1456b8", "#1456b8"), 1);
});

// [text, background] as the views draw them (style.css rules in the comments)
const PAIRS = [
  ["fg", "bg"], ["fg", "panel"], ["fg", "card"], ["fg", "current-bg"], ["fg", "error-bg"],
  ["muted", "bg"], ["muted", "panel"], ["muted", "card"], // counts, captions, labels
  ["accent-fg", "accent"], // Run, Roll
  ["error", "error-bg"], // alerts
  ["score", "bg"], ["score", "panel"],
  ["step", "card"], ["dash", "card"], ["jump", "card"], ["if", "card"], // card faces
  ["loop-1", "card"], ["loop-2", "card"], ["loop-3", "card"],
  ["current-fg", "current"], // iteration badge, parent tag
  ["gold-fg", "gold"], // opened chest's points, winner tag
  ["seat-fg", "seat-1"], ["seat-fg", "seat-2"], ["seat-fg", "seat-3"], ["seat-fg", "seat-4"], // seat dots
  ["seat-fg", "seat-1-edge"], ["seat-fg", "seat-2-edge"], ["seat-fg", "seat-3-edge"], ["seat-fg", "seat-4-edge"],
];

for (const scheme of /** @type {const} */ (["light", "dark"])) {
  test(`${scheme}: every text colour has contrast >= 4.5:1 on its background`, () => {
    const v = palette(css, scheme);
    const low = PAIRS.map(([fg, bg]) => [fg, bg, ratio(v[fg], v[bg])])
      .filter(([, , r]) => !(Number(r) >= 4.5));
    assert.deepEqual(low.map(([fg, bg, r]) => `${fg} on ${bg}: ${Number(r).toFixed(2)}`), []);
  });
}
