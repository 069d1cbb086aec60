import './app/zod-config.ts';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadOpeningPage } from './app/preload.ts';
import { listenBeforeRouter } from './lib/history-hold.ts';

preloadOpeningPage();
// Back and Forward with a changed form: this listener must come before the router's.
listenBeforeRouter();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
