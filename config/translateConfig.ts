import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildLocale, defaultLocale } from "./site";

/**
 * Translates the config strings the theme has no translation file for (navbar labels, social-card
 * titles, search labels). They live in i18n/<locale>/code.json beside the component strings, so every visible
 * string has one home per locale.
 */
type Messages = Record<string, { message: string } | undefined>;

/** A locale's translation file (`{ id: { message } }`), relative to i18n/<locale>/; empty for the default locale. */
export function loadMessages(locale: string, file = "code.json", siteDir = join(__dirname, "..")): Messages {
  if (locale === defaultLocale) return {};
  const path = join(siteDir, "i18n", locale, file);
  return existsSync(path) ? (JSON.parse(readFileSync(path, "utf8")) as Messages) : {};
}

export function createConfigTranslator(messages: Messages): (id: string, message: string) => string {
  return (id, message) => messages[id]?.message ?? message;
}

export const translateConfig = createConfigTranslator(loadMessages(buildLocale()));
