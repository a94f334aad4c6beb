import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { describe, expect, it } from "vitest";
import precompressedAssetsPlugin from "../../plugins/precompressed-assets";
import { runPostBuild } from "../helpers/postBuild";

const script = (seed: number) => `function f${seed}(){return ${JSON.stringify("x".repeat(2000) + seed)}}`;

function postBuild(siteDir: string): Promise<string> {
  const context = { siteDir, i18n: { currentLocale: "en" } } as unknown as LoadContext;
  return runPostBuild(precompressedAssetsPlugin(context) as Plugin, { outDir: join(siteDir, "build") });
}

describe("precompressed assets", () => {
  it("gzips and brotlis scripts and stylesheets of 1 KB or more, once per content, reused on the next build", async () => {
    const siteDir = mkdtempSync(join(tmpdir(), "precompressed-assets-"));
    const assets = join(siteDir, "build/assets");
    const file = (name: string) => join(assets, name);
    try {
      mkdirSync(file("js"), { recursive: true });
      mkdirSync(file("css"), { recursive: true });
      writeFileSync(file("js/a.js"), script(1));
      writeFileSync(file("js/same-as-a.js"), script(1));
      writeFileSync(file("js/b.js"), script(2));
      writeFileSync(file("css/styles.css"), `.a{color:red}${".b{color:blue}".repeat(100)}`);
      writeFileSync(file("js/tiny.js"), "let a=1");
      writeFileSync(file("js/data.json"), script(3));

      expect(await postBuild(siteDir)).toMatch(/en: 4 files, 3 compressed/);
      for (const name of ["js/a.js", "js/same-as-a.js", "js/b.js", "css/styles.css"]) {
        expect(gunzipSync(readFileSync(file(`${name}.gz`))).equals(readFileSync(file(name))), name).toBe(true);
        expect(brotliDecompressSync(readFileSync(file(`${name}.br`))).equals(readFileSync(file(name))), name).toBe(
          true,
        );
      }
      for (const name of ["js/tiny.js", "js/data.json"])
        for (const extension of [".gz", ".br"]) expect(existsSync(file(`${name}${extension}`))).toBe(false);

      rmSync(file("js/b.js.gz"));
      rmSync(file("js/b.js.br"));
      expect(await postBuild(siteDir)).toMatch(/en: 4 files, 0 compressed/);
      expect(gunzipSync(readFileSync(file("js/b.js.gz"))).toString("utf8")).toBe(script(2));
      expect(brotliDecompressSync(readFileSync(file("js/b.js.br"))).toString("utf8")).toBe(script(2));
    } finally {
      rmSync(siteDir, { recursive: true, force: true });
    }
  });
});
