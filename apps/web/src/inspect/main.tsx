/** Entry of the inspector web app (/inspect, inspect.html; built by `vite build --mode inspect`): its own shell, not the panel's. */
// First: zod's eval-based fast path off before any schema parses, as in the panel (no CSP violation).
import '../lib/zod-config.ts';
import './inspect.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { inspectI18n } from './i18n.ts';
import { InspectApp } from './InspectApp.tsx';
import { registerInspectWorker } from './app-update.ts';
import { UpdatePrompt } from './UpdatePrompt.tsx';

// Built to /inspect-sw.js (vite-inspect-sw.ts); it keeps the app shell for offline use.
registerInspectWorker();

// The outbox must survive storage pressure: ask the browser not to evict this origin's data.
void navigator.storage?.persist?.().catch(() => false);

const root = document.getElementById('root');
if (!root) throw new Error('inspect.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={inspectI18n}>
      <Suspense fallback={<p className="pd-loading">PassDesk Inspector…</p>}>
        <UpdatePrompt />
        <InspectApp />
      </Suspense>
    </I18nextProvider>
  </StrictMode>,
);
