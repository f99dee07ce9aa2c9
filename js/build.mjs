// Bundle every js/<game>/index.js into gamewidgets/static/<game>.js (ESM) and
// <game>.css (from `import "./style.css"`). Usage: node js/build.mjs [--watch]
import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const jsDir = join(root, "js");
const outdir = join(root, "gamewidgets", "static");

const games = readdirSync(jsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(jsDir, d.name, "index.js")))
  .map((d) => d.name)
  .sort();
if (games.length === 0) {
  console.error("no js/<game>/index.js found");
  process.exit(1);
}

/** @type {import("esbuild").BuildOptions} */
const options = {
  entryPoints: Object.fromEntries(games.map((g) => [g, join(jsDir, g, "index.js")])),
  outdir,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: ["es2020"],
  minify: !process.argv.includes("--watch"),
  legalComments: "none",
  logLevel: "info",
};

// Every game gets a <game>.css, even before it has styles, so the widget's
// `_css` path always exists.
function ensureCss() {
  for (const g of games) {
    const css = join(outdir, `${g}.css`);
    if (!existsSync(css)) writeFileSync(css, `/* ${g}: no styles */\n`);
  }
}

if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context({
    ...options,
    plugins: [{ name: "ensure-css", setup: (b) => b.onEnd(ensureCss) }],
  });
  await ctx.watch();
  console.log(`watching ${games.join(", ")} ...`);
} else {
  // esbuild has already printed the errors; skip the stack trace.
  await esbuild.build(options).catch(() => process.exit(1));
  ensureCss();
  console.log(`built ${games.map((g) => `gamewidgets/static/${g}.js`).join(", ")}`);
}
