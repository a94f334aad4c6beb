/**
 * Content-Security-Policy for the built site. Docusaurus and our plugins inline a few small scripts
 * (colour mode before first paint, the base-URL check, the /docs/ redirect); they are allowed by
 * their SHA-256 hashes, everything else must come from the site itself.
 * `npm run csp` rewrites the policy line of deploy/nginx/security-headers.conf from build/;
 * tests/content/site/csp.test.ts fails when the build has an inline script the policy does not allow.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { METRICA_ORIGIN } from "../plugins/yandex-metrica";

const repoRoot = resolve(__dirname, "..");
export const SECURITY_HEADERS_FILE = join(repoRoot, "deploy/nginx/security-headers.conf");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === "assets" ? [] : htmlFiles(full);
    return name.endsWith(".html") ? [full] : [];
  });
}

/** Hashes of every executable inline script of the built pages (data blocks such as JSON-LD are not scripts). */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    for (const [, attributes = "", body = ""] of readFileSync(file, "utf8").matchAll(
      /<script([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\bsrc=/.test(attributes) || /type="?application\/ld\+json/.test(attributes) || body.length === 0) continue;
      hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
    }
  }
  return [...hashes].sort();
}

/** The metrics tag, when configured, loads from and reports to this origin. */
const METRICS = METRICA_ORIGIN;

/** Hosted DocSearch, when configured, queries Algolia from the browser: its main host, then its fallback hosts. */
const HOSTED_SEARCH = "https://*.algolia.net https://*.algolianet.com";

export function contentSecurityPolicy(hashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${METRICS} ${hashes.join(" ")}`,
    // React and the theme set style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${METRICS}`,
    // Fonts are files of the site, never data: URLs (plugins/fonts).
    "font-src 'self'",
    `connect-src 'self' ${METRICS} ${HOSTED_SEARCH}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

export function policyFromHeadersFile(text: string): string | undefined {
  return /add_header Content-Security-Policy "([^"]+)" always;/.exec(text)?.[1];
}

if (require.main === module) {
  const policy = contentSecurityPolicy(inlineScriptHashes(join(repoRoot, "build")));
  const text = readFileSync(SECURITY_HEADERS_FILE, "utf8").replace(
    /add_header Content-Security-Policy "[^"]*" always;/,
    `add_header Content-Security-Policy "${policy}" always;`,
  );
  writeFileSync(SECURITY_HEADERS_FILE, text);
  console.log(`Updated ${SECURITY_HEADERS_FILE}:\n${policy}`);
}
