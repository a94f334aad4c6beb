import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import * as esmEntry from "../../plugins/utils-common-esm/client/utilsCommon";

const original = createRequire(__filename)("@docusaurus/utils-common") as Record<string, unknown>;

describe("browser entry of @docusaurus/utils-common", () => {
  it("exports exactly what the package exports, with the same values", () => {
    expect(Object.keys(esmEntry).sort()).toEqual(
      Object.keys(original)
        .filter((key) => key !== "__esModule")
        .sort(),
    );
    for (const [name, value] of Object.entries(esmEntry)) {
      if (typeof value === "function")
        expect((value as (path: string) => unknown).name).toBe((original[name] as () => unknown).name);
      else expect(value).toEqual(original[name]);
    }
  });

  it("behaves like the package", () => {
    const call = (module: Record<string, unknown>, name: string, ...args: unknown[]) =>
      (module[name] as (...values: unknown[]) => unknown)(...args);
    const cases: [string, ...unknown[]][] = [
      ["applyTrailingSlash", "/docs/v8", { trailingSlash: true, baseUrl: "/" }],
      ["applyTrailingSlash", "/docs/v8/#usage", { trailingSlash: false, baseUrl: "/" }],
      ["addPrefix", "v8/", "/docs/"],
      ["removeSuffix", "/ru/", "/"],
      ["addLeadingSlash", "blog"],
    ];
    for (const [name, ...args] of cases) expect(call(esmEntry, name, ...args)).toEqual(call(original, name, ...args));
  });
});
