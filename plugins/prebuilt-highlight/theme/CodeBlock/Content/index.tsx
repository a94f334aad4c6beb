// Ejected: renders tokens highlighted at build time (../../../remarkPrismTokens.ts) through
// PrebuiltHighlight instead of prism-react-renderer's <Highlight>, so no page ships Prism; and it keeps the
// lines of a block from re-rendering when the theme updates the block's context after hydration. A block
// without line numbers or highlighted lines has no element per line (PlainLines).
import React, { Fragment, memo, type ReactNode, type Ref } from "react";
import clsx from "clsx";
import { useCodeBlockContext } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock/Content";
import Line from "@theme/CodeBlock/Line";
import LineToken from "@theme/CodeBlock/Line/Token";
import type { RenderProps } from "prism-react-renderer";
import PrebuiltHighlight from "../../../client/PrebuiltHighlight";
import styles from "./styles.module.css";

/**
 * The lines of a block with no line numbers and no highlighted lines, as tokens separated by line
 * breaks in the text: no element per line, a third fewer elements in a typical block.
 */
function PlainLines({ lines, getTokenProps }: Pick<RenderProps, "getTokenProps"> & { lines: RenderProps["tokens"] }) {
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 && "\n"}
      {line
        .filter((token) => !token.empty)
        .map((token, j) => (
          <LineToken key={j} line={line} token={token} {...getTokenProps({ token })} />
        ))}
    </Fragment>
  ));
}

interface HighlightedCodeProps {
  code: string;
  language: string;
  className: string | undefined;
  lineNumbersStart: number | undefined;
  lineClassNames: Record<number, string[]>;
  preRef: Ref<HTMLPreElement>;
}

function sameLineClassNames(a: Record<number, string[]>, b: Record<number, string[]>): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => a[Number(key)]?.join(" ") === b[Number(key)]?.join(" "))
  );
}

/**
 * The lines of a block, re-rendered only when the code or its markup changes. The theme's block
 * updates its context after hydration (word-wrap and hidden-tab checks); without this every token of
 * every block would render again in one long task.
 */
const HighlightedCode = memo(
  function HighlightedCode({
    code,
    language,
    className: classNameProp,
    lineNumbersStart,
    lineClassNames,
    preRef,
  }: HighlightedCodeProps): ReactNode {
    return (
      <PrebuiltHighlight code={code} language={language}>
        {({ className, style, tokens: lines, getLineProps, getTokenProps }) => (
          // The block scrolls sideways, so it takes keyboard focus.
          <pre
            ref={preRef}
            tabIndex={0}
            className={clsx(classNameProp, className, styles.codeBlock, "thin-scrollbar")}
            style={style}
          >
            <code
              className={clsx(
                styles.codeBlockLines,
                lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
              )}
              style={
                lineNumbersStart === undefined ? undefined : { counterReset: `line-count ${lineNumbersStart - 1}` }
              }
            >
              {lineNumbersStart === undefined && Object.keys(lineClassNames).length === 0 ? (
                <PlainLines lines={lines} getTokenProps={getTokenProps} />
              ) : (
                lines.map((line, i) => (
                  <Line
                    key={i}
                    line={line}
                    getLineProps={getLineProps}
                    getTokenProps={getTokenProps}
                    classNames={lineClassNames[i]}
                    showLineNumbers={lineNumbersStart !== undefined}
                  />
                ))
              )}
            </code>
          </pre>
        )}
      </PrebuiltHighlight>
    );
  },
  (previous, next) =>
    previous.code === next.code &&
    previous.language === next.language &&
    previous.className === next.className &&
    previous.lineNumbersStart === next.lineNumbersStart &&
    previous.preRef === next.preRef &&
    sameLineClassNames(previous.lineClassNames, next.lineClassNames),
);

export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  return (
    <HighlightedCode
      code={metadata.code}
      language={metadata.language}
      className={className}
      lineNumbersStart={metadata.lineNumbersStart}
      lineClassNames={metadata.lineClassNames}
      preRef={wordWrap.codeBlockRef}
    />
  );
}
