import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../../scripts/freePort";
import { renderServerBlock, serveBuild } from "../../scripts/serve-build";

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

  it("serves a build and leaves no config, logs or temp folders behind once stopped", async () => {
    const build = mkdtempSync(join(tmpdir(), "serve-build-test-"));
    writeFileSync(join(build, "index.html"), "<!DOCTYPE html><title>Served</title>");
    // nginx's worker runs as nobody, and mkdtemp makes a folder only its owner can read.
    chmodSync(build, 0o755);
    const port = await freePort();
    const server = join(tmpdir(), `testplane-site-nginx-${port}`);
    try {
      const site = await serveBuild(build, port);
      expect(await (await fetch(`${site.url}/`)).text()).toContain("Served");
      expect(existsSync(server)).toBe(true);
      await site.stop();
      expect(existsSync(server)).toBe(false);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
