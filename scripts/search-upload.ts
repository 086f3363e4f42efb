/**
 * `npm run search:upload`: send build/search-index.json (the records of the last `npm run build` and
 * the curated synonyms it carries) to
 * the index named by ALGOLIA_INDEX_NAME, on Algolia or (with SEARCH_UPLOAD_HOST) on our own service.
 * The admin key comes from ALGOLIA_ADMIN_API_KEY and is never written anywhere.
 */
import path from 'node:path';
import { indexFilePath, readIndexFile } from '../search/index-file';
import { uploadRecords, uploadSettingsFromEnv } from '../search/upload';

async function main(): Promise<void> {
  const settings = uploadSettingsFromEnv(process.env);
  const file = indexFilePath(path.resolve(process.argv[2] ?? 'build'));
  const { records, synonyms = [] } = readIndexFile(file);
  const where = settings.host ?? `Algolia application ${settings.appId}`;
  console.log(
    `Uploading ${records.length} records and ${synonyms.length} synonyms to index ${settings.indexName} on ${where}…`,
  );
  await uploadRecords({ ...settings, records, synonyms });
  console.log(
    `Done: ${settings.indexName} now holds the ${records.length} records and ${synonyms.length} synonyms of ${path.relative(process.cwd(), file)}.`,
  );
}

main().catch((error: unknown) => {
  console.error(`search:upload failed: ${(error as Error).message}`);
  process.exit(1);
});
