/** Turns the raw captures into the committed pictures and records the size of every picture <DocFigure> shows. */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { basename, extname, join, relative } from "node:path";
import sharp from "sharp";

/**
 * Writes each raw PNG as lossless WebP or as a palette-optimised PNG, whichever is smaller, and removes
 * the other format's stale copy. Lossless keeps text in the report crisp and makes the bytes depend only
 * on the pixels, so a re-run with the same report writes the same files.
 */
export async function optimiseScreens(rawDir: string, outputDir: string): Promise<string[]> {
  mkdirSync(outputDir, { recursive: true });
  const written: string[] = [];
  for (const file of readdirSync(rawDir).sort()) {
    const name = basename(file, extname(file));
    const source = join(rawDir, file);
    for (const stale of [`${name}.webp`, `${name}.png`, `${name}.svg`]) rmSync(join(outputDir, stale), { force: true });
    if (extname(file) === ".svg") {
      copyFileSync(source, join(outputDir, file));
      written.push(file);
      continue;
    }
    const webp = await sharp(source).webp({ lossless: true, effort: 6 }).toBuffer();
    const png = await sharp(source).png({ palette: true, quality: 100, compressionLevel: 9, effort: 10 }).toBuffer();
    const [bytes, ext] = webp.length <= png.length ? [webp, ".webp"] : [png, ".png"];
    writeFileSync(join(outputDir, name + ext), bytes);
    written.push(name + ext);
  }
  return written;
}

function svgSize(file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, "utf8"))?.[0] ?? "";
  const width = Number(/\swidth="([\d.]+)"/.exec(root)?.[1]);
  const height = Number(/\sheight="([\d.]+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error(`${file}: the <svg> element needs numeric width and height`);
  return { width, height };
}

/** The folders of static/img that <DocFigure> shows pictures from: docs screenshots and diagrams, blog diagrams. */
const FIGURE_DIRS = ["docs", "blog"];

/**
 * Every picture under static/img/docs and static/img/blog (`imgDir` is static/img) with its intrinsic size, keyed
 * by its URL path, "/img/docs/…" or "/img/blog/…" (the component reads it).
 */
export async function imageSizes(imgDir: string): Promise<Record<string, { width: number; height: number }>> {
  const sizes: Record<string, { width: number; height: number }> = {};
  const walk = async (dir: string): Promise<void> => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.(webp|png|svg)$/.test(entry.name)) {
        const key = `/img/${relative(imgDir, path)}`;
        if (entry.name.endsWith(".svg")) sizes[key] = svgSize(path);
        else {
          const { width, height } = await sharp(path).metadata();
          sizes[key] = { width: width!, height: height! };
        }
      }
    }
  };
  for (const dir of FIGURE_DIRS) await walk(join(imgDir, dir));
  return sizes;
}

export async function writeImageSizes(imgDir: string, target: string): Promise<void> {
  writeFileSync(target, `${JSON.stringify(await imageSizes(imgDir), null, 2)}\n`);
}
