import { describe, expect, it } from "vitest";
import { remarkDocFigure } from "../../src/components/DocFigure/remarkDocFigure";
import { resolvePicture } from "../../src/components/DocFigure/resolvePicture";
import imageSizes from "../../src/components/DocFigure/imageSizes.json";

interface Attribute {
  type: string;
  name: string;
  value: string;
}

const figure = (src: string) => ({
  type: "mdxJsxFlowElement",
  name: "DocFigure",
  attributes: [
    { type: "mdxJsxAttribute", name: "src", value: src },
    { type: "mdxJsxAttribute", name: "alt", value: "A picture" },
  ],
  children: [],
});

function resolve(src: string, locale: string): Record<string, string> {
  const node = figure(src);
  remarkDocFigure({ locale })({ type: "root", children: [node] }, { path: "docs/page.mdx" });
  return Object.fromEntries((node.attributes as Attribute[]).map((attribute) => [attribute.name, attribute.value]));
}

describe("DocFigure resolved at build time", () => {
  it("gives a screenshot its light and dark files and their size", () => {
    const attributes = resolve("/img/docs/report/report-overview", "ru");
    expect(attributes.light).toBe("/img/docs/report/report-overview-light.webp");
    expect(attributes.dark).toBe("/img/docs/report/report-overview-dark.webp");
    const size = (imageSizes as Record<string, { width: number; height: number }>)[attributes.light!]!;
    expect([attributes.width, attributes.height]).toEqual([String(size.width), String(size.height)]);
    expect(attributes.alt).toBe("A picture");
  });

  it("picks the diagram drawn for the page's locale", () => {
    expect(resolve("/img/docs/diagrams/assert-view-flow", "ru").light).toBe(
      "/img/docs/diagrams/assert-view-flow-ru-light.svg",
    );
    expect(resolve("/img/docs/diagrams/assert-view-flow", "en").light).toBe(
      "/img/docs/diagrams/assert-view-flow-en-light.svg",
    );
  });

  it("adds a diagram's narrow layout for phones where it has one, and nothing where it has none", () => {
    const flow = resolve("/img/docs/diagrams/assert-view-flow", "ru");
    expect([flow.narrowLight, flow.narrowDark]).toEqual([
      "/img/docs/diagrams/assert-view-flow-narrow-ru-light.svg",
      "/img/docs/diagrams/assert-view-flow-narrow-ru-dark.svg",
    ]);
    const size = (imageSizes as Record<string, { width: number; height: number }>)[flow.narrowLight!]!;
    expect([flow.narrowWidth, flow.narrowHeight]).toEqual([String(size.width), String(size.height)]);
    expect(Number(flow.narrowWidth)).toBeLessThan(Number(flow.width));
    // SbS shows three images in a row across the screen: no crop would keep its point.
    expect(
      Object.keys(resolve("/img/docs/report/report-diff-3-up-scaled", "en")).filter((name) =>
        name.startsWith("narrow"),
      ),
    ).toEqual([]);
  });

  it("adds a report screenshot's phone crop, the same rectangle in both colour modes and at most 720 px wide", () => {
    const overview = resolve("/img/docs/report/report-overview", "ru");
    expect([overview.narrowLight, overview.narrowDark]).toEqual([
      expect.stringMatching(/^\/img\/docs\/report\/report-overview-narrow-light\.(webp|png)$/),
      expect.stringMatching(/^\/img\/docs\/report\/report-overview-narrow-dark\.(webp|png)$/),
    ]);
    const sizes = imageSizes as Record<string, { width: number; height: number }>;
    const crops = Object.keys(sizes).filter((path) => /^\/img\/docs\/report\/.*-narrow-light\./.test(path));
    expect(crops.length).toBeGreaterThan(10);
    for (const light of crops) {
      const { narrow } = resolvePicture(light.replace(/-narrow-light\.\w+$/, ""), "en");
      // Twice a phone's 360 px column: wider, the report's 13 px text would shrink under 6.5 px.
      expect({ light, width: narrow!.width <= 720 }).toEqual({ light, width: true });
      expect({ light, dark: sizes[narrow!.dark!] }).toEqual({ light, dark: sizes[light] });
    }
  });

  it("resolves a blog diagram under /img/blog: one file per locale for both colour modes, and its narrow layout", () => {
    const mcp = resolve("/img/blog/mcp-agent-flow", "ru");
    expect([mcp.light, mcp.dark, mcp.narrowLight, mcp.narrowDark]).toEqual([
      "/img/blog/mcp-agent-flow-ru.svg",
      undefined,
      "/img/blog/mcp-agent-flow-narrow-ru.svg",
      undefined,
    ]);
    expect(resolve("/img/blog/mcp-agent-flow", "en").narrowLight).toBe("/img/blog/mcp-agent-flow-narrow-en.svg");
    expect(mcp.narrowWidth).toBe("360");
  });

  it("stops the build with the file's path when a picture is missing or its src is not literal", () => {
    expect(() => resolve("/img/docs/report/no-such-screen", "en")).toThrow(
      /no picture \/img\/docs\/report\/no-such-screen/,
    );
    const node = { type: "mdxJsxFlowElement", name: "DocFigure", attributes: [], children: [] };
    expect(() =>
      remarkDocFigure({ locale: "en" })({ type: "root", children: [node] }, { path: "docs/page.mdx" }),
    ).toThrow(/docs\/page\.mdx: <DocFigure> needs a literal src/);
  });
});
