import type { Config } from "@docusaurus/types";
import { defaultLocale, locales } from "./site";

export const i18n: Config["i18n"] = {
  defaultLocale,
  locales: locales.map((l) => l.code),
  localeConfigs: Object.fromEntries(
    locales.map((l) => [l.code, { label: l.label, htmlLang: l.htmlLang, direction: "ltr" as const }]),
  ),
};
