import { readFile, readdir } from "node:fs/promises";
import { join } from "node:path";
import type { LoadContext, Plugin, PluginModule, RouteConfig } from "@docusaurus/types";
import pluginContentDocs, {
  validateOptions,
  type LoadedContent,
  type PluginOptions,
} from "@docusaurus/plugin-content-docs";

interface VersionProp {
  docs?: Record<string, unknown>;
}

/** The route tree with each version's `docs` table empty. */
export function withoutDocsTable(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  return {
    ...route,
    ...(version?.docs && { props: { ...route.props, version: { ...version, docs: {} } } }),
    ...(route.routes && { routes: route.routes.map(withoutDocsTable) }),
  };
}

/** What reads the docs table in the browser: the theme's doc cards and the hook behind them. */
const DOCS_TABLE_READERS = /\b(?:DocCard|DocCardList|useDocById)\b/;
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?|mdx?)$/;

interface SidebarItem {
  type: string;
  link?: { type: string };
  items?: SidebarItem[];
}

function hasGeneratedIndex(items: SidebarItem[]): boolean {
  return items.some(
    (item) => item.link?.type === "generated-index" || (item.items !== undefined && hasGeneratedIndex(item.items)),
  );
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The files that would read the docs table if the site rendered doc cards, or the reason it must keep
 * the table regardless; undefined when nothing can read it.
 */
export async function docsTableReader(siteDir: string, content: LoadedContent): Promise<string | undefined> {
  const generatedIndex = content.loadedVersions.find((version) =>
    Object.values(version.sidebars).some((items) => hasGeneratedIndex(items as SidebarItem[])),
  );
  if (generatedIndex) return `a generated category index in docs version ${generatedIndex.versionName}`;
  const docSources = content.loadedVersions.flatMap((version) =>
    version.docs.map((doc) => doc.source.replace(/^@site\//, `${siteDir}/`)),
  );
  const files = [...docSources, ...(await filesUnder(join(siteDir, "src")))];
  for (const file of files) {
    if (DOCS_TABLE_READERS.test(await readFile(file, "utf8"))) return file;
  }
  return undefined;
}

/**
 * plugin-content-docs, except that the version data which every doc page loads leaves out the table
 * of all docs (id, title, description and sidebar of each: ≈11 KB gzipped in English, ≈14 KB in
 * Russian for ~200 docs). Only the theme's doc cards read it, through useDocById, and the site renders none:
 * the table ships whole again as soon as a doc or a component mentions DocCard, DocCardList or
 * useDocById, or a sidebar category gets a generated index. Sidebars and each page's own metadata
 * (title, description, meta tags) are unaffected.
 */
export default async function leanDocsPropsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  // Validated by validateOptions below, as the docs plugin's own options.
  const plugin = await pluginContentDocs(context, options as PluginOptions);
  const lean: Plugin<LoadedContent> = {
    ...plugin,
    contentLoaded: async (args) => {
      const keepTable = (await docsTableReader(context.siteDir, args.content)) !== undefined;
      return plugin.contentLoaded?.(
        keepTable
          ? args
          : {
              ...args,
              actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocsTable(route)) },
            },
      );
    },
  };
  // The config's plugin type takes content as unknown; the docs plugin's own hooks read it typed.
  return lean as Plugin<unknown>;
}

leanDocsPropsPlugin.validateOptions = validateOptions as NonNullable<PluginModule["validateOptions"]>;
