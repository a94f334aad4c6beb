// Ejected (the theme marks it safe to eject): the original loads Prism's extra languages into every page;
// here code is highlighted at build time (../remarkPrismTokens.ts), so the browser needs none of them.
export default function prismIncludeLanguages(): void {}
