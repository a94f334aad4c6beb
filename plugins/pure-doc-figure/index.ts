import type { Plugin } from "@docusaurus/types";

/**
 * Marks `<DocFigure>` as free of side effects (`module.rules[].sideEffects`, a documented bundler
 * option). A blog post imports it at the top of its MDX, and the blog list's preview of the post keeps
 * that import though it renders none of the post's pictures; without side effects the bundler drops
 * the unused import, instead of copying the component into every preview chunk.
 */
export default function pureDocFigurePlugin(): Plugin {
  return {
    name: "pure-doc-figure",
    configureWebpack() {
      return {
        module: { rules: [{ test: /[\\/]src[\\/]components[\\/]DocFigure[\\/]index\.tsx$/, sideEffects: false }] },
      };
    },
  };
}
