// Wrapped: Markdown tables scroll sideways when they are wide, so they take keyboard focus
// (tabIndex 0) and keyboard users can scroll them too; code blocks receive the tokens
// highlighted at build time (plugins/prebuilt-highlight).
import React, { type ComponentProps } from "react";
import MDXComponents from "@theme-original/MDXComponents";
import { PrebuiltTokensProvider } from "@site/src/components/PrebuiltHighlight";
import { TOKENS_ATTRIBUTE } from "@site/plugins/prebuilt-highlight/tokenCodec";

type CodeProps = ComponentProps<typeof MDXComponents.code> & { [TOKENS_ATTRIBUTE]?: string };

function Code({ [TOKENS_ATTRIBUTE]: tokens, ...props }: CodeProps) {
  return (
    <PrebuiltTokensProvider tokens={tokens}>
      <MDXComponents.code {...props} />
    </PrebuiltTokensProvider>
  );
}

export default {
  ...MDXComponents,
  table: (props: ComponentProps<"table">) => <table tabIndex={0} {...props} />,
  code: Code,
};
