/** The record id in the page's address (/user/:id, /renew-card/:id...): undefined unless it is a whole number. */
import { useParams } from 'react-router';

export function useIdParam(): number | undefined {
  const { id } = useParams();
  return /^\d{1,10}$/.test(id ?? '') ? Number(id) : undefined;
}
