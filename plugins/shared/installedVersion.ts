import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The version of an installed package, for the keys of build caches (search index, social cards). Read from
 * its folder along Node's resolution paths: some packages don't export their package.json.
 */
export function installedVersion(name: string): string {
  const manifest = (require.resolve.paths(name) ?? [])
    .map((dir) => join(dir, name, "package.json"))
    .find((file) => existsSync(file));
  if (!manifest) throw new Error(`${name} is not installed`);
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}
