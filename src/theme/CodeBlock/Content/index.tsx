// Ejected: renders tokens highlighted at build time (plugins/prebuilt-highlight) through
// PrebuiltHighlight instead of prism-react-renderer's <Highlight>, so no page ships Prism.
import React, { type ComponentProps, type ReactNode } from "react";
import clsx from "clsx";
import { useCodeBlockContext } from "@docusaurus/theme-common/internal";
import type { Props } from "@theme/CodeBlock/Content";
import Line from "@theme/CodeBlock/Line";
import PrebuiltHighlight from "@site/src/components/PrebuiltHighlight";
import styles from "@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css";

// A code block scrolls sideways, so it takes keyboard focus; React 19 passes `ref` as a prop.
function Pre(props: ComponentProps<"pre">) {
  return <pre tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, "thin-scrollbar")} />;
}

function Code(props: ComponentProps<"code">) {
  const { metadata } = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

export default function CodeBlockContent({ className: classNameProp }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { code, language, lineNumbersStart, lineClassNames } = metadata;
  return (
    <PrebuiltHighlight code={code} language={language}>
      {({ className, style, tokens: lines, getLineProps, getTokenProps }) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </PrebuiltHighlight>
  );
}
