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

  it("wraps long lines for phones: at spaces, under a code frame's gutter, with its pointer after the gutter", () => {
    const output = [
      `[10:00:00 +0000] ${ESC}[32m✓${ESC}[39m bookshelf shows the book card [chrome:5b0c9e1d, pid:4242]`,
      `> 13 |     await expect(browser.$("#cart-count")).toHaveText("Cart: 1");`,
      `     |                                           ${ESC}[31m^ Error: Expect $(\`#cart-count\`) to have text${ESC}[39m`,
    ].join("\n");
    const svg = renderTranscript(output, { columns: 40 });
    const rows = [...svg.matchAll(/<text [^>]*>(.*?)<\/text>/g)].map(([, row]) =>
      row!
        .replace(/<[^>]+>/g, "")
        .replace(/&quot;/g, '"')
        .replace(/&gt;/g, ">"),
    );
    expect(rows).toEqual([
      "$ npx testplane",
      "[10:00:00 +0000] ✓ bookshelf shows the",
      "  book card [chrome:5b0c9e1d, pid:4242]",
      "> 13 |     await expect(browser.$(",
      '     |       "#cart-count")).toHaveText(',
      '     |       "Cart: 1");',
      "     | ^ Error: Expect $(`#cart-count`)",
      "     |   to have text",
    ]);
    expect(svg).toContain('<tspan fill="#3fb950">✓</tspan>');
    expect(svg).toContain('<tspan fill="#ff7b72">^ Error: Expect $(`#cart-count`)</tspan>');
    expect(svg).toMatch(/<svg [^>]*width="368"/);
    expect(Math.max(...rows.map((row) => [...row].length))).toBeLessThanOrEqual(40);
  });
});
