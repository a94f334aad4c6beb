import { translate } from "@docusaurus/Translate";

/**
 * Strings of the search modal and page (the navbar button has only its label, in LocalSearchBar). Ids
 * are those of Docusaurus's Algolia theme, so one translation serves the embedded and the hosted search.
 */
export function searchTranslations() {
  return {
    placeholder: translate({ id: "theme.SearchModal.searchBox.placeholderText", message: "Search docs" }),
    modal: {
      searchBox: {
        resetButtonTitle: translate({ id: "theme.SearchModal.searchBox.resetButtonTitle", message: "Clear the query" }),
        resetButtonAriaLabel: translate({
          id: "theme.SearchModal.searchBox.resetButtonTitle",
          message: "Clear the query",
        }),
        cancelButtonText: translate({ id: "theme.SearchModal.searchBox.cancelButtonText", message: "Cancel" }),
        cancelButtonAriaLabel: translate({ id: "theme.SearchModal.searchBox.cancelButtonText", message: "Cancel" }),
        searchInputLabel: translate({ id: "theme.SearchModal.searchBox.searchInputLabel", message: "Search" }),
      },
      startScreen: {
        recentSearchesTitle: translate({ id: "theme.SearchModal.startScreen.recentSearchesTitle", message: "Recent" }),
        noRecentSearchesText: translate({
          id: "theme.SearchModal.startScreen.noRecentSearchesText",
          message: "No recent searches",
        }),
        saveRecentSearchButtonTitle: translate({
          id: "theme.SearchModal.startScreen.saveRecentSearchButtonTitle",
          message: "Save this search",
        }),
        removeRecentSearchButtonTitle: translate({
          id: "theme.SearchModal.startScreen.removeRecentSearchButtonTitle",
          message: "Remove this search from history",
        }),
        favoriteSearchesTitle: translate({
          id: "theme.SearchModal.startScreen.favoriteSearchesTitle",
          message: "Favorite",
        }),
        removeFavoriteSearchButtonTitle: translate({
          id: "theme.SearchModal.startScreen.removeFavoriteSearchButtonTitle",
          message: "Remove this search from favorites",
        }),
      },
      errorScreen: {
        titleText: translate({ id: "theme.SearchModal.errorScreen.titleText", message: "Unable to fetch results" }),
        helpText: translate({
          id: "theme.SearchModal.errorScreen.helpText",
          message: "You might want to check your network connection.",
        }),
      },
      footer: {
        selectText: translate({ id: "theme.SearchModal.footer.selectText", message: "to select" }),
        selectKeyAriaLabel: translate({ id: "theme.SearchModal.footer.selectKeyAriaLabel", message: "Enter key" }),
        navigateText: translate({ id: "theme.SearchModal.footer.navigateText", message: "to navigate" }),
        navigateUpKeyAriaLabel: translate({
          id: "theme.SearchModal.footer.navigateUpKeyAriaLabel",
          message: "Arrow up",
        }),
        navigateDownKeyAriaLabel: translate({
          id: "theme.SearchModal.footer.navigateDownKeyAriaLabel",
          message: "Arrow down",
        }),
        closeText: translate({ id: "theme.SearchModal.footer.closeText", message: "to close" }),
        closeKeyAriaLabel: translate({ id: "theme.SearchModal.footer.closeKeyAriaLabel", message: "Escape key" }),
        searchByText: translate({ id: "theme.SearchModal.footer.searchByText", message: "Search by" }),
      },
      noResultsScreen: {
        noResultsText: translate({ id: "theme.SearchModal.noResultsScreen.noResultsText", message: "No results for" }),
        suggestedQueryText: translate({
          id: "theme.SearchModal.noResultsScreen.suggestedQueryText",
          message: "Try searching for",
        }),
        reportMissingResultsText: translate({
          id: "theme.SearchModal.noResultsScreen.reportMissingResultsText",
          message: "Believe this query should return results?",
        }),
        reportMissingResultsLinkText: translate({
          id: "theme.SearchModal.noResultsScreen.reportMissingResultsLinkText",
          message: "Let us know.",
        }),
      },
    },
  };
}

export type SearchTranslations = ReturnType<typeof searchTranslations>;
