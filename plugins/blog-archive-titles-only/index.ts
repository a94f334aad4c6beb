import type { LoadContext, Plugin, RouteConfig } from "@docusaurus/types";
import blogFeedSelfLinksPlugin from "../blog-feed-self-links";

/**
 * The blog (with plugins/blog-feed-self-links), whose archive page gets each post's link, title and date, all the
 * theme's archive page reads, instead of every post whole with its Markdown (≈33 KB gzipped in Russian). The build
 * stops if no route carries the archive any more (a silent no-op otherwise); browser-bundles.test.ts checks the data.
 */
export default async function blogArchiveTitlesOnly(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = await blogFeedSelfLinksPlugin(context, options);
  return {
    ...plugin,
    async contentLoaded(args) {
      let trimmed = 0;
      const addRoute = (route: RouteConfig) => {
        const archive = route.props?.archive as { blogPosts: { metadata: Record<string, unknown> }[] } | undefined;
        if (!archive) return args.actions.addRoute(route);
        trimmed += 1;
        const blogPosts = archive.blogPosts.map(({ metadata: { permalink, title, date } }) => ({
          metadata: { permalink, title, date },
        }));
        return args.actions.addRoute({ ...route, props: { ...route.props, archive: { blogPosts } } });
      };
      await plugin.contentLoaded?.({ ...args, actions: { ...args.actions, addRoute } });
      if (trimmed === 0) throw new Error("blog-archive-titles-only: no route carried props.archive.blogPosts.");
    },
  };
}

blogArchiveTitlesOnly.validateOptions = blogFeedSelfLinksPlugin.validateOptions;
