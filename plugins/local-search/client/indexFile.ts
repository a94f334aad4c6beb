import type { SearchRecord, SerializedPage } from "../types";

/** The records of the index file, as the build extracted them but with the shipped excerpt of their text. */
export function expandRecords(pages: SerializedPage[]): SearchRecord[] {
  return pages
    .flatMap(([url, lvl0, lvl1, language, tags, records, inboundLinks]) =>
      records.map(([type, anchor, lvl2, lvl3, lvl4, content]) => ({
        url: anchor === null ? url : `${url}#${anchor}`,
        type,
        hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4 },
        content,
        ...(type === "lvl1" ? { inboundLinks } : {}),
        language,
        docusaurus_tag: tags,
      })),
    )
    .map((record, position) => ({ id: position, ...record }));
}
