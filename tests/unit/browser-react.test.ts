import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { browserReactAliases, withoutHoistedResources } from "../../plugins/browser-react";

const root = createRequire(__filename);
const runtime = createRequire(join(__dirname, "../../plugins/browser-react/runtime/package.json"));

interface ReactPair {
  createElement: (type: string, props: object | null, ...children: ReactNode[]) => ReactNode;
  renderToString: (node: ReactNode) => string;
}
const load = (from: NodeJS.Require): ReactPair => ({
  createElement: (from("react") as ReactPair).createElement,
  renderToString: (from("react-dom/server") as ReactPair).renderToString,
});
const server = load(root);
const browser = load(runtime);

// A navbar with a themed logo and a page with a figure: the images React 19 preloads.
function scene({ createElement: h }: ReactPair): ReactNode {
  return h(
    "div",
    { className: "main-wrapper" },
    h(
      "nav",
      null,
      h("img", { src: "/img/logo.svg", alt: "Testplane" }),
      h("img", { src: "/img/logo-dark.svg", alt: "Testplane" }),
    ),
    h("article", null, h("p", null, "Run ", "npx testplane"), h("img", { src: "/img/report.png", alt: "Report" })),
  );
}

const page = (appHtml: string) =>
  `<body><div id="__docusaurus">${appHtml}</div><script src="/main.js"></script></body>`;

describe("the browser's React", () => {
  it("resolves every React entry point of the browser bundle to React 18", () => {
    const aliases = browserReactAliases();
    expect(Object.keys(aliases).sort()).toEqual(
      ["react$", "react-dom$", "react-dom/client$", "react/jsx-dev-runtime$", "react/jsx-runtime$"].sort(),
    );
    for (const file of Object.values(aliases)) {
      const manifest = join(dirname(file), "package.json");
      expect(JSON.parse(readFileSync(manifest, "utf8")).version, file).toBe("18.3.1");
    }
    expect((root("react/package.json") as { version: string }).version).toMatch(/^19\./);
  });

  it("gets the markup React 18 would render once React 19's hoisted preloads are removed", () => {
    const rendered = server.renderToString(scene(server));
    expect(rendered).toMatch(/^<link rel="preload" as="image" href="\/img\/logo.svg"\/>/);
    expect(withoutHoistedResources(page(rendered))).toBe(page(browser.renderToString(scene(browser))));
  });

  it("removes the preloads from minified pages and leaves links elsewhere alone", () => {
    const minified =
      "<head><link rel=preload href=/font.woff2 as=font></head><div id=__docusaurus><link rel=preload as=image href=/img/logo.svg /><nav><link rel=x></nav></div>";
    expect(withoutHoistedResources(minified)).toBe(
      "<head><link rel=preload href=/font.woff2 as=font></head><div id=__docusaurus><nav><link rel=x></nav></div>",
    );
    expect(withoutHoistedResources(page("<nav></nav>"))).toBe(page("<nav></nav>"));
  });
});
