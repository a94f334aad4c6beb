/** Written by the plugin's contentLoaded (actions.createData): the modal's CSS as one string. */
declare module "@generated/local-search/default/modal-styles.json" {
  const css: string;
  export default css;
}
