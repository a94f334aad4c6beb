import { describe, expect, it } from "vitest";
import type { RouteConfig } from "@docusaurus/types";
import { withoutDocDescriptions } from "../../plugins/lean-docs-props";

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
      props: { version: { version: "current", label: "v8", docs } },
      routes: [{ path: "/docs/v8/quickstart", component: "@theme/DocItem", modules: { content: "quickstart.mdx" } }],
    },
  ],
};

describe("docs version data without doc descriptions", () => {
  const [version] = withoutDocDescriptions(tree).routes!;

  it("drops each doc's description and keeps its id, title and sidebar", () => {
    expect((version!.props!.version as { docs: unknown }).docs).toEqual({
      quickstart: { id: "quickstart", title: "Quick start", sidebar: "main" },
      "config/browsers": { id: "config/browsers", title: "Browsers", sidebar: "main" },
    });
  });

  it("keeps the rest of the route tree and the version data as they were", () => {
    expect(version!.props!.version).toMatchObject({ version: "current", label: "v8" });
    expect(version!.routes).toEqual(tree.routes![0]!.routes);
    expect(docs.quickstart.description).toBe("Install and run a first test.");
  });
});
