/** Reports: daily, center and overall reports made on the job queue and downloaded as XLSX. */
import type { FeatureModule } from '../../platform/services.ts';
import { REPORT_JOB } from './report-runs.ts';
import { reportJob } from './report-job.ts';
import { REPORT_RETENTION_JOB, reportRetentionJob, scheduleNextReportRetention } from './report-retention.ts';
import { reportRoutes } from './reports.http.ts';

export const reportsModule: FeatureModule = {
  name: 'reports',
  async admin(app, services) {
    await reportRoutes(app, services);
    services.jobs.register(REPORT_JOB, reportJob(services));
    services.jobs.register(REPORT_RETENTION_JOB, reportRetentionJob(services));
    // The next clean-up, unless one is queued already (by this instance before a restart, or another).
    await scheduleNextReportRetention(services.db, services.jobs, services.config.timeZone);
  },
};
