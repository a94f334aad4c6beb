// Rspack loads loaders with require(), which cannot read TypeScript; jiti (what Docusaurus loads
// its config with) compiles loader.ts on the way.
module.exports = require("jiti")(__filename, { interopDefault: true })("./loader.ts");
