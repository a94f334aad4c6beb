import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import type { LoadContext, Plugin } from "@docusaurus/types";

const ICO_SIZES = [16, 32, 48];
const TOUCH_ICON_SIZE = 180;
const TOUCH_ICON = "img/apple-touch-icon.png";

function renderPng(svg: string, size: number, background?: string): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: size }, ...(background && { background }) }).render().asPng();
}

/** A .ico holding one PNG per size (the PNG form every browser since IE 9 reads). */
export function icoFile(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({ png }) => png)]);
}

/** The icon's tile colour: the fill of its first shape, which the touch icon spreads to the corners. */
export function tileColour(svg: string): string {
  const colour = /<rect\b[^>]*\bfill="(#[0-9a-fA-F]{3,8})"/.exec(svg)?.[1];
  if (!colour) throw new Error("site-icons: the favicon's first <rect> has no hex fill to use as the tile colour.");
  return colour;
}

/**
 * The SVG favicon is the one source; from it each build writes `favicon.ico` (for the requests browsers,
 * feed readers and bookmarks make at the root, and browsers without SVG icons) and a 180 px
 * `apple-touch-icon.png` with square corners for phones' home screens, which round them themselves.
 */
export default function siteIconsPlugin(context: LoadContext): Plugin {
  const { siteConfig, siteDir, baseUrl } = context;
  const favicon = siteConfig.favicon;
  if (!favicon?.endsWith(".svg")) throw new Error("site-icons: siteConfig.favicon must be an SVG in static/.");
  const svg = readFileSync(join(siteDir, "static", favicon), "utf8");
  return {
    name: "site-icons",
    injectHtmlTags() {
      return {
        headTags: [
          { tagName: "link", attributes: { rel: "icon", href: `${baseUrl}favicon.ico`, sizes: "32x32" } },
          { tagName: "link", attributes: { rel: "apple-touch-icon", href: `${baseUrl}${TOUCH_ICON}` } },
        ],
      };
    },
    postBuild({ outDir }) {
      writeFileSync(
        join(outDir, "favicon.ico"),
        icoFile(ICO_SIZES.map((size) => ({ size, png: renderPng(svg, size) }))),
      );
      writeFileSync(join(outDir, TOUCH_ICON), renderPng(svg, TOUCH_ICON_SIZE, tileColour(svg)));
    },
  };
}
