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
