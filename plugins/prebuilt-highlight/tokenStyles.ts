import type { PrismTheme } from "prism-react-renderer";

/**
 * Code blocks take their colours from a stylesheet generated from both Prism themes, keyed on the
 * token classes the markup already has (`token keyword`), instead of the inline styles
 * prism-react-renderer writes. The markup is then the same in light and dark mode, a block never
 * re-renders after hydration to pick up the reader's colour mode, and pages carry no style attribute
 * per token.
 *
 * prism-react-renderer gives a token with nested types (`token tag punctuation`) the style of the last
 * type that sets each property. Rules on the last class (`[class$=" punctuation"]`) are made more
 * specific than rules on any class, so the innermost type wins; tests/content/site/code-colours.test.ts
 * checks every type combination the built pages hold against prism-react-renderer itself.
 */

type Style = Record<string, string | number>;

/** The selector of each colour mode, as theme-classic marks it on the root element. */
export const COLOUR_MODES = { light: ':root:not([data-theme="dark"])', dark: '[data-theme="dark"]' } as const;

const kebab = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The token types the themes style: the remark plugin keeps only these on a token. */
export function styledTypes(themes: PrismTheme[]): string[] {
  return [...new Set(themes.flatMap((theme) => theme.styles.flatMap((entry) => entry.types)))];
}

/** Styles by token type, merged the way prism-react-renderer merges a theme for one language. */
function dictionary(theme: PrismTheme, language?: string): Map<string, Style> {
  const types = new Map<string, Style>();
  for (const entry of theme.styles) {
    if (entry.languages && (language === undefined || !entry.languages.includes(language as never))) continue;
    for (const type of entry.types) types.set(type, { ...types.get(type), ...(entry.style as Style) });
  }
  return types;
}

function declarations(style: Style): string {
  return Object.entries(style)
    .map(([property, value]) => `${kebab(property)}:${value}`)
    .join(";");
}

/** What a language's own entries change in a type's style. */
function changed(scoped: Style, base: Style | undefined): Style {
  return Object.fromEntries(Object.entries(scoped).filter(([property, value]) => base?.[property] !== value));
}

/** One rule per distinct style, listing the selectors of every type that has it. */
function rules(entries: [selector: string, style: Style][]): string[] {
  const selectors = new Map<string, string[]>();
  for (const [selector, style] of entries) {
    const body = declarations(style);
    if (body) selectors.set(body, [...(selectors.get(body) ?? []), selector]);
  }
  return [...selectors].map(([body, list]) => `${list.join(",")}{${body}}`);
}

/**
 * The stylesheet for both colour modes: the plain colours as the variables theme-classic's code block
 * reads, then four tiers of token rules, each more specific than the one before: any type, any type
 * within a language its theme styles apart, the last type, the last type within such a language.
 */
export function themeStylesheet(light: PrismTheme, dark: PrismTheme): string {
  const css: string[] = [];
  for (const [mode, theme] of [
    [COLOUR_MODES.light, light],
    [COLOUR_MODES.dark, dark],
  ] as const) {
    css.push(`${mode}{--prism-color:${theme.plain.color};--prism-background-color:${theme.plain.backgroundColor}}`);
    const base = dictionary(theme);
    const languages = [...new Set(theme.styles.flatMap((entry) => entry.languages ?? []))];
    const scoped = languages.flatMap((language) =>
      [...dictionary(theme, language)].map(([type, style]) => {
        const own = changed(style, base.get(type));
        return { language, type, own };
      }),
    );
    css.push(
      ...rules([...base].map(([type, style]) => [`${mode} .token.${type}`, style])),
      ...rules(scoped.map(({ language, type, own }) => [`${mode} .language-${language} .token.${type}`, own])),
      ...rules([...base].map(([type, style]) => [`${mode} .prism-code .token[class$=" ${type}"]`, style])),
      ...rules(
        scoped.map(({ language, type, own }) => [
          `${mode} .prism-code.language-${language} .token[class$=" ${type}"]`,
          own,
        ]),
      ),
    );
  }
  return `${css.join("\n")}\n`;
}
