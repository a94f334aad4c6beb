import type { FacetFilters } from "./facetFilters";
import type { SearchResponse } from "./searchEngine";
import type { WorkerRequest, WorkerResponse } from "./workerProtocol";

export class SearchUnavailableError extends Error {
  override name = "SearchUnavailableError";
}

/** The search engine as the page sees it: it lives in a worker, so answers arrive asynchronously. */
export interface SearchEngineClient {
  search(query: string, options: { facetFilters?: FacetFilters; limit?: number }): Promise<SearchResponse>;
}

let loading: Promise<SearchEngineClient> | undefined;

function startWorker(indexText: string): Promise<SearchEngineClient> {
  const worker = new Worker(new URL("./searchWorker.ts", import.meta.url));
  const post = (message: WorkerRequest) => worker.postMessage(message);
  const pending = new Map<number, (results: SearchResponse) => void>();
  let nextId = 0;
  return new Promise((resolve, reject) => {
    // Also after loading: queries in flight get no hits instead of waiting forever, and the next one starts afresh.
    const fail = (message: string) => {
      worker.terminate();
      loading = undefined;
      pending.forEach((answer) => answer({ hits: [], nbHits: 0 }));
      pending.clear();
      reject(new SearchUnavailableError(message));
    };
    // The worker's own code failing to load (offline, say) shows up here.
    worker.onerror = (event) => fail(`Search worker failed: ${event.message}`);
    worker.onmessage = ({ data }: MessageEvent<WorkerResponse>) => {
      if (data.type === "failed") fail(data.message);
      if (data.type === "loaded") {
        resolve({
          search: (query, { facetFilters = [], limit = 20 }) =>
            new Promise((answer) => {
              const id = nextId++;
              pending.set(id, answer);
              post({ type: "search", id, query, facetFilters, limit });
            }),
        });
      }
      if (data.type === "results") {
        const { hits, nbHits, layoutSwitchedQuery } = data;
        pending.get(data.id)?.({ hits, nbHits, layoutSwitchedQuery });
        pending.delete(data.id);
      }
    };
    post({ type: "load", indexText });
  });
}

/**
 * Fetches the locale's index on first use and hands it to the search worker; the result is kept.
 * A failed load is forgotten, so the next attempt tries again (after the connection comes back, say).
 */
export function loadSearchEngine(indexUrl: string): Promise<SearchEngineClient> {
  loading ??= fetch(indexUrl)
    .then((response) => {
      if (!response.ok) throw new SearchUnavailableError(`Search index request failed with status ${response.status}`);
      return response.text();
    })
    .then(startWorker)
    .catch((error: unknown) => {
      loading = undefined;
      throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(String(error));
    });
  return loading;
}
