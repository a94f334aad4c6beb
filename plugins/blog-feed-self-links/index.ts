import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin, PluginModule } from "@docusaurus/types";
import pluginContentBlog, {
  validateOptions,
  type BlogContent,
  type PluginOptions,
} from "@docusaurus/plugin-content-blog";

const ATOM_NAMESPACE = "http://www.w3.org/2005/Atom";

/** The feed with a link to its own URL: `atom:link rel="self"` in RSS, `link rel="self"` in Atom. */
export function withSelfLink(xml: string, type: "rss" | "atom", url: string): string {
  if (xml.includes('rel="self"')) return xml;
  if (type === "rss") {
    return xml
      .replace(/<rss(?![^>]*xmlns:atom=)/, `<rss xmlns:atom="${ATOM_NAMESPACE}"`)
      .replace("<channel>", `<channel>\n        <atom:link href="${url}" rel="self" type="application/rss+xml"/>`);
  }
  return xml.replace(/(<feed[^>]*>)/, `$1\n    <link rel="self" type="application/atom+xml" href="${url}"/>`);
}

/**
 * The blog plugin, whose RSS and Atom feeds also name their own URL in the locale being built (the
 * plugin's feed library writes a self link only when given one, and the plugin gives none). Feed readers
 * and validators use it to tell which feed they subscribed to, so the Russian feed names /ru/… .
 */
export default async function blogFeedSelfLinksPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Validated by validateOptions below, as the blog plugin's own options.
  const blogOptions = options as PluginOptions;
  const plugin = await pluginContentBlog(context, blogOptions);
  const feedsUrl = `${context.siteConfig.url}${context.baseUrl}${blogOptions.routeBasePath.replace(/^\/|\/$/g, "")}/`;
  const withSelfLinks: Plugin<BlogContent> = {
    ...plugin,
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
  return withSelfLinks as Plugin<unknown>;
}

blogFeedSelfLinksPlugin.validateOptions = validateOptions as NonNullable<PluginModule["validateOptions"]>;
