/** Renders a run's terminal output (ANSI colours) as an SVG transcript with times and paths masked. */

// ANSI colour codes, built from the escape character (a regex literal with it trips no-control-regex).
const SGR = `${String.fromCharCode(27)}\\[([\\d;]*)m`;
const SPLIT_SGR = new RegExp(`(${SGR.replace("(", "(?:")})`);
const ONE_SGR = new RegExp(`^${SGR}$`);

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const escape = (text: string): string => text.replace(/[&<>"]/g, (c) => ESCAPES[c]);

// A dark terminal palette that reads on both the light and the dark site theme.
const COLOURS: Record<number, string> = {
  30: "#6e7681",
  31: "#ff7b72",
  32: "#3fb950",
  33: "#d29922",
  34: "#58a6ff",
  35: "#bc8cff",
  36: "#39c5cf",
  37: "#e6edf3",
  90: "#8b949e",
};
const FOREGROUND = "#e6edf3";
const LINE_HEIGHT = 20;
const CHAR_WIDTH = 8.4;
const PADDING = 16;

/** Durations, clock times, session IDs, pids and absolute paths differ between runs and machines: fix them. */
export function maskRun(output: string, fixtureDir: string): string {
  return (
    output
      .split(fixtureDir)
      .join(".")
      .replace(/\[\d{2}:\d{2}:\d{2} [+-]\d{4}\]/g, "[10:00:00 +0000]")
      .replace(/:[0-9a-f]{32}\b/g, ":5b0c9e1d")
      .replace(/pid:\d+/g, "pid:4242")
      // The reporter colours the number and not the unit, so a colour code may sit between them.
      .replace(new RegExp(`(?<!\\d)\\d+((?:${SGR.replace("(", "(?:")})?)ms\\b`, "g"), "1200$1ms")
      // Stack frames inside Testplane and Node.js say nothing about the test; the test's own frame stays.
      .replace(/^\s+at .*(node_modules|node:internal).*\n/gm, "")
      .replace(/file:\/\/\S+\/report/g, "file://./testplane-report")
      .replace(/http-server \S+/g, "http-server testplane-report")
  );
}

interface Cell {
  char: string;
  colour: string;
  bold: boolean;
}

/** One line of output as characters with the colour and weight the escape codes before each give it. */
function cells(line: string, colour: string): Cell[] {
  let bold = false;
  const result: Cell[] = [];
  for (const part of line.split(SPLIT_SGR)) {
    const code = ONE_SGR.exec(part);
    if (code) {
      for (const value of code[1].split(";").map(Number)) {
        if (value === 0 || value === 39) colour = FOREGROUND;
        if (value === 0 || value === 22) bold = false;
        if (value === 1) bold = true;
        if (COLOURS[value]) colour = COLOURS[value];
      }
    } else {
      for (const char of part) result.push({ char, colour, bold });
    }
  }
  return result;
}

const blank = (length: number): Cell[] =>
  Array.from({ length }, (): Cell => ({ char: " ", colour: FOREGROUND, bold: false }));

// A code frame's row: an optional ">", the line number (or ".."), then "|".
const CODE_FRAME_GUTTER = /^[> ] *(?:\d+|\.\.)? +\| ?/;
// The frame's pointer row: "|", spaces, then "^" under the failing column.
const CODE_FRAME_POINTER = /^( +\|) +\^/;

/**
 * Where a row may end, as the index of the first character of the next row: after a space (which is
 * dropped), before the "." of a call chained to a call, after "(" or ",", or after a "/" in a path.
 */
function mayBreakAt(row: Cell[], index: number): boolean {
  const before = row[index - 1]?.char;
  const at = row[index]?.char;
  if (before === undefined || at === undefined) return false;
  return (
    at === " " ||
    (at === "." && before === ")") ||
    before === "(" ||
    before === "," ||
    (before === "/" && /\w/.test(at))
  );
}

/**
 * Breaks a line longer than `columns` where it may break (mid-word when nothing fits). Rows after the
 * first are indented two more than the line, or in a code frame two more than its code and under its
 * "|", so a wrapped line still reads as one. A frame's "^" cannot stay under its column once the code
 * wraps, so it follows the gutter directly.
 */
function wrapCells(line: Cell[], columns: number): Cell[][] {
  if (line.length <= columns) return [line];
  const text = line.map((cell) => cell.char).join("");
  const pointer = CODE_FRAME_POINTER.exec(text);
  if (pointer) line = [...line.slice(0, pointer[1].length + 1), ...line.slice(text.indexOf("^"))];
  const gutter = CODE_FRAME_GUTTER.exec(text)?.[0].length ?? 0;
  const indent = line.slice(gutter).findIndex((cell) => cell.char !== " ");
  const hanging = gutter + Math.max(indent, 0) + 2;
  // Continuation rows of a code frame keep its "|".
  const pipe = gutter ? text.indexOf("|") : -1;
  const prefix = blank(hanging);
  if (pipe >= 0) prefix[pipe] = line[pipe];
  const rows: Cell[][] = [];
  let rest = line;
  while (rest.length > columns) {
    let cut = columns;
    while (cut > hanging && !mayBreakAt(rest, cut)) cut--;
    if (cut === hanging) cut = columns;
    rows.push(rest.slice(0, cut));
    rest = [...prefix, ...rest.slice(rest[cut]?.char === " " ? cut + 1 : cut)];
  }
  rows.push(rest);
  return rows;
}

function spans(row: Cell[]): string {
  const groups: Cell[][] = [];
  for (const cell of row) {
    const last = groups.at(-1);
    if (last && last[0].colour === cell.colour && last[0].bold === cell.bold) last.push(cell);
    else groups.push([cell]);
  }
  return groups
    .map((group) => {
      const { colour, bold } = group[0];
      const text = escape(group.map((cell) => cell.char).join(""));
      return `<tspan fill="${colour}"${bold ? ' font-weight="700"' : ""}>${text}</tspan>`;
    })
    .join("");
}

/**
 * The transcript as an SVG, lines at their full length; with `columns`, a layout for phones whose long
 * lines wrap, so that the text is not shrunk to a few pixels with the picture.
 */
export function renderTranscript(
  output: string,
  { title = "$ npx testplane", columns }: { title?: string; columns?: number } = {},
): string {
  const lines = [title, ...output.replace(/\r/g, "").trimEnd().split("\n")];
  const rows = lines.flatMap((line, index) => {
    const row = cells(line, index === 0 ? COLOURS[90] : FOREGROUND);
    return columns ? wrapCells(row, columns) : [row];
  });
  const width = Math.ceil(Math.max(...rows.map((row) => row.length)) * CHAR_WIDTH) + 2 * PADDING;
  const height = rows.length * LINE_HEIGHT + 2 * PADDING;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="'DejaVu Sans Mono', 'JetBrains Mono', monospace" font-size="14">`,
    `<rect width="${width}" height="${height}" rx="8" fill="#0d1117"/>`,
    ...rows.map(
      (row, index) =>
        `<text x="${PADDING}" y="${PADDING + (index + 1) * LINE_HEIGHT - 6}" xml:space="preserve">${spans(row)}</text>`,
    ),
    "</svg>",
    "",
  ].join("\n");
}
