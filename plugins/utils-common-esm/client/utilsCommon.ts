// The browser's entry for @docusaurus/utils-common: the package's CommonJS index pulls all of tslib
// (~4 KB gzipped, on every page) into the bundle for a single interop helper. These are the same
// functions from the same files; tests/unit/utils-common-esm.test.ts keeps the two entries equal.
import applyTrailingSlash, {
  addLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
} from "@docusaurus/utils-common/lib/applyTrailingSlash";

export { applyTrailingSlash, addLeadingSlash, addTrailingSlash, removeTrailingSlash };
export { addPrefix, addSuffix, removePrefix, removeSuffix } from "@docusaurus/utils-common/lib/stringUtils";
export { getErrorCausalChain } from "@docusaurus/utils-common/lib/errorUtils";
export const blogPostContainerID = "__blog-post-container";
