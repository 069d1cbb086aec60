/** Every table of the database, gathered for Drizzle's typed queries and for drizzle-kit. */
export * from '../../modules/access/access.schema.ts';
export * from '../../modules/master-data/master-data.schema.ts';
export * from '../../modules/audit/audit.schema.ts';
export * from '../../modules/locales/locales.schema.ts';
export * from '../rate-limit/rate-limit.schema.ts';
export * from '../jobs/jobs.schema.ts';
export * from './system-state.schema.ts';
