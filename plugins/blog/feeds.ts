import { load } from "cheerio";

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
 * A post's HTML as a feed reader should get it: a themed picture once (its light variant; a reader has none of the
 * site's colour modes, so both showed) and the narrow versions' `srcset` absolute, as the blog plugin already makes
 * links and images (it leaves `<source>` out), so a reader resolves them against the site and not its own address.
 */
export function feedItemHtml(html: string, postUrl: string): string {
  const $ = load(html, null, false);
  $("[data-feed-omit]").remove();
  $("source[srcset]").each((_, source) => {
    source.attribs.srcset = (source.attribs.srcset ?? "")
      .split(",")
      .map((candidate) => {
        const [url = "", ...descriptors] = candidate.trim().split(/\s+/);
        return [new URL(url, postUrl).href, ...descriptors].join(" ");
      })
      .join(", ");
  });
  return $.html();
}
