import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { RouteConfig } from "@docusaurus/types";
import type { LoadedContent } from "@docusaurus/plugin-content-docs";
import { docsTableReader, withoutDocsTable } from "../../plugins/lean-docs-props";

const docs = {
  quickstart: { id: "quickstart", title: "Quick start", description: "Install and run a first test.", sidebar: "main" },
  "config/browsers": { id: "config/browsers", title: "Browsers", sidebar: "main" },
};

const tree: RouteConfig = {
  path: "/docs/",
  component: "@theme/DocsRoot",
  routes: [
    {
      path: "/docs/v8/",
      component: "@theme/DocVersionRoot",
      props: { version: { version: "current", label: "v8", docsSidebars: { main: [] }, docs } },
      routes: [{ path: "/docs/v8/quickstart", component: "@theme/DocItem", modules: { content: "quickstart.mdx" } }],
    },
  ],
};

describe("docs version data without the docs table", () => {
  const [version] = withoutDocsTable(tree).routes!;

  it("empties the table of all docs", () => {
    expect((version!.props!.version as { docs: unknown }).docs).toEqual({});
  });

  it("keeps the sidebars, the rest of the version data and the route tree as they were", () => {
    expect(version!.props!.version).toMatchObject({ version: "current", label: "v8", docsSidebars: { main: [] } });
    expect(version!.routes).toEqual(tree.routes![0]!.routes);
    expect(Object.keys(docs)).toEqual(["quickstart", "config/browsers"]);
  });
});

describe("whether anything on the site reads the docs table", () => {
  async function site(files: Record<string, string>, generatedIndex = false) {
    const siteDir = await mkdtemp(join(tmpdir(), "lean-docs-"));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(siteDir, path, ".."), { recursive: true });
      await writeFile(join(siteDir, path), text);
    }
    const content = {
      loadedVersions: [
        {
          versionName: "current",
          sidebars: {
            main: [
              {
                type: "category",
                label: "Guides",
                items: [
                  {
                    type: "category",
                    label: "Setup",
                    items: [],
                    link: generatedIndex ? { type: "generated-index" } : undefined,
                  },
                ],
              },
            ],
          },
          docs: Object.keys(files)
            .filter((path) => path.startsWith("docs/"))
            .map((path) => ({ source: `@site/${path}` })),
        },
      ],
    } as unknown as LoadedContent;
    return docsTableReader(siteDir, content);
  }

  it("finds nothing on a site without doc cards", async () => {
    expect(await site({ "docs/intro.mdx": "# Intro", "src/pages/index.tsx": "export default () => null;" })).toBe(
      undefined,
    );
  });

  it("names a doc that renders a card list", async () => {
    expect(await site({ "docs/guides.mdx": "<DocCardList />", "src/pages/index.tsx": "" })).toMatch(
      /docs\/guides\.mdx$/,
    );
  });

  it("names a component that looks docs up by id", async () => {
    expect(await site({ "docs/a.md": "", "src/components/Card/index.tsx": "useDocById(id)" })).toMatch(
      /src\/components\/Card\/index\.tsx$/,
    );
  });

  it("keeps the table when a category has a generated index", async () => {
    expect(await site({ "docs/a.md": "", "src/x.ts": "" }, true)).toMatch(/generated category index/);
  });
});
