import type { SerializedSearchIndex } from "../types";
import type { SearchEngine } from "./searchEngine";

let loading: Promise<SearchEngine> | undefined;

export class SearchUnavailableError extends Error {
  override name = "SearchUnavailableError";
}

/**
 * Fetches the locale's index and the search code on first use and keeps them; a failed load is
 * forgotten, so the next attempt tries again (after the connection comes back, say).
 */
export function loadSearchEngine(indexUrl: string): Promise<SearchEngine> {
  loading ??= Promise.all([
    fetch(indexUrl).then((response) => {
      if (!response.ok) throw new SearchUnavailableError(`Search index request failed with status ${response.status}`);
      return response.json() as Promise<SerializedSearchIndex>;
    }),
    import("./searchEngine"),
  ])
    .then(([serialized, { SearchEngine: Engine }]) => new Engine(serialized))
    .catch((error: unknown) => {
      loading = undefined;
      throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError(String(error));
    });
  return loading;
}
