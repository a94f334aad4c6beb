import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

// Zopfli runs synchronously inside its WebAssembly module, so the files are dealt out to one worker per core.
const WORKER_SOURCE = `
const { workerData, parentPort } = require("node:worker_threads");
const { readFileSync, renameSync, writeFileSync } = require("node:fs");
const { gzipAsync } = require(workerData.zopfli);
(async () => {
  for (const [source, target] of workerData.jobs) {
    writeFileSync(target + ".tmp", await gzipAsync(readFileSync(source), { numiterations: 5 }));
    renameSync(target + ".tmp", target);
  }
  parentPort.postMessage("done");
})();`;

/**
 * Writes each source file gzipped with Zopfli (about 5 % smaller than zlib's level 6) to its target, renamed into
 * place so an interrupted build leaves no half-written file. Give the largest first: they are dealt out in turn.
 */
export function zopfliFiles(jobs: [source: string, target: string][]): Promise<unknown> {
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
          .once("exit", (code) => reject(new Error(`zopfli worker exited with code ${code} before it finished`))),
      ).finally(() => worker.terminate());
    }),
  );
}
