import { measureRelevance } from './search';
for (const set of ['real', 'written'] as const) {
  const r = measureRelevance(set);
  console.log(set, r.queries, r.successAt1, r.successAt3, r.mrr);
  if (process.argv.includes('--misses')) for (const m of r.misses) console.log('  ', m);
}
