// Its own module: the navbar's search bar, in every page's code, needs this and none of src/utils/search.ts.
import { docsRepositoryUrl } from "@site/config/site";

/** "Let us know." opens a new issue in the docs repository with the query in its title. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${query.slice(0, 200)}"`;
  return `${docsRepositoryUrl}/issues/new?title=${encodeURIComponent(title)}`;
}
