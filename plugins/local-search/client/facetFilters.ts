import type { SearchRecord } from "../types";

/** Algolia-style facet filters: every entry must match; an array entry matches when any of its values does. */
export type FacetFilters = (string | string[])[];

/**
 * The filters of a search made from a page in `locale` whose search tags (Docusaurus's contextual search: "default" and
 * the docs version's tag) are `tags`: its language, and any of its tags.
 */
export function contextualFacetFilters(locale: string, tags: string[]): FacetFilters {
  return [`language:${locale}`, tags.map((tag) => `docusaurus_tag:${tag}`)];
}

export function matchesFacets(record: SearchRecord, filters: FacetFilters): boolean {
  const has = (filter: string): boolean => {
    const separator = filter.indexOf(":");
    const name = filter.slice(0, separator);
    const value = filter.slice(separator + 1);
    if (name === "language") return record.language === value;
    if (name === "docusaurus_tag") return record.docusaurus_tag.includes(value);
    return false;
  };
  return filters.every((filter) => (Array.isArray(filter) ? filter.some(has) : has(filter)));
}
