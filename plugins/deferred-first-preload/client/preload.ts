import preloadRoute from "@docusaurus/core/lib/client/preload";

/**
 * The client entry's preload of the page's route, started in a task of its own: the evaluation
 * of the main bundle and the route matching and chunk requests no longer add up to one long task.
 */
export default function preload(pathname: string): Promise<unknown> {
  return new Promise((resolve) => setTimeout(resolve, 0)).then(() => preloadRoute(pathname));
}
