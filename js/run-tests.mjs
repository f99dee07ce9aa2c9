// @ts-check
// Run `node --test` over every js/**/*.test.js (Node 20 has no glob support
// in `node --test`, and a bare `node --test` would also search .venv/).
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** @param {string} dir @returns {string[]} */
function findTests(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name);
    if (d.isDirectory()) return d.name === "node_modules" ? [] : findTests(p);
    return d.name.endsWith(".test.js") ? [relative(root, p)] : [];
  });
}

const files = findTests(join(root, "js")).sort();
if (files.length === 0) {
  console.log("no js/**/*.test.js files");
  process.exit(0);
}
// two files at a time: each test file is one process, mostly waiting on its own imports
const result = spawnSync(process.execPath, ["--test", "--test-concurrency=2", ...files], { cwd: root, stdio: "inherit" });
process.exit(result.status ?? 1);
