import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Highlight, type PrismTheme, type Token } from "prism-react-renderer";
import { prism } from "../../config/prism";
import {
  plainStyle,
  propertiesByType,
  themeStylesheet,
  tokenStyle,
} from "../../plugins/prebuilt-highlight/tokenStyles";

const light = prism.theme!;
const dark = prism.darkTheme!;
const stylesheet = themeStylesheet(light, dark);

/** Custom properties in effect inside a code block of `language`, in one colour mode. */
function variablesFor(mode: "light" | "dark", language: string): Map<string, string> {
  const root = mode === "light" ? ':root:not([data-theme="dark"])' : '[data-theme="dark"]';
  const variables = new Map<string, string>();
  for (const [, selector, body] of stylesheet.matchAll(/([^{}\n]+)\{([^}]*)\}/g)) {
    if (selector !== root && selector !== `${root} .language-${language}`) continue;
    for (const declaration of body!.split(";")) {
      const colon = declaration.indexOf(":");
      variables.set(declaration.slice(0, colon), declaration.slice(colon + 1));
    }
  }
  return variables;
}

/** What the browser computes for `var(--a,var(--b))`: the first variable that is set; unset if none is. */
function resolve(value: string, variables: Map<string, string>): string | undefined {
  const match = /^var\((--[\w-]+)(?:,(.*))?\)$/.exec(value);
  if (!match) return value;
  return variables.get(match[1]!) ?? (match[2] === undefined ? undefined : resolve(match[2], variables));
}

function resolved(style: object, variables: Map<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [property, value] of Object.entries(style)) {
    const computed = resolve(String(value), variables);
    if (computed !== undefined) result[property] = computed;
  }
  return result;
}

/** Token styles as prism-react-renderer itself computes them for a theme and language. */
function libraryStyles(theme: PrismTheme, language: string, tokens: Token[]): Record<string, string>[] {
  const styles: Record<string, string>[] = [];
  const collect: Parameters<typeof Highlight>[0]["children"] = ({ getTokenProps }) => {
    for (const token of tokens) {
      const { style = {} } = getTokenProps({ token });
      styles.push(Object.fromEntries(Object.entries(style).map(([key, value]) => [key, String(value)])));
    }
    return null;
  };
  // Highlight's hooks run as the hooks of this component.
  const Probe = () => Highlight({ theme, code: "", language, children: collect });
  renderToStaticMarkup(React.createElement(Probe));
  return styles;
}

const properties = propertiesByType([light, dark]);
const singleTypes = [...properties.keys()].map((type) => [type]);
const nestedTypes = [
  ["string", "url"],
  ["tag", "punctuation"],
  ["template-string", "string"],
  ["comment", "keyword"],
  ["keyword", "unknown-type"],
  ["function", "namespace"],
];

describe("code block colours through CSS variables", () => {
  for (const [mode, theme] of [
    ["light", light],
    ["dark", dark],
  ] as const) {
    for (const language of ["typescript", "markup"]) {
      it(`${mode} mode, ${language}: every token resolves to the colours prism-react-renderer would inline`, () => {
        const tokens = [...singleTypes, ...nestedTypes].map((types) => ({ types, content: "x" }));
        const variables = variablesFor(mode, language);
        const expected = libraryStyles(theme, language, tokens);
        const actual = tokens.map(({ types }) => resolved(tokenStyle(types, properties), variables));
        expect(actual).toEqual(expected);
      });
    }

    it(`${mode} mode: blocks and lines take the theme's plain colours`, () => {
      const variables = variablesFor(mode, "typescript");
      expect(resolved(plainStyle([light, dark], "root"), variables)).toEqual(theme.plain);
      expect(resolved(plainStyle([light, dark], "line"), variables)).toEqual({ color: theme.plain.color });
    });
  }

  it("renders the same style attributes whatever the colour mode, so nothing re-renders after hydration", () => {
    expect(tokenStyle(["keyword"], properties)).toEqual({ color: "var(--token-keyword-color)" });
    expect(tokenStyle(["string", "url"], properties)).toEqual({
      color: "var(--token-url-color,var(--token-string-color))",
    });
  });
});
