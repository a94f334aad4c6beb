/**
 * Every environment variable the site reads, validated once.
 * A half-configured option (an app id without its key, say) stops the build with a message
 * that names what is missing, instead of silently shipping a site without the feature.
 */
export interface SiteEnv {
  /** Absolute origin the site is deployed at, without a path. */
  siteUrl: string;
  /** Path the site is served under; always starts and ends with "/". */
  baseUrl: string;
  /** Hosted DocSearch credentials; undefined when the embedded search is used. */
  docSearch?: { appId: string; apiKey: string; indexName: string };
  /** Yandex Metrica counter id; undefined disables metrics entirely. */
  metricaCounterId?: number;
}

export class SiteEnvError extends Error {
  constructor(message: string) {
    super(`Site configuration error: ${message}`);
    this.name = "SiteEnvError";
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const DEFAULT_SITE_URL = "https://testplane.io";

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function parseSiteUrl(raw: string | undefined): string {
  if (raw === undefined) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SiteEnvError(`SITE_URL must be an absolute URL such as ${DEFAULT_SITE_URL}, got "${raw}".`);
  }
  if (url.pathname !== "/" || url.search || url.hash) {
    throw new SiteEnvError(`SITE_URL must be an origin without a path (put the path into BASE_URL), got "${raw}".`);
  }
  return url.origin;
}

function parseBaseUrl(raw: string | undefined): string {
  if (raw === undefined) return "/";
  if (!/^\/[\w\-./~]*$/.test(raw) || raw.includes("//")) {
    throw new SiteEnvError(`BASE_URL must be a path such as /docs-site/, got "${raw}".`);
  }
  return raw.endsWith("/") ? raw : `${raw}/`;
}

function parseDocSearch(env: Env): SiteEnv["docSearch"] {
  const names = ["DOCSEARCH_APP_ID", "DOCSEARCH_API_KEY", "DOCSEARCH_INDEX_NAME"] as const;
  const [appId, apiKey, indexName] = names.map((name) => read(env, name));
  const given = names.filter((_, i) => [appId, apiKey, indexName][i] !== undefined);
  if (given.length === 0) return undefined;
  if (appId === undefined || apiKey === undefined || indexName === undefined) {
    const missing = names.filter((name) => !given.includes(name));
    throw new SiteEnvError(
      `hosted search needs all of ${names.join(", ")}; ${given.join(", ")} set but ${missing.join(", ")} missing.`,
    );
  }
  return { appId, apiKey, indexName };
}

function parseMetricaId(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d{1,12}$/.test(raw)) {
    throw new SiteEnvError(`YANDEX_METRICA_ID must be a numeric counter id, got "${raw}".`);
  }
  return Number(raw);
}

export function readSiteEnv(env: Env = process.env): SiteEnv {
  return {
    siteUrl: parseSiteUrl(read(env, "SITE_URL")),
    baseUrl: parseBaseUrl(read(env, "BASE_URL")),
    docSearch: parseDocSearch(env),
    metricaCounterId: parseMetricaId(read(env, "YANDEX_METRICA_ID")),
  };
}
