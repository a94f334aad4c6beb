import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "./freePort";
import { stopChild, waitForUrl } from "./childProcess";

/** Debian's Chromium and the flags it needs to run headless on this closed network (tests and benchmark). */
export const CHROMIUM_BINARY = "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export const CHROMEDRIVER_BINARY = "/usr/bin/chromedriver";

/** Debian's chromedriver on a free port of 127.0.0.1, answering by the time this resolves; `stop` ends it. */
export async function startChromedriver(): Promise<{ url: string; stop: () => Promise<void> }> {
  for (const binary of [CHROMEDRIVER_BINARY, CHROMIUM_BINARY]) {
    if (!existsSync(binary)) throw new Error(`${binary} not found: apt-get install chromium chromium-driver`);
  }
  const port = await freePort();
  const driver = spawn(CHROMEDRIVER_BINARY, [`--port=${port}`, "--allowed-ips=127.0.0.1"], { stdio: "ignore" });
  const stop = () => stopChild(driver);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}/status`, driver);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
