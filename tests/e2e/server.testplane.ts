/** The production server config (deploy/nginx/testplane-site.conf), checked over HTTP against the build it serves. */
import { statSync } from "node:fs";
import { join } from "node:path";

async function get(browser: WebdriverIO.Browser, path: string, headers: Record<string, string> = {}) {
  return fetch(`${browser.options.baseUrl}${path}`, { headers, redirect: "manual" });
}

describe("production server", () => {
  it("sends the .html and /index.html forms of a page to the page, with its query", async ({ browser }) => {
    for (const [path, page] of [
      ["/docs/v8/quickstart.html", "/docs/v8/quickstart/"],
      ["/docs/v8/quickstart/index.html", "/docs/v8/quickstart/"],
      ["/index.html", "/"],
      ["/ru/index.html", "/ru/"],
      ["/ru.html", "/ru/"],
      ["/ru/blog.html", "/ru/blog/"],
      ["/search/index.html?q=config", "/search/?q=config"],
    ] as const) {
      const response = await get(browser, path);
      expect({ path, status: response.status, location: response.headers.get("location") }).toEqual({
        path,
        status: 301,
        location: page,
      });
    }
    // The not-found pages are real .html files, which the server sends as they are.
    expect((await get(browser, "/404.html")).status).toBe(200);
    expect((await get(browser, "/ru/404.html")).status).toBe(200);
  });

  it("redirects a path without the trailing slash to the page, on the same host", async ({ browser }) => {
    const response = await get(browser, "/docs/v8/quickstart");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/docs/v8/quickstart/");
  });

  it("answers unknown paths and folders without a page with 404 and the right locale's not-found page", async ({
    browser,
  }) => {
    for (const [path, text] of [
      ["/no/such/page/", "Page Not Found"],
      ["/ru/no/such/page/", "Страница не найдена"],
      // Folders without a page of their own, which nginx would answer with 403.
      ["/docs/v8/guides/", "Page Not Found"],
      ["/blog/page/", "Page Not Found"],
      ["/ru/img/docs/", "Страница не найдена"],
      // A missing page in its .html form.
      ["/nope.html", "Page Not Found"],
      ["/ru/docs/v8/nope.html", "Страница не найдена"],
      ["/assets/js/missing.js", ""],
    ] as const) {
      const response = await get(browser, path);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      if (text) expect(await response.text()).toContain(text);
    }
  });

  it("caches hashed assets for a year and makes HTML revalidate, in both locales", async ({ browser }) => {
    for (const prefix of ["", "/ru"]) {
      const html = await get(browser, `${prefix}/docs/v8/`);
      expect(html.headers.get("cache-control")).toBe("no-cache");
      const page = await html.text();
      const assets = [/<script src="?([^" >]+\.js)"?/, /<link rel="?stylesheet"? href="?([^" >]+\.css)"?/].map(
        (pattern) => pattern.exec(page)?.[1] ?? "",
      );
      for (const path of assets) {
        expect(path).toMatch(new RegExp(`^${prefix}/assets/`));
        const asset = await get(browser, path);
        expect({ path, status: asset.status, cache: asset.headers.get("cache-control") }).toEqual({
          path,
          status: 200,
          cache: "public, max-age=31536000, immutable",
        });
      }
    }
  });

  it("serves Markdown copies and llms.txt as UTF-8 text, revalidated like HTML, and 404s in the right locale", async ({
    browser,
  }) => {
    for (const [path, type] of [
      ["/docs/v8/quickstart.md", "text/markdown; charset=utf-8"],
      ["/ru/docs/v8/quickstart.md", "text/markdown; charset=utf-8"],
      ["/llms.txt", "text/plain; charset=utf-8"],
      ["/ru/llms-full.txt", "text/plain; charset=utf-8"],
    ] as const) {
      const response = await get(browser, path);
      expect({ path, status: response.status, type: response.headers.get("content-type") }).toEqual({
        path,
        status: 200,
        type,
      });
      expect({ path, cache: response.headers.get("cache-control") }).toEqual({ path, cache: "no-cache" });
      expect({ path, nosniff: response.headers.get("x-content-type-options") }).toEqual({ path, nosniff: "nosniff" });
    }
    const missing = await get(browser, "/ru/docs/v8/no-such-page.md");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Страница не найдена");
  });

  it("compresses text responses", async ({ browser }) => {
    const response = await get(browser, "/docs/v8/", { "accept-encoding": "gzip" });
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  it("sends scripts, stylesheets and the search index as the build precompressed them", async ({ browser }) => {
    const html = await (await get(browser, "/ru/docs/v8/")).text();
    const assets = [...html.matchAll(/(?:src|href)="?(\/ru\/assets\/(?:js|css)\/[^" >]+\.(?:js|css))/g)].map(
      ([, path]) => path!,
    );
    expect(assets.length).toBeGreaterThanOrEqual(3);
    // Brotli to a browser that accepts it (Chromium does over HTTPS), gzip to one that does not.
    for (const path of [...assets, "/search-index.json", "/ru/search-index.json"]) {
      for (const [accepted, encoding, extension] of [
        ["gzip, deflate, br", "br", ".br"],
        ["gzip, deflate", "gzip", ".gz"],
      ] as const) {
        const response = await get(browser, path, { "accept-encoding": accepted });
        const precompressed = statSync(join(process.cwd(), "build", `${path}${extension}`)).size;
        expect({
          path,
          encoding: response.headers.get("content-encoding"),
          length: response.headers.get("content-length"),
        }).toEqual({ path, encoding, length: String(precompressed) });
        expect(response.headers.get("vary")).toBe("Accept-Encoding");
      }
    }
  });

  it("sends the security headers on pages, assets and errors", async ({ browser }) => {
    for (const path of ["/", "/ru/docs/v8/", "/img/logo.svg", "/no/such/page/"]) {
      const { headers } = await get(browser, path);
      expect({ path, nosniff: headers.get("x-content-type-options") }).toEqual({ path, nosniff: "nosniff" });
      expect({ path, referrer: headers.get("referrer-policy") }).toEqual({
        path,
        referrer: "strict-origin-when-cross-origin",
      });
      expect({ path, frame: headers.get("x-frame-options") }).toEqual({ path, frame: "SAMEORIGIN" });
    }
  });

  it("serves the search index, feeds and icons with their content types", async ({ browser }) => {
    for (const [path, type] of [
      ["/favicon.ico", "image/"],
      ["/img/apple-touch-icon.png", "image/png"],
      ["/search-index.json", "application/json"],
      ["/ru/search-index.json", "application/json"],
      ["/blog/rss.xml", "xml"],
      ["/sitemap.xml", "xml"],
    ] as const) {
      const response = await get(browser, path);
      expect({ path, status: response.status }).toEqual({ path, status: 200 });
      expect(response.headers.get("content-type")).toContain(type);
    }
  });
});
