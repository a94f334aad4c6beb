import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on right now, so two runs on one machine don't collide. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? done(port) : fail(new Error("no free port"))));
    });
  });
}
