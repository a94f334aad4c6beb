/** What the navbar's search modal and the /search/ page share; the "Let us know." link is in missingResultsUrl.ts. */
import { useContextualSearchFilters } from "@docusaurus/theme-common";
import { contextualFacetFilters, type FacetFilters } from "@site/plugins/local-search/client/facetFilters";

/** The page's language and docs version as facet filters, the way DocSearch's contextual search builds them. */
export function useContextualFacetFilters(): FacetFilters {
  const { locale, tags } = useContextualSearchFilters();
  return contextualFacetFilters(locale, tags);
}
