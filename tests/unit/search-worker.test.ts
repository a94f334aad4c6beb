import { beforeAll, describe, expect, it, vi } from "vitest";
import { buildSearchIndex, extractRecords } from "../../plugins/local-search/indexer";
import { SearchEngine } from "../../plugins/local-search/client/searchEngine";
import { loadSearchEngine, SearchUnavailableError } from "../../plugins/local-search/client/loadSearchEngine";
import type { WorkerRequest, WorkerResponse } from "../../plugins/local-search/client/workerProtocol";

const page = `<html class="docs-wrapper docs-doc-page"><head><meta name="docusaurus_locale" content="ru"></head><body>
<article><div class="theme-doc-markdown markdown"><header><h1>assertView</h1></header>
<p>Снимает скриншот и сравнивает его с эталоном.</p><h2 id="options">Опции</h2><p>Допустимая разница между скриншотами.</p>
</div></article></body></html>`;
const indexText = JSON.stringify(
  buildSearchIndex(
    extractRecords(page, "/ru/docs/v8/commands/browser/assertView/", { docs: "Документация", blog: "Блог" }),
    "ru",
  ),
);

/** The worker's global scope, and a Worker that runs searchWorker.ts in this process through it. */
const scope: {
  onmessage: ((event: { data: WorkerRequest }) => void) | null;
  postMessage: (m: WorkerResponse) => void;
} = { onmessage: null, postMessage: () => undefined };

class InProcessWorker {
  onmessage: ((event: { data: WorkerResponse }) => void) | null = null;
  onerror: ((event: { message: string }) => void) | null = null;
  constructor() {
    scope.postMessage = (message) => queueMicrotask(() => this.onmessage?.({ data: structuredClone(message) }));
  }
  postMessage(message: WorkerRequest) {
    queueMicrotask(() => scope.onmessage?.({ data: structuredClone(message) }));
  }
  terminate() {}
}

beforeAll(async () => {
  vi.stubGlobal("self", scope);
  vi.stubGlobal("Worker", InProcessWorker);
  await import("../../plugins/local-search/client/searchWorker");
});

const serve = (body: string) => vi.stubGlobal("fetch", vi.fn().mockResolvedValue(new Response(body)));

describe("search in a worker", () => {
  it("reports an index the worker cannot read, and loads it on the next attempt", async () => {
    serve("{ not json");
    await expect(loadSearchEngine("/ru/search-index.json")).rejects.toBeInstanceOf(SearchUnavailableError);
    serve(indexText);
    await expect(loadSearchEngine("/ru/search-index.json")).resolves.toBeDefined();
  });

  it("answers each query with the hits the engine finds, matched by request", async () => {
    serve(indexText);
    const client = await loadSearchEngine("/ru/search-index.json");
    const direct = new SearchEngine(JSON.parse(indexText));
    const [screenshots, options] = await Promise.all([
      client.search("скриншоты", { limit: 5 }),
      client.search("опции", { limit: 5 }),
    ]);
    expect(screenshots.hits.length).toBeGreaterThan(0);
    expect(screenshots).toEqual(direct.search("скриншоты", { limit: 5 }));
    // The page, then the section that matched.
    expect(options.hits.map((hit) => hit.url)).toEqual([
      "/ru/docs/v8/commands/browser/assertView/",
      "/ru/docs/v8/commands/browser/assertView/#options",
    ]);
  });
});
