import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { runInThisContext } from "node:vm";
import Testplane from "testplane";
import { describe, expect, it } from "vitest";

/**
 * The defaults the option pages state are the ones the installed packages apply: each option's "Default:" line
 * and the Default column of its tables, on `config/browsers`, `config/system` and html-reporter's setup page in
 * both locales, against the config parsed through the public API (Testplane's config, `htmlReporter.config`).
 * After an upgrade that changes a default, this names the page and the option.
 */
const repoRoot = resolve(__dirname, "../../..");
const LOCALES = [
  { dir: "docs", defaultLabel: "Default", column: "Default" },
  { dir: "i18n/ru/docusaurus-plugin-content-docs/current", defaultLabel: "По умолчанию", column: "По умолчанию" },
];

const testplane = new Testplane({
  browsers: { chrome: { desiredCapabilities: { browserName: "chrome" } } },
  plugins: { "html-reporter/testplane": { enabled: true } },
});
const browserConfig = testplane.config.forBrowser("chrome") as unknown as Record<string, unknown>;
// html-reporter sets this when Testplane loads it; its page documents the object.
const reporterConfig = (testplane as unknown as { htmlReporter: { config: Record<string, unknown> } }).htmlReporter
  .config;
const systemConfig = testplane.config.system as unknown as Record<string, unknown>;

/**
 * A stated default that is one code span holding a literal (`30000`, `"all"`, `{ wait: 3000 }`, `Infinity`),
 * optionally followed by a note in brackets; anything else (prose, another option's name) is not a literal.
 */
function literal(stated: string): { value: unknown } | null {
  const span = /^`([^`]+)`(?:\s*\(.*\))?$/.exec(stated.trim())?.[1];
  if (span === undefined || !/^(?:[-\d.]+|Infinity|true|false|null|"[^"]*"|\{.*\}|\[.*\])$/.test(span)) return null;
  return { value: runInThisContext(`(${span})`) };
}

/** Testplane's parsed sections are null-prototype objects with a symbol key of their own: compare plain data. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, plain(entry)]));
}

/** Options whose page states the default in a short form that Testplane expands when it reads the config. */
const SHORTHANDS: Record<string, (stated: unknown) => unknown> = {
  timeTravel: (mode) => ({ mode }),
  // The page says counterNumber is deprecated and the built-in counter is always used.
  yandexMetrika: (stated) => ({ ...(stated as object), counterNumber: expect.any(Number) }),
};

/** The pages whose options each state a default, the parsed values, and how many literals each has at least. */
const OPTION_PAGES = [
  { page: "config/browsers.mdx", values: browserConfig, least: 70 },
  { page: "html-reporter/html-reporter-setup.mdx", values: reporterConfig, least: 20 },
];

interface StatedDefault {
  option: string;
  field?: string;
  stated: string;
}

/** Each `### option` section's "Default:" and, in its tables with a Default column, each field's default. */
function statedDefaults(text: string, label: string, column: string): StatedDefault[] {
  const found: StatedDefault[] = [];
  for (const section of text.split(/^(?=#{2,3} )/m)) {
    const option = /^#{2,3} (\w+) \{\/\* #\w+ \*\/\}/.exec(section)?.[1];
    if (option === undefined) continue;
    const line = new RegExp(`\\*\\*${label}:\\*\\* (.+?)(?: · |$)`, "m").exec(section)?.[1];
    if (line !== undefined) found.push({ option, stated: line });
    for (const [table] of section.matchAll(/^\|.*(?:\n\|.*)*/gm)) {
      const [header, , ...rows] = table.split("\n").map((row) => row.split(/(?<!\\)\|/).map((cell) => cell.trim()));
      const at = header.indexOf(column);
      if (at < 0) continue;
      for (const row of rows) {
        const field = /^`(\w+)`$/.exec(row[1] ?? "")?.[1];
        if (field !== undefined && row[at] !== undefined) found.push({ option, field, stated: row[at] });
      }
    }
  }
  return found;
}

describe("config defaults", () => {
  for (const { dir, defaultLabel, column } of LOCALES) {
    for (const { page, values, least } of OPTION_PAGES) {
      it(`${dir}/${page}: every literal default is the package's own`, () => {
        const text = readFileSync(join(repoRoot, dir, page), "utf8");
        const checked = statedDefaults(text, defaultLabel, column).flatMap(({ option, field, stated }) => {
          const parsed = literal(stated);
          // desiredCapabilities is required per browser: the parsed config has the browser's own.
          if (parsed === null || !(option in values) || option === "desiredCapabilities") return [];
          const actual = field === undefined ? values[option] : (values[option] as Record<string, unknown>)[field];
          const expand = field === undefined ? SHORTHANDS[option] : undefined;
          const expected = expand ? expand(parsed.value) : parsed.value;
          expect(plain(actual), `${option}${field ? `.${field}` : ""} (stated ${stated})`).toEqual(expected);
          return [option];
        });
        // Most options state a literal: a parser that silently found none must not pass.
        expect(checked.length).toBeGreaterThanOrEqual(least);
      });
    }

    it(`${dir}/config/system: every literal default of the overview table is testplane's own`, () => {
      const text = readFileSync(join(repoRoot, dir, "config/system.mdx"), "utf8");
      const table = text.slice(text.indexOf("\n|"), text.indexOf("\n\n", text.indexOf("\n|")));
      const rows = table
        .trim()
        .split("\n")
        .slice(2)
        .map((row) => row.split(/(?<!\\)\|/).map((cell) => cell.trim()));
      const checked = rows.flatMap((row) => {
        const option = /^`(\w+)`$/.exec(row[1])?.[1];
        const parsed = literal(row[3] ?? "");
        if (option === undefined || parsed === null) return [];
        expect(plain(systemConfig[option]), `system.${option} (stated ${row[3]})`).toEqual(parsed.value);
        return [option];
      });
      expect(checked.length).toBeGreaterThanOrEqual(11);
    });
  }
});
