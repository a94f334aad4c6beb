import { readFileSync } from "node:fs";
import { inlineTranslations, mayTranslate } from "./inlineTranslations";

export interface InlineCodeTranslationsOptions {
  /** JSON file with this locale's code translations, key → message. */
  translationsFile: string;
}

/** The part of Rspack's loader context this loader uses. */
interface LoaderContext {
  resourcePath: string;
  getOptions(): InlineCodeTranslationsOptions;
  addDependency(file: string): void;
}

/** Rspack loader: see inlineTranslations(). Runs after SWC, on JavaScript. */
export default function inlineCodeTranslationsLoader(this: LoaderContext, source: string): string {
  if (!mayTranslate(source)) return source;
  const { translationsFile } = this.getOptions();
  // Rebuilds the module (and refreshes the build cache) when a translation changes.
  this.addDependency(translationsFile);
  const translations = JSON.parse(readFileSync(translationsFile, "utf8")) as Record<string, string>;
  const { code, unreadable } = inlineTranslations(source, translations);
  if (unreadable.length)
    throw new Error(
      `inline-code-translations: ${this.resourcePath}: ${unreadable.join("; ")}. The browser bundle ` +
        "carries no shared translation table, so every translate() and <Translate> needs a literal id or message.",
    );
  return code;
}
