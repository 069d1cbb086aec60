/** Demo card categories of a city bus pass office, fees in paise (INR). */
import type { CategoryInput } from '@passdesk/contract/master-data/category';
import { cardCategories } from './categories.schema.ts';
import type { DemoSeed } from '../../platform/services.ts';

const STUDENT_DOCUMENTS = ['School or college ID card', 'Bonafide certificate', 'Aadhaar card', 'Passport-size photo'];
const rupees = (amount: number) => amount * 100;

export const DEMO_CATEGORIES: CategoryInput[] = [
  { name: 'Student Monthly', code: 'STM', description: 'Monthly pass for school and college students up to 25 years', validity_days: 30, fee: rupees(250), renewal_fee: rupees(230), min_age: 5, max_age: 25, route_scope: 'single_route', required_documents: STUDENT_DOCUMENTS, colour: '#1565C0', status: 'active' },
  { name: 'Student Quarterly', code: 'STQ', description: 'Three-month student pass at a lower monthly rate', validity_days: 90, fee: rupees(650), renewal_fee: rupees(600), min_age: 5, max_age: 25, route_scope: 'single_route', required_documents: STUDENT_DOCUMENTS, colour: '#0D47A1', status: 'active' },
  { name: 'Student Annual', code: 'STA', description: 'Academic-year student pass', validity_days: 365, fee: rupees(2200), renewal_fee: rupees(2000), min_age: 5, max_age: 25, route_scope: 'single_route', required_documents: STUDENT_DOCUMENTS, colour: '#283593', status: 'active' },
  { name: 'Senior Citizen Yearly', code: 'SCY', description: 'Concession pass for residents aged 60 and above, all routes', validity_days: 365, fee: rupees(500), renewal_fee: rupees(450), min_age: 60, max_age: null, route_scope: 'all_routes', required_documents: ['Aadhaar card', 'Proof of age', 'Passport-size photo'], colour: '#6A1B9A', status: 'active' },
  { name: 'Divyang Yearly', code: 'DVY', description: 'Free travel pass for persons with disabilities (40% or more)', validity_days: 365, fee: 0, renewal_fee: 0, min_age: null, max_age: null, route_scope: 'all_routes', required_documents: ['Disability certificate (UDID)', 'Aadhaar card', 'Passport-size photo'], colour: '#2E7D32', status: 'active' },
  { name: 'General Monthly', code: 'GNM', description: 'Monthly pass for any rider on one route', validity_days: 30, fee: rupees(900), renewal_fee: rupees(900), min_age: null, max_age: null, route_scope: 'single_route', required_documents: ['Aadhaar card', 'Passport-size photo'], colour: '#8B0000', status: 'active' },
  { name: 'General Monthly All Routes', code: 'GMA', description: 'Monthly pass valid on every city route', validity_days: 30, fee: rupees(1500), renewal_fee: rupees(1500), min_age: null, max_age: null, route_scope: 'all_routes', required_documents: ['Aadhaar card', 'Passport-size photo'], colour: '#B71C1C', status: 'active' },
  { name: 'General Quarterly', code: 'GNQ', description: 'Three-month pass on one route', validity_days: 90, fee: rupees(2500), renewal_fee: rupees(2450), min_age: null, max_age: null, route_scope: 'single_route', required_documents: ['Aadhaar card', 'Passport-size photo'], colour: '#C62828', status: 'active' },
  { name: 'Women Monthly', code: 'WMM', description: 'Concession monthly pass for women riders', validity_days: 30, fee: rupees(600), renewal_fee: rupees(600), min_age: 18, max_age: null, route_scope: 'all_routes', required_documents: ['Aadhaar card', 'Passport-size photo'], colour: '#AD1457', status: 'active' },
  { name: 'Freedom Fighter Lifetime', code: 'FFL', description: 'Free pass for freedom fighters and their spouses, renewed every ten years', validity_days: 3650, fee: 0, renewal_fee: 0, min_age: null, max_age: null, route_scope: 'all_routes', required_documents: ['Freedom fighter certificate', 'Aadhaar card'], colour: '#EF6C00', status: 'active' },
  { name: 'Staff Family Yearly', code: 'SFY', description: 'Pass for families of transport staff (discontinued)', validity_days: 365, fee: rupees(300), renewal_fee: rupees(300), min_age: null, max_age: null, route_scope: 'all_routes', required_documents: ['Staff ID card', 'Family declaration'], colour: '#455A64', status: 'inactive' },
];

export const categoriesDemo: DemoSeed = {
  // Master data first: cards, applications and users point at it.
  order: 10,
  async run(services) {
    await services.db.insert(cardCategories).values(DEMO_CATEGORIES).onConflictDoNothing();
  },
};
