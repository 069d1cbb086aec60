/**
 * Web applications: the citizens' calls (`/api/v1/users/applications…`: submit, options, status)
 * and the panel's Web Application Card calls (`/api/v1/admin/applications…`: list,
 * view, CSV export, reject and the applicant's files; docs/api.md "Web applications"). Panel calls need Card Management
 * (read; update to reject). Approving is issuing a card with `application_id` (cards/create).
 */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  APPLICATION_DOCUMENT_LIMITS,
  APPLICATION_MESSAGES,
  applicationChallengeSchema,
  applicationListQuerySchema,
  applicationListResultSchema,
  applicationOptionsSchema,
  applicationPublicStatusSchema,
  applicationReceiptSchema,
  applicationRejectSchema,
  applicationSchema,
  applicationStatusQuerySchema,
  applicationSubmitSchema,
  type ApplicationListItem,
} from '@passdesk/contract/applications/application';
import { APPLICATION_PATHS, PUBLIC_APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { CARD_FILE_MESSAGES } from '@passdesk/contract/cards/card-files';
import { envelope } from '@passdesk/contract/http/envelope';
import { idParamsSchema } from '@passdesk/contract/master-data/common';
import { access } from '../../platform/auth/access.ts';
import type { CsvColumn } from '../../platform/http/csv.ts';
import { csvExportRoute } from '../../platform/http/csv-route.ts';
import { notFound } from '../../platform/http/errors.ts';
import { sendPrivateFile } from '../../platform/http/private-file.ts';
import { dayIn } from '../../platform/time/today.ts';
import { formSchema, HOLDER_EXAMPLE, readCardParts } from '../cards/cards.public.ts';
import { eachApplication, findApplication, listApplicationDocuments, listApplications, loadApplication, publicStatus, applicationOptions } from './applications.queries.ts';
import { rejectApplication, submitApplication, type ApplicationsContext } from './applications.service.ts';
import { applicationIntake } from './application-intake.ts';

const MODULE = PERMISSION.cardManagement;
const adminTags = ['Web applications'];
const publicTags = ['Citizens: applications'];
const documentParamsSchema = idParamsSchema.extend({ documentId: idParamsSchema.shape.id });

type CsvRow = ApplicationListItem & { email: string; gender: string; city: string; review_note: string | null };
const CSV_COLUMNS: CsvColumn<CsvRow>[] = [
  { header: 'Application number', value: (row) => row.application_number },
  { header: 'Submitted at', value: (row) => row.submitted_at },
  { header: 'Status', value: (row) => row.status },
  { header: 'First name', value: (row) => row.first_name },
  { header: 'Last name', value: (row) => row.last_name },
  { header: 'Date of birth', value: (row) => row.date_of_birth },
  { header: 'Gender', value: (row) => row.gender },
  { header: 'Mobile', value: (row) => row.mobile },
  { header: 'Email', value: (row) => row.email },
  { header: 'City', value: (row) => row.city },
  { header: 'Category', value: (row) => row.category.name },
  { header: 'Route', value: (row) => row.route_number },
  { header: 'Preferred center', value: (row) => row.center.name },
  { header: 'Possible duplicate', value: (row) => (row.possible_duplicate ? 'yes' : 'no') },
  { header: 'Card number', value: (row) => row.card_number },
  { header: 'Reviewed at', value: (row) => row.reviewed_at },
  { header: 'Review note', value: (row) => row.review_note },
];

const SUBMIT_EXAMPLE = {
  ...HOLDER_EXAMPLE,
  email: 'priya@example.com',
  category_id: 1,
  center_id: 2,
  consent: true,
  website: '',
  challenge: '1795000000000.3q2-7wAAAAAAAAAAAAAAAA.0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
  pow_nonce: 48213,
  photo: '(the photo file)',
};

export async function applicationAdminRoutes(parent: FastifyInstance, context: ApplicationsContext): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db, config } = context.services;
  const today = () => dayIn(config.timeZone);

  app.get(
    APPLICATION_PATHS.list,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags: adminTags, summary: 'The queue: search, filters, sort, paging, and counts per status', querystring: applicationListQuerySchema, response: { 200: envelope(applicationListResultSchema) } },
    },
    async (request) => ({ message: 'Applications', data: { ...(await listApplications(db, request.query, config.timeZone)), intake: await applicationIntake(db, config.applications.pendingFilesBytes) } }),
  );

  csvExportRoute(app, {
    path: APPLICATION_PATHS.exportCsv,
    access: access.permission(MODULE, 'read'),
    tags: adminTags,
    summary: 'Export the applications of the current filters as CSV',
    description: 'Every application matching the filters, streamed',
    querystring: applicationListQuerySchema,
    fileName: 'applications',
    timeZone: config.timeZone,
    columns: CSV_COLUMNS,
    rows: (query) => eachApplication(db, query, config.timeZone),
  });

  app.get(
    APPLICATION_PATHS.view,
    {
      config: { access: access.permission(MODULE, 'read') },
      schema: { tags: adminTags, summary: 'One application with its files and possible duplicates', params: idParamsSchema, response: { 200: envelope(applicationSchema) } },
    },
    async (request) => ({ message: 'Application', data: await loadApplication(db, request.params.id, today()) }),
  );

  app.post(
    APPLICATION_PATHS.reject,
    {
      config: { access: access.permission(MODULE, 'update'), openapi: { errors: { 409: APPLICATION_MESSAGES.alreadyDecided('approved') } } },
      schema: { tags: adminTags, summary: 'Reject a pending application (a note the applicant will see)', params: idParamsSchema, body: applicationRejectSchema, response: { 200: envelope(applicationSchema) } },
    },
    async (request) => {
      await rejectApplication(context.services, request, request.params.id, request.body);
      return { message: APPLICATION_MESSAGES.rejected, data: await loadApplication(db, request.params.id, today()) };
    },
  );

  const sendStored = async (reply: FastifyReply, key: string | undefined, contentType: string, fileName: string) => {
    const stored = key ? await context.services.storage.get(key) : undefined;
    if (!stored) throw notFound('File not found');
    return sendPrivateFile(reply, stored, contentType, fileName);
  };

  app.get(
    APPLICATION_PATHS.photo,
    {
      config: { access: access.permission(MODULE, 'read'), openapi: { file: { contentType: 'image/jpeg', description: "The applicant's photo (350 × 450 JPEG)" } } },
      schema: { tags: adminTags, summary: "The applicant's photo", params: idParamsSchema },
    },
    async (request, reply) => {
      const application = await findApplication(db, request.params.id);
      return sendStored(reply, application?.photo_key, 'image/jpeg', `${application?.application_number ?? 'photo'}.jpg`);
    },
  );

  app.get(
    APPLICATION_PATHS.document,
    {
      config: { access: access.permission(MODULE, 'read'), openapi: { file: { contentType: 'application/pdf', description: 'The stored document (an image or a PDF)' } } },
      schema: { tags: adminTags, summary: "One of an application's documents", params: documentParamsSchema },
    },
    async (request, reply) => {
      const document = (await listApplicationDocuments(db, request.params.id)).find((candidate) => candidate.id === request.params.documentId);
      return sendStored(reply, document?.storage_key, document?.content_type ?? 'application/octet-stream', document?.file_name ?? 'document');
    },
  );
}

/** Under USERS_API: no sign-in, limited per IP by the citizens' API limiter (platform/rate-limit). */
export async function applicationPublicRoutes(parent: FastifyInstance, context: ApplicationsContext): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = context.services;

  app.post(
    PUBLIC_APPLICATION_PATHS.submit,
    {
      config: {
        access: access.public(),
        openapi: {
          requestBody: formSchema(applicationSubmitSchema, true, SUBMIT_EXAMPLE),
          errors: {
            413: CARD_FILE_MESSAGES.photoTooLarge,
            415: CARD_FILE_MESSAGES.photoType,
            422: 'Age must be at least 60 years for this category',
            429: 'Too many applications were sent from your network today. Try again in 23 hours.',
            503: APPLICATION_MESSAGES.intakePaused,
          },
        },
      },
      schema: { tags: publicTags, summary: 'Apply for a pass (multipart: fields, photo, documents)', consumes: ['multipart/form-data'], response: { 200: envelope(applicationReceiptSchema) } },
    },
    async (request) => ({ message: APPLICATION_MESSAGES.submitted, data: await submitApplication(context, request, await readCardParts(request, APPLICATION_DOCUMENT_LIMITS)) }),
  );

  app.get(
    PUBLIC_APPLICATION_PATHS.challenge,
    {
      config: { access: access.public() },
      schema: { tags: publicTags, summary: 'A bot-check challenge for the form being opened (accepted for one application, for a day)', response: { 200: envelope(applicationChallengeSchema) } },
    },
    async () => ({ message: 'Application challenge', data: context.challenges.issue() }),
  );

  app.get(
    PUBLIC_APPLICATION_PATHS.options,
    {
      config: { access: access.public() },
      schema: { tags: publicTags, summary: 'Active routes and centers for the application form', response: { 200: envelope(applicationOptionsSchema) } },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return { message: 'Application options', data: await applicationOptions(db) };
    },
  );

  app.post(
    PUBLIC_APPLICATION_PATHS.status,
    {
      config: { access: access.public(), openapi: { errors: { 404: APPLICATION_MESSAGES.statusNotFound } } },
      schema: { tags: publicTags, summary: "An application's status, by its number and the applicant's mobile", body: applicationStatusQuerySchema, response: { 200: envelope(applicationPublicStatusSchema) } },
    },
    async (request) => ({ message: 'Application status', data: await publicStatus(db, request.body.application_number, request.body.mobile) }),
  );
}
