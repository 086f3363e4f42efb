/**
 * Drives one sandboxed preview frame: sends it the code on every change, hears back whether it
 * rendered or failed, and pings it; when it stops answering (a loop that never ends) the block
 * says so and can restart it with a fresh frame.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { isFromPreview, MESSAGE_TAG, type CodeError, type ToPreview } from '../../../config/live-preview';

/** How often the frame is pinged, and how long an answer may take before the block calls it stuck. */
const PING_EVERY_MS = 500;
const STUCK_AFTER_MS = 2000;

export type PreviewState =
  { status: 'loading' } | { status: 'ok' } | { status: 'error'; error: CodeError } | { status: 'stuck' };

export interface Preview {
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** Changes on Restart: the frame is keyed by it, so a fresh document replaces the stuck one. */
  generation: number;
  state: PreviewState;
  restart: () => void;
}

export function usePreview(code: string): Preview {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [generation, setGeneration] = useState(0);
  const [state, setState] = useState<PreviewState>({ status: 'loading' });
  const ready = useRef(false);
  const version = useRef(0);
  const codeRef = useRef(code);
  const ping = useRef({ sent: 0, sentAt: 0, answered: 0 });

  const send = useCallback((message: ToPreview) => {
    // The frame's origin is opaque (sandboxed), so it cannot be named as the target.
    frameRef.current?.contentWindow?.postMessage({ tag: MESSAGE_TAG, message }, '*');
  }, []);
  const run = useCallback(() => {
    version.current += 1;
    send({ kind: 'run', code: codeRef.current, version: version.current });
  }, [send]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow || !isFromPreview(event.data)) return;
      const message = event.data.message;
      if (message.kind === 'ready') {
        ready.current = true;
        run();
      } else if (message.kind === 'pong') ping.current.answered = message.seq;
      else if (message.version !== version.current)
        return; // about code since replaced
      else if (message.kind === 'rendered') setState({ status: 'ok' });
      else setState({ status: 'error', error: message.error });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [run]);

  useEffect(() => {
    codeRef.current = code;
    if (ready.current) run();
  }, [code, run]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      const current = ping.current;
      if (!ready.current) return;
      if (current.answered < current.sent) {
        if (performance.now() - current.sentAt > STUCK_AFTER_MS) {
          ready.current = false;
          setState({ status: 'stuck' });
        }
        return;
      }
      current.sent += 1;
      current.sentAt = performance.now();
      send({ kind: 'ping', seq: current.sent });
    }, PING_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [send, generation]);

  const restart = useCallback(() => {
    ready.current = false;
    ping.current = { sent: 0, sentAt: 0, answered: 0 };
    setState({ status: 'loading' });
    setGeneration((n) => n + 1);
  }, []);

  return { frameRef, generation, state, restart };
}
