import { createContext } from "react";
import type { EncodedLines } from "../tokenCodec";

/** The build-time tokens of the code block inside (theme/MDXComponents provides them, theme/CodeBlock/Content reads them). */
export const PrebuiltTokens = createContext<EncodedLines | undefined>(undefined);
