import type { ChildProcess } from "node:child_process";

/**
 * Resolves once `url` answers over HTTP; fails as soon as `child`, the process meant to answer, exits, or after
 * `timeoutMs`. `isReady` holds the first request back until the child says it is listening (nginx's pid file), so an
 * answer cannot come from another server on the same port.
 */
export async function waitForUrl(
  url: string,
  child: ChildProcess,
  { isReady = () => true, timeoutMs = 15000 }: { isReady?: () => boolean; timeoutMs?: number } = {},
): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`${child.spawnfile} exited with code ${child.exitCode} before ${url} answered.`);
    try {
      if (!isReady()) throw new Error(`${child.spawnfile} is not ready yet`);
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms.`);
}

/** Sends `signal` to a child process and resolves once it has exited (at once if it already has). */
export function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once("exit", () => done());
    child.kill(signal);
  });
}
