import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import Testplane from "testplane";
import { describe, expect, it } from "vitest";

/**
 * Every config option, event, CLI command and flag the installed testplane has is documented, in both locales:
 * after an upgrade that adds one, this names it. Read through Testplane's public API (the parsed config,
 * `testplane.events`) and its `--help` output.
 */
const repoRoot = resolve(__dirname, "../../..");
const DOCS_ROOTS = ["docs", "i18n/ru/docusaurus-plugin-content-docs/current"];

const testplane = new Testplane({ browsers: { chrome: { desiredCapabilities: { browserName: "chrome" } } } });
const config = testplane.config as unknown as Record<string, unknown>;
const rootOptions = Object.keys(config).filter((key) => typeof config[key] !== "function");
const systemOptions = Object.keys(testplane.config.system);
const events = Object.keys(testplane.events);

/** The commands and long flags `testplane --help` and each command's `--help` list, read in a project of its own. */
function cliReference(): { commands: string[]; flags: Set<string> } {
  const project = mkdtempSync(join(tmpdir(), "testplane-help-"));
  try {
    writeFileSync(join(project, "testplane.config.js"), "module.exports = { browsers: {} };\n");
    const help = (...args: string[]) => {
      const result = spawnSync(join(repoRoot, "node_modules/.bin/testplane"), [...args, "--help"], {
        cwd: project,
        encoding: "utf8",
      });
      if (result.status !== 0) throw new Error(`testplane ${args.join(" ")} --help: ${result.stderr}`);
      return result.stdout;
    };
    const main = help();
    const commands = [...main.matchAll(/^ {4}([a-z-]+) \[options\]/gm)].map(([, command]) => command);
    const flags = new Set(
      [main, ...commands.map((command) => help(command))].flatMap((text) =>
        [...text.matchAll(/^ {4}(?:-\w, )?(--[a-z-]+)/gm)].map(([, flag]) => flag),
      ),
    );
    flags.delete("--help");
    return { commands, flags };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
const cli = cliReference();

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
    expect(cli.commands.length).toBeGreaterThanOrEqual(4);
    expect(cli.flags.size).toBeGreaterThan(25);
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

    it(`${root}: every command and flag of testplane --help is on the command-line page`, () => {
      const text = read(root, "command-line.mdx");
      expect(cli.commands.filter((command) => !text.includes(`\`${command}`))).toEqual([]);
      // A flag as the page writes it: in code, alone or with its value (`--grep <pattern>`, `--repl-on-fail`).
      expect([...cli.flags].filter((flag) => !new RegExp(`\`(?:-\\w, )?${flag}[\` =\\[<]`).test(text))).toEqual([]);
    });
  }
});
