import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlight, type PrismTheme } from "prism-react-renderer";
import { prism } from "../../../config/prism";
import { COLOUR_MODES, themeStylesheet } from "../../../plugins/prebuilt-highlight/tokenStyles";

const build = resolve(__dirname, "../../../build");
const light = prism.theme!;
const dark = prism.darkTheme!;

const files = (dir: string, extension: string) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name));

/** Every (language, token types) pair the built pages of both locales render, from the code blocks' markup. */
function builtTokenKinds(): { language: string; types: string[] }[] {
  const kinds = new Map<string, { language: string; types: string[] }>();
  for (const file of files(build, ".html")) {
    const html = readFileSync(file, "utf8");
    for (const [, language, body] of html.matchAll(
      /<pre[^>]*class="prism-code language-([\w-]+)[^>]*>([\s\S]*?)<\/pre>/g,
    )) {
      for (const [, classes] of body!.matchAll(/<span class="token ([\w -]+)"/g)) {
        const types = classes!.split(" ");
        kinds.set(`${language} ${classes}`, { language: language!, types });
      }
    }
  }
  return [...kinds.values()];
}

interface Rule {
  ancestorClasses: string[];
  anyType?: string;
  lastType?: string;
  specificity: number;
  style: Record<string, string>;
}

/** The token rules of one colour mode, in stylesheet order, read back from the CSS text. */
function rulesOf(stylesheet: string, mode: string): Rule[] {
  const rules: Rule[] = [];
  for (const [, selectorList, body] of stylesheet.matchAll(/([^{}\n]+)\{([^}]*)\}/g)) {
    const style = Object.fromEntries(
      body!.split(";").map((declaration) => {
        const [property, value] = declaration.split(/:(.*)/) as [string, string];
        return [property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value];
      }),
    );
    for (const selector of selectorList!.split(",")) {
      if (!selector.startsWith(`${mode} `)) continue;
      const parts = selector.slice(mode.length + 1).split(/ (?![^[]*\])/);
      const target = parts.pop()!;
      const ancestorClasses = (parts[0] ?? "").split(".").filter(Boolean);
      const anyType = /^\.token\.([\w-]+)$/.exec(target)?.[1];
      const lastType = /^\.token\[class\$=" ([\w-]+)"\]$/.exec(target)?.[1];
      if (!anyType && !lastType) throw new Error(`unexpected selector ${selector}`);
      rules.push({ ancestorClasses, anyType, lastType, specificity: ancestorClasses.length + 2, style });
    }
  }
  return rules;
}

/** What the browser computes for a token: matching rules by specificity, then by order. */
function cascade(rules: Rule[], language: string, types: string[]): Record<string, string> {
  const blockClasses = ["prism-code", `language-${language}`];
  const matching = rules
    .map((rule, order) => ({ rule, order }))
    .filter(({ rule }) => rule.ancestorClasses.every((name) => blockClasses.includes(name)))
    .filter(({ rule }) => (rule.anyType ? types.includes(rule.anyType) : types.at(-1) === rule.lastType))
    .sort((a, b) => a.rule.specificity - b.rule.specificity || a.order - b.order);
  return Object.assign({}, ...matching.map(({ rule }) => rule.style)) as Record<string, string>;
}

/** The style prism-react-renderer itself gives a token of these types. */
function libraryStyle(theme: PrismTheme, language: string, types: string[]): Record<string, string> {
  let style: Record<string, string> = {};
  const Probe = () =>
    Highlight({
      theme,
      code: "",
      language,
      children: ({ getTokenProps }) => {
        const props = getTokenProps({ token: { types, content: "x" } });
        style = Object.fromEntries(Object.entries(props.style ?? {}).map(([key, value]) => [key, String(value)]));
        return null;
      },
    });
  renderToStaticMarkup(React.createElement(Probe));
  return style;
}

const canonical = (style: Record<string, string>) => JSON.stringify(Object.entries(style).sort());

const kinds = builtTokenKinds();
const stylesheet = themeStylesheet(light, dark);

describe("code block colours", () => {
  it("finds the token kinds of the built code blocks", () => {
    expect(kinds.length).toBeGreaterThan(50);
    expect(kinds.some(({ types }) => types.length > 1)).toBe(true);
  });

  for (const [mode, theme] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    it(`${mode} mode: every token kind the pages hold gets the colours prism-react-renderer would inline`, () => {
      const rules = rulesOf(stylesheet, COLOUR_MODES[mode]);
      const wrong = kinds
        .map(({ language, types }) => ({
          token: `${language}: ${types.join(" ")}`,
          css: cascade(rules, language, types),
          library: libraryStyle(theme, language, types),
        }))
        .filter(({ css, library }) => canonical(css) !== canonical(library));
      expect(wrong).toEqual([]);
    });

    it(`${mode} mode: blocks take the theme's plain colours through theme-classic's variables`, () => {
      expect(stylesheet).toContain(
        `${COLOUR_MODES[mode]}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`,
      );
    });
  }

  it("ships the stylesheet, and no token carries a colour of its own, so the markup is the same in both modes", () => {
    const css = files(join(build, "assets/css"), ".css").map((file) => readFileSync(file, "utf8"));
    // The minifier writes the quoted space as an escaped one.
    expect(css.some((text) => /\.prism-code \.token\[class\$=(" |\\ )punctuation/.test(text))).toBe(true);
    const inline = files(build, ".html").filter((file) =>
      /<span class="?token [^>]*style=[^>]*color/.test(readFileSync(file, "utf8")),
    );
    expect(inline).toEqual([]);
  });
});
