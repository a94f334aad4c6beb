import React, { useEffect, useState, type ReactNode } from "react";
import { translate } from "@docusaurus/Translate";
import { installCommand } from "@site/config/landing";
import styles from "./styles.module.css";

/** The install command in a terminal-like box with a copy button. */
export default function InstallPrompt(): ReactNode {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = () => {
    navigator.clipboard.writeText(installCommand).then(
      () => setCopied(true),
      (error: unknown) => console.error(error),
    );
  };
  const label = copied
    ? translate({ id: "homepage.install.copied", message: "Copied" })
    : translate({ id: "homepage.install.copy", message: "Copy the install command" });
  return (
    <div className={styles.prompt}>
      <code className={styles.command}>
        <span className={styles.dollar} aria-hidden="true">
          $
        </span>
        {installCommand}
      </code>
      <button type="button" className={styles.copy} onClick={copy} aria-label={label} title={label}>
        {copied ? (
          "✓"
        ) : (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1Zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2Zm0 16H8V7h11v14Z"
            />
          </svg>
        )}
      </button>
      <span className={styles.status} role="status">
        {copied ? translate({ id: "homepage.install.copied", message: "Copied" }) : ""}
      </span>
    </div>
  );
}
