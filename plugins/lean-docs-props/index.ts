import type { LoadContext, Plugin, PluginModule, RouteConfig } from "@docusaurus/types";
import pluginContentDocs, {
  validateOptions,
  type LoadedContent,
  type PluginOptions,
} from "@docusaurus/plugin-content-docs";

interface VersionProp {
  docs?: Record<string, { description?: string }>;
}

/** The route tree with each version's `docs` table lacking descriptions. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  return {
    ...route,
    ...(version?.docs && {
      props: {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(
            Object.entries(version.docs).map(([id, { description: _description, ...doc }]) => [id, doc]),
          ),
        },
      },
    }),
    ...(route.routes && { routes: route.routes.map(withoutDocDescriptions) }),
  };
}

/**
 * plugin-content-docs, except that the version data which every doc page loads leaves out the
 * description of every doc (8 KB gzipped in English, 11 KB in Russian). Only the theme's DocCard
 * reads them, for category index cards, and the site has none. A doc page's own description (its
 * meta tags) comes from the doc's metadata, which keeps it.
 */
export default async function leanDocsPropsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Validated by validateOptions below, as the docs plugin's own options.
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  const lean: Plugin<LoadedContent> = {
    ...plugin,
    contentLoaded: async (args) =>
      plugin.contentLoaded?.({
        ...args,
        actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route)) },
      }),
  };
  // The config's plugin type takes content as unknown; the docs plugin's own hooks read it typed.
  return lean as Plugin<unknown>;
}

leanDocsPropsPlugin.validateOptions = validateOptions as NonNullable<PluginModule["validateOptions"]>;
