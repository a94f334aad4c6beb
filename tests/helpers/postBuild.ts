import logger from "@docusaurus/logger";
import type { Plugin } from "@docusaurus/types";
import { vi } from "vitest";

/** Runs a plugin's postBuild with the given arguments and returns what it logged. */
export async function runPostBuild(plugin: Plugin, args: Record<string, unknown>): Promise<string> {
  const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
  try {
    await plugin.postBuild?.(args as unknown as Parameters<NonNullable<Plugin["postBuild"]>>[0]);
    return info.mock.calls.map((call) => String(call[0])).join("\n");
  } finally {
    info.mockRestore();
  }
}
