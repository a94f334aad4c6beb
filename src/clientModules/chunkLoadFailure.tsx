import React from "react";
import { createRoot } from "react-dom/client";
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";
import Loading from "@theme/Loading";

/**
 * When a page's code fails to load during a client-side navigation, Docusaurus reloads the page.
 * If the code still cannot load, the app never starts and the reader is left with a static page
 * whose links and buttons do nothing. Show the theme's error state with Retry instead.
 */
const CONTAINER_ID = "__chunk-load-failure";

function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === "ChunkLoadError" || /Loading (CSS )?chunk .+ failed/i.test(reason.message))
  );
}

function showRetry(error: Error): void {
  if (document.getElementById(CONTAINER_ID)) return;
  const container = document.createElement("div");
  container.id = CONTAINER_ID;
  container.className = "chunk-load-failure";
  document.body.prepend(container);
  createRoot(container).render(
    <Loading error={error} retry={() => window.location.reload()} isLoading={false} pastDelay timedOut={false} />,
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener("unhandledrejection", (event) => {
    const hasStarted = document.documentElement.getAttribute("data-has-hydrated") === "true";
    if (!hasStarted && isChunkLoadError(event.reason)) showRetry(event.reason);
  });
}
