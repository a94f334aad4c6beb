import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { renderAsync } from "@resvg/resvg-js";
import satori, { type SatoriOptions } from "satori";
import { CARD_HEIGHT, CARD_WIDTH } from "./cardPath";
import { encodePng } from "./png";
import { installedVersion } from "../shared/installedVersion";

/** What a card shows. An empty section leaves the label out (the landing page, the default card). */
export interface CardText {
  title: string;
  section: string;
}

// The site's colours (src/css/custom.css, light theme): primary green, the footer's near-black green for text,
// the announcement bar's pale green for the band under the logo.
const COLORS = { background: "#ffffff", text: "#10201b", accent: "#0d7356", band: "#e3f4ee" };

/**
 * The body font of the site is Inter. Its variable build ships only as WOFF2, which satori cannot read, so the
 * cards use the static Inter of the same Fontsource release (WOFF). Latin and Cyrillic are separate subsets;
 * satori picks a face by family and falls back along the family list glyph by glyph, so each subset is a family.
 */
function fontFile(subset: "latin" | "cyrillic", weight: 400 | 700): string {
  return require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
}

const FONT_FAMILY = "Inter Latin, Inter Cyrillic";

type Node = { type: string; props: Record<string, unknown> };
const box = (style: Record<string, unknown>, children: unknown): Node => ({ type: "div", props: { style, children } });

/** Longer titles get a smaller size so most fit in three lines; the rest end in an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 36) return 76;
  if (title.length <= 72) return 64;
  return 54;
}

function layout({ title, section }: CardText, logo: string): Node {
  return box(
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: "flex",
      flexDirection: "column",
      background: COLORS.background,
      color: COLORS.text,
      fontFamily: FONT_FAMILY,
      borderBottom: `18px solid ${COLORS.accent}`,
    },
    [
      box({ display: "flex", alignItems: "center", gap: 22, padding: "44px 80px", background: COLORS.band }, [
        { type: "img", props: { src: logo, width: 72, height: 72 } },
        box({ fontSize: 46, fontWeight: 700 }, "Testplane"),
      ]),
      box(
        { display: "flex", flexDirection: "column", justifyContent: "center", gap: 22, flexGrow: 1, padding: "0 80px" },
        [
          section
            ? box(
                { fontSize: 30, fontWeight: 700, color: COLORS.accent, textTransform: "uppercase", letterSpacing: 2 },
                section,
              )
            : null,
          box({ display: "block", fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.15, lineClamp: 3 }, title),
        ].filter(Boolean),
      ),
    ],
  );
}

export interface CardRenderer {
  /** Changes whenever anything but the card's text would change its pixels: code, libraries, fonts, logo. */
  version: string;
  render(card: CardText): Promise<Buffer>;
}

export function createCardRenderer(logoFile: string): CardRenderer {
  const fonts: SatoriOptions["fonts"] = [];
  const inputs = createHash("sha256");
  for (const subset of ["latin", "cyrillic"] as const) {
    for (const weight of [400, 700] as const) {
      const data = readFileSync(fontFile(subset, weight));
      inputs.update(data);
      fonts.push({ name: subset === "latin" ? "Inter Latin" : "Inter Cyrillic", data, weight, style: "normal" });
    }
  }
  const logoSvg = readFileSync(logoFile);
  const logo = `data:image/svg+xml;base64,${logoSvg.toString("base64")}`;
  inputs.update(logoSvg);
  // The code that draws (this file) and encodes (png.ts) the cards; the plugin around them changes no pixel.
  for (const file of ["render.ts", "png.ts"]) inputs.update(file).update(readFileSync(join(__dirname, file)));
  for (const name of ["satori", "@resvg/resvg-js"]) inputs.update(`${name}@${installedVersion(name)}`);
  return {
    version: inputs.digest("hex"),
    async render(card) {
      const svg = await satori(layout(card, logo) as Parameters<typeof satori>[0], {
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        fonts,
      });
      // Rasterised and compressed on libuv's thread pool while the main thread lays out the next card. Satori
      // has turned the text into paths already, so resvg needs no system fonts (loading them is a third of its time).
      const image = await renderAsync(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } });
      return encodePng(image.pixels, image.width, image.height, { Title: card.title, Description: card.section });
    },
  };
}
