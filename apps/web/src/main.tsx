import './lib/zod-config.ts';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadOpeningPage } from './app/preload.ts';
import { listenBeforeRouter } from './lib/history-hold.ts';

preloadOpeningPage();
// Back and Forward with a changed form: this listener must come before the router's.
listenBeforeRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render in a transition: time-sliced (5 ms slices) instead of one task of React's and
// the providers' first render (~20 ms of CPU at Lighthouse mobile's 4× slowdown on /login).
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
