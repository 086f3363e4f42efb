/**
 * Stylesheets are prefixed and lowered for the browserslist once, by Lightning CSS (Docusaurus
 * Faster's minimizer, given the browserslist's targets; see rust-browserslist.ts). The theme's PostCSS
 * step would do the same job again with postcss-preset-env, and search for a PostCSS config file
 * beside every stylesheet: it keeps parsing (css-loader reuses PostCSS's tree) and drops both.
 */
import type { Plugin } from '@docusaurus/types';

export default function cssByLightningPlugin(): Plugin {
  return {
    name: 'craftjs-css-by-lightning',
    configurePostCss: (options) => ({ ...options, config: false, plugins: [] }),
  };
}
