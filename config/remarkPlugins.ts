import type { Options as DocsOptions } from "@docusaurus/plugin-content-docs";
import { remarkPrismTokens } from "../plugins/prebuilt-highlight";
import { styledTypes } from "../plugins/prebuilt-highlight/tokenStyles";
import { remarkHeadingBreaks } from "../src/remark/remarkHeadingBreaks";
import { remarkDocFigure } from "../src/components/DocFigure/remarkDocFigure";
import { remarkTableCellLabels } from "../src/remark/remarkTableCellLabels";
import { remarkNbspAfterOneLetterWords } from "../src/remark/remarkNbspAfterOneLetterWords";
import { remarkTableCodeBreaks } from "../src/remark/remarkTableCodeBreaks";
import { remarkInlineCodeBreaks } from "../src/remark/remarkInlineCodeBreaks";
import { prism, prismAdditionalLanguages } from "./prism";
import { buildLocale } from "./site";

const currentLocale = buildLocale();

/**
 * Remark plugins of the docs and the blog, each doing at build time what would otherwise ship to the
 * browser: code blocks are highlighted, pictures are resolved to the locale's files and sizes, table
 * cells are labelled with their column's heading for the phone layout, long code may wrap at its joints,
 * command-line flags stay on one line, and on Russian pages one-letter words keep to the word after them.
 */
export const contentRemarkPlugins: NonNullable<DocsOptions["remarkPlugins"]> = [
  [
    remarkPrismTokens,
    { additionalLanguages: prismAdditionalLanguages, styledTypes: styledTypes([prism.theme!, prism.darkTheme!]) },
  ],
  [remarkDocFigure, { locale: currentLocale }],
  remarkTableCellLabels,
  remarkTableCodeBreaks,
  remarkInlineCodeBreaks,
  [remarkNbspAfterOneLetterWords, { locale: currentLocale }],
];

/** Run before Docusaurus's own remark plugins, so that the table of contents, built from the headings, gets them too. */
export const headingRemarkPlugins: NonNullable<DocsOptions["beforeDefaultRemarkPlugins"]> = [remarkHeadingBreaks];
