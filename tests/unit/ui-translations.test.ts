import { execSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { extractAllSourceCodeFileTranslations, getBabelOptions } from "@docusaurus/babel";
import { beforeAll, describe, expect, it } from "vitest";
import { loadMessages } from "../../config/translateConfig";

const siteDir = join(__dirname, "../..");

/** Each UI string id, with its English default texts and the files that give each. */
const defaults = new Map<string, Map<string, string[]>>();

function addDefault(id: string, message: string, file: string): void {
  const messages = defaults.get(id) ?? new Map<string, string[]>();
  messages.set(message, [...(messages.get(message) ?? []), file]);
  defaults.set(id, messages);
}

beforeAll(async () => {
  const tracked = (patterns: string) =>
    execSync(`git ls-files ${patterns}`, { cwd: siteDir, encoding: "utf8" })
      .trim()
      .split("\n")
      .filter((file) => file !== "" && existsSync(join(siteDir, file)));
  // The extractor `docusaurus write-translations` uses, so the strings are read as the build reads them.
  const sources = tracked("'src/**/*.ts' 'src/**/*.tsx' 'plugins/**/*.ts' 'plugins/**/*.tsx'");
  const extracted = await extractAllSourceCodeFileTranslations(
    sources.map((file) => join(siteDir, file)),
    getBabelOptions({ isServer: true }),
  );
  for (const { sourceCodeFilePath, translations, warnings } of extracted) {
    expect(warnings, sourceCodeFilePath).toEqual([]);
    for (const [id, { message }] of Object.entries(translations)) {
      addDefault(id, message, sourceCodeFilePath.slice(siteDir.length + 1));
    }
  }
  for (const file of tracked("'config/*.ts' docusaurus.config.ts")) {
    const text = readFileSync(join(siteDir, file), "utf8");
    for (const [, id, message] of text.matchAll(/translateConfig\(\s*"([^"]+)",\s*"([^"]+)"/g)) {
      addDefault(id!, message!, file);
    }
  }
});

describe("UI strings", () => {
  it("are found in the components and the config", () => {
    expect(defaults.size).toBeGreaterThan(80);
  });

  it("give each id one English text wherever it is used", () => {
    const conflicting = [...defaults]
      .filter(([, messages]) => messages.size > 1)
      .map(([id, messages]) => ({ id, messages: Object.fromEntries(messages) }));
    expect(conflicting).toEqual([]);
  });

  it("each have a Russian translation in i18n/ru/code.json", () => {
    const russian = loadMessages("ru");
    // Translated: Russian words, or at least Russian punctuation around placeholders ("{text} «{query}»").
    const missing = [...defaults]
      .filter(([id, messages]) => {
        const message = russian[id]?.message;
        return message === undefined || (!/[а-яё]/i.test(message) && messages.has(message));
      })
      .map(([id]) => id);
    expect(missing).toEqual([]);
  });
});
