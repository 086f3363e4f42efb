/**
 * The subset of Algolia's write API that the official client's `replaceAllObjects` uses (batch,
 * copy/move, task status, delete) plus index settings and synonyms, behind the admin key.
 * Framework-free like api.ts: the route, credentials and body in; a status and JSON body out. Every
 * body is validated whole before the store changes, so a bad one changes nothing.
 */
import { BadRequest, fail, isObject, parseBody, type ApiAnswer, type ApiContext, type Credentials } from './api';
import { COPY_SCOPES, type BatchAction, type BatchOperation, type CopyScope } from './index-store';
import { HIERARCHY_LEVELS, type DocSearchRecord } from './records';
import { parseWith, settingsSchema, synonymBatchSchema, synonymSchema, synonymSearchSchema } from './write-schemas';

export type WriteRoute =
  | {
      kind: 'batch' | 'operation' | 'deleteIndex' | 'setSettings' | 'getSettings' | 'searchSynonyms' | 'clearSynonyms';
      indexName: string;
    }
  | { kind: 'saveSynonyms'; indexName: string; replaceExisting: boolean }
  | { kind: 'saveSynonym' | 'getSynonym' | 'deleteSynonym'; indexName: string; objectID: string }
  | { kind: 'task'; indexName: string; taskID: string };

/** A batch holds at most this many operations (the client sends 1,000 per call by default). */
export const MAX_BATCH_OPERATIONS = 10_000;
const ACTIONS: readonly BatchAction[] = ['addObject', 'updateObject', 'deleteObject', 'clear', 'delete'];
const RECORD_TYPES = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export function handleWrite(
  context: ApiContext,
  credentials: Credentials,
  route: WriteRoute,
  rawBody: unknown,
): ApiAnswer {
  const store = context.store;
  if (credentials.appId !== context.appId || !context.adminKey || credentials.apiKey !== context.adminKey || !store) {
    // The public search key (or any other) can only search.
    return fail(403, 'Method not allowed with this API key');
  }
  const now = () => new Date().toISOString();
  try {
    switch (route.kind) {
      case 'batch':
        return { status: 200, body: store.batch(route.indexName, batchOperations(parseBody(rawBody))) };
      case 'operation': {
        const { operation, destination, scope } = operationParams(parseBody(rawBody));
        if (operation === 'copy')
          return { status: 200, body: { taskID: store.copy(route.indexName, destination, scope), updatedAt: now() } };
        const taskID = store.move(route.indexName, destination);
        if (taskID === undefined) return fail(404, `Index ${route.indexName} does not exist`);
        return { status: 200, body: { taskID, updatedAt: now() } };
      }
      case 'task': {
        if (!store.isKnownTask(Number(route.taskID))) return fail(404, 'Task does not exist');
        return { status: 200, body: { status: 'published', pendingTask: false } };
      }
      case 'deleteIndex':
        return { status: 200, body: { taskID: store.delete(route.indexName), deletedAt: now() } };
      case 'setSettings': {
        const settings = parseWith(settingsSchema, parseBody(rawBody), 'body');
        return { status: 200, body: { taskID: store.setSettings(route.indexName, settings), updatedAt: now() } };
      }
      case 'getSettings': {
        const settings = store.settings(route.indexName);
        return settings ? { status: 200, body: settings } : fail(404, `Index ${route.indexName} does not exist`);
      }
      case 'saveSynonyms': {
        const synonyms = parseWith(synonymBatchSchema, parseJson(rawBody), 'body');
        return {
          status: 200,
          body: { taskID: store.saveSynonyms(route.indexName, synonyms, route.replaceExisting), updatedAt: now() },
        };
      }
      case 'saveSynonym': {
        const synonym = parseWith(synonymSchema, parseJson(rawBody), 'body');
        if (synonym.objectID !== route.objectID)
          throw new BadRequest(`body.objectID "${synonym.objectID}" differs from the objectID in the path.`);
        return {
          status: 200,
          body: { taskID: store.saveSynonyms(route.indexName, [synonym]), updatedAt: now(), id: synonym.objectID },
        };
      }
      case 'getSynonym': {
        if (!store.has(route.indexName)) return fail(404, `Index ${route.indexName} does not exist`);
        const synonym = store.synonym(route.indexName, route.objectID);
        return synonym ? { status: 200, body: synonym } : fail(404, 'Synonym set does not exist');
      }
      case 'deleteSynonym': {
        if (!store.has(route.indexName)) return fail(404, `Index ${route.indexName} does not exist`);
        const taskID = store.deleteSynonym(route.indexName, route.objectID);
        return taskID === undefined
          ? fail(404, 'Synonym set does not exist')
          : { status: 200, body: { taskID, deletedAt: now() } };
      }
      case 'searchSynonyms': {
        const search = parseWith(
          synonymSearchSchema,
          rawBody === undefined || rawBody === '' ? {} : parseBody(rawBody),
          'body',
        );
        if (!store.has(route.indexName)) return fail(404, `Index ${route.indexName} does not exist`);
        return { status: 200, body: store.searchSynonyms(route.indexName, search) };
      }
      case 'clearSynonyms':
        return { status: 200, body: { taskID: store.clearSynonyms(route.indexName), updatedAt: now() } };
    }
  } catch (error) {
    if (error instanceof BadRequest) return fail(error.status, error.message);
    throw error;
  }
}

/** Any JSON value (a synonym batch is an array, which parseBody refuses). */
function parseJson(raw: unknown): unknown {
  if (typeof raw !== 'string' && !Buffer.isBuffer(raw)) return raw;
  try {
    return JSON.parse(raw.toString());
  } catch {
    throw new BadRequest('Body is not valid JSON.');
  }
}

function batchOperations(body: Record<string, unknown>): BatchOperation[] {
  const requests = body.requests;
  if (!Array.isArray(requests)) throw new BadRequest('Body must have a `requests` array.');
  if (requests.length > MAX_BATCH_OPERATIONS)
    throw new BadRequest(`At most ${MAX_BATCH_OPERATIONS} operations per batch.`);
  return requests.map((request, i) => {
    if (!isObject(request)) throw new BadRequest(`requests[${i}] must be an object.`);
    const action = request.action as BatchAction;
    if (!ACTIONS.includes(action)) throw new BadRequest(`requests[${i}].action must be one of ${ACTIONS.join(', ')}.`);
    if (action === 'clear' || action === 'delete') return { action };
    if (!isObject(request.body)) throw new BadRequest(`requests[${i}].body must be an object.`);
    if (action === 'deleteObject') {
      if (typeof request.body.objectID !== 'string' || !request.body.objectID)
        throw new BadRequest(`requests[${i}].body.objectID must be a string.`);
      return { action, body: { objectID: request.body.objectID } };
    }
    const problem = recordProblem(request.body, action === 'updateObject');
    if (problem) throw new BadRequest(`requests[${i}].body ${problem}`);
    return { action, body: request.body as Partial<DocSearchRecord> };
  });
}

/** Our engine ranks DocSearch records, so only those are accepted; the message names the first bad field. */
export function recordProblem(record: Record<string, unknown>, needsObjectID: boolean): string | undefined {
  if (record.objectID !== undefined ? typeof record.objectID !== 'string' || record.objectID === '' : needsObjectID) {
    return 'needs a non-empty string objectID.';
  }
  for (const field of ['url', 'url_without_anchor', 'language', 'docusaurus_tag'] as const) {
    if (typeof record[field] !== 'string') return `needs a string ${field}.`;
  }
  if (record.anchor !== null && typeof record.anchor !== 'string') return 'needs anchor: a string or null.';
  if (record.content !== null && typeof record.content !== 'string') return 'needs content: a string or null.';
  if (typeof record.type !== 'string' || !RECORD_TYPES.includes(record.type))
    return `needs type: one of ${RECORD_TYPES.join(', ')}.`;
  const hierarchy = record.hierarchy;
  if (
    !isObject(hierarchy) ||
    !HIERARCHY_LEVELS.every((level) => hierarchy[level] === null || typeof hierarchy[level] === 'string')
  ) {
    return `needs hierarchy with ${HIERARCHY_LEVELS.join(', ')} each a string or null.`;
  }
  const weight = record.weight;
  if (!isObject(weight) || !['pageRank', 'level', 'position'].every((key) => Number.isFinite(weight[key]))) {
    return 'needs weight {pageRank, level, position} of numbers.';
  }
  return undefined;
}

function operationParams(body: Record<string, unknown>): {
  operation: 'copy' | 'move';
  destination: string;
  scope?: CopyScope[];
} {
  const { operation, destination, scope } = body;
  if (operation !== 'copy' && operation !== 'move') throw new BadRequest('operation must be "copy" or "move".');
  if (typeof destination !== 'string' || destination === '')
    throw new BadRequest('destination must be a non-empty index name.');
  if (scope === undefined) return { operation, destination };
  if (operation === 'move') throw new BadRequest('scope applies to copy only.');
  if (!Array.isArray(scope) || !scope.every((s) => COPY_SCOPES.includes(s))) {
    throw new BadRequest(`scope must be a list of ${COPY_SCOPES.join(', ')}.`);
  }
  return { operation, destination, scope: scope as CopyScope[] };
}
