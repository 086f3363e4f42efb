/**
 * One record as an Algolia hit: the attributes the search retrieves, with `_highlightResult` and
 * `_snippetResult` for the attributes it highlights and snippets (hit-shape.ts reads which).
 */
import type { DocSearchRecord } from './records';
import type { Highlighter, HighlightResult, SnippetResult, Tags } from './highlight';
import { retrieve, type HitShape } from './hit-shape';
import type { QueryPlan } from './query-plan';
import type { SearchParams } from './search-schemas';

export type Hit = Record<string, unknown> & {
  objectID: string;
  _highlightResult: Record<string, unknown>;
  _snippetResult?: Record<string, unknown>;
};

/*
 * An index setting a DocSearch index has, used when a request does not say otherwise (the theme's
 * /search page sends none and relies on it): highlight tags whose class the page restyles.
 */
const DEFAULT_TAGS: Tags = { pre: '<span class="algolia-docsearch-suggestion--highlight">', post: '</span>' };

/** What one search's hits are built with, read from its parameters once. */
export interface HitOptions {
  shape: HitShape;
  ellipsis: string;
  tags: Tags;
}

export function hitOptions(params: SearchParams, shape: HitShape): HitOptions {
  return {
    shape,
    ellipsis: params.snippetEllipsisText ?? '',
    tags: {
      pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: params.highlightPostTag ?? DEFAULT_TAGS.post,
    },
  };
}

export function buildHit(
  highlighter: Highlighter,
  record: DocSearchRecord,
  plan: QueryPlan,
  { shape, ellipsis, tags }: HitOptions,
): Hit {
  const hit = retrieve(record, shape.retrieve) as Hit;
  const highlightResult: Record<string, unknown> = {};
  const hierarchyHighlight: Record<string, HighlightResult> = {};
  let anyLevel = false;
  for (const level of shape.highlightLevels) {
    const value = record.hierarchy[level];
    if (value == null) continue;
    hierarchyHighlight[level] = highlighter.highlight(value, plan, tags);
    anyLevel = true;
  }
  if (anyLevel) highlightResult.hierarchy = hierarchyHighlight;
  if (record.content != null && shape.highlightContent)
    highlightResult.content = highlighter.highlight(record.content, plan, tags);
  hit._highlightResult = highlightResult;

  const snippetResult: Record<string, unknown> = {};
  const hierarchySnippet: Record<string, SnippetResult> = {};
  let anySnippet = false;
  let anyLevelSnippet = false;
  for (const { target, words } of shape.snippets) {
    if (target === 'content') {
      if (record.content == null) continue;
      snippetResult.content = highlighter.snippet(record.content, plan, words, ellipsis, tags);
      anySnippet = true;
    } else {
      const value = record.hierarchy[target];
      if (value == null) continue;
      hierarchySnippet[target] = highlighter.snippet(value, plan, words, ellipsis, tags);
      anyLevelSnippet = true;
    }
  }
  if (anyLevelSnippet) snippetResult.hierarchy = hierarchySnippet;
  if (anySnippet || anyLevelSnippet) hit._snippetResult = snippetResult;
  return hit;
}
