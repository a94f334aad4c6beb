import type { SerializedSearchIndex } from "../types";
import { SearchEngine } from "./searchEngine";
import type { WorkerRequest, WorkerResponse } from "./workerProtocol";

/**
 * Runs the search engine off the main thread: parsing the index file and loading MiniSearch's
 * index from it take a few hundred milliseconds on a phone, which would freeze the page just as
 * the reader opens search. Queries are answered here too.
 */
// The site's TypeScript setup types `self` as a window; in a dedicated worker it is the worker's scope.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage: (message: WorkerResponse) => void;
};

let engine: SearchEngine | undefined;

scope.onmessage = ({ data }) => {
  if (data.type === "load") {
    try {
      engine = new SearchEngine(JSON.parse(data.indexText) as SerializedSearchIndex);
      scope.postMessage({ type: "loaded" });
    } catch (error) {
      scope.postMessage({ type: "failed", message: String(error) });
    }
    return;
  }
  const response = engine?.search(data.query, { facetFilters: data.facetFilters, limit: data.limit }) ?? {
    hits: [],
    nbHits: 0,
  };
  scope.postMessage({ type: "results", id: data.id, ...response });
};
