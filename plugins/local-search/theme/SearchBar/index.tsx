import React, { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import useIsBrowser from "@docusaurus/useIsBrowser";
import { createPortal } from "react-dom";
import { usePluginData } from "@docusaurus/useGlobalData";
import { translate } from "@docusaurus/Translate";
import type { LocalSearchGlobalData } from "../..";
import { useSearchHotkeys } from "./useSearchHotkeys";
import styles from "./styles.module.css";

// The modal (with its strings and facet filters) and the index loader are separate chunks, fetched
// together on the first reach for search: every page carries only the button.
const loadModal = () => import("./Modal");
const SearchModal = lazy(loadModal);

function isAppleDevice(): boolean {
  return /Mac|iPhone|iPad/.test(navigator.platform);
}

/**
 * The navbar's search: a light button that is in every page's code, and DocSearch's modal with
 * the embedded index, both loaded only when the reader reaches for search (hover, focus, click,
 * Ctrl/⌘+K or "/").
 */
export default function SearchBar(): ReactNode {
  const { indexUrl, searchPagePath, newIssueUrl } = usePluginData("local-search") as LocalSearchGlobalData;
  const [isOpen, setOpen] = useState(false);
  const shortcut = useIsBrowser() && isAppleDevice() ? "⌘" : "Ctrl";
  const button = useRef<HTMLButtonElement>(null);

  const warmUp = useCallback(() => {
    void loadModal();
    // A failed early load is retried when the modal asks; the modal shows the error then.
    import("../../client/loadSearchEngine")
      .then(({ loadSearchEngine }) => loadSearchEngine(indexUrl))
      .catch(() => undefined);
  }, [indexUrl]);

  const open = useCallback(() => setOpen(true), []);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useSearchHotkeys({ isOpen, open, close });

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        onMouseOver={warmUp}
        onFocus={warmUp}
        onTouchStart={warmUp}
        onClick={open}
      >
        <svg width="16" height="16" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path
            d="M14.386 14.386l4.088 4.088-4.088-4.088A7.533 7.533 0 1 1 3.733 3.733a7.533 7.533 0 0 1 10.653 10.653z"
            stroke="currentColor"
            fill="none"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className={styles.label}>{translate({ id: "theme.SearchBar.label", message: "Search" })}</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd>{shortcut}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
      {isOpen &&
        createPortal(
          <Suspense fallback={null}>
            <SearchModal
              indexUrl={indexUrl}
              searchPageUrl={(query) => `${searchPagePath}/?q=${encodeURIComponent(query)}`}
              newIssueUrl={newIssueUrl}
              onClose={close}
            />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
