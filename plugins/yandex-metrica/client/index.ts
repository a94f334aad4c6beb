import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
import globalData from "@generated/globalData";
import type { ClientModule } from "@docusaurus/types";
import type { MetricaGlobalData } from "../index";
import { installTag, isPageChange, sendPageView, type Ym } from "./metrica";

const { counterId } = (globalData["yandex-metrica"]?.default ?? {}) as Partial<MetricaGlobalData>;

let ym: Ym | undefined;
if (ExecutionEnvironment.canUseDOM && counterId !== undefined) {
  ym = installTag(window as Window & { ym?: Ym }, counterId);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!ym || counterId === undefined || !isPageChange(previousLocation?.pathname, location.pathname)) return;
    const tracker = ym;
    const referer = previousLocation ? window.location.origin + previousLocation.pathname : undefined;
    // The new page's <title> is set by react-helmet after this callback; wait a tick to read it.
    window.setTimeout(() => {
      sendPageView(tracker, counterId, window.location.origin + location.pathname + location.search, document.title, referer);
    });
  },
};

export default clientModule;
