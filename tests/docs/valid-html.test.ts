import fs from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { builtPages, pathForFile } from './built-site';

// Needs `npm run build`. Only the content-model rules: what may sit inside what, and the attributes
// an element cannot do without. Style rules (attribute quoting, void-element syntax) are the minifier's.
const validator = new HtmlValidate({
  rules: {
    'element-permitted-content': 'error',
    'element-required-content': 'error',
    'element-required-attributes': 'error',
  },
});

// plugin-client-redirects writes its redirect pages from a fixed template (no lang, title or body);
// they are not pages of ours, and there is exactly one: /docs.
const isRedirectPage = (file: string) => fs.readFileSync(file, 'utf8').includes('http-equiv="refresh"');

describe('built pages are valid HTML', () => {
  it('no page breaks the content model', async () => {
    const pages = builtPages();
    expect(pages.length).toBeGreaterThan(20);
    const redirects = pages.filter(isRedirectPage);
    expect(redirects.map(pathForFile)).toEqual(['/docs']);
    const errors: string[] = [];
    for (const file of pages.filter((page) => !redirects.includes(page))) {
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
