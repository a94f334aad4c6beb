import { describe, expect, it } from "vitest";
import { readSiteEnv, SiteEnvError } from "../../config/env";

describe("site environment", () => {
  it("defaults to the root base path and the public site URL", () => {
    expect(readSiteEnv({})).toEqual({
      siteUrl: "https://testplane.io",
      baseUrl: "/",
      docSearch: undefined,
      metricaCounterId: undefined,
    });
  });

  it("normalises the base path to end with a slash", () => {
    expect(readSiteEnv({ BASE_URL: "/testplane" }).baseUrl).toBe("/testplane/");
    expect(readSiteEnv({ BASE_URL: "/a/b/" }).baseUrl).toBe("/a/b/");
  });

  it("rejects a base path that is not a path", () => {
    expect(() => readSiteEnv({ BASE_URL: "testplane" })).toThrow(SiteEnvError);
    expect(() => readSiteEnv({ BASE_URL: "//evil.example" })).toThrow(/BASE_URL/);
  });

  it("accepts an origin as site URL and rejects a URL with a path", () => {
    expect(readSiteEnv({ SITE_URL: "https://docs.example.com/" }).siteUrl).toBe("https://docs.example.com");
    expect(() => readSiteEnv({ SITE_URL: "https://docs.example.com/testplane" })).toThrow(/put the path into BASE_URL/);
    expect(() => readSiteEnv({ SITE_URL: "not a url" })).toThrow(/SITE_URL must be an absolute URL/);
  });

  it("enables hosted search only with all three DocSearch values", () => {
    const full = { DOCSEARCH_APP_ID: "APP", DOCSEARCH_API_KEY: "key", DOCSEARCH_INDEX_NAME: "testplane" };
    expect(readSiteEnv(full).docSearch).toEqual({ appId: "APP", apiKey: "key", indexName: "testplane" });
    expect(() => readSiteEnv({ DOCSEARCH_APP_ID: "APP" })).toThrow(
      /DOCSEARCH_APP_ID set but DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME missing/,
    );
  });

  it("ignores blank values as if unset", () => {
    expect(readSiteEnv({ DOCSEARCH_APP_ID: "  ", YANDEX_METRICA_ID: "" })).toMatchObject({
      docSearch: undefined,
      metricaCounterId: undefined,
    });
  });

  it("reads a numeric metrics counter id and rejects anything else", () => {
    expect(readSiteEnv({ YANDEX_METRICA_ID: "12345678" }).metricaCounterId).toBe(12345678);
    expect(() => readSiteEnv({ YANDEX_METRICA_ID: "12ab" })).toThrow(/YANDEX_METRICA_ID must be a numeric counter id/);
  });
});
