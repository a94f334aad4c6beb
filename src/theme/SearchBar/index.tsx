// Wrapped: the embedded search (src/components/LocalSearchBar) unless hosted DocSearch is configured,
// in which case the Algolia theme's own search bar renders.
import React, { type ReactNode } from "react";
import SearchBar from "@theme-original/SearchBar";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import LocalSearchBar from "@site/src/components/LocalSearchBar";

export default function SearchBarWrapper(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.themeConfig.algolia ? <SearchBar /> : <LocalSearchBar />;
}
