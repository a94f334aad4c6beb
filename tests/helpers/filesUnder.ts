import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Every file under `dir`, at any depth, whose name matches `name`, as full paths. */
export function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}
