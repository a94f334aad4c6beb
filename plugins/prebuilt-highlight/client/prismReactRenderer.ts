// What the browser bundle gets for `prism-react-renderer`: the theme's client module still imports its Prism
// to pass to prism-include-languages (a no-op here), and the package would bring all of Prism with it.
export const Prism = {};
