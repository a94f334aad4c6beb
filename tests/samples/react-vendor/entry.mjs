/* global window -- bundled for the browser */
// Entry of tests/samples/site/vendor/react.js, the React build the shop's React pages load (React and
// ReactDOMClient as globals, like a page that loads React from a script tag). Rebuild it with:
// npx esbuild tests/samples/react-vendor/entry.mjs --bundle --minify --format=iife --legal-comments=eof --define:process.env.NODE_ENV='"production"' --outfile=tests/samples/site/vendor/react.js
import * as React from "react";
import * as ReactDOMClient from "react-dom/client";

window.React = React;
window.ReactDOMClient = ReactDOMClient;
