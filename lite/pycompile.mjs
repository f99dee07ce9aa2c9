// Compile wheels and Pyodide's standard library zip to bytecode, inside Pyodide itself.
//
//   node lite/pycompile.mjs JOBS.json
//
// JOBS.json: [{"src": "/abs/in.whl", "dst": "/abs/out.whl", "keep_sources": false}, ...]
// (see lite/pycompile.py). Pyodide comes from node_modules/pyodide, the version the site
// serves, so the bytecode fits the browser's interpreter; nothing is fetched.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(path.join(here, "..", "node_modules", "pyodide", "pyodide.mjs"));

const jobs = JSON.parse(readFileSync(process.argv[2], "utf8"));
const py = await loadPyodide({ stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
// the host's folders, at the same paths
const mounted = new Set();
for (const job of jobs) {
  for (const dir of [path.dirname(job.src), path.dirname(job.dst)]) {
    if (mounted.has(dir)) continue;
    py.FS.mkdirTree(dir);
    py.FS.mount(py.FS.filesystems.NODEFS, { root: dir }, dir);
    mounted.add(dir);
  }
}
py.runPython(readFileSync(path.join(here, "pycompile.py"), "utf8"));
const compile = py.globals.get("compile_archive");
for (const job of jobs) {
  const n = compile(job.src, job.dst, job.keep_sources);
  console.log(`pycompile: ${path.basename(job.dst)}: ${n} modules`);
}
