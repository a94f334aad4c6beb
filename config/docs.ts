import type { Options as DocsOptions } from "@docusaurus/plugin-content-docs";
import { contentRemarkPlugins, headingRemarkPlugins } from "./remarkPlugins";
import { currentVersion } from "./site";

export const docs: DocsOptions = {
  path: "docs",
  routeBasePath: "docs",
  sidebarPath: "./sidebars.ts",
  lastVersion: "current",
  versions: {
    // The badge ("Version: v8") on every doc page: Docusaurus shows it by default only once there are two versions.
    current: { label: currentVersion.label, path: currentVersion.path, badge: true },
  },
  breadcrumbs: true,
  showLastUpdateTime: false,
  beforeDefaultRemarkPlugins: headingRemarkPlugins,
  remarkPlugins: contentRemarkPlugins,
};
