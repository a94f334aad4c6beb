import type { Footer } from "@docusaurus/theme-common";
import { changelogUrl } from "./site";

// Type aliases rather than interfaces: the theme's footer types carry an index signature.
type LinkItem = { label: string; to?: string; href?: string };
type LinkGroup = { title: string; items: LinkItem[] };

/** The spec's four groups. Titles and labels are translated in i18n/ru/docusaurus-theme-classic/footer.json. */
export const footerGroups: LinkGroup[] = [
  {
    title: "Quick start",
    items: [
      { label: "Overview", to: "/docs/v8/" },
      { label: "Installation", to: "/docs/v8/quickstart/" },
      { label: "Why Testplane", to: "/docs/v8/#why-testplane" },
    ],
  },
  {
    title: "Key features",
    items: [
      { label: "Browser commands", to: "/docs/v8/commands/overview/" },
      { label: "Configuration", to: "/docs/v8/config/main/" },
      { label: "UI reporter setup", to: "/docs/v8/html-reporter/html-reporter-setup/" },
    ],
  },
  {
    title: "Customization",
    items: [
      { label: "Testplane API", to: "/docs/v8/reference/testplane-api/" },
      { label: "Testplane events", to: "/docs/v8/reference/testplane-events/" },
      { label: "Plugins", to: "/docs/v8/plugins/hermione-browser-version-changer/" },
    ],
  },
  {
    title: "Resources",
    items: [
      { label: "Docs", to: "/docs/v8/" },
      { label: "Blog", to: "/blog/" },
      { label: "Changelog", href: changelogUrl },
    ],
  },
];

/** The footer: a missing page among these links stops the build (onBrokenLinks: "throw"). */
export function buildFooter(): Footer {
  return { style: "dark", links: footerGroups, copyright: "MIT License 2024" };
}
