/**
 * Remark plugin for the docs: an `<img>` of a site PNG that has responsive copies (see index.ts)
 * becomes `<picture>` with an AVIF and a WebP `<source>` (srcset by width, `sizes` of the doc
 * column) around the same `<img>`, which keeps its alt text, width, height (no layout shift),
 * loading and priority, and stays the fallback.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { contentHash, FORMATS, SIZES, variantPath, widthsFor } from './variants';

export interface RemarkPictureOptions {
  siteDir: string;
}

type AnyNode = { type: string; children?: AnyNode[]; [key: string]: unknown };

const stringAttribute = (name: string, value: string): MdxJsxAttribute => ({ type: 'mdxJsxAttribute', name, value });

/** The `width` attribute as a number (`width={1280}` or `width="1280"`). */
function widthOf(node: MdxJsxFlowElement): number | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'width');
  const value = attribute?.value;
  const text = typeof value === 'string' ? value : value?.value;
  return text && /^\d+$/.test(text.trim()) ? Number(text) : undefined;
}

function srcOf(node: MdxJsxFlowElement): string | undefined {
  const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'src');
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

export default function remarkPicture(options: RemarkPictureOptions) {
  const staticDir = path.join(options.siteDir, 'static');
  const picture = (img: MdxJsxFlowElement): MdxJsxFlowElement | undefined => {
    const src = srcOf(img);
    const width = widthOf(img);
    if (!src || !width || !/^\/img\/.+\.png$/.test(src)) return undefined;
    const png = path.join(staticDir, src);
    if (!fs.existsSync(png)) return undefined;
    const hash = contentHash(png);
    const widths = widthsFor(width);
    const pathOf = (w: number, extension: string) => variantPath(src, hash, w, extension);
    if (!widths.every((w) => FORMATS.every((f) => fs.existsSync(path.join(staticDir, pathOf(w, f.extension))))))
      return undefined;
    const sources: MdxJsxFlowElement[] = FORMATS.map((format) => ({
      type: 'mdxJsxFlowElement',
      name: 'source',
      attributes: [
        stringAttribute('type', format.type),
        stringAttribute('srcSet', widths.map((w) => `${pathOf(w, format.extension)} ${w}w`).join(', ')),
        stringAttribute('sizes', SIZES),
      ],
      children: [],
    }));
    return { type: 'mdxJsxFlowElement', name: 'picture', attributes: [], children: [...sources, img] };
  };
  const visit = (parent: AnyNode) => {
    (parent.children ?? []).forEach((child, i, children) => {
      const replaced =
        child.type === 'mdxJsxFlowElement' && child.name === 'img'
          ? picture(child as unknown as MdxJsxFlowElement)
          : undefined;
      if (replaced) children[i] = replaced as unknown as AnyNode;
      else visit(child);
    });
  };
  return (tree: Root): void => visit(tree as unknown as AnyNode);
}
