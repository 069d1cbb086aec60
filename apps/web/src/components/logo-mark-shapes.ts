/**
 * The PassDesk mark's shapes (viewBox 0 0 40 40), drawn in the theme's primary colour
 * (`currentColor`): a bus pass card with a light band, a name line and a photo dot. One list for
 * React's LogoMark (Logo.tsx) and index.html's static first paint (vite-boot-script.ts).
 */
export const LOGO_MARK_SHAPES = [
  { tag: 'rect', x: 2, y: 7, width: 36, height: 26, rx: 6, fill: 'currentColor' },
  { tag: 'rect', x: 2, y: 13, width: 36, height: 5, fill: '#FFFFFF', opacity: 0.35 },
  { tag: 'rect', x: 7, y: 22, width: 12, height: 3, rx: 1.5, fill: '#FFFFFF' },
  { tag: 'rect', x: 7, y: 27, width: 8, height: 2, rx: 1, fill: '#FFFFFF', opacity: 0.7 },
  { tag: 'circle', cx: 30, cy: 25, r: 4, fill: '#FFFFFF' },
] as const;

export type LogoMarkShape = (typeof LOGO_MARK_SHAPES)[number];
