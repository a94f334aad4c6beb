import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, posix, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { collectExamples, CONTENT_DIRS, type CodeExample } from "../../helpers/codeExamples";
import { metaFlag, metaValue } from "../../helpers/fences";

const repoRoot = resolve(__dirname, "../../..");
// EXAMPLES_ONLY=commands/browser checks only the files whose path contains that text (quicker while writing).
const only = process.env.EXAMPLES_ONLY;
const examples = collectExamples(repoRoot).filter((example) => !only || example.file.includes(only));
const checked = examples.filter((example) => !example.fragment);
const fragments = examples.filter((example) => example.fragment);

/**
 * Where an example is written. A page with `sample-file` modules gets a folder of its own, in which those modules sit
 * at their title paths and the page's other examples beside their own title paths, so that a test's relative import
 * (`./pages/cart-page` from `tests/cart.testplane.ts`) finds the module shown in another block of the same page.
 */
function examplePath(example: CodeExample, index: number, pagesWithModules: string[]): string {
  const name = `example-${index}.${example.language === "ts" ? "ts" : "js"}`;
  const page = pagesWithModules.indexOf(example.file);
  if (page === -1) return name;
  const title = metaValue(example.meta, "title");
  if (title && metaFlag(example.meta, "sample-file")) return posix.join(`page-${page}`, title);
  return posix.join(`page-${page}`, title ? posix.dirname(title) : "", name);
}

/**
 * Writes every non-fragment example as its own module and type-checks them all in one tsc run
 * against the installed testplane@8 typings; returns the errors by example.
 */
function typeCheck(list: CodeExample[]): Map<CodeExample, string[]> {
  const dir = mkdtempSync(join(tmpdir(), "doc-examples-"));
  const pagesWithModules = [
    ...new Set(list.filter((example) => metaFlag(example.meta, "sample-file")).map((example) => example.file)),
  ];
  const byPath = new Map<string, CodeExample>();
  const names = list.map((example, index) => {
    const name = examplePath(example, index, pagesWithModules);
    // Each example is a module of its own, so names declared in two examples do not collide.
    const isModule = /^\s*(import|export)\s/m.test(example.code);
    const header = example.language === "js" ? "// @ts-check\n" : "";
    mkdirSync(join(dir, dirname(name)), { recursive: true });
    writeFileSync(join(dir, name), `${header}${example.code}\n${isModule ? "" : "export {};\n"}`);
    byPath.set(name, example);
    return name;
  });
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "nodenext",
        moduleResolution: "nodenext",
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        allowJs: true,
        checkJs: true,
        lib: ["ES2022", "DOM", "DOM.Iterable"],
        types: ["node", "testplane"],
        typeRoots: [join(repoRoot, "node_modules/@types"), join(repoRoot, "node_modules")],
        baseUrl: repoRoot,
        paths: { "*": [join(repoRoot, "node_modules/*"), join(repoRoot, "node_modules/@types/*")] },
      },
      files: names,
    }),
  );
  // Run in the folder, so that tsc names each file by the path it was written at.
  const result = spawnSync(join(repoRoot, "node_modules/.bin/tsc"), ["-p", ".", "--pretty", "false"], {
    cwd: dir,
    encoding: "utf8",
  });
  const errors = new Map<CodeExample, string[]>();
  for (const line of result.stdout.split("\n")) {
    const match = /^(.+\.[jt]s)\((\d+),(\d+)\): (.*)$/.exec(line);
    const example = match && byPath.get(match[1]!);
    if (!match || !example) continue;
    const header = example.language === "js" ? 1 : 0;
    const sourceLine = example.line + Number(match[2]) - 1 - header;
    errors.set(example, [...(errors.get(example) ?? []), `${example.file}:${sourceLine}:${match[3]} ${match[4]}`]);
  }
  if (result.status !== 0 && errors.size === 0) {
    throw new Error(`tsc failed without example errors:\n${result.stdout}${result.stderr}`);
  }
  return errors;
}

describe("code examples in docs and blog posts", { timeout: 120_000 }, () => {
  const errors = typeCheck(checked);

  it("finds the examples of every content folder", () => {
    expect(checked.length).toBeGreaterThan(0);
    if (only) return;
    // Docs hold about 520 checked examples per locale and the blog about 13: a folder that stops being read fails here.
    for (const dir of CONTENT_DIRS) {
      const count = checked.filter((example) => example.file.startsWith(`${dir}/`)).length;
      expect(count, dir).toBeGreaterThanOrEqual(dir.includes("blog") ? 8 : 400);
    }
  });

  for (const file of [...new Set(checked.map((example) => example.file))]) {
    it(`${file}: every TypeScript and JavaScript example type-checks against testplane@8`, () => {
      const problems = checked
        .filter((example) => example.file === file)
        .flatMap((example) => errors.get(example) ?? []);
      expect(problems).toEqual([]);
    });
  }

  it("lists the fragments it does not type-check", () => {
    console.log(
      `${checked.length} examples type-checked, ${fragments.length} fragments not checked:\n` +
        fragments.map((example) => `  ${example.file}:${example.line}`).join("\n"),
    );
    expect(fragments.every((example) => example.code.trim().length > 0)).toBe(true);
  });
});
