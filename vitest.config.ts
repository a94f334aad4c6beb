import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["tests/unit/**/*.test.ts", "tests/content/**/*.test.ts"],
    testTimeout: 20_000,
  },
});
