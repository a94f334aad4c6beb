import { createRequire } from "node:module";
import { normalizeTokens, Prism } from "prism-react-renderer";
import { codeOfLines, encodeLines, TOKENS_ATTRIBUTE } from "./tokenCodec";

interface CodeNode {
  type: "code";
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: { start: { line: number } };
  data?: { hProperties?: Record<string, unknown> };
}
interface AnyNode {
  type: string;
  children?: AnyNode[];
}

const requireFromHere = createRequire(__filename);

/** Registers Prism components (e.g. "bash") on prism-react-renderer's Prism, as the theme does in the browser. */
function registerLanguages(languages: string[]): void {
  const global = globalThis as { Prism?: unknown };
  const previous = global.Prism;
  global.Prism = Prism;
  try {
    for (const language of languages) {
      if (!Prism.languages[language]) requireFromHere(`prismjs/components/prism-${language}`);
    }
  } finally {
    if (previous === undefined) delete global.Prism;
    else global.Prism = previous;
  }
}

/** What asks the theme to number or highlight lines: `showLineNumbers`, `{1,3-4}`, a `highlight-…` magic comment. */
const LINE_MARKUP_META = /\bshowLineNumbers\b|\{[\d\s,.-]+\}/;
const MAGIC_COMMENT = /(?:\/\/|#|<!--|\/\*)\s*highlight-(?:next-line|start|end)\b/;

/**
 * Code blocks here render their tokens as text with line breaks, no element per line
 * (theme/CodeBlock/Content), so line numbers and highlighted lines would silently not show: stop the build.
 */
function assertNoLineMarkup(node: CodeNode, file: string | undefined): void {
  if (!LINE_MARKUP_META.test(node.meta ?? "") && !MAGIC_COMMENT.test(node.value)) return;
  throw new Error(
    `${file ?? "a page"}:${node.position?.start.line ?? "?"}: this site's code blocks neither number nor highlight ` +
      "lines (plugins/prebuilt-highlight); remove showLineNumbers, the {…} line range or the highlight- comment.",
  );
}

function visitCode(node: AnyNode, onCode: (code: CodeNode) => void): void {
  if (node.type === "code") onCode(node as unknown as CodeNode);
  node.children?.forEach((child) => visitCode(child, onCode));
}

/**
 * Remark plugin: highlights every fenced code block at build time with the same Prism and
 * languages the theme would use in the browser, and stores the tokens on the block, so pages ship
 * the result instead of Prism (~30 KB gzipped). The tokens hold the whole code, so the block's own
 * text is emptied: a page chunk carries each code block once (theme/MDXComponents puts it back).
 */
export default function remarkPrismTokens(options: { additionalLanguages?: string[]; styledTypes?: string[] } = {}) {
  registerLanguages(options.additionalLanguages ?? []);
  const styledTypes = options.styledTypes && new Set(options.styledTypes);
  return (tree: AnyNode, file: { path?: string }) => {
    visitCode(tree, (node) => {
      assertNoLineMarkup(node, file.path);
      const grammar = Prism.languages[(node.lang ?? "").toLowerCase()];
      if (!grammar || node.value === "") return;
      const encoded = encodeLines(normalizeTokens(Prism.tokenize(node.value, grammar)), styledTypes);
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, [TOKENS_ATTRIBUTE]: JSON.stringify(encoded) },
      };
      if (codeOfLines(encoded) === node.value) node.value = "";
    });
  };
}
