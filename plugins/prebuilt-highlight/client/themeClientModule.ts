// Stands in for the theme's client module that loads Prism and its extra languages into every
// page: code is highlighted at build time (../remarkPrismTokens.ts), so the browser needs neither.
export {};
