/**
 * The audit trail's first screen loads no schema code and no dialog (docs/architecture.md "First
 * load", step 9): zod and the details dialog, mocked to fail when loaded, must not be imported with
 * the page; the dialog comes when a row's details open.
 */
import { expect, it, vi } from 'vitest';

vi.mock('zod', () => {
  throw new Error('zod was loaded with the audit trail page');
});
vi.mock('./AuditDetailsDialog.tsx', () => {
  throw new Error('the details dialog was loaded with the audit trail page');
});

it('loads neither zod nor the details dialog with the page', async () => {
  const page = await import('./AuditPage.tsx');
  expect(page.default).toBeTypeOf('function');
});
