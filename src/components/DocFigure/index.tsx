import React, { type ReactNode } from "react";
import useBaseUrl from "@docusaurus/useBaseUrl";
import styles from "./styles.module.css";

interface Props {
  /**
   * Picture under static/img/docs or static/img/blog without theme, locale and extension:
   * "/img/docs/report/report-overview", "/img/blog/mcp-agent-flow".
   */
  src: string;
  /** What the picture shows, in the page's language. */
  alt: string;
  caption?: ReactNode;
  /** Written by remarkDocFigure from `src` at build time: the files of the page's locale and their size. */
  light?: string;
  dark?: string;
  width?: string;
  height?: string;
  /** The same, for the picture's narrow version: a diagram's layout drawn for phones, a screenshot's crop. */
  narrowLight?: string;
  narrowDark?: string;
  narrowWidth?: string;
  narrowHeight?: string;
}

/**
 * Where the text column is under 700 px, a picture's narrow version is shown: a wide diagram would shrink its text
 * under 9 px, a 1280 px screenshot the report's text to 3-4 px. That is a phone or small tablet, and a desktop from
 * 997 px up to 1279 px, where the sidebar and the table of contents leave the column 500-700 px.
 */
const NARROW_MEDIA = "(max-width: 700px), (min-width: 997px) and (max-width: 1279px)";

interface File {
  path: string;
  width: string;
  height: string;
}

function Picture({
  file,
  narrow,
  alt,
  className,
  omitFromFeeds,
}: {
  file: File;
  narrow?: File;
  alt: string;
  className?: string;
  /** Feed readers have no colour modes of the site: the blog feeds keep the light variant only (config/blog.ts). */
  omitFromFeeds?: boolean;
}): ReactNode {
  const url = useBaseUrl(file.path);
  const narrowUrl = useBaseUrl(narrow?.path ?? "");
  return (
    <a href={url} className={className} data-feed-omit={omitFromFeeds || undefined}>
      <picture>
        {narrow ? <source media={NARROW_MEDIA} srcSet={narrowUrl} width={narrow.width} height={narrow.height} /> : null}
        <img src={url} alt={alt} width={file.width} height={file.height} loading="lazy" decoding="async" />
      </picture>
    </a>
  );
}

/**
 * A screenshot or diagram in the docs or the blog: intrinsic width and height (no layout shift), lazy loading, the
 * colour mode's variant only (the other one is display: none, so a lazy image is never fetched), on a
 * phone the narrow version where the picture has one, and a link to the full-size file.
 */
export default function DocFigure(props: Props): ReactNode {
  const { src, alt, caption, light, dark, width, height, narrowLight, narrowDark, narrowWidth, narrowHeight } = props;
  if (!light || !width || !height)
    throw new Error(`DocFigure ${src}: unresolved; remarkDocFigure must be among the content plugin's remarkPlugins`);
  const narrowFile = (path: string | undefined): File | undefined =>
    path && narrowWidth && narrowHeight ? { path, width: narrowWidth, height: narrowHeight } : undefined;
  return (
    <figure className={styles.figure}>
      {dark ? (
        <>
          <Picture
            file={{ path: light, width, height }}
            narrow={narrowFile(narrowLight)}
            alt={alt}
            className={styles.light}
          />
          <Picture
            file={{ path: dark, width, height }}
            narrow={narrowFile(narrowDark)}
            alt={alt}
            className={styles.dark}
            omitFromFeeds
          />
        </>
      ) : (
        <Picture file={{ path: light, width, height }} narrow={narrowFile(narrowLight)} alt={alt} />
      )}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
