/**
 * 100,000 routes written by the database itself (generate_series), so seeding takes seconds on
 * either driver. Numbers are unique; origins, destinations and stops come from 40 place names.
 */
import type { SqlSession } from '../../apps/server/src/platform/database/database.ts';

export const ROUTE_COUNT = 100_000;

const PLACES = [
  'Lal Darwaja', 'Maninagar', 'Naroda Gam', 'Vasna', 'Sarangpur', 'Chandkheda', 'Vadaj', 'Odhav', 'Kalupur Station', 'Gita Mandir',
  'Paldi', 'Navrangpura', 'Bopal', 'Ghatlodiya', 'Sabarmati', 'Nikol', 'Vastral', 'Isanpur', 'Narol', 'Juhapura',
  'Sarkhej', 'Thaltej', 'Memnagar', 'Satellite', 'Shahibaug', 'Bapunagar', 'Ranip', 'Gota', 'Vatva GIDC', 'Kankaria',
  'Civil Hospital', 'Ellisbridge', 'Usmanpura', 'Prahladnagar', 'Makarba', 'Motera', 'Hatkeshwar', 'Amraiwadi', 'Jamalpur', 'Asarwa',
];

export async function seedRoutes(session: SqlSession, count = ROUTE_COUNT): Promise<void> {
  const places = `array[${PLACES.map((place) => `'${place}'`).join(',')}]`;
  const n = PLACES.length;
  await session.query(`
    with p as (select ${places} as names)
    insert into routes (route_number, name, origin, destination, via, distance_km, status)
    select
      i::text || case when i % 7 = 0 then 'U' when i % 11 = 0 then 'S' else '' end,
      p.names[1 + i % ${n}] || ' – ' || p.names[1 + (i * 7 + 3) % ${n}],
      p.names[1 + i % ${n}],
      p.names[1 + (i * 7 + 3) % ${n}],
      jsonb_build_array(p.names[1 + (i * 3 + 1) % ${n}], p.names[1 + (i * 5 + 2) % ${n}], p.names[1 + (i * 11 + 5) % ${n}]),
      round(((i % 480) / 10.0 + 2)::numeric, 1),
      case when i % 13 = 0 then 'inactive' else 'active' end
    from generate_series(1, ${count}) as g(i), p
  `);
  await session.query('analyze routes');
}
