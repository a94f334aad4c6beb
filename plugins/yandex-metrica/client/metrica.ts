/** Browser-side pieces of the metrics plugin, kept free of Docusaurus imports so they can be unit-tested. */

export type Ym = ((counterId: number, method: string, ...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

export const TAG_URL = "https://mc.yandex.ru/metrika/tag.js";

/** Options the counter is initialised with: session replay (webvisor) and hash tracking on; page views are sent by us. */
export const initOptions = {
  defer: true,
  webvisor: true,
  trackHash: true,
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
} as const;

export type MetricaWindow = Window & { ym?: Ym };

/**
 * Installs the command queue the tag expects and starts loading the tag; idempotent.
 * Once loaded, the tag replaces `window.ym` and replays the queue, so callers must always go
 * through `window.ym` rather than keep a reference.
 */
export function installTag(win: MetricaWindow, counterId: number): void {
  if (!win.ym) {
    const queue: Ym = (...args: unknown[]) => {
      (queue.a = queue.a ?? []).push(args);
    };
    queue.l = Date.now();
    win.ym = queue;
    const script = win.document.createElement("script");
    script.async = true;
    script.src = TAG_URL;
    win.document.head.appendChild(script);
  }
  win.ym(counterId, "init", initOptions);
}

/** A page view is due on the first render and whenever the path (not just the hash or query) changes. */
export function isPageChange(previousPathname: string | undefined, pathname: string): boolean {
  return previousPathname !== pathname;
}

export function sendPageView(
  win: MetricaWindow,
  counterId: number,
  url: string,
  title: string,
  referer?: string,
): void {
  win.ym?.(counterId, "hit", url, { title, ...(referer ? { referer } : {}) });
}
