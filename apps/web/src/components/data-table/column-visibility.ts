/**
 * Which columns of a list the user hid, remembered per user and per list in local storage
 * (`passdesk.columns.<user id>.<list>`), so another person at the same browser keeps their own.
 * The primary column (the row's name) can never be hidden.
 */
import { useContext, useState } from 'react';
import { SessionContext } from '../../session/session-context.ts';

const COLUMNS_KEY_PREFIX = 'passdesk.columns';

export interface ColumnVisibility {
  hidden: ReadonlySet<string>;
  isHidden(columnId: string): boolean;
  setHidden(columnId: string, hidden: boolean): void;
}

function columnsStorageKey(userId: number | string, listId: string): string {
  return `${COLUMNS_KEY_PREFIX}.${userId}.${listId}`;
}

function read(key: string | null): Set<string> {
  if (!key) return new Set();
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** `listId`: a stable name of the list (its API path); without one nothing is remembered. */
export function useColumnVisibility(listId: string | undefined): ColumnVisibility {
  const userId = useContext(SessionContext)?.user?.id ?? 'guest';
  const key = listId ? columnsStorageKey(userId, listId) : null;
  const [state, setState] = useState(() => ({ key, hidden: read(key) }));
  // Another user or list: read its own choice (state derived while rendering, no effect needed).
  const current = state.key === key ? state : { key, hidden: read(key) };
  if (current !== state) setState(current);
  return {
    hidden: current.hidden,
    isHidden: (columnId) => current.hidden.has(columnId),
    setHidden(columnId, hide) {
      const next = new Set(current.hidden);
      if (hide) next.add(columnId);
      else next.delete(columnId);
      if (key) localStorage.setItem(key, JSON.stringify([...next]));
      setState({ key, hidden: next });
    },
  };
}
