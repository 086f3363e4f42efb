/** What a call throws, for tests that compare a page's quoted error with the library's. */
import { spyConsole } from './spy';

/** The message a call throws, or 'no error' when it returns. */
export function messageThrownBy(call: () => unknown): string {
  try {
    call();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
}

/**
 * What a render throws, as `String(error)` (its name and message), or 'no error'. React rethrows a render error
 * from act in development and logs it first; the log is silenced.
 */
export function renderThrows(render: () => unknown): string {
  spyConsole('error');
  try {
    render();
  } catch (error) {
    return String(error);
  }
  return 'no error';
}
