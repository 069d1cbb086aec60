/**
 * The `count` a list request sends for its exact total after an answer that said
 * `exact_total_follows` (docs/api.md "Conventions"). Zod-free, so a list page can send it without
 * the schemas' code in its first load (docs/architecture.md "First load").
 */
export const COUNT_EXACT = 'exact';
