import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".docusaurus/",
      "node_modules/",
      "tests/fixtures/*/build/",
      "tests/fixtures/*/.docusaurus/",
      "testplane-report/",
      // React for the example shop: React 17 UMD builds (vendor/react-17.0.2/) and React 19 bundled from node_modules (tests/samples/react-vendor/entry.mjs).
      "tests/samples/site/vendor/",
      // What npm run test:samples writes: the generated sample files and config (git-ignored).
      ".testplane/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "19" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["error", "warn"] }],
      // `const { omitted, ...rest } = props` is how a prop is dropped before spreading the rest.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
    },
  },
  {
    files: ["scripts/**", "tests/**"],
    rules: { "no-console": "off" },
  },
);
