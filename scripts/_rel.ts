import { measureRelevance } from './bench/search';
const r = measureRelevance();
console.log(JSON.stringify({ ...r, misses: undefined }));
for (const m of r.misses) console.log(m);
