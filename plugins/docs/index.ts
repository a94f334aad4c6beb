import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin, PluginModule, RouteConfig } from "@docusaurus/types";
import pluginContentDocs, { validateOptions, type PluginOptions } from "@docusaurus/plugin-content-docs";

interface VersionProp {
  docs?: Record<string, unknown>;
}

/** The route tree with each version's `docs` table emptied; counts the tables it emptied. */
function withoutDocTable(route: RouteConfig, emptied: { count: number }): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  if (version?.docs) emptied.count += 1;
  return {
    ...route,
    ...(version?.docs && { props: { ...route.props, version: { ...version, docs: {} } } }),
    ...(route.routes && { routes: route.routes.map((child) => withoutDocTable(child, emptied)) }),
  };
}

/** What reads the table in the browser: the theme's doc cards and the hook behind them. */
const TABLE_READERS = /\b(?:DocCard|DocCardList|useDocById)\b|generated-index/;

/** The first file among the docs, sidebars and components that would read the table, if any. */
function tableReader(siteDir: string, folders = ["docs", "i18n", "src"], files = ["sidebars.ts"]): string | undefined {
  const sources = folders.flatMap((folder) =>
    readdirSync(join(siteDir, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(?:[jt]sx?|mdx?)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
  return [...files.map((file) => join(siteDir, file)), ...sources].find((file) =>
    TABLE_READERS.test(readFileSync(file, "utf8")),
  );
}

/**
 * plugin-content-docs, except that the version data every doc page loads leaves out the table of all
 * docs (id, title, description and sidebar of each: ≈11 KB gzipped in English, ≈14 KB in Russian).
 * Only the theme's doc cards read it, and the site renders none; the build stops when something
 * would, and when the docs plugin no longer hands the table to `addRoute` (a silent no-op otherwise).
 * tests/content/site/browser-bundles.test.ts checks the built version data.
 */
export default async function docsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const reader = tableReader(context.siteDir);
  if (reader) throw new Error(`plugins/docs: ${reader} reads the docs table; use the docs preset instead.`);
  // Validated by validateOptions below, as the docs plugin's own options.
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  return {
    ...(plugin as Plugin),
    async contentLoaded(args) {
      const emptied = { count: 0 };
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withoutDocTable(route, emptied));
      await plugin.contentLoaded?.({ ...args, content: args.content as never, actions: { ...args.actions, addRoute } });
      if (emptied.count === 0)
        throw new Error("plugins/docs: no route carried props.version.docs; check the docs plugin's routes.");
    },
  };
}

docsPlugin.validateOptions = validateOptions as NonNullable<PluginModule["validateOptions"]>;
