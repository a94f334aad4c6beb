/** The Yandex Metrica counter id the e2e build is made with (scripts/run-tests.ts). */
export const TEST_COUNTER_ID = 10000001;

/** One page of each page template, for checks that walk every template (axe, keyboard reach). */
export const PAGE_TEMPLATES = [
  "/",
  "/docs/v8/",
  "/docs/v8/config/browsers/",
  "/docs/v8/commands/mock/respond/",
  "/blog/",
  "/blog/testplane-rebranding/",
  "/blog/archive/",
  "/blog/tags/releases/",
  "/search/?q=screenshot",
  "/versions/",
  "/no/such/page/",
];
