import { useContextualSearchFilters } from "@docusaurus/theme-common";
import type { FacetFilters } from "@site/plugins/local-search/client/searchEngine";

/** The page's language and docs version as facet filters, the way DocSearch's contextual search builds them. */
export function useContextualFacetFilters(): FacetFilters {
  const { locale, tags } = useContextualSearchFilters();
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}
