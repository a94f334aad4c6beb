import type { Options as DocsOptions } from "@docusaurus/plugin-content-docs";
import { contentRemarkPlugins, headingRemarkPlugins } from "./remarkPlugins";
import { currentVersion } from "./site";

export const docs: DocsOptions = {
  path: "docs",
  routeBasePath: "docs",
  sidebarPath: "./sidebars.ts",
  lastVersion: "current",
  versions: {
    current: { label: currentVersion.label, path: currentVersion.path },
  },
  breadcrumbs: true,
  showLastUpdateTime: false,
  beforeDefaultRemarkPlugins: headingRemarkPlugins,
  remarkPlugins: contentRemarkPlugins,
};
