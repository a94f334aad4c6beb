import { readFileSync } from "node:fs";
import { join } from "node:path";
import { collectExamples, type CodeExample } from "./codeExamples";
import { codeShape } from "./codeShape";
import { metaFlag, metaValue, readFences } from "./fences";

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
  /**
   * `sample-config` in the fence meta: the test depends on the page's config, so it runs in a project of its
   * own whose config is the nearest `testplane.config.*` block above it on the page, or with
   * `sample-config="docs/<page>.mdx"` the last one on that page.
   */
  config?: CodeExample;
}

/** A block marked `sample-file` (any language): the runner writes it at its title path, e.g. a JSON fixture. */
export interface SampleFile {
  path: string;
  code: string;
}

export interface SampleSet {
  samples: TestSample[];
  /**
   * Russian copies (of samples and of the modules they import) that differ from the English code in more than strings
   * and comments, or are missing.
   */
  parityErrors: string[];
}

/** A test file as the docs show it: describe/it at the top level, not marked as a fragment. */
export function isCompleteTestSample(example: CodeExample): boolean {
  return !example.fragment && /^(describe|it)\(/m.test(example.code);
}

const CONFIG_TITLE = /(?:^|\/)testplane\.config\.[jt]s$/;

/** The config a `sample-config` test runs with: the last config block above it, or on the page it names. */
export function configOf(sample: CodeExample, examples: CodeExample[]): CodeExample | undefined {
  const page = metaValue(sample.meta, "sample-config");
  return examples
    .filter((example) => (page ? example.file === page : example.file === sample.file && example.line < sample.line))
    .filter((example) => CONFIG_TITLE.test(metaValue(example.meta, "title") ?? ""))
    .at(-1);
}

/** A TypeScript or JavaScript block marked `sample-file`: a module that the page's test samples import. */
function isSampleModule(example: CodeExample): boolean {
  return metaFlag(example.meta, "sample-file");
}

function samplesByPage(
  examples: CodeExample[],
  root: string,
  wanted: (example: CodeExample) => boolean = isCompleteTestSample,
): Map<string, CodeExample[]> {
  const pages = new Map<string, CodeExample[]>();
  for (const example of examples) {
    if (!example.file.startsWith(root) || !wanted(example)) continue;
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
      if (copy && metaFlag(copy.meta, "sample-config") !== metaFlag(example.meta, "sample-config")) {
        parityErrors.push(`${id}: sample-config is set on only one of the English sample and its Russian copy`);
      }
      const config = metaFlag(example.meta, "sample-config") ? configOf(example, examples) : undefined;
      if (metaFlag(example.meta, "sample-config") && !config) {
        parityErrors.push(
          `${id}: marked sample-config, but no testplane.config.* block is found above it or on the page it names`,
        );
      }
      samples.push({ id, example, noRun, bidi: metaValue(example.meta, "sample-browser") === "bidi", config });
    });
  }
  // The modules the samples import run from the English page only: their Russian copies must hold the same code.
  const russianModules = samplesByPage(examples, RU_DOCS, isSampleModule);
  for (const [page, list] of samplesByPage(examples, EN_DOCS, isSampleModule)) {
    list.forEach((module, index) => {
      const copy = russianModules.get(page)?.[index];
      const title = metaValue(module.meta, "title");
      if (
        !copy ||
        metaValue(copy.meta, "title") !== title ||
        codeShape(copy.code, copy.language) !== codeShape(module.code, module.language)
      ) {
        parityErrors.push(
          `${EN_DOCS}${page}: the Russian copy of the sample file ${title} is missing or differs in code`,
        );
      }
    });
  }
  return { samples, parityErrors };
}

/** The blocks of a page marked `sample-file`, with the path their titles give. */
export function extractSampleFiles(markdown: string, file: string): SampleFile[] {
  return readFences(markdown, file).flatMap(({ meta, code }) => {
    const path = metaFlag(meta, "sample-file") ? metaValue(meta, "title") : undefined;
    return path ? [{ path, code: `${code}\n` }] : [];
  });
}

/** Every `sample-file` block of the given pages. */
export function collectSampleFiles(repoRoot: string, pages: string[]): SampleFile[] {
  return [...new Set(pages)].flatMap((page) => extractSampleFiles(readFileSync(join(repoRoot, page), "utf8"), page));
}
