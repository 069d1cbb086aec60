/** The colour of an application's status chip, on the review page and the citizen's status page. */
import type { ApplicationStatus } from '@passdesk/contract/applications/application';

export const APPLICATION_STATUS_COLOURS: Record<ApplicationStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  expired: 'default',
};
