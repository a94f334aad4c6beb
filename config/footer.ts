import type { Footer } from "@docusaurus/theme-common";
import { changelogUrl, docsPath } from "./site";

// Type aliases rather than interfaces: the theme's footer types carry an index signature.
type LinkItem = { label: string; to?: string; href?: string };
type LinkGroup = { title: string; items: LinkItem[] };

/** The spec's four groups. Titles and labels are translated in i18n/ru/docusaurus-theme-classic/footer.json. */
export const footerGroups: LinkGroup[] = [
  {
    title: "Quick start",
    items: [
      { label: "Overview", to: docsPath() },
      { label: "Installation", to: docsPath("quickstart/") },
      { label: "Why Testplane", to: docsPath("#why-testplane") },
    ],
  },
  {
    title: "Key features",
    items: [
      { label: "Browser commands", to: docsPath("commands/overview/") },
      { label: "Configuration", to: docsPath("config/main/") },
      { label: "UI reporter setup", to: docsPath("html-reporter/html-reporter-setup/") },
    ],
  },
  {
    title: "Customization",
    items: [
      { label: "Testplane API", to: docsPath("reference/testplane-api/") },
      { label: "Testplane events", to: docsPath("reference/testplane-events/") },
      { label: "Plugins", to: docsPath("plugins/hermione-browser-version-changer/") },
    ],
  },
  {
    title: "Resources",
    items: [
      { label: "Docs", to: docsPath() },
      { label: "Blog", to: "/blog/" },
      { label: "Changelog", href: changelogUrl },
    ],
  },
];

/** The footer: a missing page among these links stops the build (onBrokenLinks: "throw"). */
export function buildFooter(): Footer {
  return { style: "dark", links: footerGroups, copyright: "MIT License 2024" };
}
