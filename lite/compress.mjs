// Write gzip and brotli copies of files, for servers that send them precompressed.
//
//   node lite/compress.mjs JOBS.json
//
// JOBS.json: [{"src": "/abs/file", "gz": "/abs/out.gz", "br": "/abs/out.br"}, ...]
// (lite/build.py, see precompress). Node's zlib holds both codecs, so the build needs
// nothing else. Brotli quality 9: quality 11 makes the WebAssembly runtime 12 % smaller
// but takes ten times as long (2.7 minutes on a busy 2-core machine).
import { readFileSync, writeFileSync } from "node:fs";
import zlib from "node:zlib";

const jobs = JSON.parse(readFileSync(process.argv[2], "utf8"));
for (const job of jobs) {
  const data = readFileSync(job.src);
  writeFileSync(job.gz, zlib.gzipSync(data, { level: 9 }));
  writeFileSync(
    job.br,
    zlib.brotliCompressSync(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
}
