import { themes, type PrismTheme } from "prism-react-renderer";
import type { ThemeConfig } from "@docusaurus/theme-common";

/**
 * prism-react-renderer bundles JavaScript, TypeScript, JSX, JSON, YAML, C, C++, Go, Kotlin,
 * Objective-C, Python, Reason, Rust and a few more; these are added on top of that set.
 */
export const prismAdditionalLanguages = ["bash", "diff"];

/** WCAG AA contrast for normal text. */
export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** A colour as red, green and blue; a format this can't read stops the build rather than passing unchecked. */
function parseColour(color: string): Rgb {
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`prism: cannot read the colour "${color}" (use #rgb, #rrggbb or rgb())`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(parseColour(a)), luminance(parseColour(b))].sort((p, q) => q - p) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** Moves a colour towards black or white, whichever is away from the background, until it reads. */
function readable(color: string, background: string): string {
  if (contrast(color, background) >= MIN_CONTRAST) return color;
  const rgb = parseColour(color);
  const bg = parseColour(background);
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mixed = rgb.map((c, i) => c + ((target[i] ?? 0) - c) * (step / 20)) as Rgb;
    if (contrast(toHex(mixed), background) >= MIN_CONTRAST) return toHex(mixed);
  }
  return toHex(target);
}

/** A theme whose token colours all meet WCAG AA on its own background (axe checks code blocks too). */
function withReadableTokens(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? "#ffffff";
  return {
    plain: { ...theme.plain, color: readable(theme.plain.color ?? "#000000", background) },
    styles: theme.styles.map((style) => ({
      ...style,
      style: { ...style.style, ...(style.style.color ? { color: readable(style.style.color, background) } : {}) },
    })),
  };
}

export const prism: Partial<ThemeConfig["prism"]> = {
  theme: withReadableTokens(themes.github),
  darkTheme: withReadableTokens(themes.vsDark),
  additionalLanguages: prismAdditionalLanguages,
};
