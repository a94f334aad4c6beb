import { sep } from "node:path";
import type { ParseFrontMatter } from "@docusaurus/types";
import { bindOneLetterWords } from "../src/remark/remarkNbspAfterOneLetterWords";

const RUSSIAN_CONTENT = `${sep}i18n${sep}ru${sep}`;

/**
 * Front matter as Docusaurus parses it, with the Russian pages' titles bound like their prose
 * (src/remark/remarkNbspAfterOneLetterWords): the title is the page's <h1>, which remark never sees.
 */
export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const result = await params.defaultParseFrontMatter(params);
  const { title } = result.frontMatter;
  if (params.filePath.includes(RUSSIAN_CONTENT) && typeof title === "string")
    result.frontMatter.title = bindOneLetterWords(title);
  return result;
};
