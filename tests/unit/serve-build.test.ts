import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { renderServerBlock } from "../../scripts/serve-build";

describe("nginx server block for tests", () => {
  const template = readFileSync(join(__dirname, "../../deploy/nginx/testplane-site.conf"), "utf8");

  it("replaces only the listen address and the document root", () => {
    const rendered = renderServerBlock(template, "/tmp/site", 8123);
    expect(rendered).toContain("listen 127.0.0.1:8123;");
    expect(rendered).toContain("root /tmp/site;");
    expect(
      rendered
        .replace("listen 127.0.0.1:8123;", "listen 80;")
        .replace("root /tmp/site;", "root /var/www/testplane-site;"),
    ).toBe(template);
  });
});
