/** The progress bar's own file (the package ships no types; src/client/lazyProgressBar.ts uses these three). */
declare module 'nprogress/nprogress.js' {
  const nprogress: { configure(options: object): unknown; start(): unknown; done(): unknown };
  export default nprogress;
}
