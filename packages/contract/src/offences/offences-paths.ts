/** The offence table's paths, under ADMIN_API (docs/api.md "Offences"). */
export const OFFENCE_PATHS = {
  list: '/offences',
  create: '/offences',
  one: '/offences/:id',
  exportCsv: '/offences/export/csv',
} as const;
