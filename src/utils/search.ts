/** What the navbar's search modal and the /search/ page share. */
import { useContextualSearchFilters } from "@docusaurus/theme-common";
import { docsRepositoryUrl } from "@site/config/site";
import { contextualFacetFilters, type FacetFilters } from "@site/plugins/local-search/client/facetFilters";

/** The page's language and docs version as facet filters, the way DocSearch's contextual search builds them. */
export function useContextualFacetFilters(): FacetFilters {
  const { locale, tags } = useContextualSearchFilters();
  return contextualFacetFilters(locale, tags);
}

/** "Let us know." opens a new issue in the docs repository with the query in its title. */
export function missingResultsUrl({ query }: { query: string }): string {
  const title = `Search: no results for "${query.slice(0, 200)}"`;
  return `${docsRepositoryUrl}/issues/new?title=${encodeURIComponent(title)}`;
}
