/**
 * Serves a production build with Debian's nginx and the repository's server config
 * (deploy/nginx/testplane-site.conf), on 127.0.0.1. Used by the e2e tests and by `npm run serve:nginx`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { stopChild, waitForUrl } from "./childProcess";

const repoRoot = resolve(__dirname, "..");
const NGINX = "/usr/sbin/nginx";
// brotli_static (deploy/nginx), from Debian's libnginx-mod-http-brotli-static.
const BROTLI_MODULE = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

export interface ServedSite {
  url: string;
  stop: () => Promise<void>;
}

export function renderServerBlock(template: string, root: string, port: number): string {
  return template
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${root};`);
}

export async function serveBuild(buildDir: string, port: number): Promise<ServedSite> {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} not found: install the Debian package nginx (apt-get install nginx).`);
  if (!existsSync(BROTLI_MODULE))
    throw new Error(
      `${BROTLI_MODULE} not found: install the Debian package libnginx-mod-http-brotli-static (brotli_static).`,
    );
  if (!existsSync(join(buildDir, "index.html"))) throw new Error(`No build in ${buildDir}: run npm run build first.`);
  const prefix = join(tmpdir(), `testplane-site-nginx-${port}`);
  mkdirSync(join(prefix, "logs"), { recursive: true });
  const pidFile = join(prefix, "nginx.pid");
  rmSync(pidFile, { force: true });
  mkdirSync(join(prefix, "snippets"), { recursive: true });
  writeFileSync(
    join(prefix, "snippets/testplane-security-headers.conf"),
    readFileSync(join(repoRoot, "deploy/nginx/security-headers.conf"), "utf8"),
  );
  const server = renderServerBlock(
    readFileSync(join(repoRoot, "deploy/nginx/testplane-site.conf"), "utf8"),
    buildDir,
    port,
  );
  writeFileSync(join(prefix, "site.conf"), server);
  writeFileSync(
    join(prefix, "nginx.conf"),
    [
      `load_module ${BROTLI_MODULE};`,
      "worker_processes 1;",
      `pid ${pidFile};`,
      `error_log ${join(prefix, "logs/error.log")} warn;`,
      "events { worker_connections 256; }",
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      "  access_log off;",
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;`,
      `  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;`,
      `  include ${join(prefix, "site.conf")};`,
      "}",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // nginx writes its pid file only once it has bound the port; until then an answer could come
  // from another server already listening there.
  await waitForUrl(url, child, { isReady: () => existsSync(pidFile) });
  return {
    url,
    // The config, logs and temp folders go with the server, so runs leave nothing behind in the temp dir.
    stop: () => stopChild(child, "SIGQUIT").then(() => rmSync(prefix, { recursive: true, force: true })),
  };
}

if (require.main === module) {
  const port = Number(process.env.PORT ?? 3000);
  serveBuild(resolve(repoRoot, "build"), port).then(({ url, stop }) => {
    console.log(`Serving build/ with nginx at ${url}/ (Ctrl+C to stop)`);
    const shutdown = () => void stop().then(() => process.exit(0));
    process.on("SIGINT", shutdown);
    process.on("SIGTERM", shutdown);
  });
}
