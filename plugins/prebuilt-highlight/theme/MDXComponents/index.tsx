// Wrapped: code blocks receive the tokens highlighted at build time (../../remarkPrismTokens.ts), and
// their code is rebuilt from those tokens, which are the only copy of it a page chunk carries.
import React, { useMemo, type ComponentProps } from "react";
import MDXComponents from "@theme-init/MDXComponents";
import { PrebuiltTokens } from "../../client/prebuiltTokens";
import { codeOfLines, TOKENS_ATTRIBUTE, type EncodedLines } from "../../tokenCodec";

type CodeProps = ComponentProps<typeof MDXComponents.code> & { [TOKENS_ATTRIBUTE]?: string };

function Code({ [TOKENS_ATTRIBUTE]: tokens, children, ...props }: CodeProps) {
  const lines = useMemo(() => (tokens === undefined ? undefined : (JSON.parse(tokens) as EncodedLines)), [tokens]);
  // Markdown gives a block's text a closing line break; the emptied text is rebuilt with it.
  const code =
    lines !== undefined && (children === undefined || children === "") ? `${codeOfLines(lines)}\n` : children;
  return (
    <PrebuiltTokens.Provider value={lines}>
      <MDXComponents.code {...props}>{code}</MDXComponents.code>
    </PrebuiltTokens.Provider>
  );
}

export default { ...MDXComponents, code: Code };
