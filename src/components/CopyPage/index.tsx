import React, { useEffect, useState, type ReactNode } from "react";
import { translate } from "@docusaurus/Translate";
import styles from "./styles.module.css";

type Status = "idle" | "copied" | "failed";

function fetchText(url: string): Promise<string> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
}

/**
 * Writes the Markdown to the clipboard. Where ClipboardItem exists it gets the pending text, so the write
 * starts while the click is being handled (Safari refuses a clipboard write that starts after a fetch).
 */
function copyToClipboard(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem === "function") {
    const blob = text.then((markdown) => new Blob([markdown], { type: "text/plain" }));
    return navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
  }
  return text.then((markdown) => navigator.clipboard.writeText(markdown));
}

/**
 * "Copy page": puts the page's Markdown copy (built by plugins/llms-txt) on the clipboard, for pasting into
 * an AI assistant, and links to that copy. Nothing is fetched until the button is pressed.
 */
export default function CopyPage({ markdownUrl }: { markdownUrl: string }): ReactNode {
  const [status, setStatus] = useState<Status>("idle");
  useEffect(() => {
    if (status === "idle") return undefined;
    const timer = window.setTimeout(() => setStatus("idle"), 4000);
    return () => window.clearTimeout(timer);
  }, [status]);
  const copy = () => {
    copyToClipboard(fetchText(markdownUrl)).then(
      () => setStatus("copied"),
      (error: unknown) => {
        console.error(error);
        setStatus("failed");
      },
    );
  };
  const message =
    status === "copied"
      ? translate({ id: "docPage.copyPage.copied", message: "Page Markdown copied" })
      : status === "failed"
        ? translate({ id: "docPage.copyPage.failed", message: "Could not copy the page" })
        : "";
  return (
    <div className={styles.copyPage}>
      <button
        type="button"
        className={styles.button}
        onClick={copy}
        aria-label={translate({ id: "docPage.copyPage.label", message: "Copy page as Markdown" })}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
          />
        </svg>
        {translate({ id: "docPage.copyPage.button", message: "Copy page" })}
      </button>
      <a className={styles.link} href={markdownUrl} type="text/markdown">
        {translate({ id: "docPage.copyPage.markdownLink", message: "View as Markdown" })}
      </a>
      <span className={styles.status} role="status">
        {message}
      </span>
    </div>
  );
}
