// The one palette (theme.css): each colour written once for both schemes, one dark switch
// for JupyterLab's dark themes, VS Code's and the system's dark mode, and the contrast of
// the colours every game draws text with. Each game's own pairs: js/<game>/*.test.js.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { contrast, declarations, fallbackOf, palette, ROOTS } from "./contrast.js";

const css = readFileSync(new URL("./theme.css", import.meta.url), "utf8");
const light = palette(css, "light");
const dark = palette(css, "dark");
const GAMES = ["gramin", "algo", "goblin"];

test("the palette parser reads fallbacks with brackets inside them", () => {
  assert.equal(fallbackOf("var(--gw-if-light, rgba(1, 2, 3, 0.5)) var(--gw-if-dark, #000)", "--gw-if-light"),
    "rgba(1, 2, 3, 0.5)");
  assert.equal(fallbackOf("var(--gw-if-light, rgba(1, 2, 3, 0.5)) var(--gw-if-dark, #000)", "--gw-if-dark"), "#000");
  assert.equal(fallbackOf("#fff", "--gw-if-dark"), null);
  assert.equal(light.bg, "#ffffff");
  assert.equal(dark.bg, "#15181d");
  assert.equal(light.trail, "rgba(20, 86, 184, 0.16)");
  assert.equal(dark["current-fg"], "#1b1200", "a colour of both schemes");
});

test("every colour is one value, or its light and dark values side by side", () => {
  const odd = Object.entries(declarations(css, ROOTS))
    .filter(([name]) => !["gw-if-light", "gw-if-dark"].includes(name))
    .filter(([, v]) => {
      const own = v.match(/^var\(--jp-[\w-]+, (.*)\)$/)?.[1] ?? v;
      return !/^(#[0-9a-f]{6}|rgba\([^)]*\))$/.test(own)
        && !/^var\(--gw-if-light, (#[0-9a-f]{6}|rgba\([^)]*\))\) var\(--gw-if-dark, (#[0-9a-f]{6}|rgba\([^)]*\))\)$/.test(own);
    });
  assert.deepEqual(odd, []);
  assert.ok(Object.keys(light).length >= 100);
  assert.deepEqual(Object.keys(dark), Object.keys(light));
});

test("one dark switch: JupyterLab dark, VS Code dark and high contrast, .gw-theme-dark", () => {
  const start = css.indexOf(`body[data-jp-theme-light="false"] ${ROOTS},`);
  assert.ok(start >= 0);
  const selectors = css.slice(start, css.indexOf("{", start)).split(",\n").map((s) => s.trim());
  assert.deepEqual(selectors, [
    `body[data-jp-theme-light="false"] ${ROOTS}`, `body.vscode-dark ${ROOTS}`,
    `body.vscode-high-contrast ${ROOTS}`, `${ROOTS}.gw-theme-dark`,
  ]);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  assert.match(body, /^\s*--gw-if-light: ;\s*--gw-if-dark: initial;\s*$/);
  assert.deepEqual(declarations(css, ROOTS)["gw-if-light"], "initial", "light otherwise");
  assert.match(css, /\.gw-root \{\s*--gw-if-dark: ;\s*--gw-if-light: initial;\s*\}/);
});

test("a page without a theme in the system's dark mode: the same switch, and no page colours", () => {
  const media = css.slice(css.indexOf("@media (prefers-color-scheme: dark)"));
  const start = media.indexOf(`body:not([data-jp-theme-light]):not(.vscode-light) ${ROOTS} {`);
  assert.ok(start >= 0);
  const body = media.slice(media.indexOf("{", start) + 1, media.indexOf("}", start));
  assert.match(body, /--gw-if-light: ;\s*--gw-if-dark: initial;/);
  // every JupyterLab variable the palette reads belongs to the page's (light) theme here
  const read = new Set([...css.matchAll(/var\((--jp-[\w-]+-color[\w-]*),/g)].map((m) => m[1]));
  const reset = new Set([...body.matchAll(/(--jp-[\w-]+): initial;/g)].map((m) => m[1]));
  assert.deepEqual([...read].sort(), [...reset].sort());
});

test("the games' stylesheets hold layout only: no colour variable gets a colour there", () => {
  for (const game of GAMES) {
    const style = readFileSync(new URL(`../${game}/style.css`, import.meta.url), "utf8");
    // a part may take another palette colour (a player's piece: its seat's), never its own
    const declared = [...style.matchAll(/(--gw-[\w-]+)\s*:\s*([^;]+);/g)]
      .filter(([, , value]) => !/^var\(--gw-[\w-]+\)$/.test(value.trim()))
      .map(([, name, value]) => `${name}: ${value}`)
      .filter((decl) => /#[0-9a-f]{3,6}\b|rgba?\(/i.test(decl));
    assert.deepEqual(declared, [], game);
    assert.doesNotMatch(style, /prefers-color-scheme/, `${game}: the schemes are theme.css's`);
  }
});

// [text, background] that every game draws
const PAIRS = [
  ["fg", "bg"], ["fg", "panel"], ["muted", "bg"], ["muted", "panel"], ["accent-fg", "accent"],
  ["error", "error-bg"], ["fg", "current-bg"], ["fg", "card"], ["current-fg", "current"],
];

// rings and outlines (WCAG 1.4.11: 3:1 against what is around them)
const RINGS = [["current", "bg"], ["current", "panel"], ["current", "current-bg"], ["focus", "bg"], ["focus", "panel"]];

for (const [name, pal] of /** @type {Array<[string, Record<string, string>]>} */ ([["light", light], ["dark", dark]])) {
  test(`${name}: text 4.5:1, rings 3:1`, () => {
    /** @type {(min: number) => (pair: string[]) => [string, string, number]} text, background, the least contrast */
    const needs = (min) => ([fg, bg]) => [fg, bg, min];
    const needed = [...PAIRS.map(needs(4.5)), ...RINGS.map(needs(3))];
    const low = needed
      .map(([fg, bg, min]) => [fg, bg, contrast(pal[fg], pal[bg]), min])
      .filter(([, , r, min]) => !(r >= min));
    assert.deepEqual(low.map(([fg, bg, r]) => `${fg} on ${bg}: ${Number(r).toFixed(2)}`), []);
  });
}

test("a page with several games: no game's root rule competes with theme.css at its specificity", () => {
  // each bundle carries theme.css, so on such a page it also comes after another game's
  // style.css: a root rule there setting the same property would lose to it
  const base = ["color", "background", "font-family", "line-height", "box-sizing", "outline"];
  for (const game of GAMES) {
    const style = readFileSync(new URL(`../${game}/style.css`, import.meta.url), "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "");
    const clash = [...style.matchAll(/(?:^|\})\s*([^{}@]+)\{([^}]*)\}/g)]
      .filter(([, sel]) => sel.split(",").some((x) => new RegExp(`^\\s*\\.gw-${game}(:[\\w-]+)?\\s*$`).test(x)))
      .flatMap(([, sel, body]) => [...body.matchAll(/(?:^|;)\s*([\w-]+)\s*:/g)]
        .filter(([, prop]) => base.includes(prop) && !sel.includes(":focus-visible"))
        .map(([, prop]) => `${sel.trim()} { ${prop} }`));
    assert.deepEqual(clash, [], game);
  }
  assert.match(css, /:where\(\.gw-root\):focus \{ outline: none; \}/);
});
