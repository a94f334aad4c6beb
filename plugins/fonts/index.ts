import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { HtmlTagObject, LoadContext, Plugin } from "@docusaurus/types";

/** A subset of a self-hosted face: static/assets/fonts/<file>.<hash>.woff2, copied from its @fontsource package. */
export interface FontFace {
  family: string;
  /** File name without hash and extension, as the @fontsource package names it. */
  file: string;
  weight: string;
  format: "woff2" | "woff2-variations";
  unicodeRange: string;
  /** Locales whose pages lay this subset out on first paint, and so preload it. */
  preloadIn: string[];
}

const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
const LATIN_EXT =
  "U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+0304, U+0308, U+0329, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF";
const CYRILLIC = "U+0301, U+0400-045F, U+0490-0491, U+04B0-04B1, U+2116";

const INTER = { family: "Inter Variable", weight: "100 900", format: "woff2-variations" } as const;
const MONO = { family: "JetBrains Mono", weight: "400", format: "woff2" } as const;

export const FONT_FACES: FontFace[] = [
  { ...INTER, file: "inter-latin-wght-normal", unicodeRange: LATIN, preloadIn: ["en", "ru"] },
  { ...INTER, file: "inter-latin-ext-wght-normal", unicodeRange: LATIN_EXT, preloadIn: [] },
  { ...INTER, file: "inter-cyrillic-wght-normal", unicodeRange: CYRILLIC, preloadIn: ["ru"] },
  { ...MONO, file: "jetbrains-mono-latin-400-normal", unicodeRange: LATIN, preloadIn: ["en", "ru"] },
  { ...MONO, file: "jetbrains-mono-cyrillic-400-normal", unicodeRange: CYRILLIC, preloadIn: ["ru"] },
];

export const FONTS_DIR = join(__dirname, "../../static/assets/fonts");

/** The hashed file name of each face in `dir`; a face without its file stops the build. */
export function fontFiles(dir: string = FONTS_DIR): Map<string, string> {
  const present = readdirSync(dir);
  return new Map(
    FONT_FACES.map(({ file }) => {
      const name = present.find((candidate) => new RegExp(`^${file}\\.[0-9a-f]{8}\\.woff2$`).test(candidate));
      if (!name) throw new Error(`fonts: static/assets/fonts has no ${file}.<hash>.woff2`);
      return [file, name];
    }),
  );
}

/**
 * `font-display: optional` keeps the first paint's metrics: without the font in time the fallback
 * stays for that page view, so text never reflows.
 */
export function fontFaceCss(files: Map<string, string>, fontsUrl: string): string {
  return FONT_FACES.map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:normal;font-display:optional;font-weight:${face.weight};` +
      `src:url("${fontsUrl}${files.get(face.file)}") format("${face.format}");unicode-range:${face.unicodeRange}}`,
  ).join("");
}

/**
 * Self-hosted fonts: the faces are declared in the page head and the ones a locale lays out on first
 * paint are preloaded, so they are ready before the first layout. The files are static (under
 * /assets/, cached as immutable: their names carry their content hash), so their URLs are known
 * before bundling and no built page needs rewriting.
 */
export default function fontsPlugin(context: LoadContext): Plugin {
  const fontsUrl = `${context.baseUrl}assets/fonts/`;
  const files = fontFiles();
  const locale = context.i18n.currentLocale;
  return {
    name: "fonts",
    injectHtmlTags() {
      const preloads: HtmlTagObject[] = FONT_FACES.filter((face) => face.preloadIn.includes(locale)).map((face) => ({
        tagName: "link",
        attributes: {
          rel: "preload",
          href: `${fontsUrl}${files.get(face.file)}`,
          as: "font",
          type: "font/woff2",
          crossorigin: "anonymous",
        },
      }));
      return { headTags: [...preloads, { tagName: "style", innerHTML: fontFaceCss(files, fontsUrl) }] };
    },
  };
}
