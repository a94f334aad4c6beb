import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin, PluginModule, RouteConfig } from "@docusaurus/types";
import pluginContentBlog, {
  validateOptions,
  type BlogContent,
  type PluginOptions,
} from "@docusaurus/plugin-content-blog";
import { feedItemHtml, withSelfLink } from "./feeds";

type CreateFeedItems = NonNullable<PluginOptions["feedOptions"]["createFeedItems"]>;

/** Each feed item's HTML as a feed reader should get it (feeds.ts). */
const createFeedItems: CreateFeedItems = async ({ defaultCreateFeedItems, ...params }) => {
  const items = await defaultCreateFeedItems(params);
  return items.map((item) => (item.content ? { ...item, content: feedItemHtml(item.content, item.link) } : item));
};

/** The archive page's data: each post's link, title and date, all the theme's archive page reads. */
function withArchiveTitlesOnly(route: RouteConfig): RouteConfig | undefined {
  const archive = route.props?.archive as { blogPosts: { metadata: Record<string, unknown> }[] } | undefined;
  if (!archive) return undefined;
  const blogPosts = archive.blogPosts.map(({ metadata: { permalink, title, date } }) => ({
    metadata: { permalink, title, date },
  }));
  return { ...route, props: { ...route.props, archive: { blogPosts } } };
}

/**
 * The blog plugin with three changes:
 * - the archive page gets each post's link, title and date instead of every post whole with its Markdown (≈33 KB
 *   gzipped in Russian); the build stops if no route carries the archive any more (a silent no-op otherwise), and
 *   browser-bundles.test.ts checks the data;
 * - the RSS and Atom feeds name their own URL in the locale being built (the feed library writes a self link only
 *   when given one, and the plugin gives none), so feed readers and validators can tell the Russian feed apart;
 * - feed items carry reader-ready HTML (feeds.ts). The site's options leave `createFeedItems` to this plugin.
 */
export default async function blogPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Validated by validateOptions below, as the blog plugin's own options.
  const blogOptions = options as PluginOptions;
  const plugin = await pluginContentBlog(context, {
    ...blogOptions,
    feedOptions: { ...blogOptions.feedOptions, createFeedItems },
  });
  const feedsUrl = `${context.siteConfig.url}${context.baseUrl}${blogOptions.routeBasePath.replace(/^\/|\/$/g, "")}/`;
  const blog: Plugin<BlogContent> = {
    ...plugin,
    async contentLoaded(args) {
      let trimmed = 0;
      const addRoute = (route: RouteConfig) => {
        const lean = withArchiveTitlesOnly(route);
        if (lean) trimmed += 1;
        args.actions.addRoute(lean ?? route);
      };
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
      if (trimmed === 0) throw new Error("plugins/blog: no route carried props.archive.blogPosts.");
    },
    async postBuild(props) {
      await plugin.postBuild?.(props);
      for (const type of ["rss", "atom"] as const) {
        const file = join(props.outDir, blogOptions.routeBasePath, `${type}.xml`);
        if (existsSync(file)) {
          writeFileSync(file, withSelfLink(readFileSync(file, "utf8"), type, `${feedsUrl}${type}.xml`));
        }
      }
    },
  };
  // The config's plugin type takes content as unknown; the blog plugin's own hooks read it typed.
  return blog as Plugin<unknown>;
}

blogPlugin.validateOptions = validateOptions as NonNullable<PluginModule["validateOptions"]>;
