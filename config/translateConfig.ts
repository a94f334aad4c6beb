import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { buildLocale, defaultLocale } from "./site";

/**
 * Translates the few config strings the theme has no translation file for (the version dropdown's
 * extra link, icon-link labels). They live in i18n/<locale>/code.json beside the component strings,
 * so every visible string has one home per locale.
 */
type Messages = Record<string, { message: string }>;

export function loadMessages(locale: string): Messages {
  if (locale === defaultLocale) return {};
  const file = join(__dirname, "..", "i18n", locale, "code.json");
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Messages) : {};
}

export function createConfigTranslator(messages: Messages): (id: string, message: string) => string {
  return (id, message) => messages[id]?.message ?? message;
}

export const translateConfig = createConfigTranslator(loadMessages(buildLocale()));
