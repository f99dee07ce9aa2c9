// @ts-check
// Bundle one front end per widget kind into gamewidgets/static/<bundle>.js (ESM) and
// <bundle>.css (shared/theme.css, then the game's style.css, imported by the entry).
// Usage: node js/build.mjs [--watch]
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as esbuild from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(root, "gamewidgets", "static");

/** Bundle name -> entry module. Each widget's ``_esm`` / ``_css`` is STATIC / "<bundle>.js" / ".css". */
export const BUNDLES = Object.freeze({
  gramin: "js/gramin/index.js", // GraminWidget: the sandbox
  gramin_puzzle: "js/gramin/index-puzzle.js", // PuzzleWidget: the sandbox and the puzzle panel
  gramin_game: "js/gramin/index-game.js", // GraminGameWidget
  gramin_python: "js/gramin/index-python.js", // PythonWidget: a student's own Python
  algo: "js/algo/index.js", // AlgoWidget
  goblin: "js/goblin/index.js", // GoblinWidget
});

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
if (process.argv.includes("--watch")) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log(`watching ${names.join(", ")} ...`);
} else {
  // esbuild has already printed the errors; skip the stack trace.
  await esbuild.build(options).catch(() => process.exit(1));
  console.log(`built ${names.map((n) => `gamewidgets/static/${n}.{js,css}`).join(", ")}`);
}
