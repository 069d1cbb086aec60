/**
 * A user's page loads no form code until its edit dialog opens (docs/architecture.md "First load",
 * step 9): zod, react-hook-form and the form dialog, mocked to fail when loaded, must not be
 * imported with the page.
 */
import { expect, it, vi } from 'vitest';

vi.mock('zod', () => {
  throw new Error("zod was loaded with the user's page");
});
vi.mock('react-hook-form', () => {
  throw new Error("react-hook-form was loaded with the user's page");
});
vi.mock('./UserFormDialog.tsx', () => {
  throw new Error("the user form was loaded with the user's page");
});

it('loads neither the form dialog nor its libraries with the page', async () => {
  const page = await import('./UserViewPage.tsx');
  expect(page.default).toBeTypeOf('function');
});
