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
