import type { FacetFilters } from "./facetFilters";
import { loadSearchEngine } from "./loadSearchEngine";

interface SearchRequest {
  query?: string;
  params?: { query?: string; facetFilters?: FacetFilters; hitsPerPage?: number };
  facetFilters?: FacetFilters;
  hitsPerPage?: number;
}

/**
 * A stand-in for the Algolia client that DocSearch's modal calls (`search({ requests })`),
 * answering from the embedded index. Passed to the modal through `transformSearchClient`.
 * When the index cannot be loaded it answers with no hits and reports it through
 * `onAvailabilityChange`: DocSearch's own error screen cannot be reached from a client (its
 * autocomplete core resets the error status as soon as the request settles), so the modal
 * shows its error screen itself.
 */
export function createLocalSearchClient(indexUrl: string, onAvailabilityChange: (available: boolean) => void) {
  return {
    async search(input: { requests: SearchRequest[] } | SearchRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const engine = await loadSearchEngine(indexUrl).then(
        (loaded) => {
          onAvailabilityChange(true);
          return loaded;
        },
        () => {
          onAvailabilityChange(false);
          return undefined;
        },
      );
      return {
        results: await Promise.all(
          requests.map(async (request) => {
            const query = request.query ?? request.params?.query ?? "";
            const facetFilters = request.facetFilters ?? request.params?.facetFilters ?? [];
            const limit = request.hitsPerPage ?? request.params?.hitsPerPage ?? 20;
            const { hits, nbHits } = (await engine?.search(query, { facetFilters, limit })) ?? { hits: [], nbHits: 0 };
            return { hits, nbHits, query, page: 0, nbPages: 1, hitsPerPage: limit, processingTimeMS: 0, params: "" };
          }),
        ),
      };
    },
    addAlgoliaAgent() {},
  };
}
