/** Every route of the table has an English page title (namespace `nav`). */
import { describe, expect, it } from 'vitest';
import nav from '../../public/locales/en/nav.json';
import { CITIZEN_ROUTES, ERROR_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from './route-table.ts';

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('route table', () => {
  it('has an English title for every route', () => {
    const keys = [...PUBLIC_ROUTES, ...CITIZEN_ROUTES, ...ERROR_ROUTES, ...PROTECTED_ROUTES].map((route) => route.titleKey);
    expect(keys.filter((key) => !lookup(nav, key))).toEqual([]);
  });
});
