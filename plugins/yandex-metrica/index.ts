import path from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

export interface MetricaOptions {
  /** Counter id; when absent the plugin adds nothing at all to the site. */
  counterId?: number;
}

export interface MetricaGlobalData {
  counterId: number;
}

function validateOptions(options: unknown): MetricaOptions {
  const counterId = (options as MetricaOptions | undefined)?.counterId;
  if (counterId !== undefined && !(Number.isInteger(counterId) && counterId > 0)) {
    throw new Error(`yandex-metrica: counterId must be a positive integer, got ${JSON.stringify(counterId)}`);
  }
  return { counterId };
}

export const METRICA_ORIGIN = "https://mc.yandex.ru";

/**
 * Yandex Metrica visitor metrics. Active only with a counter id: then a client module loads the
 * tag (session replay and hash tracking on) and sends a page view on every path change.
 */
export default function yandexMetricaPlugin(_context: LoadContext, options: unknown): Plugin {
  const { counterId } = validateOptions(options);
  return {
    name: "yandex-metrica",
    async contentLoaded({ actions }) {
      if (counterId !== undefined) actions.setGlobalData({ counterId } satisfies MetricaGlobalData);
    },
    getClientModules() {
      return counterId === undefined ? [] : [path.join(__dirname, "client", "index")];
    },
    injectHtmlTags() {
      if (counterId === undefined) return {};
      return {
        headTags: [{ tagName: "link", attributes: { rel: "preconnect", href: METRICA_ORIGIN } }],
      };
    },
  };
}
