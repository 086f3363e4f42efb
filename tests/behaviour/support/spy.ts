import { vi } from 'vitest';

/** Captures console output of craft.js (deprecations, swallowed errors); restore with vi.restoreAllMocks(). */
export function spyConsole(method: 'warn' | 'error') {
  return vi.spyOn(console, method).mockImplementation(() => undefined);
}

export function messages(spy: { mock: { calls: unknown[][] } }): string {
  return spy.mock.calls
    .map((args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '))
    .join('\n');
}
