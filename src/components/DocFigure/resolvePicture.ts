// Which files a <DocFigure> shows, at build time: used by remarkDocFigure and by the Markdown copies (plugins/llms-txt).
import imageSizes from "./imageSizes.json";

const sizes: Record<string, { width: number; height: number }> = imageSizes;
const EXTENSIONS = [".webp", ".png", ".svg"];

function find(base: string): string | undefined {
  return EXTENSIONS.map((ext) => base + ext).find((path) => path in sizes);
}

export interface PictureFiles {
  light: string;
  dark?: string;
  /** The light and dark variants of a screenshot are taken at the same size. */
  width: number;
  height: number;
}

export interface ResolvedPicture extends PictureFiles {
  /** For phones (`<src>-narrow`), where the picture has it: a diagram's own layout, a screenshot's crop. */
  narrow?: PictureFiles;
}

function withSize(light: string, dark?: string): PictureFiles {
  const { width, height } = sizes[light]!;
  return { light, dark, width, height };
}

function findPicture(src: string, locale: string): PictureFiles | undefined {
  for (const base of [`${src}-${locale}`, src]) {
    const light = find(`${base}-light`);
    const dark = find(`${base}-dark`);
    if (light && dark) return withSize(light, dark);
    const single = find(base);
    if (single) return withSize(single);
  }
  return undefined;
}

/**
 * Finds the files of a picture: a diagram has one per locale (`-ru`), a report screenshot one per colour
 * mode (`-light`, `-dark`), and both may have both; either may also have a narrow version for phones (a diagram's
 * layout drawn for them, the part of a screenshot its page talks about).
 * Throws while building when nothing matches, so a missing or misnamed picture cannot reach the site.
 */
export function resolvePicture(src: string, locale: string): ResolvedPicture {
  const picture = findPicture(src, locale);
  if (!picture)
    throw new Error(
      `DocFigure: no picture ${src} in static/img/docs or static/img/blog (run npm run docs:screenshots; ` +
        "with -- --diagrams-only it just records the sizes of the files there)",
    );
  const narrow = findPicture(`${src}-narrow`, locale);
  return narrow ? { ...picture, narrow } : picture;
}
