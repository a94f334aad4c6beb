import { builderState, createBuilder, SEARCH_FIELDS, type lunr, type TermPosting } from "../lunrSetup";
import type { SearchRecord, SerializedPage, SerializedSearchIndex } from "../types";

/** The records of the index file, as the build extracted them but with the shipped excerpt of their text. */
export function expandRecords(pages: SerializedPage[]): SearchRecord[] {
  return pages
    .flatMap(([url, lvl0, lvl1, language, tags, records]) =>
      records.map(([type, anchor, lvl2, lvl3, lvl4, content]) => ({
        url: anchor === null ? url : `${url}#${anchor}`,
        type,
        hierarchy: { lvl0, lvl1, lvl2, lvl3, lvl4 },
        content,
        language,
        docusaurus_tag: tags,
      })),
    )
    .map((record, position) => ({ id: position, ...record }));
}

/**
 * The lunr index the build's builder would have built: the state that its add() calls left is
 * restored from the file, in the same shape, and lunr's own build() computes the term vectors.
 */
export function rebuildIndex({ locale, index }: SerializedSearchIndex, recordCount: number): lunr.Index {
  const builder = createBuilder(locale);
  const state = builderState(builder);
  const frequencies: Record<string, number>[][] = [];
  for (let position = 0; position < recordCount; position++) {
    const ref = String(position);
    state._documents[ref] = {};
    frequencies.push(
      SEARCH_FIELDS.map(({ name }, field) => {
        const termFrequencies: Record<string, number> = Object.create(null);
        state.fieldTermFrequencies[`${name}/${ref}`] = termFrequencies;
        state.fieldLengths[`${name}/${ref}`] = index.fieldLengths[field][position];
        return termFrequencies;
      }),
    );
  }
  state.documentCount = recordCount;
  index.terms.forEach((term, termIndex) => {
    const posting = { _index: termIndex } as TermPosting;
    SEARCH_FIELDS.forEach(({ name }, field) => {
      const refs: Record<string, object> = Object.create(null);
      const list = index.postings[termIndex][field];
      let position = 0;
      for (let i = 0; i < list.length; i++) {
        position += list[i];
        // A negative entry is the term frequency of the posting before it; without one it is 1.
        const frequency = list[i + 1] < 0 ? -list[++i] : 1;
        refs[position] = Object.create(null);
        frequencies[position][field][term] = frequency;
      }
      posting[name] = refs;
    });
    state.invertedIndex[term] = posting;
  });
  state.termIndex = index.terms.length;
  return builder.build();
}
