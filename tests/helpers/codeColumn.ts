/**
 * How many characters of a code block a reader sees without scrolling sideways in a 1280-pixel-wide desktop window
 * (the e2e tests' window). `tests/e2e/doc-page.testplane.ts` measures it on a built page, and the doc shape check
 * keeps every comment of a code sample within it: a comment is prose, and prose cut off at the edge goes unread.
 */
export const CODE_COLUMN_CHARS = 75;
