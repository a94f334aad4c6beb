/**
 * `docusaurus write-translations` stores each string with the generator's English description.
 * Translators work from the message ids and the English source, so the descriptions only add noise
 * (and text shared with every other Docusaurus site); this removes them from i18n/<locale>/*.json.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return jsonFiles(full);
    return name.endsWith(".json") ? [full] : [];
  });
}

for (const file of jsonFiles(resolve(__dirname, "../i18n"))) {
  const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, { message: string; description?: string }>;
  const stripped = Object.fromEntries(Object.entries(messages).map(([id, { message }]) => [id, { message }]));
  writeFileSync(file, `${JSON.stringify(stripped, null, 2)}\n`);
}
