/**
 * The search client's cache of answers, as algoliasearch's own in-memory one keeps them (by request,
 * stored as JSON), with one change: a cached answer arrives in a task of its own. The stock cache
 * answers within the keystroke's input event, so the typed letter and the whole results list were
 * rendered as one long task; now the letter paints first. Written here because algoliasearch exports
 * its memory cache from none of its entry points.
 */
import type { liteClient } from 'algoliasearch/lite';

type ClientCache = NonNullable<NonNullable<Parameters<typeof liteClient>[2]>['responsesCache']>;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createAnswersCache(): ClientCache {
  const answers = new Map<string, string>();
  return {
    async get(key, defaultValue, events) {
      const cached = answers.get(JSON.stringify(key));
      if (cached !== undefined) {
        await nextTask();
        return JSON.parse(cached);
      }
      const value = await defaultValue();
      await events?.miss(value);
      return value;
    },
    async set(key, value) {
      answers.set(JSON.stringify(key), JSON.stringify(value));
      return value;
    },
    async delete(key) {
      answers.delete(JSON.stringify(key));
    },
    async clear() {
      answers.clear();
    },
  };
}
