import type { Footer } from "@docusaurus/theme-common";
import { docExists } from "./docsPresence";
import { changelogUrl } from "./site";

interface LinkItem {
  label: string;
  to?: string;
  href?: string;
}
interface LinkGroup {
  title: string;
  items: LinkItem[];
}

const DOCS_PREFIX = "/docs/v8/";

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

function isWritten({ to }: LinkItem, exists: (docPath: string) => boolean): boolean {
  if (!to?.startsWith(DOCS_PREFIX)) return true;
  const docPath = to.slice(DOCS_PREFIX.length).split("#")[0] ?? "";
  return exists(docPath.replace(/\/+$/, ""));
}

/** Drops links to doc pages that are not written yet (see docsPresence.ts) and groups left empty. */
export function buildFooter(exists: (docPath: string) => boolean = docExists): Footer {
  return {
    style: "dark",
    links: footerGroups
      .map((group) => ({ ...group, items: group.items.filter((item) => isWritten(item, exists)) }))
      .filter((group) => group.items.length > 0),
    copyright: "MIT License 2024",
  };
}
