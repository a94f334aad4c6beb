import type { Options as DocsOptions } from "@docusaurus/plugin-content-docs";
import { remarkPrismTokens } from "../plugins/prebuilt-highlight";
import { remarkDocFigure } from "../src/components/DocFigure/remarkDocFigure";
import { remarkTableCellLabels } from "../src/remark/remarkTableCellLabels";
import { prismAdditionalLanguages } from "./prism";
import { defaultLocale } from "./site";

/**
 * Remark plugins of the docs and the blog, each doing at build time what would otherwise ship to the
 * browser: code blocks are highlighted, pictures are resolved to the locale's files and sizes, and table
 * cells are labelled with their column's heading for the phone layout.
 */
export const contentRemarkPlugins: NonNullable<DocsOptions["remarkPlugins"]> = [
  [remarkPrismTokens, { additionalLanguages: prismAdditionalLanguages }],
  // Docusaurus sets DOCUSAURUS_CURRENT_LOCALE while it builds each locale.
  [remarkDocFigure, { locale: process.env.DOCUSAURUS_CURRENT_LOCALE ?? defaultLocale }],
  remarkTableCellLabels,
];
