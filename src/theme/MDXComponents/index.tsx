// Wrapped: Markdown tables scroll sideways when they are wide, so they take keyboard focus
// (tabIndex 0) and keyboard users can scroll them too.
import React, { type ComponentProps } from "react";
import MDXComponents from "@theme-original/MDXComponents";

export default {
  ...MDXComponents,
  table: (props: ComponentProps<"table">) => <table tabIndex={0} {...props} />,
};
