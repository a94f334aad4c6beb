/** Renders a run's terminal output (ANSI colours) as an SVG transcript with times and paths masked. */

// ANSI colour codes, built from the escape character (a regex literal with it trips no-control-regex).
const SGR = `${String.fromCharCode(27)}\\[([\\d;]*)m`;
const ANY_SGR = new RegExp(SGR, "g");
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

export function renderTranscript(output: string, title = "$ npx testplane"): string {
  const lines = [title, ...output.replace(/\r/g, "").trimEnd().split("\n")];
  const width = Math.ceil(Math.max(...lines.map((l) => l.replace(ANY_SGR, "").length)) * CHAR_WIDTH) + 2 * PADDING;
  const height = lines.length * LINE_HEIGHT + 2 * PADDING;
  const rows = lines.map((line, index) => {
    let colour = index === 0 ? COLOURS[90] : FOREGROUND;
    let bold = false;
    const spans: string[] = [];
    for (const part of line.split(SPLIT_SGR)) {
      const code = ONE_SGR.exec(part);
      if (code) {
        for (const value of code[1].split(";").map(Number)) {
          if (value === 0 || value === 39) colour = FOREGROUND;
          if (value === 0 || value === 22) bold = false;
          if (value === 1) bold = true;
          if (COLOURS[value]) colour = COLOURS[value];
        }
      } else if (part) {
        spans.push(`<tspan fill="${colour}"${bold ? ' font-weight="700"' : ""}>${escape(part)}</tspan>`);
      }
    }
    return `<text x="${PADDING}" y="${PADDING + (index + 1) * LINE_HEIGHT - 6}" xml:space="preserve">${spans.join("")}</text>`;
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="'DejaVu Sans Mono', 'JetBrains Mono', monospace" font-size="14">`,
    `<rect width="${width}" height="${height}" rx="8" fill="#0d1117"/>`,
    ...rows,
    "</svg>",
    "",
  ].join("\n");
}
