import ts from "typescript";
import { collectExamples, type CodeExample } from "./codeExamples";

const EN_DOCS = "docs/";
const RU_DOCS = "i18n/ru/docusaurus-plugin-content-docs/current/";

/** A complete test sample of the English docs, with its Russian copy and how it is to be run. */
export interface TestSample {
  /** `docs/<page>.mdx#<n>`: the page and the sample's 1-based position among the page's test samples. */
  id: string;
  example: CodeExample;
  /** The fence meta's `no-run="…"`: why the sample cannot run against the fixture site. */
  noRun?: string;
  /** `sample-browser="bidi"` in the fence meta: the sample needs a WebDriver BiDi session. */
  bidi: boolean;
}

export interface SampleSet {
  samples: TestSample[];
  /** Russian copies that differ from the English sample in more than strings and comments, or are missing. */
  parityErrors: string[];
}

/** A test file as the docs show it: describe/it at the top level, not marked as a fragment. */
export function isCompleteTestSample(example: CodeExample): boolean {
  return !example.fragment && /^(describe|it)\(/m.test(example.code);
}

function metaValue(meta: string, key: string): string | undefined {
  return new RegExp(`(?:^|\\s)${key}="([^"]*)"`).exec(meta)?.[1];
}

/**
 * The code without comments and with every string, template text and regular expression emptied: two
 * samples with the same shape differ at most in what a translator may change (regular expressions in
 * samples match visible text, such as a price format or a page title).
 */
export function codeShape(code: string, language: CodeExample["language"]): string {
  const source = ts.createSourceFile(
    `sample.${language}`,
    code,
    ts.ScriptTarget.Latest,
    false,
    language === "ts" ? ts.ScriptKind.TS : ts.ScriptKind.JS,
  );
  const emptyStrings: ts.TransformerFactory<ts.SourceFile> = (context) => {
    const visit = (node: ts.Node): ts.Node => {
      if (ts.isStringLiteral(node)) return ts.factory.createStringLiteral("");
      if (ts.isNoSubstitutionTemplateLiteral(node)) return ts.factory.createNoSubstitutionTemplateLiteral("");
      if (ts.isTemplateHead(node)) return ts.factory.createTemplateHead("");
      if (ts.isTemplateMiddle(node)) return ts.factory.createTemplateMiddle("");
      if (ts.isTemplateTail(node)) return ts.factory.createTemplateTail("");
      if (ts.isRegularExpressionLiteral(node)) return ts.factory.createRegularExpressionLiteral("/(?:)/");
      return ts.visitEachChild(node, visit, context);
    };
    return (file) => ts.visitNode(file, visit) as ts.SourceFile;
  };
  const [transformed] = ts.transform(source, [emptyStrings]).transformed;
  return ts.createPrinter({ removeComments: true }).printFile(transformed!);
}

function samplesByPage(examples: CodeExample[], root: string): Map<string, CodeExample[]> {
  const pages = new Map<string, CodeExample[]>();
  for (const example of examples) {
    if (!example.file.startsWith(root) || !isCompleteTestSample(example)) continue;
    const page = example.file.slice(root.length);
    pages.set(page, [...(pages.get(page) ?? []), example]);
  }
  return pages;
}

/** Every complete test sample of the English docs, each checked against its Russian copy. */
export function collectTestSamples(repoRoot: string): SampleSet {
  const examples = collectExamples(repoRoot);
  const english = samplesByPage(examples, EN_DOCS);
  const russian = samplesByPage(examples, RU_DOCS);
  const samples: TestSample[] = [];
  const parityErrors: string[] = [];
  for (const [page, list] of english) {
    const copies = russian.get(page) ?? [];
    if (copies.length !== list.length) {
      parityErrors.push(`${page}: ${list.length} test samples in English, ${copies.length} in Russian`);
    }
    list.forEach((example, index) => {
      const id = `${EN_DOCS}${page}#${index + 1}`;
      const copy = copies[index];
      const otherRunner = /^import .* from "(vitest|@jest\/globals|mocha|@playwright\/test)";?$/m.exec(
        example.code,
      )?.[1];
      const noRun =
        metaValue(example.meta, "no-run") ??
        (otherRunner && `a test file for ${otherRunner}, not for Testplane's runner`);
      if (copy && codeShape(copy.code, copy.language) !== codeShape(example.code, example.language)) {
        parityErrors.push(`${id}: the Russian copy (${copy.file}:${copy.line}) differs in code, not only in strings`);
      }
      if (copy && metaValue(copy.meta, "no-run") !== metaValue(example.meta, "no-run")) {
        parityErrors.push(`${id}: the Russian copy's no-run reason differs`);
      }
      samples.push({ id, example, noRun, bidi: metaValue(example.meta, "sample-browser") === "bidi" });
    });
  }
  return { samples, parityErrors };
}
