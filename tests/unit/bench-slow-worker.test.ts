import { describe, expect, it } from 'vitest';
import { slowWorkerDelay } from '../../scripts/bench/slow-worker';

describe('bench: the search worker modelled 4× slower', () => {
  it('an index built after the keystroke: index and answer both count 4×', () => {
    // Index 100–200 ms; the request waited for it; answer 200–210 ms.
    expect(slowWorkerDelay({ start: 100, duration: 100 }, { start: 200, duration: 10 }, 4)).toBe(330);
  });

  it('an index built long before the keystroke, even 4× slower: only the answer counts 4×', () => {
    // Index 0–50 ms (0–200 ms slower); request at 500 ms.
    expect(slowWorkerDelay({ start: 0, duration: 50 }, { start: 500, duration: 10 }, 4)).toBe(30);
  });

  it('an index done before the keystroke only when unthrottled: the rest of its slower step counts', () => {
    // Index 0–100 ms; request at 150 ms; a 4× index would end at 400 ms.
    expect(slowWorkerDelay({ start: 0, duration: 100 }, { start: 150, duration: 10 }, 4)).toBe(400 + 40 - 160);
  });

  it('at slowdown 1 the model adds nothing', () => {
    expect(slowWorkerDelay({ start: 0, duration: 100 }, { start: 100, duration: 10 }, 1)).toBe(0);
  });
});
