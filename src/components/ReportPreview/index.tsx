import React, { type ReactNode } from "react";
import Link from "@docusaurus/Link";
import Translate, { translate } from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import { docsPath } from "@site/config/site";
import styles from "./styles.module.css";

/**
 * The report screenshots are generated from the real html-reporter (npm run docs:screenshots). The landing is always
 * light, so only the light variants are used. Their sizes are written here, and the landing e2e test checks them
 * against the files.
 */
const WIDE = { path: "/img/docs/report/gui-before-accept-light.webp", width: 1280, height: 400 };
const NARROW = { path: "/img/docs/report/gui-before-accept-narrow-light.png", width: 412, height: 245 };
/** Below this width the wide screenshot's text would shrink under a third of its size: the crop is shown instead. */
const NARROW_MEDIA = "(max-width: 640px)";

/** The real report after a failed screenshot check, below the landing's stylised demo of the same workflow. */
export default function ReportPreview(): ReactNode {
  const wide = useBaseUrl(WIDE.path);
  const narrow = useBaseUrl(NARROW.path);
  return (
    <section className={styles.section} aria-labelledby="report-preview">
      <div className="container">
        <h2 id="report-preview" className={styles.heading}>
          <Translate id="homepage.report.title">See what changed before you accept it</Translate>
        </h2>
        <p className={styles.text}>
          <Translate id="homepage.report.text">
            This is html-reporter in GUI mode after a screenshot check failed: the reference, the new screenshot and the
            pixels that differ, side by side. Accept makes the new screenshot the reference; Retry runs the test again.
          </Translate>
        </p>
        <picture>
          <source media={NARROW_MEDIA} srcSet={narrow} width={NARROW.width} height={NARROW.height} />
          <img
            className={styles.screenshot}
            src={wide}
            width={WIDE.width}
            height={WIDE.height}
            loading="lazy"
            decoding="async"
            alt={translate({
              id: "homepage.report.alt",
              message:
                "The html-reporter GUI with a failed screenshot check of a book card: on the reference and the new screenshot the Add to cart button has a different colour, the diff paints it magenta, and the Accept button is at the top right",
            })}
          />
        </picture>
        <p className={styles.more}>
          <Link to={docsPath("html-reporter/overview/")}>
            <Translate id="homepage.report.link">How the report works</Translate>
          </Link>
        </p>
      </div>
    </section>
  );
}
