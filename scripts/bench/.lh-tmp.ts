import { CHROMIUM_FLAGS, SYSTEM_CHROMIUM } from './browser';
async function main() {
const { default: lighthouse } = await import('lighthouse');
const chromeLauncher = await import('chrome-launcher');
for (const url of process.argv.slice(2)) {
  const chrome = await chromeLauncher.launch({ chromePath: SYSTEM_CHROMIUM, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });
  const r: any = (await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }))!.lhr;
  await chrome.kill();
  const a = r.audits;
  console.log(url, 'perf', Math.round(r.categories.performance.score * 100), 'benchmarkIndex', r.environment.benchmarkIndex, 'TBT', Math.round(a['total-blocking-time'].numericValue), 'mainthread ms', Math.round(a['mainthread-work-breakdown'].numericValue), 'bootup', Math.round(a['bootup-time'].numericValue));
  console.log('  breakdown', JSON.stringify(a['mainthread-work-breakdown'].details.items.map((i: any) => [i.group, Math.round(i.duration)])));
  console.log('  bootup', JSON.stringify(a['bootup-time'].details.items.slice(0, 6).map((i: any) => [i.url.replace(/^https?:\/\/[^/]+/, ''), Math.round(i.total), Math.round(i.scripting)])));
}
}
main();
