/**
 * plugins/css-by-lightning.ts against the installed Docusaurus: the PostCSS options its style loader
 * really builds lose postcss-preset-env and the config search, and any other PostCSS plugin stops
 * the build with what to check.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Plugin } from '@docusaurus/types';
import cssByLightningPlugin from '../../plugins/css-by-lightning';

type PostCssOptions = Parameters<NonNullable<Plugin['configurePostCss']>>[0];

// The bundler package and Rspack as Docusaurus itself resolves them (they are its dependencies, not ours).
const fromCore = createRequire(require.resolve('@docusaurus/core/package.json'));
const fromFaster = createRequire(require.resolve('@docusaurus/faster/package.json'));

/** The `postcssOptions` Docusaurus's style loader gives postcss-loader for a client stylesheet. */
async function docusaurusPostCssOptions(): Promise<PostCssOptions> {
  const { createStyleLoadersFactory } = fromCore('@docusaurus/bundler/lib/loaders/styleLoader') as {
    createStyleLoadersFactory: (options: {
      currentBundler: unknown;
    }) => Promise<(isServer: boolean, css: object) => unknown>;
  };
  const getStyleLoaders = await createStyleLoadersFactory({
    currentBundler: { name: 'rspack', instance: fromFaster('@rspack/core') },
  });
  const loaders = getStyleLoaders(false, {}) as Array<{
    loader: string;
    options?: { postcssOptions?: PostCssOptions };
  }>;
  const postcss = loaders.find((entry) => entry.loader.includes('postcss-loader'));
  return postcss!.options!.postcssOptions!;
}

const configure = (options: PostCssOptions) => cssByLightningPlugin().configurePostCss!(options);

describe('CSS prefixed and lowered by Lightning CSS alone', () => {
  it('drops the style loader’s postcss-preset-env and its PostCSS config search', async () => {
    const options = await docusaurusPostCssOptions();
    expect(options.plugins.length).toBe(1);
    expect(configure(options)).toEqual({ ...options, config: false, plugins: [] });
  });

  it('stops the build, naming the file to check, when Docusaurus gives PostCSS another plugin', async () => {
    const options = await docusaurusPostCssOptions();
    expect(() => configure({ ...options, plugins: [...options.plugins, 'postcss-nesting'] })).toThrow(
      /more than postcss-preset-env \(postcss-nesting\); check plugins\/css-by-lightning\.ts/,
    );
  });
});
