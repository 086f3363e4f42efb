/**
 * The subset of Algolia's write API that the official client's `replaceAllObjects` uses (batch,
 * copy/move, task status, delete) plus index settings and synonyms, behind the admin key.
 * Framework-free like api.ts: the route, credentials and body in; a status and JSON body out. Every
 * body is validated whole before the store changes, so a bad one changes nothing.
 */
import { fail, parseBody, type ApiAnswer, type ApiContext, type Credentials } from './api';
import { BadRequest, parseRequest } from './bad-request';
import {
  batchOperationSchema,
  batchSchema,
  operationSchema,
  parseWith,
  settingsSchema,
  synonymBatchSchema,
  synonymSchema,
  synonymSearchSchema,
  type BatchOperation,
} from './write-schemas';

export type WriteRoute =
  | {
      kind: 'batch' | 'operation' | 'deleteIndex' | 'setSettings' | 'getSettings' | 'searchSynonyms' | 'clearSynonyms';
      indexName: string;
    }
  | { kind: 'saveSynonyms'; indexName: string; replaceExisting: boolean }
  | { kind: 'saveSynonym' | 'getSynonym' | 'deleteSynonym'; indexName: string; objectID: string }
  | { kind: 'task'; indexName: string; taskID: string };

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
        const { operation, destination, scope } = parseRequest(operationSchema, parseBody(rawBody), '');
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

/** Every operation is checked before any is applied, so a bad one changes nothing. */
function batchOperations(body: Record<string, unknown>): BatchOperation[] {
  const { requests } = parseRequest(batchSchema, body, '');
  return requests.map((request, i) => parseRequest(batchOperationSchema, request, `requests[${i}]`));
}
