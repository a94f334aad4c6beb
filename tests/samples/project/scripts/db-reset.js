/* global process, console -- a Node.js script of the example project */
// A stand-in for a project's database reset: the example shop keeps no data on the server, so there is nothing
// to empty; the script only answers the way a real one would.
const seed = process.argv.find((arg) => arg.startsWith("--seed="))?.slice("--seed=".length) ?? "default";
console.log(`database reset with the "${seed}" seed`);
