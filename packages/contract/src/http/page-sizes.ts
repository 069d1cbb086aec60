/**
 * The page sizes a list offers (docs/api.md "Conventions"). Apart from the list schemas (list.ts)
 * so that the panel's list screens load no zod until a form opens (docs/performance.md).
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const MAX_PAGE_SIZE = 100;
