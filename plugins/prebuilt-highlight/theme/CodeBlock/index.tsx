// Ejected: the theme remounts every code block after hydration so inline Prism colours match the
// reader's colour mode. Here colours come from a stylesheet on the token classes
// (plugins/prebuilt-highlight/tokenStyles.ts), the markup is the same in both modes, and the remount —
// a second render of every block — is dropped.
import React, { isValidElement, type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock";
import ElementContent from "@theme/CodeBlock/Content/Element";
import StringContent from "@theme/CodeBlock/Content/String";

/** Plain string children become one string, so the block can be highlighted and copied. */
function stringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join("") : children;
}

export default function CodeBlock({ children: rawChildren, ...props }: Props): ReactNode {
  const children = stringifyChildren(rawChildren);
  return typeof children === "string" ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
