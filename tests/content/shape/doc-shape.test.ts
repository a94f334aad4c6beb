import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The content guide's page shapes, checked on the source of every written doc page of both locales;
 * option lists come from testplane's own config parser, so a new option fails the test until documented.
 */
const repoRoot = resolve(__dirname, "../../..");
const docsRoots = { en: join(repoRoot, "docs"), ru: join(repoRoot, "i18n/ru/docusaurus-plugin-content-docs/current") };

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Config } = require(join(repoRoot, "node_modules/testplane/build/src/config")) as {
  Config: new (input: object) => Record<string, unknown> & { forBrowser: (id: string) => Record<string, unknown> };
};
const parsed = new Config({ browsers: { chrome: { desiredCapabilities: { browserName: "chrome" } } } });
const browserOptions = Object.keys(parsed.forBrowser("chrome")).filter(
  (key) => !["id", "system", "lastFailed"].includes(key),
);
const rootOnly = Object.keys(parsed).filter((key) => !browserOptions.includes(key));

/** The options each config page must name. */
const configPages: Record<string, string[]> = {
  "config/main": rootOnly,
  "config/browsers": browserOptions,
  "config/sets": ["files", "ignoreFiles", "browsers"],
  "config/system": Object.keys(parsed.system as object),
  "config/dev-server": Object.keys(parsed.devServer as object),
  "config/last-failed": Object.keys(parsed.lastFailed as object),
  "config/plugins": ["plugins"],
  "config/prepare-browser": ["prepareBrowser"],
  "config/prepare-environment": ["prepareEnvironment"],
  "config/before-all": ["beforeAll"],
  "config/after-all": ["afterAll"],
};

const commandSections = {
  en: ["Usage", "Parameters", "Return value", "Examples", "Related commands"],
  ru: ["Использование", "Параметры", "Возвращаемое значение", "Примеры", "Связанные команды"],
};

/** Every written doc page, as its path without extension (e.g. "commands/browser/url"). */
function writtenPages(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return writtenPages(join(dir, entry.name), `${prefix}${entry.name}/`);
    return /\.mdx?$/.test(entry.name) && !entry.name.startsWith("_")
      ? [`${prefix}${entry.name.replace(/\.mdx?$/, "")}`]
      : [];
  });
}
const pagesOfThisShape = writtenPages(docsRoots.en);
const isCommandPage = (page: string) => /^commands\/(browser|element|mock)\//.test(page);

function source(root: string, page: string): string {
  const file = [`${page}.mdx`, `${page}.md`].map((name) => join(root, name)).find(existsSync);
  if (!file) throw new Error(`${page} is missing in ${root}`);
  return readFileSync(file, "utf8");
}

describe("doc page shapes", () => {
  for (const [locale, root] of Object.entries(docsRoots) as ["en" | "ru", string][]) {
    for (const page of pagesOfThisShape) {
      it(`${locale} ${page}: has a description and at least one code sample`, () => {
        const text = source(root, page);
        expect(text).toMatch(/^---\n[\s\S]*?\ndescription: \S[^\n]{20,}\n[\s\S]*?---\n/);
        expect(text).toMatch(/^```\w+/m);
      });
    }

    if (locale === "ru")
      it("ru: has every page the English docs have", () => {
        expect(
          pagesOfThisShape.filter(
            (page) => !existsSync(join(root, `${page}.mdx`)) && !existsSync(join(root, `${page}.md`)),
          ),
        ).toEqual([]);
      });

    for (const page of pagesOfThisShape.filter(isCommandPage)) {
      it(`${locale} ${page}: has the command page's sections`, () => {
        const headings = [...source(root, page).matchAll(/^## (.+?)(?: \{\/\*.*\*\/\})?$/gm)].map((match) => match[1]);
        for (const section of commandSections[locale]) expect(headings).toContain(section);
      });
    }

    for (const [page, options] of Object.entries(configPages)) {
      it(`${locale} ${page}: names every option of its section`, () => {
        const text = source(root, page);
        // Named in code (`retry`), as a heading (### retry) or in a signature ({ files: ... }).
        expect(options.filter((option) => !new RegExp(`(^|[^\\w$])${option}([^\\w$]|$)`, "m").test(text))).toEqual([]);
      });
    }
  }
});
