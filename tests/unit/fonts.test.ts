import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_FACES, FONTS_DIR, fontFaceCss, fontFiles } from "../../plugins/fonts";

const packageFile = (file: string) =>
  require.resolve(
    file.startsWith("inter-")
      ? `@fontsource-variable/inter/files/${file}.woff2`
      : `@fontsource/jetbrains-mono/files/${file}.woff2`,
  );

describe("self-hosted fonts", () => {
  it("are the @fontsource packages' files, named by their content hash", () => {
    for (const [file, name] of fontFiles()) {
      const bytes = readFileSync(join(FONTS_DIR, name));
      expect(bytes.equals(readFileSync(packageFile(file))), `${name} differs from its package`).toBe(true);
      expect(name).toBe(`${file}.${createHash("sha256").update(bytes).digest("hex").slice(0, 8)}.woff2`);
    }
  });

  it("declare every face under the base URL, with font-display: optional", () => {
    const css = fontFaceCss(fontFiles(), "/base/assets/fonts/");
    expect(css.match(/@font-face/g)).toHaveLength(FONT_FACES.length);
    expect(css.match(/url\("\/base\/assets\/fonts\/[a-z-0-9]+\.[0-9a-f]{8}\.woff2"\)/g)).toHaveLength(
      FONT_FACES.length,
    );
    expect(css.match(/font-display:optional/g)).toHaveLength(FONT_FACES.length);
  });

  it("stop the build when a face has no file", () => {
    expect(() => fontFiles(join(__dirname))).toThrow(/static\/assets\/fonts has no inter-latin-wght-normal/);
  });
});
