import React, { useEffect, useMemo, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { DocSearchModal } from "@docsearch/react";
import Link from "@docusaurus/Link";
import { useHistory } from "@docusaurus/router";
import Translate from "@docusaurus/Translate";
import { createLocalSearchClient } from "../../client/docSearchAdapter";
import modalStyles from "@generated/local-search/default/modal-styles.json";
import searchTranslations from "@theme/SearchTranslations";
import { missingResultsUrl } from "../../client/missingResultsUrl";
import { useContextualFacetFilters } from "../../client/useContextualFacetFilters";

/** Loaded on the first interaction with search: DocSearch's modal, answering from the embedded index. */
export interface SearchModalProps {
  indexUrl: string;
  newIssueUrl: string;
  searchPageUrl: (query: string) => string;
  onClose: () => void;
}

const STYLES_ID = "docsearch-modal-styles";

// The modal's stylesheet arrives with this chunk rather than in every page's CSS.
if (typeof document !== "undefined" && !document.getElementById(STYLES_ID)) {
  const style = document.createElement("style");
  style.id = STYLES_ID;
  style.textContent = modalStyles;
  document.head.append(style);
}

const UNAVAILABLE_ATTRIBUTE = "data-search-unavailable";

function Hit({ hit, children }: { hit: { url: string }; children: ReactNode }) {
  return <Link to={hit.url}>{children}</Link>;
}

/** DocSearch's error screen, in its own markup, shown in the modal's results area while the index cannot load. */
function UnavailableScreen({ translations }: { translations: typeof searchTranslations }): ReactNode {
  // Rendered only after a search ran, so the modal's results area exists by then.
  const dropdown = document.querySelector(".DocSearch-Dropdown");
  useEffect(() => {
    document.documentElement.setAttribute(UNAVAILABLE_ATTRIBUTE, "true");
    return () => document.documentElement.removeAttribute(UNAVAILABLE_ATTRIBUTE);
  }, []);
  if (!dropdown) return null;
  const { titleText, helpText } = translations.modal?.errorScreen ?? {};
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
    </div>,
    dropdown,
  );
}

export default function SearchModal(props: SearchModalProps): ReactNode {
  const { indexUrl, newIssueUrl, searchPageUrl, onClose } = props;
  const facetFilters = useContextualFacetFilters();
  const translations = searchTranslations;
  const history = useHistory();
  const [available, setAvailable] = useState(true);
  const client = useMemo(() => createLocalSearchClient(indexUrl, setAvailable), [indexUrl]);
  return (
    <>
      <DocSearchModal
        // DocSearch requires Algolia credentials; they are never used, the client below answers instead.
        appId="embedded"
        apiKey="embedded"
        indexName="embedded"
        transformSearchClient={() => client as never}
        searchParameters={{ facetFilters }}
        placeholder={translations.placeholder}
        translations={translations.modal}
        initialScrollY={window.scrollY}
        onClose={onClose}
        navigator={{
          navigate: ({ itemUrl }) => history.push(itemUrl),
          navigateNewTab: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
          navigateNewWindow: ({ itemUrl }) => window.open(itemUrl, "_blank", "noopener"),
        }}
        hitComponent={Hit as never}
        getMissingResultsUrl={({ query }) => missingResultsUrl(newIssueUrl, query)}
        resultsFooterComponent={({ state }) => (
          <Link to={searchPageUrl(state.query)} onClick={onClose}>
            <Translate id="theme.SearchBar.seeAll" values={{ count: state.context.nbHits as number }}>
              {"See all {count} results"}
            </Translate>
          </Link>
        )}
      />
      {!available && <UnavailableScreen translations={translations} />}
    </>
  );
}
