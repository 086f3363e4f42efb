import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

type Configuration = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * Remark plugins run inside the MDX loader, and the bundler's persistent cache does not see their
 * source: a page compiled by an older plugin would be reused. Adds a hash of the plugin folder's
 * files to the cache version (webpack's `cache.version`, Rspack's `experiments.cache.version`), so a
 * change to them rebuilds the pages. `inputs`: what else the plugin's output depends on.
 */
export function versionCacheBy(config: Configuration, folder: string, inputs: string[] = []): void {
  const webpackCache = config.cache && typeof config.cache === 'object' && config.cache.type === 'filesystem';
  const rspackCache = (config.experiments as { cache?: { type?: string; version?: string } } | undefined)?.cache;
  const target = webpackCache
    ? (config.cache as { version?: string })
    : rspackCache?.type === 'persistent'
      ? rspackCache
      : undefined;
  if (!target) return;
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  for (const input of inputs) hash.update(input);
  target.version = `${target.version ?? ''}-${path.basename(folder)}-${hash.digest('hex').slice(0, 12)}`;
}
