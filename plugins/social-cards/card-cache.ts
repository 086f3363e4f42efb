/**
 * Cards already drawn, kept by their inputs in node_modules/.cache/craftjs-docs/social-cards, so a warm
 * build copies them instead of drawing them again. A card's key is a hash of its text, the template's
 * files (code, fonts, logo) and the versions of satori and resvg: a change to any of them redraws it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { INPUTS_CACHE_DIR, hashFiles } from '../inputs-cache';
import type { CardInputs } from './card';

export const cardCacheDir = (siteDir: string) => path.join(siteDir, INPUTS_CACHE_DIR, 'social-cards');

/** A hash of what every card depends on besides its own inputs. */
export function templateHash(files: string[], libraryVersions: string[]): string {
  return createHash('sha256').update(hashFiles(files)).update(libraryVersions.join('\0')).digest('hex');
}

export function cardKey(inputs: CardInputs, template: string): string {
  const text = JSON.stringify([inputs.title, inputs.section, inputs.brand, inputs.address]);
  return createHash('sha256').update(template).update('\0').update(text).digest('hex').slice(0, 32);
}

export interface CardCache {
  has(key: string): boolean;
  read(key: string): Buffer | undefined;
  write(key: string, png: Buffer): void;
}

export function cardCache(dir: string): CardCache {
  const file = (key: string) => path.join(dir, `${key}.png`);
  return {
    has: (key) => fs.existsSync(file(key)),
    read: (key) => (fs.existsSync(file(key)) ? fs.readFileSync(file(key)) : undefined),
    write(key, png) {
      fs.mkdirSync(dir, { recursive: true });
      // Atomic, so a build stopped halfway leaves no torn card.
      writeFileAtomic.sync(file(key), png);
    },
  };
}
