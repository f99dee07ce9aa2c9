// Colour pairs of style.css, both palettes: text on its background must reach 4.5:1
// (WCAG 2 AA), the heat-map levels included, whichever level a probability falls in.
// JupyterLab's own variables are checked in the browser tests with axe; here the
// fallbacks (a plain page) and the widget's fixed colours.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { contrast } from "../shared/contrast.js";

const css = readFileSync(new URL("./style.css", import.meta.url), "utf8");

/** Custom properties of the first rule whose selector text contains ``marker``. */
function palette(marker) {
  const start = css.indexOf(marker);
  assert.ok(start >= 0, `no rule with ${marker}`);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  const vars = {};
  for (const [, name, value] of body.matchAll(/--gw-([\w-]+):\s*([^;]+);/g)) {
    // var(--jp-..., #fallback) -> the fallback: what a page without JupyterLab shows
    vars[name] = value.trim().replace(/^var\(--jp-[\w-]+,\s*(.+)\)$/, "$1");
  }
  return vars;
}

const light = palette(".gw-algo {");
const labDark = palette('body[data-jp-theme-light="false"] .gw-algo');
const osDark = palette("body:not([data-jp-theme-light])");
// the dark block only overrides: the rest comes from the light block
const dark = { ...light, ...labDark };

// [text, background]: every place the view writes text of one on the other
const PAIRS = [
  ["fg", "bg"], ["fg", "panel"], ["muted", "bg"], ["muted", "panel"],
  ["accent-fg", "accent"], ["error", "error-bg"], ["hit", "bg"], ["miss", "bg"], ["select", "panel"],
  ["black-fg", "black-card"], ["white-fg", "white-card"], ["certain", "certain-bg"], ["fg", "open-bg"],
  ["fg", "current-bg"], ["accent", "bg"],
  ...["seen", "order", "failed", "count", "prop"].map((r) => [`r-${r}-fg`, `r-${r}-bg`]),
  ...[0, 1, 2, 3, 4].map((k) => [`heat-${k}-fg`, `heat-${k}-bg`]),
];

for (const [name, pal] of [["light", light], ["dark", dark]]) {
  test(`${name} palette: every text colour reaches 4.5:1 on its background`, () => {
    const low = PAIRS.map(([fg, bg]) => [fg, bg, contrast(pal[fg], pal[bg])]).filter(([, , r]) => r < 4.5);
    assert.deepEqual(low.map(([fg, bg, r]) => `${fg} on ${bg}: ${r.toFixed(2)}`), []);
  });
}

test("the contrast helper matches known values", () => {
  assert.equal(contrast("#000000", "#ffffff").toFixed(1), "21.0");
  assert.equal(contrast("#777777", "#ffffff").toFixed(2), "4.48");
});

test("the OS dark preference uses the same dark palette as JupyterLab's dark theme", () => {
  assert.deepEqual(osDark, Object.fromEntries(Object.keys(osDark).map((k) => [k, labDark[k]])));
  const missing = Object.keys(labDark).filter((k) => !(k in osDark) && labDark[k] !== light[k]);
  assert.deepEqual(missing, []);
});

// JupyterLab's --jp-layout-color1/2 (the widget and panel backgrounds in Lab)
const LAB = { light: ["#ffffff", "#eeeeee"], dark: ["#212121", "#424242"] };

test("the focus ring's blue stands out (3:1) from the widget and panel backgrounds", () => {
  for (const [name, pal] of [["light", light], ["dark", dark]]) {
    for (const bg of [pal.bg, pal.panel, ...LAB[name]]) {
      assert.ok(contrast(pal.focus, bg) >= 3, `${name}: ${pal.focus} on ${bg}: ${contrast(pal.focus, bg).toFixed(2)}`);
    }
  }
});

test("every rule is scoped to .gw-algo: the other games' elements keep their own look", () => {
  const bare = [];
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/([^{};]+)\{/g);
  for (const [, prelude] of rules) {
    const text = prelude.trim();
    if (text.startsWith("@") || /^(from|to|\d+%)$/.test(text)) continue;
    for (const sel of text.split(",")) if (!sel.includes("gw-algo")) bare.push(sel.trim());
  }
  assert.deepEqual(bare, []);
});
