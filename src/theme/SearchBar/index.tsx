// Wrapped: the search bar, embedded (plugins/local-search gives it) or hosted DocSearch's (the Algolia theme), gets
// the "Let us know." link for a query that finds nothing. A function cannot go through the serialised theme config.
import React, { type ComponentType, type ReactNode } from "react";
import SearchBar from "@theme-original/SearchBar";
import type { DocSearchProps } from "@docsearch/react";
import { missingResultsUrl } from "@site/src/utils/missingResultsUrl";

// Both bars pass the prop on to DocSearch (theme-search-algolia 3.10 over its theme config); the theme's type
// declares no props.
const SearchBarWithLink = SearchBar as ComponentType<Pick<DocSearchProps, "getMissingResultsUrl">>;

export default function SearchBarWrapper(): ReactNode {
  return <SearchBarWithLink getMissingResultsUrl={missingResultsUrl} />;
}
