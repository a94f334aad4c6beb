// Wrapped: Markdown tables scroll sideways when they are wide, so they take keyboard focus
// (tabIndex 0) and keyboard users can scroll them too. Inline code that src/remark/remarkTableCodeBreaks gave
// `<wbr>` break points stays inline: the theme's `code` treats any child that is not a string as a code block.
import React, { Children, isValidElement, type ComponentProps } from "react";
import MDXComponents from "@theme-original/MDXComponents";
import CodeInline from "@theme/CodeInline";

function isTextWithBreaks(children: React.ReactNode): boolean {
  const parts = Children.toArray(children);
  return (
    parts.some((part) => isValidElement(part) && part.type === "wbr") &&
    parts.every(
      (part) => (typeof part === "string" && !part.includes("\n")) || (isValidElement(part) && part.type === "wbr"),
    )
  );
}

export default {
  ...MDXComponents,
  table: (props: ComponentProps<"table">) => <table tabIndex={0} {...props} />,
  code: (props: ComponentProps<"code">) =>
    isTextWithBreaks(props.children) ? <CodeInline {...props} /> : <MDXComponents.code {...props} />,
};
