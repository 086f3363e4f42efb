/**
 * Chromium throttles the page's main thread but refuses to throttle a worker, so the bench models
 * the search worker as if it ran `slowdown` times slower: its index step stretches from where it
 * started, and its answer starts once both the index and the request are there. What the model
 * adds is how much later that slower worker's first answer would have been sent.
 */

/** A worker's user-timing span, on the worker's own clock. */
export interface WorkerSpan {
  start: number;
  duration: number;
}

export function slowWorkerDelay(index: WorkerSpan, answer: WorkerSpan, slowdown: number): number {
  const indexEnd = index.start + slowdown * index.duration;
  // The measured answer started when the request arrived, or when the index was done if later.
  const answerStart = Math.max(indexEnd, answer.start);
  return answerStart + slowdown * answer.duration - (answer.start + answer.duration);
}
