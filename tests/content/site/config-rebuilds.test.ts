import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable } from "testplane";
import { runBuild } from "../../helpers/runBuild";
import { CHROMIUM_ARGS, CHROMIUM_BINARY, startChromedriver } from "../../../scripts/chromium";
import { freePort } from "../../../scripts/freePort";
import { serveBuild } from "../../../scripts/serve-build";
import { docsRepositoryUrl } from "../../../config/site";

const repoRoot = resolve(__dirname, "../../..");

/** The root-relative URLs a built English home page and its stylesheets use. */
function urlsOf(outDir: string): string[] {
  const cssDir = join(outDir, "assets/css");
  const css = readdirSync(cssDir).map((file) => readFileSync(join(cssDir, file), "utf8"));
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  const cssUrls = css.flatMap((text) => [...text.matchAll(/url\("?(\/[^)"]*)"?\)/g)].map((match) => match[1] ?? ""));
  const htmlUrls = [...html.matchAll(/(?:href|src)="?(\/[^"\s>]*)/g)].map((match) => match[1] ?? "");
  return [...cssUrls, ...htmlUrls];
}

// The rebuilds run one after the other in this one file: two builds at once in a checkout spoil the bundler's cache.
// The build under test is build/, made at the root base by `npm test` just before; the first rebuild then starts
// from that build's cache, which is where a stale base would come from.
describe("building for another base path right after a build", { timeout: 660_000 }, () => {
  it("points fonts, stylesheets and scripts at the new base, not at the cached one", async () => {
    const atRoot = urlsOf(join(repoRoot, "build"));
    expect(
      atRoot.some((url) => url.startsWith("/assets/fonts/")),
      "build/ was not made at the root base path: build it without BASE_URL before the content tests",
    ).toBe(true);

    const outDir = mkdtempSync(join(tmpdir(), "base-url-rebuild-"));
    try {
      const { ok, output } = await runBuild(["--locale", "en", "--out-dir", outDir], {
        cwd: repoRoot,
        env: { BASE_URL: "/base-check/" },
      });
      expect(ok, output).toBe(true);
      const atBase = urlsOf(outDir);
      expect(atBase.some((url) => url.startsWith("/base-check/assets/fonts/"))).toBe(true);
      expect(atBase.filter((url) => !url.startsWith("/base-check/"))).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

/**
 * The hosted modal in Chromium, served by nginx with the production headers: its queries reach Algolia (which the
 * Content-Security-Policy must allow; a mock answers them here, offline) and a query with no hits shows the spec's
 * texts and the "Let us know." link to a new issue.
 */
async function checkHostedSearch(
  outDir: string,
): Promise<{ queries: number; blocked: string[]; text: string; link: string }> {
  const site = await serveBuild(outDir, await freePort());
  const driver = await startChromedriver();
  try {
    const browser = await unstable.launchBrowser({
      gridUrl: driver.url,
      desiredCapabilities: {
        browserName: "chrome",
        "goog:chromeOptions": { binary: CHROMIUM_BINARY, args: CHROMIUM_ARGS },
      },
    });
    try {
      const algolia = await browser.mock("https://testapp-dsn.algolia.net/**");
      algolia.respond(
        { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, query: "", params: "" }] },
        { statusCode: 200, headers: { "access-control-allow-origin": "*", "content-type": "application/json" } },
      );
      await browser.url(`${site.url}/docs/v8/`);
      await browser.execute(() => {
        const blocked: string[] = [];
        Object.assign(window, { blocked });
        document.addEventListener("securitypolicyviolation", (event) => blocked.push(event.blockedURI));
      });
      await browser.$(".DocSearch-Button").click();
      await browser.$(".DocSearch-Input").setValue("qqqzzz");
      const link = browser.$(".DocSearch-NoResults a");
      await link.waitForDisplayed();
      return {
        queries: algolia.calls.length,
        blocked: await browser.execute(() => (window as unknown as { blocked: string[] }).blocked),
        text: await browser.$(".DocSearch-NoResults").getText(),
        link: await link.getAttribute("href"),
      };
    } finally {
      await browser.deleteSession();
    }
  } finally {
    await driver.stop();
    await site.stop();
  }
}

describe("building with hosted DocSearch configured", { timeout: 660_000 }, () => {
  it("shows DocSearch's own search button, writes no embedded index, and its modal works under the server's policy", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "hosted-search-build-"));
    try {
      const { ok, output } = await runBuild(["--locale", "en", "--out-dir", outDir], {
        cwd: repoRoot,
        env: { DOCSEARCH_APP_ID: "TESTAPP", DOCSEARCH_API_KEY: "test-key", DOCSEARCH_INDEX_NAME: "testplane" },
      });
      expect(ok, output).toBe(true);
      const home = readFileSync(join(outDir, "index.html"), "utf8");
      expect(home).toContain("DocSearch-Button");
      expect(existsSync(join(outDir, "search-index.json"))).toBe(false);

      const { queries, blocked, text, link } = await checkHostedSearch(outDir);
      expect(blocked).toEqual([]);
      expect(queries).toBeGreaterThan(0);
      expect(text).toContain("No results for");
      expect(text).toContain("Believe this query should return results?");
      expect(text).toContain("Let us know.");
      // The same new-issue link as the embedded search's (plugins/local-search/client/missingResultsUrl.ts), with the query in the title.
      expect(link.startsWith(`${docsRepositoryUrl}/issues/new?title=`) && link.includes("qqqzzz"), link).toBe(true);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
