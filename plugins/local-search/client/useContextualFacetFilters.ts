import { useContextualSearchFilters } from "@docusaurus/theme-common";
import { contextualFacetFilters, type FacetFilters } from "./facetFilters";

/** The page's language and docs version as facet filters, the way DocSearch's contextual search builds them. */
export function useContextualFacetFilters(): FacetFilters {
  const { locale, tags } = useContextualSearchFilters();
  return contextualFacetFilters(locale, tags);
}
