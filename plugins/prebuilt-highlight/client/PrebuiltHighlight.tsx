import React, { createContext, useCallback, useContext, useMemo, type CSSProperties, type ReactNode } from "react";
import clsx from "clsx";
import type { PrismTheme, RenderProps } from "prism-react-renderer";
import { useThemeConfig } from "@docusaurus/theme-common";
import { plainStyle, propertiesByType, tokenStyle } from "../tokenStyles";
import { decodeLines, linesForCode, plainLines, type EncodedLines } from "../tokenCodec";

const PrebuiltTokensContext = createContext<EncodedLines | undefined>(undefined);

/** Hands a code block the tokens that plugins/prebuilt-highlight computed for it at build time. */
export function PrebuiltTokensProvider({ lines, children }: { lines: EncodedLines | undefined; children: ReactNode }) {
  return <PrebuiltTokensContext.Provider value={lines}>{children}</PrebuiltTokensContext.Provider>;
}

/** A token of plain text (no highlighting of its own), as prism-react-renderer defines it. */
export function isPlainToken(types: string[]): boolean {
  return types.length === 1 && types[0] === "plain";
}

interface Props {
  code: string;
  language: string;
  children: (props: RenderProps) => ReactNode;
}

interface ThemeStyles {
  root: CSSProperties;
  line: CSSProperties;
  /** The style of a token, by its types joined with spaces. */
  token: (types: string[]) => CSSProperties;
}

// Worked out once per site config, not per code block: a page can hold dozens of blocks and thousands of tokens.
const stylesByPrismConfig = new WeakMap<object, ThemeStyles>();

/** The light and dark Prism themes of the site config; their values reach the page as CSS variables. */
function useThemeStyles(): ThemeStyles {
  const { prism } = useThemeConfig();
  let styles = stylesByPrismConfig.get(prism);
  if (!styles) {
    const themes = [prism.theme, prism.darkTheme].filter((theme): theme is PrismTheme => theme !== undefined);
    const properties = propertiesByType(themes);
    const tokenStyles = new Map<string, CSSProperties>();
    styles = {
      root: plainStyle(themes, "root"),
      line: plainStyle(themes, "line"),
      token: (types) => {
        const key = types.join(" ");
        let style = tokenStyles.get(key);
        if (!style) tokenStyles.set(key, (style = tokenStyle(types, properties)));
        return style;
      },
    };
    stylesByPrismConfig.set(prism, styles);
  }
  return styles;
}

/**
 * Drop-in for prism-react-renderer's `<Highlight>` (same render props) that renders tokens computed
 * at build time instead of running Prism in the browser. A block without them renders as plain text.
 * Styles refer to CSS variables (plugins/prebuilt-highlight/tokenStyles.ts), so the markup does not
 * depend on the colour mode.
 */
export default function PrebuiltHighlight({ code, language: rawLanguage, children }: Props): ReactNode {
  const encoded = useContext(PrebuiltTokensContext);
  const language = rawLanguage.toLowerCase();
  const lines = useMemo(
    () => (encoded && linesForCode(decodeLines(encoded), code)) || plainLines(code),
    [encoded, code],
  );
  const styles = useThemeStyles();

  const getLineProps: RenderProps["getLineProps"] = useCallback(
    ({ className, style, line, ...rest }) => ({
      ...rest,
      className: clsx("token-line", className),
      style: { ...styles.line, ...style },
    }),
    [styles],
  );

  const getTokenProps: RenderProps["getTokenProps"] = useCallback(
    ({ token, className, style, ...rest }) => {
      const { types, empty } = token;
      // Same rules as prism-react-renderer: a plain token takes the line's style.
      const typeStyle: CSSProperties = {
        ...(isPlainToken(types) ? {} : styles.token(types)),
        ...(empty && !(types.length === 1 && types[0] !== "plain") ? { display: "inline-block" } : {}),
      };
      const ownStyle = { ...typeStyle, ...style };
      return {
        ...rest,
        className: clsx("token", ...types, className),
        children: token.content,
        style: Object.keys(ownStyle).length > 0 ? ownStyle : undefined,
      };
    },
    [styles],
  );

  return children({
    tokens: lines,
    className: `prism-code language-${language}`,
    style: styles.root,
    getLineProps,
    getTokenProps,
  });
}
