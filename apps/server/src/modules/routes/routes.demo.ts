/**
 * About sixty demo routes of an Ahmedabad-like city network, with real-looking numbers (1, 7U,
 * 45S, 151/1...) and stops. Made from fixed lists, so every fresh database gets the same routes.
 */
import type { RouteInput } from '@passdesk/contract/master-data/route';
import { routes } from './routes.schema.ts';
import type { DemoSeed } from '../../platform/services.ts';

const PLACES = [
  'Lal Darwaja', 'Maninagar', 'Naroda Gam', 'Vasna', 'Sarangpur', 'Chandkheda', 'Vadaj', 'Odhav', 'Kalupur Station', 'Gita Mandir',
  'Paldi', 'Navrangpura', 'Bopal', 'Ghatlodiya', 'Sabarmati', 'Nikol', 'Vastral', 'Isanpur', 'Narol', 'Juhapura',
  'Sarkhej', 'Thaltej', 'Memnagar', 'Satellite', 'Shahibaug', 'Bapunagar', 'Ranip', 'Gota', 'Vatva GIDC', 'Kankaria',
  'Civil Hospital', 'Ellisbridge', 'Usmanpura', 'Prahladnagar', 'Makarba', 'Motera', 'Hatkeshwar', 'Amraiwadi', 'Jamalpur', 'Asarwa',
] as const;

const NUMBERS = [
  '1', '2', '3', '4', '5', '7U', '8', '9', '12', '14', '15', '16/2', '17', '18', '22', '23', '28', '31', '32', '33',
  '40', '42', '45S', '46', '48', '49', '50', '52', '54', '60', '63', '64', '66', '67', '70', '72', '74', '76', '77', '82',
  '84', '85', '87', '88', '90', '101', '102', '105', '112', '116', '121', '125', '126', '134', '136', '138', '142', '151', '151/1', '152',
] as const;

const place = (index: number) => PLACES[index % PLACES.length] as string;

export function demoRoutes(): RouteInput[] {
  return NUMBERS.map((number, index) => {
    const origin = place(index * 7);
    // Circular (U) routes come back to where they start; the others end elsewhere.
    const destination = number.endsWith('U') ? origin : place(index * 7 + 11 + (index % 5));
    const via = Array.from({ length: 3 + (index % 4) }, (_, stop) => place(index * 7 + 2 + stop * 3)).filter((stop, position, all) => stop !== origin && stop !== destination && all.indexOf(stop) === position);
    const kind = number.endsWith('S') ? 'Shuttle' : number.endsWith('U') ? 'Circular' : '';
    return {
      route_number: number,
      name: kind ? `${origin} ${kind}` : `${origin} – ${destination}`,
      origin,
      destination,
      via,
      distance_km: Math.round((6 + ((index * 37) % 190) / 10) * 10) / 10,
      status: index % 17 === 16 ? 'inactive' : 'active',
    };
  });
}

export const routesDemo: DemoSeed = {
  order: 10,
  async run(services) {
    await services.db.insert(routes).values(demoRoutes()).onConflictDoNothing();
  },
};
