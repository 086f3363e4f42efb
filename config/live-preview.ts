/**
 * The live code blocks' preview page: where the build puts it and the messages it speaks with the
 * block that frames it. Shared by the browser (block and preview), the build plugin and the server,
 * so no Node imports here.
 */

/** The preview page in the built site (`live-preview.html`, served at `/live-preview`); its script is under `live-preview/assets/`. */
export const LIVE_PREVIEW_PAGE = 'live-preview.html';
export const LIVE_PREVIEW_PATH = '/live-preview';

/** Block → preview. */
export type ToPreview = { kind: 'run'; code: string; version: number } | { kind: 'ping'; seq: number };

export interface CodeError {
  /** `syntax`: the code does not compile; `render`: it threw while running or rendering. */
  phase: 'syntax' | 'render';
  message: string;
  /** 1-based, for a syntax error. */
  line?: number;
  column?: number;
}

/** Preview → block. */
export type FromPreview =
  | { kind: 'ready' }
  | { kind: 'rendered'; version: number }
  | { kind: 'error'; version: number; error: CodeError }
  | { kind: 'pong'; seq: number };

/** Tags every message, so each side ignores messages that are not about live code. */
export const MESSAGE_TAG = 'craftjs-live-code';

export function isFromPreview(data: unknown): data is { tag: typeof MESSAGE_TAG; message: FromPreview } {
  return typeof data === 'object' && data !== null && (data as { tag?: unknown }).tag === MESSAGE_TAG;
}

export function isToPreview(data: unknown): data is { tag: typeof MESSAGE_TAG; message: ToPreview } {
  return typeof data === 'object' && data !== null && (data as { tag?: unknown }).tag === MESSAGE_TAG;
}

/**
 * The versions an exported live sample pins: the ones these docs describe and this site runs
 * (tests/system/live-code-export.test.ts checks them against the installed packages).
 */
export const EXPORT_DEPENDENCIES = {
  '@craftjs/core': '0.2.12',
  '@craftjs/layers': '0.2.7',
  react: '19.2.0',
  'react-dom': '19.2.0',
  // @craftjs/layers draws its panel with it (a peer dependency).
  'styled-components': '6.6.0',
} as const;

export const EXPORT_DEV_DEPENDENCIES = {
  '@types/react': '19.2.6',
  '@types/react-dom': '19.2.7',
  '@vitejs/plugin-react': '6.3.0',
  typescript: '5.9.3',
  vite: '8.3.8',
} as const;
