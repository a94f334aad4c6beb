// Wrapped: Markdown tables scroll sideways when they are wide, so they take keyboard focus
// (tabIndex 0) and keyboard users can scroll them too; code blocks receive the tokens
// highlighted at build time (plugins/prebuilt-highlight), and their code is rebuilt from those
// tokens, which is the only copy of it a page chunk carries.
import React, { useMemo, type ComponentProps } from "react";
import MDXComponents from "@theme-original/MDXComponents";
import { PrebuiltTokensProvider } from "@site/src/components/PrebuiltHighlight";
import { codeOfLines, TOKENS_ATTRIBUTE, type EncodedLines } from "@site/plugins/prebuilt-highlight/tokenCodec";

type CodeProps = ComponentProps<typeof MDXComponents.code> & { [TOKENS_ATTRIBUTE]?: string };

function Code({ [TOKENS_ATTRIBUTE]: tokens, children, ...props }: CodeProps) {
  const lines = useMemo(() => (tokens === undefined ? undefined : (JSON.parse(tokens) as EncodedLines)), [tokens]);
  // Markdown gives a block's text a closing line break; the emptied text is rebuilt with it.
  const code =
    lines !== undefined && (children === undefined || children === "") ? `${codeOfLines(lines)}\n` : children;
  return (
    <PrebuiltTokensProvider lines={lines}>
      <MDXComponents.code {...props}>{code}</MDXComponents.code>
    </PrebuiltTokensProvider>
  );
}

export default {
  ...MDXComponents,
  table: (props: ComponentProps<"table">) => <table tabIndex={0} {...props} />,
  code: Code,
};
