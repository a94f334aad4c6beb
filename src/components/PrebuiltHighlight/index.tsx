import React, { createContext, useCallback, useContext, useMemo, type CSSProperties, type ReactNode } from "react";
import clsx from "clsx";
import type { PrismTheme, RenderProps } from "prism-react-renderer";
import { decodeLines, linesForCode, plainLines, type EncodedLines } from "@site/plugins/prebuilt-highlight/tokenCodec";

const PrebuiltTokensContext = createContext<string | undefined>(undefined);

/** Hands a code block the tokens that plugins/prebuilt-highlight computed for it at build time. */
export function PrebuiltTokensProvider({ tokens, children }: { tokens: string | undefined; children: ReactNode }) {
  return <PrebuiltTokensContext.Provider value={tokens}>{children}</PrebuiltTokensContext.Provider>;
}

interface Props {
  code: string;
  language: string;
  theme: PrismTheme;
  children: (props: RenderProps) => ReactNode;
}

/** Styles by token type for one language, the way prism-react-renderer reads a theme. */
function styleByType(theme: PrismTheme, language: string): Record<string, CSSProperties> {
  const styles: Record<string, CSSProperties> = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) styles[type] = { ...styles[type], ...(entry.style as CSSProperties) };
  }
  styles.root = theme.plain as CSSProperties;
  styles.plain = { ...(theme.plain as CSSProperties), backgroundColor: undefined };
  return styles;
}

/**
 * Drop-in for prism-react-renderer's `<Highlight>` (same render props) that renders tokens computed
 * at build time instead of running Prism in the browser. A block without them renders as plain text.
 */
export default function PrebuiltHighlight({ code, language: rawLanguage, theme, children }: Props): ReactNode {
  const encoded = useContext(PrebuiltTokensContext);
  const language = rawLanguage.toLowerCase();
  const lines = useMemo(
    () => (encoded && linesForCode(decodeLines(JSON.parse(encoded) as EncodedLines), code)) || plainLines(code),
    [encoded, code],
  );
  const styles = useMemo(() => styleByType(theme, language), [theme, language]);

  const getLineProps: RenderProps["getLineProps"] = useCallback(
    ({ className, style, line, ...rest }) => ({
      ...rest,
      className: clsx("token-line", className),
      style: { ...styles.plain, ...style },
    }),
    [styles],
  );

  const getTokenProps: RenderProps["getTokenProps"] = useCallback(
    ({ token, className, style, ...rest }) => {
      const { types, empty } = token;
      const single = types.length === 1;
      // Same rules as prism-react-renderer, so blocks look exactly as the theme intends.
      const typeStyle: CSSProperties =
        single && types[0] === "plain"
          ? { ...(empty ? { display: "inline-block" } : {}) }
          : single && empty
            ? { ...styles[types[0]!] }
            : Object.assign(empty ? { display: "inline-block" } : {}, ...types.map((type) => styles[type]));
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
    style: styles.root ?? {},
    getLineProps,
    getTokenProps,
  });
}
