import { load } from "cheerio";

export interface PageImageContext {
  locale: "en" | "ru";
  /** Site base path the image URLs start with ("/" unless BASE_URL says otherwise). */
  baseUrl: string;
  /** Whether the build holds the file at this path, relative to the build root. */
  exists: (pathInBuild: string) => boolean;
}

const LETTER = /\p{L}/gu;
const CYRILLIC = /\p{Script=Cyrillic}/gu;

/**
 * An alt text reads as Russian when at least a third of its letters are Cyrillic: the report's UI is in
 * English, so a Russian description quotes names like "Visual Checks" or "html-reporter" in Latin.
 */
export function isRussian(text: string): boolean {
  const letters = text.match(LETTER)?.length ?? 0;
  const cyrillic = text.match(CYRILLIC)?.length ?? 0;
  return letters > 0 && cyrillic * 3 >= letters;
}

/**
 * What is wrong with the images in a built page's content (<article>): a file missing from the build, an
 * empty alt, an alt in the wrong language, no width or height (the page would shift as images load), the
 * same for the narrow layouts of <picture> sources.
 */
export function imageProblems(html: string, context: PageImageContext): string[] {
  const $ = load(html);
  const problems: string[] = [];
  $("article img").each((_, element) => {
    const image = $(element);
    const src = image.attr("src") ?? "";
    const alt = (image.attr("alt") ?? "").trim();
    // The bundler inlines small SVGs of Markdown images as data: URLs; those are part of the page itself.
    const label = src.startsWith("data:") ? `${src.slice(0, 40)}…` : src || "<img> without src";
    if (/^(https?:)?\/\//.test(src)) {
      problems.push(`${label}: images must be files of the site, not external`);
    } else if (
      !src.startsWith("data:") &&
      (!src.startsWith(context.baseUrl) || !context.exists(src.slice(context.baseUrl.length)))
    ) {
      problems.push(`${label}: the file is not in the build`);
    }
    if (!alt) problems.push(`${label}: no alt text`);
    else if (context.locale === "ru" && !isRussian(alt))
      problems.push(`${label}: alt on a Russian page is not Russian: "${alt}"`);
    else if (context.locale === "en" && (alt.match(CYRILLIC)?.length ?? 0) > 0)
      problems.push(`${label}: alt on an English page has Cyrillic text: "${alt}"`);
    for (const attribute of ["width", "height"]) {
      if (!/^\d+$/.test(image.attr(attribute) ?? "")) problems.push(`${label}: no numeric ${attribute}`);
    }
  });
  // A <source> (a picture's narrow version) replaces the image's file and size where its media query matches.
  $("article picture source").each((_, element) => {
    const source = $(element);
    const srcset = source.attr("srcset") ?? "";
    const label = srcset || "<source> without srcset";
    if (!srcset.startsWith(context.baseUrl) || !context.exists(srcset.slice(context.baseUrl.length)))
      problems.push(`${label}: the file is not in the build`);
    for (const attribute of ["width", "height"]) {
      if (!/^\d+$/.test(source.attr(attribute) ?? "")) problems.push(`${label}: no numeric ${attribute}`);
    }
  });
  return problems;
}
