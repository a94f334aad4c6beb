import React, { type ReactNode } from "react";
import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { resolvePicture, sizes } from "./resolvePicture";
import styles from "./styles.module.css";

interface Props {
  /** Picture under static/img/docs without theme, locale and extension: "/img/docs/report/report-overview". */
  src: string;
  /** What the picture shows, in the page's language. */
  alt: string;
  caption?: ReactNode;
}

function Picture({ path, alt, className }: { path: string; alt: string; className?: string }): ReactNode {
  const url = useBaseUrl(path);
  const { width, height } = sizes[path];
  return (
    <a href={url} className={className}>
      <img src={url} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
    </a>
  );
}

/**
 * A screenshot or diagram in the docs: intrinsic width and height (no layout shift), lazy loading, the
 * colour mode's variant only (the other one is display: none, so a lazy image is never fetched), and a
 * link to the full-size file.
 */
export default function DocFigure({ src, alt, caption }: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const { light, dark } = resolvePicture(src, i18n.currentLocale);
  return (
    <figure className={styles.figure}>
      {dark ? (
        <>
          <Picture path={light} alt={alt} className={styles.light} />
          <Picture path={dark} alt={alt} className={styles.dark} />
        </>
      ) : (
        <Picture path={light} alt={alt} />
      )}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
