import { transformSync } from "@swc/core";
import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inlineTranslations } from "../../plugins/inline-code-translations/inlineTranslations";
import inlineCodeTranslationsLoader from "../../plugins/inline-code-translations/loader";

/** Compiles a component the way the browser build does before the loader runs (SWC, automatic JSX runtime). */
const compile = (source: string) =>
  transformSync(source, {
    filename: "Component.tsx",
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      target: "es2022",
      transform: { react: { runtime: "automatic" } },
    },
  }).code;

const translations = {
  "theme.docs.paginator.next": "Следующая страница",
  "theme.docs.versions.latestVersionLinkLabel": "последней версии",
  "theme.docs.versions.latestVersionSuggestionLabel": "Актуальная документация — на странице {latestVersionLink}.",
  "Copy code": "Скопировать код",
};
const header = `import Translate, { translate } from "@docusaurus/Translate";\n`;

describe("inline code translations", () => {
  it("writes the translation into translate() and drops the id and the description", () => {
    const code = compile(
      `${header}export const label = (n: number) => translate({ id: "theme.docs.paginator.next", message: "Next", description: "Pager" }, { n });`,
    );
    const { code: out, inlined, unreadable } = inlineTranslations(code, translations);
    expect(out).toContain(`translate({message:"Следующая страница"}, {`);
    expect(out).not.toMatch(/theme\.docs\.paginator\.next|description|"Next"/);
    expect(inlined).toEqual(["theme.docs.paginator.next"]);
    expect(unreadable).toEqual([]);
  });

  it("writes it into <Translate>, keeps values, and handles a <Translate> nested in another's values", () => {
    const code = compile(`${header}
      export const Banner = ({ to }: { to: string }) => (
        <Translate
          id="theme.docs.versions.latestVersionSuggestionLabel"
          description="Banner text"
          values={{ latestVersionLink: <a href={to}><Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate></a> }}>
          {"For up-to-date documentation, see the {latestVersionLink}."}
        </Translate>
      );`);
    const { code: out, inlined } = inlineTranslations(code, translations);
    expect(out).toContain(`children:"Актуальная документация — на странице {latestVersionLink}."}`);
    expect(out).toContain(`children:"последней версии"}`);
    expect(out).toMatch(/values: \{\s+latestVersionLink: /);
    expect(out).not.toMatch(/up-to-date|latest version"|description/);
    expect(inlined.sort()).toEqual([
      "theme.docs.versions.latestVersionLinkLabel",
      "theme.docs.versions.latestVersionSuggestionLabel",
    ]);
    expect(() => compile(out.replace(/^import .*$/gm, ""))).not.toThrow();
  });

  it("uses the message as the key when there is no id, and keeps the default where no translation exists", () => {
    const code = compile(`${header}
      export const A = () => <button aria-label={translate({ message: "Copy code" })}><Translate id="no.such.key" description="d">Copied</Translate></button>;`);
    const { code: out, inlined } = inlineTranslations(code, translations);
    expect(out).toContain(`translate({message:"Скопировать код"})`);
    expect(out).toContain(`{children:"Copied"}`);
    expect(inlined).toEqual(["Copy code"]);
  });

  it("leaves a file that doesn't use the module as it is", () => {
    const code = compile(`export const translate = (s: string) => s; export const x = translate("a");`);
    expect(inlineTranslations(code, translations)).toEqual({ code, inlined: [], unreadable: [] });
  });

  it.each([
    ["a computed id", `${header}export const f = (k: string) => translate({ id: k, message: "x" });`],
    ["an object passed whole", `${header}export const f = (o: { id: string }) => translate(o);`],
    ["computed text", `${header}export const A = ({ s }: { s: string }) => <Translate id="k">{s}</Translate>;`],
    ["translate passed around", `${header}export const helpers = [translate];`],
    [
      "a shadowing parameter",
      `${header}export const a = translate({ message: "Copy code" });
      export const f = (translate: (o: object) => string) => translate({ message: "x" });`,
    ],
    [
      "a namespace import",
      `import * as T from "@docusaurus/Translate"; export const s = T.translate({ message: "x" });`,
    ],
    ["a re-export", `export { default, translate } from "@docusaurus/Translate";`],
    ["a dynamic import", `export const load = () => import("@docusaurus/Translate");`],
    [
      "createElement, which passes children apart from props",
      `import { createElement } from "react";\n${header}export const e = createElement(Translate, { id: "k" }, "text");`,
    ],
  ])("reports %s, with its line, instead of guessing", (_case, source) => {
    const { unreadable } = inlineTranslations(compile(source), translations);
    expect(unreadable.length).toBeGreaterThan(0);
    expect(unreadable[0]).toMatch(/^line \d+: /);
  });

  it("the loader fails the build on such a use, naming the file and the line, and watches the translations", () => {
    const translationsFile = join(mkdtempSync(join(tmpdir(), "inline-translations-")), "ru.json");
    writeFileSync(translationsFile, JSON.stringify(translations));
    const dependencies: string[] = [];
    const context = {
      resourcePath: "/site/src/components/Pager/index.tsx",
      getOptions: () => ({ translationsFile }),
      addDependency: (file: string) => dependencies.push(file),
    };
    const good = compile(`${header}export const s = translate({ id: "theme.docs.paginator.next", message: "Next" });`);
    expect(inlineCodeTranslationsLoader.call(context, good)).toContain(`"Следующая страница"`);
    expect(dependencies).toEqual([translationsFile]);
    const bad = compile(`${header}\nexport const f = (k: string) => translate({ id: k, message: "x" });`);
    expect(() => inlineCodeTranslationsLoader.call(context, bad)).toThrow(
      /src\/components\/Pager\/index\.tsx: line 2: translate\(\) without literal id/,
    );
  });
});
