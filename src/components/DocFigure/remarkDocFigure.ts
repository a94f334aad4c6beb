import { resolvePicture } from "./resolvePicture";

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface AnyNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  children?: AnyNode[];
}

function visitFigures(node: AnyNode, onFigure: (figure: AnyNode) => void): void {
  if ((node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") && node.name === "DocFigure")
    onFigure(node);
  node.children?.forEach((child) => visitFigures(child, onFigure));
}

/**
 * Remark plugin: resolves each <DocFigure src="…"> at build time into the files of the page's locale and
 * their intrinsic size, written on the element as `light`, `dark`, `width` and `height` (and `narrow…` for the
 * version for phones: a diagram's own layout, a screenshot's crop). The page then
 * ships four strings per picture instead of the size table of every picture in the docs and the blog.
 */
export function remarkDocFigure({ locale }: { locale: string }) {
  return (tree: AnyNode, file: { path?: string }): void => {
    visitFigures(tree, (figure) => {
      const attributes = figure.attributes ?? [];
      const src = attributes.find((attribute) => attribute.name === "src")?.value;
      if (typeof src !== "string") throw new Error(`${file.path ?? "MDX"}: <DocFigure> needs a literal src`);
      const { light, dark, width, height, narrow } = resolvePicture(src, locale);
      const resolved: Record<string, string | undefined> = {
        light,
        dark,
        width: String(width),
        height: String(height),
        narrowLight: narrow?.light,
        narrowDark: narrow?.dark,
        narrowWidth: narrow && String(narrow.width),
        narrowHeight: narrow && String(narrow.height),
      };
      figure.attributes = [
        ...attributes.filter((attribute) => !(attribute.name && attribute.name in resolved)),
        ...Object.entries(resolved)
          .filter((entry): entry is [string, string] => entry[1] !== undefined)
          .map(([name, value]) => ({ type: "mdxJsxAttribute", name, value })),
      ];
    });
  };
}
