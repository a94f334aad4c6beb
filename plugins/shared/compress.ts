import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

// Zopfli runs synchronously inside its WebAssembly module and Brotli's best quality is as slow, so the files are
// dealt out to one worker per core.
const WORKER_SOURCE = `
const { workerData, parentPort } = require("node:worker_threads");
const { readFileSync, renameSync, writeFileSync } = require("node:fs");
const { brotliCompressSync, constants } = require("node:zlib");
const { gzipAsync } = require(workerData.zopfli);
const write = (target, bytes) => {
  writeFileSync(target + ".tmp", bytes);
  renameSync(target + ".tmp", target);
};
(async () => {
  for (const [source, target] of workerData.jobs) {
    const content = readFileSync(source);
    write(target + ".gz", await gzipAsync(content, { numiterations: 5 }));
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length };
    write(target + ".br", brotliCompressSync(content, { params }));
  }
  parentPort.postMessage("done");
})();`;

/**
 * Writes each source file compressed beside `target`: `target.gz` with Zopfli (about 5 % smaller than zlib's level 6)
 * and `target.br` with Brotli at quality 11 (about 13 % smaller again), for nginx to send as they are. Each is renamed
 * into place, `.br` last, so an interrupted build leaves no half-written file and a `.br` means both are there. Give
 * the largest first: they are dealt out in turn.
 */
export function compressFiles(jobs: [source: string, target: string][]): Promise<unknown> {
  const workers = Math.min(availableParallelism(), jobs.length);
  const zopfli = require.resolve("@gfx/zopfli");
  return Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const share = jobs.filter((_, job) => job % workers === index);
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { zopfli, jobs: share } });
      return new Promise((resolve, reject) =>
        worker
          .once("message", resolve)
          .once("error", reject)
          .once("exit", (code) => reject(new Error(`compression worker exited with code ${code} before it finished`))),
      ).finally(() => worker.terminate());
    }),
  );
}
