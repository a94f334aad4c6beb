/** Facts about the product that several parts of the site need; each is defined only here. */
export const productName = "Testplane";
export const repositoryUrl = "https://github.com/gemini-testing/testplane";
export const docsRepositoryUrl = "https://github.com/gemini-testing/testplane-docs";
/** Where a reader reports a search that found nothing ("Let us know."). */
export const docsNewIssueUrl = `${docsRepositoryUrl}/issues/new`;
export const changelogUrl = `${repositoryUrl}/blob/master/CHANGELOG.md`;
export const stackOverflowUrl = "https://stackoverflow.com/questions/tagged/testplane";
export const chatUrl = "https://t.me/testplane";

/** The docs version the site documents: label, URL segment, the latest release and its notes. */
export const currentVersion = {
  label: "v8",
  path: "v8",
  latestRelease: "8.41.2",
  releaseNotesUrl: changelogUrl,
} as const;

/** A page of the current docs version: `docsPath("quickstart/")` is "/docs/v8/quickstart/". */
export function docsPath(page = ""): string {
  return `/docs/${currentVersion.path}/${page}`;
}

/** The next version: what is merged into the main branch but not released yet. */
export const nextVersion = {
  docsUrl: `${repositoryUrl}/tree/master/docs`,
  notesUrl: `${repositoryUrl}/compare/v${currentVersion.latestRelease}...master`,
} as const;

/** Locales in the order the switcher lists them; the first one is the default (no URL prefix). */
export const locales = [
  { code: "en", label: "English", htmlLang: "en-US" },
  { code: "ru", label: "Русский", htmlLang: "ru-RU" },
] as const;

type LocaleCode = (typeof locales)[number]["code"];
export const defaultLocale: LocaleCode = "en";

/**
 * The locale being built. Docusaurus builds one locale at a time and sets DOCUSAURUS_CURRENT_LOCALE meanwhile (core,
 * not a documented API: after an upgrade, the Russian feed title and one-letter-word rule show whether it still does).
 */
export function buildLocale(): string {
  return process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale;
}
