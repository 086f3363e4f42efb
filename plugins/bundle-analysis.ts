/**
 * `BUNDLE_ANALYSIS=1 npm run build` also writes what ships in each client chunk, with parsed and
 * gzip sizes per module: `.bundle-analysis/report.html` (treemap) and `report.json`.
 * Off by default: it slows the build.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

// The package ships no types; this is the one constructor used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { BundleAnalyzerPlugin } = require('webpack-bundle-analyzer') as {
  BundleAnalyzerPlugin: new (options: Record<string, unknown>) => { apply(compiler: unknown): void };
};

export default function bundleAnalysisPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.siteDir, '.bundle-analysis');
  return {
    name: 'craftjs-bundle-analysis',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.BUNDLE_ANALYSIS !== '1') return {};
      const common = { openAnalyzer: false, logLevel: 'warn' };
      return {
        plugins: [
          new BundleAnalyzerPlugin({
            ...common,
            analyzerMode: 'static',
            reportFilename: path.join(outDir, 'report.html'),
          }),
          new BundleAnalyzerPlugin({
            ...common,
            analyzerMode: 'json',
            reportFilename: path.join(outDir, 'report.json'),
          }),
        ],
      };
    },
  };
}
