import type { FacetFilters } from "./facetFilters";
import type { SearchResponse } from "./searchEngine";

/** Messages between the page and the search worker (searchWorker.ts). */
export type WorkerRequest =
  | { type: "load"; indexText: string }
  | { type: "search"; id: number; query: string; facetFilters: FacetFilters; limit: number };

export type WorkerResponse =
  { type: "loaded" } | { type: "failed"; message: string } | ({ type: "results"; id: number } & SearchResponse);
