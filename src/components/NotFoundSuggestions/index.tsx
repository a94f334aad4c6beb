import React, { type ReactNode } from "react";
import clsx from "clsx";
import Link from "@docusaurus/Link";
import { useLocation } from "@docusaurus/router";
import { translate } from "@docusaurus/Translate";
import { useAllDocsData } from "@docusaurus/plugin-content-docs/client";
import { closestPages } from "./closestPages";
import styles from "./styles.module.css";

/**
 * Links to the doc pages a missing address most likely meant (a typo, an old docs version, a command under the
 * wrong object), under the not-found text, in its column. Rendered in the browser only, where the address is known.
 */
export default function NotFoundSuggestions(): ReactNode {
  const { pathname } = useLocation();
  const versions = Object.values(useAllDocsData()).flatMap((plugin) => plugin.versions);
  const current = versions.find((version) => version.isLast);
  const pages = closestPages(
    pathname,
    versions.flatMap((version) => version.docs.map((doc) => doc.path)),
    current?.path,
  );
  if (pages.length === 0) return null;
  return (
    <nav
      className={clsx("container", styles.suggestions)}
      aria-label={translate({ id: "notFound.suggestions.label", message: "Pages with a similar address" })}
    >
      <div className="row">
        <div className="col col--6 col--offset-3">
          <p>{translate({ id: "notFound.suggestions.intro", message: "Perhaps you were looking for:" })}</p>
          <ul>
            {pages.map((page) => (
              <li key={page}>
                <Link to={page}>{page}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
