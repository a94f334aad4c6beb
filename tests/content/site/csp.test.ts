import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyFromHeadersFile,
  SECURITY_HEADERS_FILE,
} from "../../../scripts/csp";

describe("Content-Security-Policy of the production server", () => {
  const policy = policyFromHeadersFile(readFileSync(SECURITY_HEADERS_FILE, "utf8")) ?? "";

  it("allows every inline script of the build, by hash (run `npm run csp` after changing one)", () => {
    const missing = inlineScriptHashes(resolve(__dirname, "../../../build")).filter((hash) => !policy.includes(hash));
    expect(missing).toEqual([]);
  });

  it("is the policy scripts/csp.ts writes for this build (run `npm run csp` after changing it)", () => {
    expect(policy).toBe(contentSecurityPolicy(inlineScriptHashes(resolve(__dirname, "../../../build"))));
  });

  it("allows no inline script or eval in general, and no framing by other sites", () => {
    expect(policy).not.toContain("'unsafe-inline' 'sha");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
  });
});
