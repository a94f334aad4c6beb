import { describe, expect, it } from "vitest";
import { closestPages } from "../../src/components/NotFoundSuggestions/closestPages";

const pages = [
  "/ru/docs/v8/",
  "/ru/docs/v8/quickstart",
  "/ru/docs/v8/commands/browser/url",
  "/ru/docs/v8/commands/browser/assertView",
  "/ru/docs/v8/commands/element/assertView",
  "/ru/docs/v8/commands/element/click",
  "/ru/docs/v8/config/browsers",
];
const suggest = (path: string) => closestPages(path, pages, "/ru/docs/v8");

describe("not-found suggestions", () => {
  it("find the page typed in other letter case, or with .html", () => {
    expect(suggest("/ru/docs/v8/commands/browser/assertview/")[0]).toBe("/ru/docs/v8/commands/browser/assertView");
    expect(suggest("/ru/docs/v8/Quickstart.html")).toEqual(["/ru/docs/v8/quickstart"]);
  });

  it("find a page a typo or two away", () => {
    expect(suggest("/ru/docs/v8/comands/browser/url/")).toEqual(["/ru/docs/v8/commands/browser/url"]);
    expect(suggest("/ru/docs/v8/config/browser")).toEqual(["/ru/docs/v8/config/browsers"]);
  });

  it("find the page of another docs version, or of an address without one, in the current version", () => {
    expect(suggest("/ru/docs/v7/commands/browser/url/")).toEqual(["/ru/docs/v8/commands/browser/url"]);
    expect(suggest("/ru/docs/latest/quickstart")).toEqual(["/ru/docs/v8/quickstart"]);
    expect(suggest("/ru/docs/quickstart/")).toEqual(["/ru/docs/v8/quickstart"]);
  });

  it("find commands by their name under the wrong object", () => {
    expect(suggest("/ru/docs/v8/commands/mock/assertView/")).toEqual([
      "/ru/docs/v8/commands/browser/assertView",
      "/ru/docs/v8/commands/element/assertView",
    ]);
  });

  it("suggest nothing for an address like no page", () => {
    expect(suggest("/no/such/page/")).toEqual([]);
    expect(suggest("/ru/docs/v8/something-else-entirely/")).toEqual([]);
    expect(suggest("/ru/%E0%A4%A/")).toEqual([]);
  });
});
