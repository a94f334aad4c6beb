import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Testplane from "testplane";
import { describe, expect, it } from "vitest";

/**
 * Every config option, event, CLI command and flag the installed testplane has is documented, and every matcher
 * of the installed expect-webdriverio, in both locales: after an upgrade that adds one, this names it. Read through
 * Testplane's public API (the parsed config, `testplane.events`), its `--help` output and expect-webdriverio's
 * published typings.
 */
const repoRoot = resolve(__dirname, "../../..");
const DOCS_ROOTS = ["docs", "i18n/ru/docusaurus-plugin-content-docs/current"];

const testplane = new Testplane({ browsers: { chrome: { desiredCapabilities: { browserName: "chrome" } } } });
const config = testplane.config as unknown as Record<string, unknown>;
const rootOptions = Object.keys(config).filter((key) => typeof config[key] !== "function");
const systemOptions = Object.keys(testplane.config.system);
const events = Object.keys(testplane.events);

/**
 * The commands `testplane --help` lists with a project's config, each with the long flags of its own `--help`
 * ("" for the run itself).
 */
function cliReference(config: string): Map<string, string[]> {
  const project = mkdtempSync(join(tmpdir(), "testplane-help-"));
  try {
    writeFileSync(join(project, "testplane.config.js"), `module.exports = ${config};\n`);
    const help = (...args: string[]) => {
      const result = spawnSync(join(repoRoot, "node_modules/.bin/testplane"), [...args, "--help"], {
        cwd: project,
        encoding: "utf8",
      });
      if (result.status !== 0) throw new Error(`testplane ${args.join(" ")} --help: ${result.stderr}`);
      return result.stdout;
    };
    const main = help();
    const commands = ["", ...[...main.matchAll(/^ {4}([a-z-]+) \[options\]/gm)].map(([, command]) => command)];
    return new Map(
      commands.map((command) => [
        command,
        [...(command ? help(command) : main).matchAll(/^ {4}(?:-\w, )?(--[a-z-]+)/gm)]
          .map(([, flag]) => flag)
          .filter((flag) => flag !== "--help"),
      ]),
    );
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
const cli = cliReference("{ browsers: {} }");
// html-reporter adds its own commands (gui, merge-reports…), documented on its commands page.
const reporterCli = new Map(
  [...cliReference('{ browsers: {}, plugins: { "html-reporter/testplane": { enabled: true } } }')].filter(
    ([command]) => !cli.has(command),
  ),
);

/** Commands and flags missing from a page: each command in code, each flag in code alone or with its value. */
function missingFromPage(text: string, reference: Map<string, string[]>): string[] {
  return [...reference].flatMap(([command, flags]) => [
    ...(command && !text.includes(`\`${command}`) ? [command] : []),
    ...flags
      .filter((flag) => !new RegExp(`\`(?:-\\w, )?${flag}[\` =\\[<]`).test(text))
      .map((flag) => `${command} ${flag}`.trim()),
  ]);
}

/** The matchers expect-webdriverio's typings declare (`toHaveText(…)` and the like). */
const matchers = [
  ...new Set(
    [
      ...readFileSync(join(repoRoot, "node_modules/expect-webdriverio/types/expect-webdriverio.d.ts"), "utf8").matchAll(
        /^\s+(to[A-Z]\w+)\s*(?:<[^>]*>)?\(/gm,
      ),
    ].map(([, name]) => name),
  ),
];

const read = (root: string, page: string) => readFileSync(join(repoRoot, root, page), "utf8");
/** The explicit ids of the headings: the `#id` in the MDX comment each heading ends with. */
const headingIds = (text: string) =>
  new Set([...text.matchAll(/^#{2,4} .*\{\/\* #([\w-]+) \*\/\}$/gm)].map(([, id]) => id));
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe("reference coverage", () => {
  it("reads a full set of options and events from the package", () => {
    expect(rootOptions.length).toBeGreaterThan(60);
    expect(systemOptions.length).toBeGreaterThan(10);
    expect(events.length).toBeGreaterThan(25);
    expect(cli.size).toBeGreaterThanOrEqual(5);
    expect([...cli.values()].flat().length).toBeGreaterThanOrEqual(35);
    expect([...reporterCli.keys()]).toEqual(expect.arrayContaining(["gui", "merge-reports"]));
    expect(matchers.length).toBeGreaterThan(35);
  });

  for (const root of DOCS_ROOTS) {
    it(`${root}: every top-level config option has a section of config/browsers or a config page of its own`, () => {
      const browserSections = headingIds(read(root, "config/browsers.mdx"));
      const undocumented = rootOptions.filter(
        (option) => !browserSections.has(option) && !existsSync(join(repoRoot, root, `config/${kebab(option)}.mdx`)),
      );
      expect(undocumented).toEqual([]);
    });

    it(`${root}: every system option is in the overview table of config/system`, () => {
      const text = read(root, "config/system.mdx");
      expect(systemOptions.filter((option) => !text.includes(`| \`${option}\` |`))).toEqual([]);
    });

    it(`${root}: every event has a section of reference/testplane-events`, () => {
      const sections = headingIds(read(root, "reference/testplane-events.mdx"));
      expect(events.filter((event) => !sections.has(event.toLowerCase()))).toEqual([]);
    });

    it(`${root}: every matcher of expect-webdriverio has a heading on the expect pages`, () => {
      const headings = ["browser-matchers", "element-matchers", "mock-matchers"]
        .flatMap((page) => [...read(root, `commands/expect/${page}.mdx`).matchAll(/^#{2,4} (.+)$/gm)])
        .flatMap(([, heading]) => heading.match(/\bto[A-Z]\w+/g) ?? []);
      expect(matchers.filter((matcher) => !headings.includes(matcher))).toEqual([]);
    });

    it(`${root}: every command and flag of testplane --help is on the command-line page`, () => {
      expect(missingFromPage(read(root, "command-line.mdx"), cli)).toEqual([]);
    });

    it(`${root}: every command html-reporter adds, and its flags, are on the html-reporter commands page`, () => {
      expect(missingFromPage(read(root, "html-reporter/html-reporter-commands.mdx"), reporterCli)).toEqual([]);
    });
  }
});
