// Colour pairs of the algo view (colours: js/shared/theme.css), both schemes: text on its
// background must reach 4.5:1 (WCAG 2 AA), the heat-map levels included, whichever level
// a probability falls in.
// JupyterLab's own variables are checked in the browser tests with axe; here the
// fallbacks (a plain page) and the widget's fixed colours.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { contrast, palette } from "../shared/contrast.js";

const css = readFileSync(new URL("./style.css", import.meta.url), "utf8");
const theme = readFileSync(new URL("../shared/theme.css", import.meta.url), "utf8");
const light = palette(theme, "light");
const dark = palette(theme, "dark");

// [text, background]: every place the view writes text of one on the other
const PAIRS = [
  ["fg", "bg"], ["fg", "panel"], ["muted", "bg"], ["muted", "panel"],
  ["accent-fg", "accent"], ["error", "error-bg"], ["hit", "bg"], ["miss", "bg"], ["select", "panel"],
  ["black-fg", "black-card"], ["white-fg", "white-card"], ["certain", "certain-bg"], ["fg", "open-bg"],
  ["fg", "current-bg"], ["accent", "bg"],
  ...["seen", "order", "failed", "count", "prop"].map((r) => [`r-${r}-fg`, `r-${r}-bg`]),
  ...[0, 1, 2, 3, 4].map((k) => [`heat-${k}-fg`, `heat-${k}-bg`]),
];

/** @type {Array<["light"|"dark", Record<string, string>]>} */
const SCHEMES = [["light", light], ["dark", dark]];

for (const [name, pal] of SCHEMES) {
  test(`${name} palette: every text colour reaches 4.5:1 on its background`, () => {
    const low = PAIRS.map(([fg, bg]) => ({ fg, bg, r: contrast(pal[fg], pal[bg]) })).filter(({ r }) => r < 4.5);
    assert.deepEqual(low.map(({ fg, bg, r }) => `${fg} on ${bg}: ${r.toFixed(2)}`), []);
  });
}

test("the contrast helper matches known values", () => {
  assert.equal(contrast("#000000", "#ffffff").toFixed(1), "21.0");
  assert.equal(contrast("#777777", "#ffffff").toFixed(2), "4.48");
});

// JupyterLab's --jp-layout-color1/2 (the widget and panel backgrounds in Lab)
const LAB = { light: ["#ffffff", "#eeeeee"], dark: ["#212121", "#424242"] };

test("the focus ring's blue stands out (3:1) from the widget and panel backgrounds", () => {
  for (const [name, pal] of SCHEMES) {
    for (const bg of [pal.bg, pal.panel, ...LAB[name]]) {
      assert.ok(contrast(pal.focus, bg) >= 3, `${name}: ${pal.focus} on ${bg}: ${contrast(pal.focus, bg).toFixed(2)}`);
    }
  }
});

test("every rule is scoped to .gw-algo: the other games' elements keep their own look", () => {
  /** @type {string[]} */
  const bare = [];
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{};]+)\{/g);
  for (const [, prelude] of rules) {
    const text = prelude.trim();
    if (text.startsWith("@") || /^(from|to|\d+%)$/.test(text)) continue;
    for (const sel of text.split(",")) if (!sel.includes("gw-algo")) bare.push(sel.trim());
  }
  assert.deepEqual(bare, []);
});
