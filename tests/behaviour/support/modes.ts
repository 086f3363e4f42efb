import React from 'react';

/**
 * The two ways readers mount a recipe: plainly, and inside `<React.StrictMode>` (on by default in the
 * Vite and Next.js templates in development). A recipe test runs once per mode:
 *   for (const mode of RENDER_MODES) claim(page, heading, `${what} (${mode.name})`, () => …mode.strict…)
 */
export const RENDER_MODES = [
  { name: 'plain', strict: false },
  { name: 'StrictMode', strict: true },
] as const;

export type RenderMode = (typeof RENDER_MODES)[number];

/** True when this test process loaded React's production build (the behaviour-production project). */
export const isProductionBuild = process.env.NODE_ENV === 'production';

/** `ui` as a reader's app mounts it in this mode: inside `<React.StrictMode>`, or as it is. */
export function inMode(ui: React.ReactElement, strict: boolean): React.ReactElement {
  return strict ? React.createElement(React.StrictMode, null, ui) : ui;
}
