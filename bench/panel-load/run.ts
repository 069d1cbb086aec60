/**
 * The panel's load in Chromium (docs/performance.md, "Panel load"). Needs `npm run build` first.
 *
 *   npm run bench -- panel-load [--runs 5] [--lighthouse-runs 5]   /login and /routes in depth (first-load.ts)
 *   npm run bench -- panel-load --all [--lighthouse-runs 3] [--only /apply,/dashboard]   every screen (every-screen.ts)
 */
if (process.argv.includes('--all')) await import('./every-screen.ts');
else await import('./first-load.ts');

export {};
