/** Demo pass centers: bus depots and pass counters of an Ahmedabad-like city. */
import type { CenterInput } from '@passdesk/contract/master-data/center';
import { centers } from './centers.schema.ts';
import type { DemoSeed } from '../../platform/services.ts';

export const DEMO_CENTERS: CenterInput[] = [
  { name: 'Lal Darwaja Pass Centre', code: 'LDW', address: 'Lal Darwaja Bus Terminus, Bhadra', city: 'Ahmedabad', phone: '079 2550 7710', email: 'laldarwaja@passdesk.example', status: 'active' },
  { name: 'Maninagar Depot', code: 'MNR', address: 'Near Maninagar Railway Station, Maninagar East', city: 'Ahmedabad', phone: '079 2546 1120', email: 'maninagar@passdesk.example', status: 'active' },
  { name: 'Naroda Depot', code: 'NRD', address: 'Naroda Patiya, Naroda Road', city: 'Ahmedabad', phone: '079 2282 3344', email: 'naroda@passdesk.example', status: 'active' },
  { name: 'Vasna Terminus', code: 'VSN', address: 'Vasna Bus Stand, Vasna', city: 'Ahmedabad', phone: '079 2660 4455', email: 'vasna@passdesk.example', status: 'active' },
  { name: 'Sarangpur Pass Counter', code: 'SRP', address: 'Sarangpur Darwaja, Raipur', city: 'Ahmedabad', phone: '079 2214 5566', email: 'sarangpur@passdesk.example', status: 'active' },
  { name: 'Chandkheda Depot', code: 'CKD', address: 'New CG Road, Chandkheda', city: 'Ahmedabad', phone: '079 2329 6677', email: 'chandkheda@passdesk.example', status: 'active' },
  { name: 'Vadaj Terminus', code: 'VDJ', address: 'Vadaj Bus Terminus, Ashram Road', city: 'Ahmedabad', phone: '079 2755 7788', email: 'vadaj@passdesk.example', status: 'active' },
  { name: 'Odhav Depot', code: 'ODV', address: 'Odhav Ring Road Circle, Odhav', city: 'Ahmedabad', phone: '079 2287 8899', email: 'odhav@passdesk.example', status: 'active' },
  { name: 'Gandhinagar Sector 11 Centre', code: 'GN11', address: 'Sector 11 Bus Stand, Gandhinagar', city: 'Gandhinagar', phone: '079 2324 1010', email: 'gandhinagar@passdesk.example', status: 'active' },
  { name: 'Sola Pass Counter', code: 'SOL', address: 'Sola Cross Roads, SG Highway', city: 'Ahmedabad', phone: '079 2745 2020', email: '', status: 'inactive' },
];

export const centersDemo: DemoSeed = {
  // Before access (50): demo staff are attached to centers.
  order: 10,
  async run(services) {
    await services.db.insert(centers).values(DEMO_CENTERS).onConflictDoNothing();
  },
};
