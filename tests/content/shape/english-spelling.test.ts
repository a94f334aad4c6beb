import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "../../helpers/filesUnder";
import { proseLines, translationLines } from "../../helpers/prose";

/**
 * The English pages and UI strings are spelt one way, British with -ise (CONTENT-GLOSSARY.md): an American form
 * next to "behaviour" and "colour" on the same site reads as a slip. Code, `inline code`, link targets and
 * identifiers (`colorScheme`, `/catalog`, `getWindowSize`) never count, nor the `keywords` front matter: those are
 * the words readers type into search, in either spelling.
 */
const root = resolve(__dirname, "../../..");

interface Rule {
  american: RegExp;
  british: string;
}

/** Lower-case letters only after the first, so `setWindowSize` or `colorScheme` never match. */
const word = (pattern: string) => new RegExp(`(?<![A-Za-z])(?:${pattern})(?![A-Za-z])`);

/** -ize words that are not the -ise/-ize pair, and two terms spelt as their owners spell them. */
const NOT_IZE =
  /^(?:(?:re|up|down|over|under|out)?si[sz](?:e|es|ed|ing)|(?:sei|pri|mai|bai|capsi)ze[sd]?|initializer|authorization header)$/i;

const RULES: Rule[] = [
  { american: word("[Bb]ehavior(?:s|al|ally)?"), british: "behaviour" },
  { american: word("[Cc]olor(?:s|ed|ful|ing)?"), british: "colour" },
  { american: word("[Cc]enter(?:s|ed|ing)?"), british: "centre" },
  { american: word("[Cc]atalogs?"), british: "catalogue" },
  { american: word("[Gg]ray(?:s|ed|ish)?"), british: "grey" },
  { american: word("[Ff]avor(?:s|ed|ing|ite|ites)?"), british: "favour" },
  {
    american: word("[Cc]anceled|[Cc]anceling|[Ll]abeled|[Ll]abeling|[Mm]odeled|[Mm]odeling|[Tt]raveled|[Tt]raveling"),
    british: "-lled, -lling",
  },
  { american: word("[A-Za-z][a-z]*iz(?:e|es|ed|ing|ation|ations|er|ers)(?: header)?"), british: "-ise, -isation" },
];

/**
 * The English UI strings of a component, at their lines: `translate({ message: "…" })` and `<Translate>…</Translate>`
 * children, the defaults that the English site shows.
 */
function uiStringLines(source: string): string[] {
  const lines = source.split("\n").map(() => "");
  for (const match of source.matchAll(/message:\s*"([^"]*)"|<Translate\b[^>]*>([^<]*)<\/Translate>/g)) {
    const line = source.slice(0, match.index).split("\n").length - 1;
    lines[line] = `${lines[line]} ${match[1] ?? match[2] ?? ""}`;
  }
  return lines;
}

/** The lines a reader sees: page prose, UI strings, translation messages, tag labels and descriptions. */
function readerLines(name: string, source: string): string[] {
  if (/\.tsx?$/.test(name)) return uiStringLines(source);
  if (name.endsWith(".json")) return translationLines(source);
  if (name.endsWith(".yml"))
    return source.split("\n").map((line) => /^\s*(?:label|description):\s*(.*)$/.exec(line)?.[1] ?? "");
  return proseLines(source, name, ["keywords"]);
}

function offences(rule: Rule, name: string, source: string): string[] {
  return readerLines(name, source).flatMap((line, index) => {
    const pattern = new RegExp(rule.american.source, "g");
    return [...line.matchAll(pattern)]
      .map((match) => match[0])
      .filter((found) => !NOT_IZE.test(found))
      .map((found) => `${name}:${index + 1}: "${found}"`);
  });
}

describe("English spelling", () => {
  it("catches American forms in prose, link text and UI strings, not in code, link targets, identifiers or search keywords", () => {
    const sample = [
      "keywords: [change default behavior, text color]",
      "The color of a `colorScheme` and the [catalog](/catalog) page, resized with `setWindowSize`.",
      "```ts",
      'const behavior = "smooth"; // behavior in code does not count',
      "```",
      "Testplane will initialize the browsers and send an authorization header, then serialize the result.",
      "The npm initializer keeps its name; the window size and getWindowSize too.",
    ].join("\n");
    const component = [
      'const label = translate({ id: "x", message: "Toggle the color mode" });',
      'const colorMode = "dark"; // an identifier, not a UI string',
      '<Translate id="y">Pick a favorite</Translate>',
    ].join("\n");
    expect(RULES.flatMap((rule) => offences(rule, "Sample.tsx", component))).toEqual([
      'Sample.tsx:1: "color"',
      'Sample.tsx:3: "favorite"',
    ]);
    const found = RULES.flatMap((rule) => offences(rule, "sample.mdx", sample));
    expect(found).toEqual([
      'sample.mdx:2: "color"',
      'sample.mdx:2: "catalog"',
      'sample.mdx:6: "initialize"',
      'sample.mdx:6: "serialize"',
    ]);
  });

  const sources = [
    ...filesUnder(join(root, "docs"), /\.mdx?$/),
    ...filesUnder(join(root, "blog"), /\.(mdx?|yml)$/),
    ...filesUnder(join(root, "src/pages"), /\.mdx?$/),
    ...filesUnder(join(root, "src"), /\.tsx?$/),
    ...filesUnder(join(root, "plugins"), /\.tsx?$/),
    join(root, "i18n/en/code.json"),
  ].map((path) => ({ name: relative(root, path), text: readFileSync(path, "utf8") }));

  for (const rule of RULES) {
    it(`spells ${rule.british}, not ${rule.american}`, () => {
      expect(sources.flatMap(({ name, text }) => offences(rule, name, text))).toEqual([]);
    });
  }
});
