// Ejected: renders the tokens highlighted at build time (../../../remarkPrismTokens.ts) in place of
// prism-react-renderer's <Highlight>, so no page ships Prism. A token is a span (plain text stays bare
// text) and lines are line breaks in the text, with no element per line, so line numbers and highlighted lines
// are not supported (the remark plugin stops the build on them). The tokens are the element's HTML (tokensHtml):
// hydration adopts the server's markup without a React element per token and text run (over 4,000 on the longest
// reference pages), and they don't render again when the theme updates the block's context after hydration
// (word-wrap and hidden-tab checks).
import React, { memo, useContext, type ReactNode, type Ref } from "react";
import clsx from "clsx";
import { useCodeBlockContext } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock/Content";
import { PrebuiltTokens } from "../../../client/prebuiltTokens";
import { tokensHtml, type EncodedLines } from "../../../tokenCodec";
import styles from "./styles.module.css";

interface CodeProps {
  lines: EncodedLines | undefined;
  code: string;
  className: string;
  preRef: Ref<HTMLPreElement>;
}

/** The block's code, highlighted when it has tokens (a language Prism knows), else as plain text. */
const Code = memo(function Code({ lines, code, className, preRef }: CodeProps): ReactNode {
  return (
    // The block scrolls sideways, so it takes keyboard focus.
    <pre ref={preRef} tabIndex={0} className={clsx(className, styles.codeBlock, "thin-scrollbar")}>
      {lines ? (
        <code className={styles.codeBlockLines} dangerouslySetInnerHTML={{ __html: tokensHtml(lines) }} />
      ) : (
        <code className={styles.codeBlockLines}>{code}</code>
      )}
    </pre>
  );
});

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <Code
      lines={useContext(PrebuiltTokens)}
      code={metadata.code}
      className={clsx(className, "prism-code", `language-${metadata.language.toLowerCase()}`)}
      preRef={wordWrap.codeBlockRef}
    />
  );
}
