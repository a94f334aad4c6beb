/**
 * What English readers type and the words the English site says it with: abbreviations the pages spell out, words
 * the pages shorten ("configuration", stemmed configur, where the site says "config"), and nouns the stemmer keeps
 * apart from their verb ("failure" is failur, "fails" and "failed" are fail). The format is russianSynonyms.ts's:
 * the reader's words, then after "→" the words to look for as well. Checked by bench/relevance: an entry stays when
 * it finds the right page for queries readers type ("dir", "auth", "repo" and "creds" moved none and were left out).
 */
export const ENGLISH_SYNONYMS = `
env → environment
failure → fail
configuration → config
settings → config
a11y → accessibility
gh → github
concurrently concurrent simultaneously → parallel
`;
