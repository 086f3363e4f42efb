/**
 * Stands in for `algoliasearch/lite` inside the theme's SearchPage only (webpack rule in
 * plugins/search): the page builds its client with `liteClient(appId, apiKey)`, and this gives it
 * our hosts and timeouts without copying the page.
 */
export { createSearchClient as liteClient } from './client';
