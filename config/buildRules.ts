import type { Config } from "@docusaurus/types";

/**
 * How strict the build is about content mistakes, and which framework features it opts into. The
 * build-rule fixtures (tests/fixtures) import these, so they test the rules the site really builds with.
 */
export const buildRules = {
  trailingSlash: true,
  onBrokenLinks: "throw",
  onBrokenAnchors: "warn",
  onDuplicateRoutes: "warn",
  markdown: { hooks: { onBrokenMarkdownLinks: "throw" } },
  future: { v4: true, faster: true },
} satisfies Partial<Config>;
