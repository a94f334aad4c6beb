import type { Code, Heading, Image, Link, Nodes, Parent, PhrasingContent, Root, RootContent } from "mdast";
import type { MdxJsxFlowElement, MdxJsxTextElement } from "mdast-util-mdx-jsx";
import { toString } from "mdast-util-to-string";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import remarkStringify from "remark-stringify";
import { unified } from "unified";
import { resolvePicture } from "../../src/components/DocFigure/resolvePicture";

/** What turning one page's MDX into its Markdown copy needs to know about the site. */
export interface CopySource {
  title: string;
  description?: string;
  /** Path of the MDX file, for error messages. */
  file: string;
  /** Absolute URL for a link as written in the page (site path, relative file path or fragment). */
  linkUrl: (url: string) => string;
  /** Absolute URL of an image as written in the page. */
  imageUrl: (url: string) => string;
  /** The page's locale, which picks a picture's language variant. */
  locale: string;
  /** Title of an admonition without one of its own (`:::note` → "Note"), in the page's language. */
  admonitionTitle: (type: string) => string;
}

const ADMONITIONS = new Set([
  "note",
  "tip",
  "info",
  "warning",
  "caution",
  "danger",
  "important",
  "success",
  "secondary",
]);

/** `:::warning Deprecated` is Docusaurus's older title form; remark-directive reads only `:::warning[Deprecated]`. */
function bracketAdmonitionTitles(mdx: string): string {
  return mdx.replace(/^(\s*:::)([a-z]+)[ \t]+([^\s[{].*)$/gm, "$1$2[$3]");
}

/** MDX comments (`{/* #id *\/}`, `{/* truncate *\/}`) say nothing to a reader; any other expression would need running. */
function isComment(value: string): boolean {
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(value);
}

function fail(source: CopySource, node: Nodes, what: string): never {
  const line = node.position?.start.line;
  throw new Error(`[llms-txt] ${source.file}${line ? `:${line}` : ""}: ${what} has no Markdown rendering yet`);
}

function text(value: string): PhrasingContent {
  return { type: "text", value };
}

/** Text directives (`:name`) that Docusaurus does not use are plain text in the page; they are here too. */
function directiveAsText(node: Nodes & { name: string }, children: RootContent[]): RootContent[] {
  return [text(`:${node.name}`), ...(children.length ? [text("["), ...children, text("]")] : [])] as RootContent[];
}

/** A <DocFigure> as its light picture with the alt text, and the caption as a paragraph of its own. */
function figure(node: MdxJsxFlowElement | MdxJsxTextElement, source: CopySource): RootContent[] {
  const { attributes } = node;
  const value = (name: string) => {
    const found = attributes.find((attribute) => attribute.type === "mdxJsxAttribute" && attribute.name === name);
    return typeof found?.value === "string" ? found.value : undefined;
  };
  const src = value("src");
  if (!src) return fail(source, node, "a <DocFigure> without a literal src");
  const image: Image = {
    type: "image",
    url: source.imageUrl(resolvePicture(src, source.locale).light),
    alt: value("alt"),
  };
  const caption = value("caption");
  return [
    { type: "paragraph", children: [image] },
    ...(caption
      ? [{ type: "paragraph", children: [{ type: "emphasis", children: [text(caption)] }] } as RootContent]
      : []),
  ];
}

function transformChildren(parent: Parent, source: CopySource): void {
  parent.children = parent.children.flatMap((child) => transform(child as Nodes, source)) as Parent["children"];
}

function transform(node: Nodes, source: CopySource): RootContent[] {
  switch (node.type) {
    case "yaml":
    case "mdxjsEsm":
      return [];
    case "mdxFlowExpression":
    case "mdxTextExpression":
      if (isComment(node.value)) return [];
      return fail(source, node, `the expression {${node.value}}`);
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      if (node.name === "kbd") return [{ type: "inlineCode", value: toString(node) }];
      if (node.name === "br") return [{ type: "break" }];
      if (node.name === "DocFigure") return figure(node, source);
      return fail(source, node, `the component <${node.name ?? ""}>`);
    case "containerDirective": {
      if (!ADMONITIONS.has(node.name)) return fail(source, node, `the directive :::${node.name}`);
      const [first, ...rest] = node.children;
      const labelled = first?.type === "paragraph" && first.data?.directiveLabel === true;
      const label: PhrasingContent[] = labelled ? first.children : [text(source.admonitionTitle(node.name))];
      const body = labelled ? rest : node.children;
      const quote: RootContent = {
        type: "blockquote",
        children: [{ type: "paragraph", children: [{ type: "strong", children: label }] }, ...body],
      };
      transformChildren(quote, source);
      return [quote];
    }
    case "leafDirective":
    case "textDirective":
      return directiveAsText(
        node,
        node.children.flatMap((child) => transform(child, source)),
      );
    case "heading": {
      transformChildren(node, source);
      trimEnd(node);
      return [node];
    }
    case "code":
      return [withoutBuildMeta(node)];
    case "link":
    case "definition":
      if ("children" in node) transformChildren(node, source);
      return [{ ...node, url: source.linkUrl(node.url) } as Link];
    case "image":
      return [{ ...node, url: source.imageUrl(node.url) } as Image];
    default:
      if ("children" in node) transformChildren(node, source);
      return [node as RootContent];
  }
}

/** A heading id comment leaves a trailing space behind the heading's text. */
function trimEnd(heading: Heading): void {
  const last = heading.children[heading.children.length - 1];
  if (last?.type === "text") last.value = last.value.trimEnd();
}

/** Only a code block's title means something to a reader; `fragment`, line numbers and highlights are for the build. */
function withoutBuildMeta(code: Code): Code {
  const title = /\btitle=("[^"]*"|'[^']*')/.exec(code.meta ?? "")?.[1];
  return { ...code, meta: title ? `title=${title}` : null };
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const printer = unified()
  .use(remarkGfm, { tablePipeAlign: false })
  .use(remarkStringify, { bullet: "-", fences: true, rule: "-", emphasis: "_", listItemIndent: "one" });

/**
 * The Markdown copy of a doc page or blog post: its title, description and text, with MDX-only syntax
 * (imports, comments, admonition directives) turned into plain Markdown and every link and image absolute.
 * A component or expression it cannot render stops the build, naming the file, rather than leaking into the copy.
 */
export function markdownCopy(mdx: string, source: CopySource): string {
  const tree = parser.parse(bracketAdmonitionTitles(mdx)) as Root;
  transformChildren(tree, source);
  const body = printer.stringify(tree).trim();
  const header = [`# ${source.title}`, ...(source.description ? [`> ${source.description}`] : [])];
  return `${[...header, body].join("\n\n")}\n`;
}
