import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
import globalData from "@generated/globalData";
import type { ClientModule } from "@docusaurus/types";
import type { MetricaGlobalData } from "../index";
import { installTag, isPageChange, sendPageView, type MetricaWindow } from "./metrica";

const { counterId } = (globalData["yandex-metrica"]?.default ?? {}) as Partial<MetricaGlobalData>;

if (ExecutionEnvironment.canUseDOM && counterId !== undefined) {
  installTag(window, counterId);
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (counterId === undefined || !isPageChange(previousLocation?.pathname, location.pathname)) return;
    const url = window.location.origin + location.pathname + location.search;
    const referer = previousLocation ? window.location.origin + previousLocation.pathname : undefined;
    // The new page's <title> is set by react-helmet after this callback; wait a tick to read it.
    window.setTimeout(() => sendPageView(window as MetricaWindow, counterId, url, document.title, referer));
  },
};

export default clientModule;
