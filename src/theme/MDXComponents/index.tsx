// Wrapped: Markdown tables scroll sideways when they are wide, so they take keyboard focus
// (tabIndex 0) and keyboard users can scroll them too. Inline code that src/remark/remarkTableCodeBreaks or
// src/remark/remarkInlineCodeBreaks gave `<wbr>` break points or flag spans stays inline: the theme's `code` treats
// any child that is not a string as a code block. @theme-original here is plugins/prebuilt-highlight's own wrapper
// (build-time highlighted code), itself over the theme's.
import React, { Children, isValidElement, type ComponentProps } from "react";
import MDXComponents from "@theme-original/MDXComponents";
import CodeInline from "@theme/CodeInline";

const INLINE_MARKUP = new Set<unknown>(["wbr", "span"]);

function isInlineMarkup(children: React.ReactNode): boolean {
  const parts = Children.toArray(children);
  const isMarkup = (part: React.ReactNode) => isValidElement(part) && INLINE_MARKUP.has(part.type);
  return (
    parts.some(isMarkup) && parts.every((part) => (typeof part === "string" && !part.includes("\n")) || isMarkup(part))
  );
}

export default {
  ...MDXComponents,
  table: (props: ComponentProps<"table">) => <table tabIndex={0} {...props} />,
  code: (props: ComponentProps<"code">) =>
    isInlineMarkup(props.children) ? <CodeInline {...props} /> : <MDXComponents.code {...props} />,
};
