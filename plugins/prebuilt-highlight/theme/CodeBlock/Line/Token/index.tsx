// Ejected: a plain token (text between keywords, names and punctuation, often a single space) is
// rendered as bare text rather than a <span class="token plain">. It takes its colour from the line
// either way; on a long reference page this removes about half of the code-block elements, which the
// browser has to parse, lay out and hydrate.
import React, { type ReactNode } from "react";
import type { Props } from "@theme/CodeBlock/Line/Token";
import { isPlainToken } from "../../../../client/PrebuiltHighlight";

export default function CodeBlockLineToken({ line, token, ...props }: Props): ReactNode {
  return isPlainToken(token.types) && !token.empty ? props.children : <span {...props} />;
}
