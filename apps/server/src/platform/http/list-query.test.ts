import { count, eq, sql, type SQL } from 'drizzle-orm';
import { integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeListQuerySchema, type RouteListQuery } from '@passdesk/contract/master-data/route';
import type { Database, DbOrTx } from '../database/database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { HttpError } from './errors.ts';
import { preparedRunner, preparedShapeCount, withLimitWritten, type PreparedList } from './list-runners.ts';
import { countedRows, escapeLike, filters, keptTotalOf, keysetRows, listOrder, listSortKey, listStatements, runList, tableSource, type ListPlan, type ListSource, type ValidatedListQuery } from './list-query.ts';

/** A table of this test's own (the platform knows no feature's tables), shaped like a route list. */
const routes = pgTable('list_probe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  route_number: varchar('route_number', { length: 10 }).notNull(),
  name: varchar('name', { length: 160 }).notNull(),
  origin: varchar('origin', { length: 120 }).notNull(),
  destination: varchar('destination', { length: 120 }).notNull(),
  distance_km: numeric('distance_km', { precision: 6, scale: 1, mode: 'number' }).notNull(),
  status: varchar('status', { length: 10, enum: ['active', 'inactive'] }).notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

const depots = pgTable('list_probe_depot', { route_id: integer('route_id').notNull(), depot: varchar('depot', { length: 40 }).notNull() });

const source = tableSource(routes);

const plan: ListPlan<RouteListQuery> = {
  sortable: {
    route_number: sql`lower(${routes.route_number})`,
    name: routes.name,
    origin: routes.origin,
    destination: routes.destination,
    distance_km: routes.distance_km,
    status: routes.status,
    created_at: routes.created_at,
  },
  searchable: [routes.route_number, routes.name, routes.origin, routes.destination],
  filters: { status: filters.equals(routes.status), origin: filters.contains(routes.origin), destination: filters.contains(routes.destination) },
  tieBreaker: routes.id,
};

const parse = (query: Record<string, string>) => routeListQuerySchema.parse(query);

/** The bounded walk over the probe: its stretch is named like the table, so the search's conditions apply to it. */
const walkRoutes = (db: DbOrTx, filtered: SQL | undefined, search: SQL, orderBy: SQL[], walk: number, take: number) => {
  const stretch = db.select({ id: routes.id, route_number: routes.route_number, name: routes.name, origin: routes.origin, destination: routes.destination }).from(routes).where(filtered).orderBy(...orderBy).limit(walk).as('list_probe');
  return db.select({ id: stretch.id }).from(stretch).where(search).limit(take);
};

describe('list query helper', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql.raw(`create table list_probe (
        id integer generated always as identity primary key, route_number varchar(10) not null, name varchar(160) not null,
        origin varchar(120) not null, destination varchar(120) not null, distance_km numeric(6, 1) not null,
        status varchar(10) not null, created_at timestamptz not null default now())`),
    );
    const rows = Array.from({ length: 25 }, (_, index) => ({
      route_number: String(index + 1),
      name: index % 5 === 0 ? `Special 50%_off ${index}` : `Route ${index + 1}`,
      origin: index < 10 ? 'Lal Darwaja' : 'Maninagar',
      destination: 'Naroda',
      distance_km: 5 + index,
      status: index % 2 === 0 ? ('active' as const) : ('inactive' as const),
    }));
    await database.db.insert(routes).values(rows);
  });
  afterAll(async () => database?.close());

  it('pages with a total and a stable order', async () => {
    const first = await runList(database.db, source, plan, parse({ limit: '10', sort: 'distance_km' }));
    const third = await runList(database.db, source, plan, parse({ limit: '10', page: '3', sort: 'distance_km' }));
    expect(first.total).toBe(25);
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.distance_km).toBe(5);
    expect(third.items).toHaveLength(5);
    expect(third.total).toBe(25);
    const beyond = await runList(database.db, source, plan, parse({ limit: '10', page: '9' }));
    expect(beyond).toMatchObject({ items: [], total: 25, page: 9 });
  });

  it('sorts descending by an allow-listed expression', async () => {
    const result = await runList(database.db, source, plan, parse({ sort: 'distance_km', order: 'desc', limit: '3' }));
    expect(result.items.map((row) => row.distance_km)).toEqual([29, 28, 27]);
  });

  it('searches case-insensitively, every word in some column, with wildcards taken literally', async () => {
    const words = await runList(database.db, source, plan, parse({ search: 'lal NARODA', limit: '100' }));
    expect(words.total).toBe(10);
    const literal = await runList(database.db, source, plan, parse({ search: '50%_', limit: '100' }));
    expect(literal.total).toBe(5);
    const wildcardOnly = await runList(database.db, source, plan, parse({ search: '%', limit: '100' }));
    expect(wildcardOnly.total).toBe(5);
    expect(escapeLike('a_b%c\\')).toBe('a\\_b\\%c\\\\');
  });

  it('applies filters together with the search', async () => {
    const result = await runList(database.db, source, plan, parse({ status: 'active', origin: 'mani', limit: '100' }));
    expect(result.items.every((row) => row.status === 'active' && row.origin === 'Maninagar')).toBe(true);
    expect(result.total).toBe(8);
  });

  it('refuses a sort field or a filter outside the allow-list, naming the parameter', async () => {
    const badSort = routeListQuerySchema.safeParse({ sort: 'password' });
    expect(badSort.success).toBe(false);
    expect(badSort.error?.issues[0]?.message).toBe('sort: must be one of route_number, name, origin, destination, distance_km, status, created_at');
    const badFilter = routeListQuerySchema.safeParse({ colour: 'red' });
    expect(badFilter.error?.issues[0]).toMatchObject({ path: ['colour'], message: 'colour: is not a parameter of this list (filters: status, origin, destination)' });

    // The helper checks too, for a caller that skipped the schema.
    const unchecked = { ...parse({}), sort: 'id; drop table routes' } as unknown as RouteListQuery;
    await expect(runList(database.db, source, plan, unchecked)).rejects.toMatchObject({ statusCode: 400, errors: { sort: expect.stringMatching(/^sort: must be one of/) } });
    const unknownFilter = { ...parse({}), colour: 'red' } as RouteListQuery;
    await expect(runList(database.db, source, plan, unknownFilter)).rejects.toBeInstanceOf(HttpError);
  });

  it('lists a select with columns and joins, filtering on the joined table', async () => {
    await database.db.execute(sql.raw(`create table list_probe_depot (route_id integer not null, depot varchar(40) not null)`));
    await database.db.execute(sql.raw(`insert into list_probe_depot select id, case when id % 2 = 0 then 'East' else 'West' end from list_probe`));
    const joined: ListSource<{ id: number; route_number: string; depot: string }> = {
      rows: (db) => db.select({ id: routes.id, route_number: routes.route_number, depot: depots.depot }).from(routes).innerJoin(depots, eq(depots.route_id, routes.id)),
      count: (db) => db.select({ total: count() }).from(routes).innerJoin(depots, eq(depots.route_id, routes.id)),
    };
    const joinedPlan: ListPlan<RouteListQuery> = { ...plan, searchable: [routes.name, depots.depot] };
    const east = await runList(database.db, joined, joinedPlan, parse({ search: 'east', limit: '5', sort: 'distance_km' }));
    expect(east.total).toBe(12);
    expect(east.items[0]).toEqual({ id: 2, route_number: '2', depot: 'East' });
    expect(east).not.toHaveProperty('total_is_estimate');
  });

  it('answers a word search by a bounded walk of the order, or by its matches sorted, alike', async () => {
    const estimated = tableSource(routes, { kind: 'estimated', exactUpTo: 1000 });
    const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id);
    const queries: Array<Record<string, string>> = [
      { search: 'route', limit: '3', sort: 'distance_km' },
      { search: 'route', limit: '3', page: '4', sort: 'name', order: 'desc' },
      { search: 'special', limit: '2', page: '2', status: 'active' },
      { search: 'lal naroda', limit: '4', page: '2' },
      { search: 'nowhere', limit: '4' },
    ];
    for (const query of queries) {
      const expected = await runList(database.db, estimated, plan, parse(query));
      // Always walk first (sortUpTo −1), over a stretch too short for later pages (the sorted matches then answer), or long enough.
      for (const walk of [{ sortUpTo: -1, walkPerRow: 1, minWalk: 4 }, { sortUpTo: -1 }, { sortUpTo: 1_000_000 }]) {
        const walked = await runList(database.db, estimated, { ...plan, boundedWalk: { ids: walkRoutes, ...walk } }, parse(query));
        expect(ids(walked.items), JSON.stringify({ query, walk })).toEqual(ids(expected.items));
        // A searched list's total is exact, however its page was read.
        expect(walked.total).toBe(expected.total);
        expect(walked).not.toHaveProperty('total_is_estimate');
      }
    }
  });

  it('answers alike when its statements run prepared, each shape built once', async () => {
    const columns = { id: routes.id, route: { number: routes.route_number, name: routes.name }, distance_km: routes.distance_km, created_at: routes.created_at };
    const direct: ListSource<{ id: number; route: { number: string; name: string }; distance_km: number; created_at: Date }> = {
      rows: (db) => db.select(columns).from(routes),
      count: (db) => db.select({ total: count() }).from(routes),
      total: { kind: 'estimated', exactUpTo: 20 },
    };
    const prepared = { ...direct, prepared: { name: 'list_probe', columns } };
    const queries: Array<[Record<string, string>, ListPlan<RouteListQuery>]> = [
      [{ limit: '10', sort: 'distance_km' }, plan],
      [{ limit: '10', page: '2', sort: 'distance_km', order: 'desc' }, plan],
      [{ limit: '3', status: 'active', origin: 'mani' }, plan],
      [{ search: 'route', limit: '3', page: '2' }, { ...plan, boundedWalk: { ids: walkRoutes, sortUpTo: -1 } }],
      [{ search: 'lal naroda', limit: '4' }, { ...plan, boundedWalk: { ids: walkRoutes } }],
      [{ search: 'nowhere', limit: '4' }, { ...plan, boundedWalk: { ids: walkRoutes, sortUpTo: -1 } }],
    ];
    for (const [query, listPlan] of queries) {
      const expected = await runList(database.db, direct, listPlan, parse(query));
      expect(await runList(database.db, prepared, listPlan, parse(query)), JSON.stringify(query)).toEqual(expected);
      // Met again: the same shape, run from the cache.
      expect(await runList(database.db, prepared, listPlan, parse(query))).toEqual(expected);
    }
    expect((await runList(database.db, prepared, plan, parse({ limit: '3', status: 'active', origin: 'mani' }))).items[0]).toEqual({ id: expect.any(Number), route: { number: expect.any(String), name: expect.any(String) }, distance_km: expect.any(Number), created_at: expect.any(Date) });
    // Other values in a shape met before build nothing new; another shape does.
    const shapes = preparedShapeCount(prepared.prepared, database.db);
    await runList(database.db, prepared, plan, parse({ limit: '5', page: '3', sort: 'distance_km', order: 'desc' }));
    await runList(database.db, prepared, plan, parse({ limit: '2', status: 'inactive', origin: 'lal' }));
    expect(preparedShapeCount(prepared.prepared, database.db)).toBe(shapes);
    await runList(database.db, prepared, plan, parse({ limit: '2', status: 'inactive' }));
    expect(preparedShapeCount(prepared.prepared, database.db)).toBeGreaterThan(shapes);
  });

  it('reads a page past the first by its ids first (a deferred join) with the same rows, order and total, direct and prepared', async () => {
    const columns = { id: routes.id, route_number: routes.route_number, name: routes.name, status: routes.status };
    const whole: ListSource<{ id: number; route_number: string; name: string; status: string }> = {
      rows: (db) => db.select(columns).from(routes),
      count: (db) => db.select({ total: count() }).from(routes),
      total: { kind: 'estimated', exactUpTo: 100 },
    };
    const deferred = { ...whole, deepPage: (db: DbOrTx) => db.select({ id: routes.id }).from(routes) };
    const preparedDeferred = { ...deferred, prepared: { name: 'list_deferred', columns } };
    const queries: Array<Record<string, string>> = [
      { limit: '4', page: '2' },
      { limit: '5', page: '3', sort: 'name', order: 'desc' },
      { limit: '3', page: '2', status: 'active', sort: 'route_number' },
      { limit: '4', page: '2', search: 'route' },
      { limit: '10', page: '3', sort: 'distance_km' },
      { limit: '10', page: '4' },
      { limit: '4', sort: 'name' },
    ];
    for (const query of queries) {
      const expected = await runList(database.db, whole, plan, parse(query));
      expect(await runList(database.db, deferred, plan, parse(query)), JSON.stringify(query)).toEqual(expected);
      expect(await runList(database.db, preparedDeferred, plan, parse(query)), JSON.stringify(query)).toEqual(expected);
      expect(await runList(database.db, preparedDeferred, plan, parse(query))).toEqual(expected);
    }
    // The ids are chosen under the page's own conditions, order, limit and offset; the first page is read whole.
    const deep = listStatements(database.db, deferred, plan, parse({ limit: '3', page: '2', status: 'active' }));
    expect(deep.page().toSQL().sql).toMatch(/"id" in \(\(select "id" from "list_probe" where "list_probe"."status" = \$1 order by .* limit \$2 offset \$3\)\) order by .* limit \$4$/);
    expect(listStatements(database.db, deferred, plan, parse({ limit: '3', status: 'active' })).page().toSQL().sql).not.toContain(' in (');
  });

  it('writes a page’s limit into its text only when it is the statement’s last value and its limit', () => {
    expect(withLimitWritten({ sql: 'select 1 from t order by a desc limit $1', params: [10] }, 10)).toEqual({ sql: 'select 1 from t order by a desc limit 10', params: [] });
    expect(withLimitWritten({ sql: 'select 1 from t where b = $1 order by a limit $2', params: ['x', 25] }, 25)).toEqual({ sql: 'select 1 from t where b = $1 order by a limit 25', params: ['x'] });
    const offset = { sql: 'select 1 from t order by a limit $1 offset $2', params: [10, 20] };
    expect(withLimitWritten(offset, 10)).toBe(offset);
    const other = { sql: 'select 1 from t order by a limit $1', params: [50] };
    expect(withLimitWritten(other, 10)).toBe(other);
  });

  it('remembers a request asked again with the same plan: its statements are not built again, other values are', async () => {
    const columns = { id: routes.id, status: routes.status, origin: routes.origin };
    const list: PreparedList = { name: 'list_remembered', columns };
    const prepared: ListSource<{ id: number; status: string; origin: string }> = {
      rows: (db) => db.select(columns).from(routes),
      count: (db) => db.select({ total: count() }).from(routes),
      total: { kind: 'estimated', exactUpTo: 100 },
      prepared: list,
    };
    let builds = 0;
    const runner = (query: Record<string, string>, listPlan = plan) => {
      const parsed = parse(query);
      return preparedRunner(database.db, list, listPlan, parsed, () => {
        builds += 1;
        return listStatements(database.db, prepared, listPlan, parsed);
      });
    };
    const first = runner({ limit: '30', status: 'active', origin: 'mani' });
    const active = await first.page();
    expect(await first.count()).toBe(active.length);
    expect(builds).toBe(1);
    const again = runner({ limit: '30', status: 'active', origin: 'mani' });
    expect(await again.page()).toEqual(active);
    expect(await again.count()).toBe(active.length);
    expect(builds).toBe(1);
    // The same shape with other values: built once more (its values), answered for those values.
    const inactive = await runner({ limit: '30', status: 'inactive', origin: 'mani' }).page();
    expect(builds).toBe(2);
    expect(active.length).toBeGreaterThan(0);
    expect(inactive.length).toBeGreaterThan(0);
    expect(active.every((row) => row.status === 'active' && row.origin.toLowerCase().includes('mani'))).toBe(true);
    expect(inactive.every((row) => row.status === 'inactive' && row.origin.toLowerCase().includes('mani'))).toBe(true);
    // Another plan object is another set of requests.
    expect(await runner({ limit: '30', status: 'active', origin: 'mani' }, { ...plan }).page()).toEqual(active);
    expect(builds).toBe(3);
  });

  it('answers an exact search’s first page with no estimate or count beside it', async () => {
    let totals = 0;
    const counted: ListSource<typeof routes.$inferSelect> = {
      ...tableSource(routes, { kind: 'estimated', exactUpTo: 10 }),
      count: (db) => {
        totals += 1;
        return db.select({ total: count() }).from(routes);
      },
    };
    const exactPlan: ListPlan<RouteListQuery> = { ...plan, exactSearch: (search) => (/^#\d+$/.test(search) ? eq(routes.route_number, search.slice(1)) : undefined) };
    const found = await runList(database.db, counted, exactPlan, parse({ search: '#7', limit: '10' }));
    expect(found).toMatchObject({ total: 1, items: [{ route_number: '7' }] });
    // On PostgreSQL a page is asked beside its estimate, except this one.
    expect(totals).toBe(0);
    const words = await runList(database.db, counted, exactPlan, parse({ search: 'route', limit: '5' }));
    expect(words.items).toHaveLength(5);
    expect(totals).toBeGreaterThan(0);
  });

  it('answers the planner’s estimate above the exact-count limit, and says so', async () => {
    await database.db.execute(sql.raw('analyze list_probe'));
    const estimated = await runList(database.db, tableSource(routes, { kind: 'estimated', exactUpTo: 10 }), plan, parse({ limit: '10', sort: 'distance_km' }));
    expect(estimated.total_is_estimate).toBe(true);
    expect(estimated.total).toBe(25);
    expect(estimated.items).toHaveLength(10);
    const exact = await runList(database.db, tableSource(routes, { kind: 'estimated', exactUpTo: 1000 }), plan, parse({ limit: '10', status: 'active' }));
    expect(exact).toMatchObject({ total: 13 });
    expect(exact).not.toHaveProperty('total_is_estimate');
  });

  it('counts a filtered or searched list exactly in the answer up to the limit, else in the follow-up with count=exact', async () => {
    await database.db.execute(sql.raw('analyze list_probe'));
    // (The planner estimates every list here above none: each total is past the limit.)
    const low = tableSource(routes, { kind: 'estimated', exactUpTo: 0 });
    const unfiltered = await runList(database.db, low, plan, parse({ limit: '3' }));
    expect(unfiltered).toMatchObject({ total: 25, total_is_estimate: true });
    // Unfiltered, the estimate is the answer: no follow-up is offered.
    expect(unfiltered).not.toHaveProperty('exact_total_follows');
    for (const [query, total] of [
      [{ limit: '3', status: 'active' }, 13],
      [{ limit: '3', status: 'active', origin: 'mani' }, 8],
      [{ limit: '3', page: '2', search: 'route' }, 20],
    ] as const) {
      // Estimated above the limit and narrowed: the rows come first, labelled, and the exact total follows.
      const first = await runList(database.db, low, plan, parse(query));
      expect(first, JSON.stringify(query)).toMatchObject({ total_is_estimate: true, exact_total_follows: true });
      expect(first.items).toHaveLength(3);
      const exact = await runList(database.db, low, plan, parse({ ...query, count: 'exact' }));
      expect(exact.total, JSON.stringify(query)).toBe(total);
      expect(exact.items).toEqual(first.items);
      expect(exact).not.toHaveProperty('total_is_estimate');
      expect(exact).not.toHaveProperty('exact_total_follows');
      // At or under the limit, the same request is counted in its own answer.
      const counted = await runList(database.db, tableSource(routes, { kind: 'estimated', exactUpTo: 1000 }), plan, parse(query));
      expect(counted).toEqual(exact);
    }
    // A filter that narrows nothing (an empty origin) leaves the list unfiltered.
    expect(await runList(database.db, low, plan, parse({ limit: '3', origin: ' ' }))).toMatchObject({ total_is_estimate: true });
    expect(() => parse({ count: 'estimate' })).toThrow(/count: must be exact/);
  });

  it('answers the rows first and lets the exact total follow when the planner expects the count to cost more than allowed', async () => {
    await database.db.execute(sql.raw('analyze list_probe'));
    // Few rows, but no count is cheap enough to run in the answer.
    const dear = tableSource(routes, { kind: 'estimated', exactUpTo: 1000, countCostUpTo: 0 });
    for (const [query, total] of [
      [{ limit: '3' }, 25],
      [{ limit: '3', status: 'active' }, 13],
      [{ limit: '3', page: '2', search: 'route' }, 20],
    ] as const) {
      const first = await runList(database.db, dear, plan, parse(query));
      expect(first, JSON.stringify(query)).toMatchObject({ total_is_estimate: true, exact_total_follows: true });
      expect(first.items).toHaveLength(3);
      const exact = await runList(database.db, dear, plan, parse({ ...query, count: 'exact' }));
      expect(exact.total, JSON.stringify(query)).toBe(total);
      expect(exact.items).toEqual(first.items);
      expect(exact).not.toHaveProperty('total_is_estimate');
      // A cheap enough count is run in the answer itself.
      const cheap = await runList(database.db, tableSource(routes, { kind: 'estimated', exactUpTo: 1000, countCostUpTo: 1_000_000 }), plan, parse(query));
      expect(cheap).toEqual(exact);
    }
    // A first page shorter than its limit is its own total, exact, whatever a count would cost.
    const whole = await runList(database.db, dear, plan, parse({ limit: '100', status: 'active' }));
    expect(whole).toMatchObject({ total: 13 });
    expect(whole).not.toHaveProperty('total_is_estimate');
  });

  it('reads the exact total from kept counts for a request they can answer, however the planner estimates it', async () => {
    await database.db.execute(sql.raw('analyze list_probe'));
    await database.db.execute(sql.raw('create table list_probe_counts (status varchar(10) primary key, rows integer not null)'));
    await database.db.execute(sql.raw('insert into list_probe_counts select status, count(*) from list_probe group by status'));
    const counts = pgTable('list_probe_counts', { status: varchar('status', { length: 10 }).notNull(), rows: integer('rows').notNull() });
    let reads = 0;
    const keptPlan: ListPlan<RouteListQuery> = {
      ...plan,
      keptTotal: keptTotalOf<RouteListQuery>({ status: (status) => eq(counts.status, status), origin: null, destination: null }, undefined, (where) => (db) => {
        reads += 1;
        return db.select({ total: sql<number>`coalesce(sum(${counts.rows}), 0)`.mapWith(Number) }).from(counts).where(where);
      }),
    };
    // Every list here is estimated past the limit: without kept counts each answer would be "about".
    const low = tableSource(routes, { kind: 'estimated', exactUpTo: 0 });
    expect(await runList(database.db, low, keptPlan, parse({ limit: '3' }))).toMatchObject({ total: 25 });
    expect(await runList(database.db, low, keptPlan, parse({ limit: '3', status: 'active' }))).toMatchObject({ total: 13 });
    expect(await runList(database.db, low, keptPlan, parse({ limit: '3', page: '2', status: 'inactive' }))).toMatchObject({ total: 12 });
    for (const query of [{ limit: '3' }, { limit: '3', status: 'active' }, { limit: '3', count: 'exact', status: 'active' }] as Array<Record<string, string>>) {
      const answer = await runList(database.db, low, keptPlan, parse(query));
      expect(answer, JSON.stringify(query)).not.toHaveProperty('total_is_estimate');
      expect(answer).not.toHaveProperty('exact_total_follows');
    }
    expect(reads).toBe(6);
    // A filter the counts do not keep, or a search: estimated, and the exact total follows, as before.
    for (const query of [{ limit: '3', origin: 'mani' }, { limit: '3', status: 'active', origin: 'mani' }, { limit: '3', search: 'route' }] as Array<Record<string, string>>) {
      expect(await runList(database.db, low, keptPlan, parse(query)), JSON.stringify(query)).toMatchObject({ total_is_estimate: true, exact_total_follows: true });
    }
    expect(reads).toBe(6);
  });
});

/** Keyset reading (exports): NULL keys, ties broken by id, timestamps, both directions. */
const probes = pgTable('keyset_probe', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  label: varchar('label', { length: 10 }),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
type ProbeQuery = ValidatedListQuery & { sort: 'label' | 'at' | 'lower_label' };
const probePlan: ListPlan<ProbeQuery> = {
  sortable: { label: probes.label, at: probes.at, lower_label: sql`lower(${probes.label})` },
  searchable: [],
  filters: {},
  tieBreaker: probes.id,
};

describe('keyset reading', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql.raw('create table keyset_probe (id integer generated always as identity primary key, label varchar(10), at timestamptz not null)'));
    const labels = [null, 'a', 'B', 'b', 'c', null, 'a'];
    const instants = ['2026-01-01T00:00:00.123456Z', '2026-01-01T00:00:00.123457Z', '2026-03-01T05:30:00Z'];
    await database.db.insert(probes).values(Array.from({ length: 29 }, (_, index) => ({ label: labels[(index * 5) % labels.length] ?? null, at: new Date(instants[(index * 7) % instants.length] ?? '') })));
  });
  afterAll(async () => database?.close());

  it('reads every row once, in the list order, batch after batch', async () => {
    for (const sort of ['label', 'at', 'lower_label'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const query: ProbeQuery = { page: 1, limit: 4, sort, order };
        const expected = (await database.db.select({ id: probes.id }).from(probes).orderBy(...listOrder(probePlan, query))).map((row) => row.id);
        const sortKey = listSortKey(probePlan, query);
        const read: number[] = [];
        const rows = keysetRows(
          probePlan,
          query,
          4,
          (after, limit) => database.db.select({ id: probes.id, key: sortKey }).from(probes).where(after).orderBy(...listOrder(probePlan, query)).limit(limit),
          (row) => ({ key: row.key, id: row.id }),
        );
        for await (const row of rows) read.push(row.id);
        expect(read, `${sort} ${order}`).toEqual(expected);
        expect(read).toHaveLength(29);
      }
    }
  });
});

describe('countedRows (the estimate under a count plan)', () => {
  it('reads the scan under the aggregate of a plain plan', () => {
    expect(countedRows({ 'Node Type': 'Aggregate', 'Plan Rows': 1, Plans: [{ 'Node Type': 'Index Only Scan', 'Plan Rows': 989620 }] })).toBe(989620);
  });

  it('scales a parallel scan by the parallel divisor, not the Gather’s partial counts', () => {
    // PostgreSQL 16's plan of count(*) over a freshly loaded million-row table: 2 workers, 412,500 rows per process.
    const plan = {
      'Node Type': 'Aggregate',
      'Plan Rows': 1,
      Plans: [{ 'Node Type': 'Gather', 'Plan Rows': 2, 'Workers Planned': 2, Plans: [{ 'Node Type': 'Aggregate', 'Plan Rows': 1, Plans: [{ 'Node Type': 'Seq Scan', 'Plan Rows': 412500 }] }] }],
    };
    expect(countedRows(plan)).toBe(990000);
  });

  it('is 0 without a plan', () => {
    expect(countedRows(undefined)).toBe(0);
  });
});
