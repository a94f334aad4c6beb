// Ejected: a plain token (text between keywords, names and punctuation, often a single space) is
// rendered as bare text rather than a <span class="token plain">. It takes its colour from the line
// either way; on a long reference page this removes about half of the code-block elements, which the
// browser has to parse, lay out and hydrate.
import React, { type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock/Line/Token";

export default function CodeBlockLineToken({ line, token, ...props }: Props): ReactNode {
  const plainText = token.types.length === 1 && token.types[0] === "plain" && !token.empty;
  return plainText ? props.children : <span {...props} />;
}
