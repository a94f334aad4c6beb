/**
 * What the checks that follow a docs page (test-quickstart.ts, test-component-guide.ts) share: the page's
 * code blocks by their `step="…"` meta, and running commands as a reader types them in a fresh project.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { metaValue, readFences } from "../tests/helpers/fences";

const COMMAND_TIMEOUT_MS = 240_000;

export interface Block {
  lang: string;
  title: string | undefined;
  code: string;
}

/** The fenced blocks of a page that carry `step="…"`, by step id. */
export function stepBlocks(markdown: string, file: string): Map<string, Block> {
  const blocks = new Map<string, Block>();
  for (const { open, lang, meta, code } of readFences(markdown, file)) {
    const step = metaValue(meta, "step");
    if (!step) continue;
    if (blocks.has(step)) throw new Error(`${file}:${open}: step="${step}" appears twice`);
    blocks.set(step, { lang, title: metaValue(meta, "title"), code });
  }
  return blocks;
}

export interface Run {
  code: number;
  output: string;
}

/** Runs a shell command line as the reader would type it; stdout and stderr together, as a terminal shows them. */
export function run(
  command: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = COMMAND_TIMEOUT_MS,
): Promise<Run> {
  return new Promise((done) => {
    const child = spawn("bash", ["-c", `${command} 2>&1`], { cwd, env, stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      done({ code: code ?? 1, output });
    });
  });
}

/**
 * Stops a command started with `detached: true` together with everything it started: `npx` runs the
 * package's binary as a child of its own, which outlives a signal sent to `npx` alone.
 */
export function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return done();
    child.once("exit", () => done());
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      child.kill();
    }
  });
}

export function commandLines(block: Block): string[] {
  return block.code.split("\n").filter((line) => line.trim() !== "" && !line.trim().startsWith("#"));
}

export function need(blocks: Map<string, Block>, step: string): Block {
  const block = blocks.get(step);
  if (!block) throw new Error(`the page has no block with step="${step}"`);
  return block;
}

export function writeFile(project: string, path: string, content: string): void {
  mkdirSync(dirname(join(project, path)), { recursive: true });
  writeFileSync(join(project, path), content.endsWith("\n") ? content : `${content}\n`);
}

/** Runs a page check as a script: its exit code, or a failure line the test runner counts when it throws. */
export function runCheck(name: string, check: () => Promise<number>): void {
  check().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      console.log(`${name}: FAIL, 0 passed, 1 failed`);
      process.exit(1);
    },
  );
}
