import React, { type ReactNode } from "react";
import useBaseUrl from "@docusaurus/useBaseUrl";
import styles from "./styles.module.css";

interface Props {
  /** Picture under static/img/docs without theme, locale and extension: "/img/docs/report/report-overview". */
  src: string;
  /** What the picture shows, in the page's language. */
  alt: string;
  caption?: ReactNode;
  /** Written by remarkDocFigure from `src` at build time: the files of the page's locale and their size. */
  light?: string;
  dark?: string;
  width?: string;
  height?: string;
}

function Picture({
  path,
  alt,
  width,
  height,
  className,
}: {
  path: string;
  alt: string;
  width: string;
  height: string;
  className?: string;
}): ReactNode {
  const url = useBaseUrl(path);
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
export default function DocFigure({ src, alt, caption, light, dark, width, height }: Props): ReactNode {
  if (!light || !width || !height)
    throw new Error(`DocFigure ${src}: unresolved; remarkDocFigure must be among the content plugin's remarkPlugins`);
  const size = { alt, width, height };
  return (
    <figure className={styles.figure}>
      {dark ? (
        <>
          <Picture path={light} {...size} className={styles.light} />
          <Picture path={dark} {...size} className={styles.dark} />
        </>
      ) : (
        <Picture path={light} {...size} />
      )}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
