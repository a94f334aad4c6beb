// Which files a <DocFigure> shows; shared by the component and the Markdown copies (plugins/llms-txt).
import imageSizes from "./imageSizes.json";

export const sizes: Record<string, { width: number; height: number }> = imageSizes;
const EXTENSIONS = [".webp", ".png", ".svg"];

function find(base: string): string | undefined {
  return EXTENSIONS.map((ext) => base + ext).find((path) => path in sizes);
}

/**
 * Finds the files of a picture: a diagram has one per locale (`-ru`), a report screenshot one per colour
 * mode (`-light`, `-dark`), and both may have both. Throws while building when nothing matches, so a
 * missing or misnamed picture cannot reach the site.
 */
export function resolvePicture(src: string, locale: string): { light: string; dark?: string } {
  for (const base of [`${src}-${locale}`, src]) {
    const light = find(`${base}-light`);
    const dark = find(`${base}-dark`);
    if (light && dark) return { light, dark };
    const single = find(base);
    if (single) return { light: single };
  }
  throw new Error(`DocFigure: no picture ${src} in static/img/docs (run npm run docs:screenshots)`);
}
