import { describe, expect, it } from "vitest";
import { maskRun, renderTranscript } from "../../scripts/docs-screenshots/transcript";

const ESC = String.fromCharCode(27);

describe("docs screenshots: terminal transcript", () => {
  it("masks clock times, session IDs, pids, durations and local paths", () => {
    const line = `[11:13:28 +0000] ✓ shop works [chrome:ceed9504f2cdea150fa58a7d1afde7e1, pid:15657] - ${ESC}[36m5419${ESC}[39mms\n`;
    const frames =
      "    at Object.<anonymous> (/home/ci/shop/tests/a.ts:1:1)\n    at run (/x/node_modules/testplane/y.js:2:2)\n";
    const masked = maskRun(line + frames + "npx http-server /tmp/run-1/report\n", "/home/ci/shop");
    expect(masked).toBe(
      `[10:00:00 +0000] ✓ shop works [chrome:5b0c9e1d, pid:4242] - ${ESC}[36m1200${ESC}[39mms\n` +
        "    at Object.<anonymous> (./tests/a.ts:1:1)\n" +
        "npx http-server testplane-report\n",
    );
  });

  it("renders colours as SVG text and escapes markup", () => {
    const svg = renderTranscript(`${ESC}[31m✘${ESC}[39m <b>`);
    expect(svg).toContain('<tspan fill="#ff7b72">✘</tspan>');
    expect(svg).toContain("&lt;b&gt;");
    expect(svg).toMatch(/<svg [^>]*width="\d+" height="\d+"/);
  });
});
