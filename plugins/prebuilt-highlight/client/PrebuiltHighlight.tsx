import React, { createContext, useContext, useMemo, type ReactNode } from "react";
import clsx from "clsx";
import type { RenderProps } from "prism-react-renderer";
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

/**
 * Drop-in for prism-react-renderer's `<Highlight>` (same render props) that renders tokens computed
 * at build time instead of running Prism in the browser. A block without them renders as plain text.
 * Colours come from a stylesheet on the token classes (plugins/prebuilt-highlight/tokenStyles.ts), so
 * the markup does not depend on the colour mode.
 */
export default function PrebuiltHighlight({ code, language: rawLanguage, children }: Props): ReactNode {
  const encoded = useContext(PrebuiltTokensContext);
  const language = rawLanguage.toLowerCase();
  const lines = useMemo(
    () => (encoded && linesForCode(decodeLines(encoded), code)) || plainLines(code),
    [encoded, code],
  );
  return children({
    tokens: lines,
    className: `prism-code language-${language}`,
    style: {},
    getLineProps: ({ className, line, ...rest }) => ({ ...rest, className: clsx("token-line", className) }),
    getTokenProps: ({ token, className, ...rest }) => ({
      ...rest,
      className: clsx("token", ...token.types, className),
      children: token.content,
      // As in prism-react-renderer: an empty line's placeholder keeps the line's height.
      style: token.empty && isPlainToken(token.types) ? { display: "inline-block", ...rest.style } : rest.style,
    }),
  });
}
