// @ts-check
// Bundle one front end per widget kind into gamewidgets/static/<bundle>.js (ESM) and
// <bundle>.css (shared/theme.css, then the game's style.css, imported by the entry).
// Usage: node js/build.mjs [--watch | --list]  (--list: print the bundles as JSON)
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(root, "gamewidgets", "static");

/**
 * Bundle name -> entry module, found by name in each game's folder: js/<game>/index.js is the
 * bundle <game>, js/<game>/index-puzzle.js the bundle <game>_puzzle (gamewidgets/games.py
 * finds the same ones for the Python build; tests/test_packaging.py checks that they agree).
 * Each widget's ``_esm`` / ``_css`` is STATIC / "<bundle>.js" / ".css".
 * @type {Readonly<Record<string, string>>}
 */
export const BUNDLES = Object.freeze(
  Object.fromEntries(
    readdirSync(join(root, "js"), { withFileTypes: true })
      .filter((dir) => dir.isDirectory())
      .flatMap((dir) =>
        readdirSync(join(root, "js", dir.name))
          .map((file) => /^index(?:-([a-z]+))?\.js$/.exec(file))
          .filter((m) => m !== null)
          .map((m) => [m[1] ? `${dir.name}_${m[1]}` : dir.name, `js/${dir.name}/${m[0]}`]),
      )
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ),
);

/** @type {import("esbuild").BuildOptions} */
const options = {
  entryPoints: Object.fromEntries(Object.entries(BUNDLES).map(([name, entry]) => [name, join(root, entry)])),
  outdir,
  bundle: true,
  format: "esm",
  platform: "browser",
  target: ["es2020"],
  minify: !process.argv.includes("--watch"),
  legalComments: "none",
  logLevel: "info",
};

const names = Object.keys(BUNDLES);
if (process.argv.includes("--list")) {
  console.log(JSON.stringify(BUNDLES));
} else if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log(`watching ${names.join(", ")} ...`);
} else {
  // esbuild has already printed the errors; skip the stack trace.
  await esbuild.build(options).catch(() => process.exit(1));
  console.log(`built ${names.map((n) => `gamewidgets/static/${n}.{js,css}`).join(", ")}`);
}
