import type { CSSProperties } from "react";
import type { PrismTheme } from "prism-react-renderer";

/**
 * Code blocks are styled through CSS custom properties instead of a theme's literal colours, so
 * the server-rendered markup is the same in light and dark mode and a block never has to
 * re-render after hydration to pick up the reader's colour mode. The values live in a stylesheet
 * generated from both Prism themes (`themeStylesheet`), read by client/PrebuiltHighlight.tsx.
 */

type StyleValue = string | number;
type Dictionary = Record<string, Record<string, StyleValue>>;

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The theme's plain colours go where theme-classic's code block container reads them. */
const PLAIN_VARIABLES: Record<string, string> = { color: "--prism-color", backgroundColor: "--prism-background-color" };

export function plainVariable(property: string): string {
  return PLAIN_VARIABLES[property] ?? `--prism-plain-${kebab(property)}`;
}

export function tokenVariable(type: string, property: string): string {
  return `--token-${type}-${kebab(property)}`;
}

/** Styles by token type, merged the way prism-react-renderer merges a theme for one language. */
function dictionary(theme: PrismTheme, language?: string): Dictionary {
  const types: Dictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && (language === undefined || !entry.languages.includes(language as never))) continue;
    for (const type of entry.types) types[type] = { ...types[type], ...(entry.style as Record<string, StyleValue>) };
  }
  return types;
}

/** Which style properties each token type sets in any of the themes: those are the ones to emit. */
export function propertiesByType(themes: PrismTheme[]): Map<string, string[]> {
  const properties = new Map<string, Set<string>>();
  for (const theme of themes) {
    for (const entry of theme.styles) {
      for (const type of entry.types) {
        const set = properties.get(type) ?? new Set<string>();
        Object.keys(entry.style).forEach((property) => set.add(property));
        properties.set(type, set);
      }
    }
  }
  return new Map([...properties].map(([type, set]) => [type, [...set].sort()]));
}

/** Style of the block itself (`root`) or of its lines (`line`, without the background). */
export function plainStyle(themes: PrismTheme[], part: "root" | "line"): CSSProperties {
  const properties = new Set(themes.flatMap((theme) => Object.keys(theme.plain)));
  if (part === "line") properties.delete("backgroundColor");
  return Object.fromEntries([...properties].map((property) => [property, `var(${plainVariable(property)})`]));
}

/**
 * A token's style: for each property, the last of its types that sets it wins, as in
 * prism-react-renderer; types the active theme leaves unset fall through to the previous one.
 */
export function tokenStyle(types: string[], properties: Map<string, string[]>): CSSProperties {
  const style: Record<string, string> = {};
  for (const type of types) {
    for (const property of properties.get(type) ?? []) {
      const previous = style[property];
      style[property] = `var(${tokenVariable(type, property)}${previous ? `,${previous}` : ""})`;
    }
  }
  return style;
}

function declarations(entries: [string, StyleValue][]): string {
  return entries.map(([name, value]) => `${name}:${value}`).join(";");
}

/** The variables one theme sets; the ones it leaves unset make `var()` fall through to the next type. */
function themeVariables(theme: PrismTheme, properties: Map<string, string[]>, language?: string) {
  const types = dictionary(theme, language);
  const variables = new Map<string, StyleValue>();
  for (const [type, names] of properties) {
    for (const property of names) {
      const value = types[type]?.[property];
      if (value !== undefined) variables.set(tokenVariable(type, property), value);
    }
  }
  return variables;
}

/**
 * The stylesheet with both themes' values. Each theme's rule applies in its own mode only, so a
 * variable one theme leaves unset is unset there, not inherited from the other theme.
 */
export function themeStylesheet(light: PrismTheme, dark: PrismTheme): string {
  const properties = propertiesByType([light, dark]);
  const rules: string[] = [];
  for (const [selector, theme] of [
    [':root:not([data-theme="dark"])', light],
    ['[data-theme="dark"]', dark],
  ] as const) {
    const base = themeVariables(theme, properties);
    const plain = Object.entries(theme.plain as Record<string, StyleValue>).map(
      ([property, value]): [string, StyleValue] => [plainVariable(property), value],
    );
    rules.push(`${selector}{${declarations([...plain, ...base])}}`);
    // Entries limited to some languages apply inside blocks of that language only.
    const languages = new Set(theme.styles.flatMap((entry) => entry.languages ?? []));
    for (const language of languages) {
      const scoped = [...themeVariables(theme, properties, language)].filter(
        ([name, value]) => base.get(name) !== value,
      );
      if (scoped.length > 0) rules.push(`${selector} .language-${language}{${declarations(scoped)}}`);
    }
  }
  return `${rules.join("\n")}\n`;
}
