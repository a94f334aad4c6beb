import type { Navbar } from "@docusaurus/theme-common";
import { productName, repositoryUrl } from "./site";
import { translateConfig } from "./translateConfig";

/** Navbar items in the order the spec lists them; labels are translated through i18n/ru/docusaurus-theme-classic/navbar.json. */
export const navbar: Omit<Navbar, "style"> & { style?: Navbar["style"] } = {
  title: productName,
  hideOnScroll: true,
  logo: {
    alt: `${productName} logo`,
    src: "img/logo.svg",
    srcDark: "img/logo-dark.svg",
    href: "/",
    width: 28,
    height: 28,
  },
  items: [
    { type: "docSidebar", sidebarId: "mainSidebar", position: "left", label: "Documentation" },
    { type: "docSidebar", sidebarId: "ui", position: "left", label: "UI" },
    { to: "/blog", label: "Blog", position: "left" },
    {
      type: "docsVersionDropdown",
      position: "right",
      dropdownItemsAfter: [{ to: "/versions/", label: translateConfig("navbar.versions.all", "All versions") }],
    },
    { type: "localeDropdown", position: "right" },
    {
      href: repositoryUrl,
      position: "right",
      className: "navbar-icon-link navbar-icon-link--github",
      "aria-label": translateConfig("navbar.github.ariaLabel", "Testplane source code on GitHub"),
    },
  ],
};
