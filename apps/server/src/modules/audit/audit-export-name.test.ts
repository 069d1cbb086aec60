import { describe, expect, it } from 'vitest';
import { ADMIN_API } from '@passdesk/contract/http/paths';
import { AUDIT_PATHS } from '@passdesk/contract/audit/audit-paths';
import { dayIn } from '../../platform/time/today.ts';
import { apiUrl } from '../../test/api-url.ts';
import { useTestApp } from '../../test/suite.ts';
import { accessModule } from '../access/access.module.ts';
import { auditModule } from './audit.module.ts';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

describe('the audit trail CSV export', () => {
  // An office whose date differs from UTC's whenever the test runs: UTC+14 from 10:00 UTC, UTC−11 before 11:00 UTC.
  const timeZone = new Date().getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
  const t = useTestApp({ env: { TIME_ZONE: timeZone }, modules: [accessModule, auditModule] });

  it("is named after the office's date (TIME_ZONE), not UTC's", async () => {
    const response = await t.inject({ method: 'GET', url: apiUrl(ADMIN_API, AUDIT_PATHS.exportCsv), token: await t.tokenFor(1) });
    expect(response.statusCode, response.body).toBe(200);
    const now = new Date();
    const officeDay = dayIn(timeZone, now);
    expect(officeDay).not.toBe(utcDay(now));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="audit-trail-${officeDay}.csv"`);
  });
});
