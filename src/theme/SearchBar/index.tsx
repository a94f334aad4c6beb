// Wrapped: hosted DocSearch's bar (the Algolia theme's) gets the "Let us know." link for a query that finds
// nothing; a function cannot go through the serialised theme config. The embedded bar (plugins/local-search)
// builds the same link from its plugin's options and takes no props.
import React, { type ComponentType, type ReactNode } from "react";
import SearchBar from "@theme-original/SearchBar";
import type { DocSearchProps } from "@docsearch/react";
import { missingResultsUrl } from "@site/plugins/local-search/client/missingResultsUrl";
import { docsNewIssueUrl } from "@site/config/site";

// The Algolia theme's bar passes its props on to DocSearch (theme-search-algolia 3.10); its type declares none.
const SearchBarWithLink = SearchBar as ComponentType<Pick<DocSearchProps, "getMissingResultsUrl">>;

const getMissingResultsUrl = ({ query }: { query: string }) => missingResultsUrl(docsNewIssueUrl, query);

export default function SearchBarWrapper(): ReactNode {
  return <SearchBarWithLink getMissingResultsUrl={getMissingResultsUrl} />;
}
