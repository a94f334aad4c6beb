import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";

const root = resolve(__dirname, "../../..");
const imageDir = join(root, "static/img");

// A browser draws an SVG in an <img> only if it is well-formed XML: a repeated attribute, which an inline <svg> in
// HTML would forgive, leaves the figure empty ("The source image cannot be decoded").
describe("SVG pictures", () => {
  const files = readdirSync(imageDir, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".svg"));

  it("are all found", () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it("are each well-formed XML", () => {
    const broken = files.flatMap((file) => {
      const result = XMLValidator.validate(readFileSync(join(imageDir, file), "utf8"));
      return result === true ? [] : [`${relative(root, join(imageDir, file))}:${result.err.line}: ${result.err.msg}`];
    });
    expect(broken).toEqual([]);
  });
});
