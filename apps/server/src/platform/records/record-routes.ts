/**
 * The four routes of a simple record (categories, centers, routes): list, create, replace and
 * delete, each behind its permission flag, with the contract's schemas and the record store's
 * writes (recordStore, record-store.ts). A module registers them with one call in its `<f>.http.ts`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, messageOnlySchema } from '@passdesk/contract/http/envelope';
import { listResultSchema, type ListResult } from '@passdesk/contract/http/list';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { access } from '../auth/access.ts';
import type { Db, DbOrTx } from '../database/database.ts';

export interface RecordRoutes<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType> {
  /** The permission whose flags open the routes. */
  module: string;
  tags: string[];
  /** Paths relative to the API; `create` may list an alias the spec also names. */
  paths: { list: string; create: readonly string[]; update: string; remove: string };
  schemas: { listQuery: Q; input: I; record: R };
  /** Answer messages: the list's title and the record's name in "… created/updated/deleted". */
  messages: { list: string; noun: string };
  list(db: DbOrTx, query: z.output<Q>): Promise<ListResult<z.output<R>>>;
  /** The record store's writes (recordStore). */
  store: {
    create(db: Db, request: FastifyRequest, input: Record<string, unknown>): Promise<z.input<R>>;
    update(db: Db, request: FastifyRequest, id: number, input: Record<string, unknown>): Promise<z.input<R>>;
    remove(db: Db, request: FastifyRequest, id: number): Promise<unknown>;
  };
}

export function registerRecordRoutes<Q extends z.ZodType, I extends z.ZodType, R extends z.ZodType>(parent: FastifyInstance, db: Db, routes: RecordRoutes<Q, I, R>): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { module, tags, paths, schemas, messages, store } = routes;
  // Typed loosely here (a generic schema's reply type does not resolve); the call site checks that
  // the store answers the record's type, and the reply is serialised through this schema.
  const recordAnswer: z.ZodType = envelope(schemas.record);

  app.get(
    paths.list,
    { config: { access: access.permission(module, 'read') }, schema: { tags, querystring: schemas.listQuery, response: { 200: envelope(listResultSchema(schemas.record)) } } },
    async (request) => ({ message: messages.list, data: await routes.list(db, request.query as z.output<Q>) }),
  );

  for (const path of paths.create) {
    app.post(
      path,
      { config: { access: access.permission(module, 'create') }, schema: { tags, body: schemas.input, response: { 200: recordAnswer } } },
      (request) => store.create(db, request, request.body as Record<string, unknown>).then((data) => ({ message: `${messages.noun} created`, data })),
    );
  }

  app.put(
    paths.update,
    { config: { access: access.permission(module, 'update') }, schema: { tags, params: idParamsSchema, body: schemas.input, response: { 200: recordAnswer } } },
    (request) => store.update(db, request, request.params.id, request.body as Record<string, unknown>).then((data) => ({ message: `${messages.noun} updated`, data })),
  );

  app.delete(
    paths.remove,
    { config: { access: access.permission(module, 'delete') }, schema: { tags, params: idParamsSchema, response: { 200: messageOnlySchema } } },
    async (request) => {
      await store.remove(db, request, request.params.id);
      return { message: `${messages.noun} deleted` };
    },
  );
}
