import { execFile } from "node:child_process";
import { resolve } from "node:path";

const docusaurus = resolve(__dirname, "../../node_modules/.bin/docusaurus");

/** What a `docusaurus build` printed and whether it succeeded. */
export interface BuildResult {
  ok: boolean;
  output: string;
}

/**
 * Runs `docusaurus build` in a child process without blocking the test worker (a synchronous build
 * starves Vitest's own messages to the worker until they time out). Ten minutes fit a cold build on a
 * busy 2-core machine.
 */
export function runBuild(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<BuildResult> {
  return new Promise((done) => {
    execFile(
      docusaurus,
      ["build", ...args],
      { cwd: options.cwd, env: { ...process.env, ...options.env }, timeout: 600_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => done({ ok: error === null, output: `${stdout}\n${stderr}` }),
    );
  });
}
