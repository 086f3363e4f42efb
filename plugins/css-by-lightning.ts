/**
 * Stylesheets are prefixed and lowered for the browserslist once, by Lightning CSS (Docusaurus
 * Faster's minimizer, given the browserslist's targets; see rust-browserslist.ts). The theme's PostCSS
 * step would do the same job again with postcss-preset-env, and search for a PostCSS config file
 * beside every stylesheet: it keeps parsing (css-loader reuses PostCSS's tree) and drops both. Any
 * other PostCSS plugin stops the build, so a Docusaurus upgrade that adds one is seen, not dropped.
 */
import type { Plugin } from '@docusaurus/types';

/** The one plugin Docusaurus's style loader gives PostCSS: `[require.resolve('postcss-preset-env'), {}]`. */
const isPresetEnv = (plugin: unknown) =>
  /[\\/]postcss-preset-env[\\/]/.test(String(Array.isArray(plugin) ? plugin[0] : plugin));

export default function cssByLightningPlugin(): Plugin {
  return {
    name: 'craftjs-css-by-lightning',
    configurePostCss(options) {
      const others = options.plugins.filter((plugin) => !isPresetEnv(plugin));
      if (others.length > 0)
        throw new Error(
          `css-by-lightning: Docusaurus now gives PostCSS more than postcss-preset-env (${others.map(String).join(', ')}); check plugins/css-by-lightning.ts against its style loader (@docusaurus/bundler lib/loaders/styleLoader.js).`,
        );
      return { ...options, config: false, plugins: [] };
    },
  };
}
