/** The record id in the page's address (/user/:id, /renew-card/:id...): undefined unless it is a whole number above 0 (ids start at 1). */
import { useParams } from 'react-router';

export function useIdParam(): number | undefined {
  const { id } = useParams();
  return /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : undefined;
}
