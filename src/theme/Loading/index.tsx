// Provided here (the theme has none; core's fallback is unstyled and English only): the state a lazily
// loaded route shows while its code loads, and the error text with a Retry button when that fails.
import React, { type ReactNode } from "react";
import Translate from "@docusaurus/Translate";
import type { LoadingComponentProps as Props } from "react-loadable";
import styles from "./styles.module.css";

export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.title}>
          <Translate id="theme.loading.error.title" description="Heading shown when the code of a page failed to load">
            This page could not be loaded.
          </Translate>
        </p>
        <p className={styles.message}>{String(error)}</p>
        <button type="button" className="button button--primary" onClick={retry}>
          <Translate id="theme.loading.error.retry" description="Button that loads a page again after a failure">
            Retry
          </Translate>
        </button>
      </div>
    );
  }
  if (!pastDelay) return null;
  return (
    <div className={styles.loading} role="status">
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="sr-only">
        <Translate id="theme.loading.inProgress" description="Screen reader text while a page is loading">
          Loading…
        </Translate>
      </span>
    </div>
  );
}
