/** Small HTTP servers and a command runner the docs screenshot generator needs (all on 127.0.0.1). */
import { spawn } from "node:child_process";
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import { extname, join, normalize } from "node:path";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".db": "application/octet-stream",
  ".wasm": "application/wasm",
};

export interface Running {
  url: string;
  stop: () => Promise<void>;
}

function listen(server: Server, port: number): Promise<Running> {
  return new Promise((done) => {
    server.listen(port, "127.0.0.1", () =>
      done({ url: `http://127.0.0.1:${port}`, stop: () => new Promise((closed) => server.close(() => closed())) }),
    );
  });
}

function sendFile(root: string, urlPath: string, response: ServerResponse): void {
  const relative = normalize(decodeURIComponent(urlPath.split("?")[0])).replace(/^(\.\.[/\\])+/, "");
  let file = join(root, relative);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": CONTENT_TYPES[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(response);
}

/** Serves a directory as it is (the generated report). */
export function serveDirectory(root: string, port: number): Promise<Running> {
  return listen(
    createServer((request, response) => sendFile(root, request.url ?? "/", response)),
    port,
  );
}

/**
 * The fixture app. `variant` "reference" is how the book card looked when its reference was taken;
 * "current" changes the button colour, so the screenshot check fails with a diff. The delivery API
 * answers 503 to the first request that names a city, so the test that reads it fails once and passes on retry.
 */
export function serveFixtureApp(root: string, port: number, variant: "reference" | "current"): Promise<Running> {
  let deliveryRequests = 0;
  return listen(
    createServer((request, response) => {
      const path = (request.url ?? "/").split("?")[0];
      if (path === "/api/delivery") {
        // Only the delivery test asks for a city, so only its first attempt meets the outage.
        if ((request.url ?? "").includes("city=")) deliveryRequests += 1;
        if (deliveryRequests === 1) response.writeHead(503).end();
        else response.writeHead(200, { "content-type": "application/json" }).end('{"date":"tomorrow"}');
        return;
      }
      if (path === "/theme.css") {
        const css = variant === "current" ? ":root { --button: #15803d; }\n.card { border-radius: 14px; }\n" : "";
        response.writeHead(200, { "content-type": CONTENT_TYPES[".css"] }).end(css);
        return;
      }
      sendFile(root, path, response);
    }),
    port,
  );
}

/** Runs a command to its end; resolves with its exit code and what it printed on stdout. */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<{ code: number; stdout: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on("exit", (code) => done({ code: code ?? 1, stdout }));
  });
}
