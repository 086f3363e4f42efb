import fs from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { everyHtmlFile, pathForFile } from './built-site';

// Needs `npm run build`. Only the content-model rules: what may sit inside what, and the attributes
// an element cannot do without. Style rules (attribute quoting, void-element syntax) are the minifier's.
const validator = new HtmlValidate({
  rules: {
    'element-permitted-content': 'error',
    'element-required-content': 'error',
    'element-required-attributes': 'error',
  },
});

const isRedirectPage = (file: string) => fs.readFileSync(file, 'utf8').includes('http-equiv="refresh"');

describe('built pages are valid HTML', () => {
  it('no HTML file in build/ breaks the content model, the redirect pages and the example apps included', async () => {
    const pages = everyHtmlFile();
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter(isRedirectPage).map(pathForFile)).toEqual(['/docs']);
    expect(pages.map(pathForFile)).toEqual(expect.arrayContaining(['/examples/basic', '/live-preview']));
    const errors: string[] = [];
    for (const file of pages) {
      const report = await validator.validateFile(file);
      for (const result of report.results) {
        for (const message of result.messages) {
          errors.push(`${pathForFile(file)} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
        }
      }
    }
    expect(errors.length, errors.slice(0, 20).join('\n')).toBe(0);
  }, 120_000);
});
