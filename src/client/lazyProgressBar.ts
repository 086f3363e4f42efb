/**
 * Stands in for `nprogress`, the theme's navigation progress bar (plugins/lazy-progress-bar.ts aliases it
 * here). The bar only shows when a client-side navigation takes longer than 200 ms, so its code is prefetched
 * and run when the first such navigation starts instead of running in main.js on every page.
 */
interface ProgressBar {
  configure(options: object): unknown;
  start(): unknown;
  done(): unknown;
}

let options: object = {};
let bar: ProgressBar | undefined;
let loading: Promise<void> | undefined;
let running = false;

function load(): void {
  // Prefetched after the page loads (idle, low priority), so a slow network does not delay the bar itself.
  loading ??= import(/* webpackChunkName: "progress-bar", webpackPrefetch: true */ 'nprogress/nprogress.js').then(
    (module: { default: ProgressBar }) => {
      bar = module.default;
      bar.configure(options);
      if (running) bar.start();
    },
    // Offline: the navigation goes on without a progress bar; the next one tries again.
    () => {
      loading = undefined;
    },
  );
}

const lazyProgressBar = {
  configure(next: object) {
    options = { ...options, ...next };
    bar?.configure(next);
    return lazyProgressBar;
  },
  start() {
    running = true;
    if (bar) bar.start();
    else load();
    return lazyProgressBar;
  },
  done() {
    running = false;
    bar?.done();
    return lazyProgressBar;
  },
};

export default lazyProgressBar;
