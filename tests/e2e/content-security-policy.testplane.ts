import { runOnNewDocument, waitForHydration } from "./helpers/browser";

// Collects every CSP violation the page reports, from before its first script runs.
const RECORD_VIOLATIONS = `window.__cspViolations = [];
document.addEventListener("securitypolicyviolation", (e) => window.__cspViolations.push(e.violatedDirective + " " + e.blockedURI));`;

describe("Content-Security-Policy", () => {
  it("the site works under its policy: no violation on any template, with search and navigation in use", async ({
    browser,
  }) => {
    const response = await fetch(`${browser.options.baseUrl}/`);
    expect(response.headers.get("content-security-policy")).toContain("script-src 'self'");

    const stopRecording = await runOnNewDocument(browser, RECORD_VIOLATIONS);
    const violations: string[] = [];
    const collect = async (path: string) => {
      const found = await browser.execute(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? ["recorder missing"],
      );
      violations.push(...found.map((violation) => `${path}: ${violation}`));
    };
    try {
      for (const path of [
        "/",
        "/ru/",
        "/docs/",
        "/docs/v8/quickstart/",
        "/ru/blog/testplane-rebranding/",
        "/versions/",
        "/no/such/page/",
      ]) {
        await browser.url(path);
        await waitForHydration(browser);
        await collect(path);
      }
      await browser.url("/ru/docs/v8/");
      await waitForHydration(browser);
      await browser.$("nav.navbar button[aria-keyshortcuts]").click();
      await browser.$(".DocSearch-Input").setValue("конфиг");
      await browser.$(".DocSearch-Hit a").click();
      await waitForHydration(browser);
      await collect("search and navigation");
      expect(violations).toEqual([]);
    } finally {
      await stopRecording();
    }
  });
});
