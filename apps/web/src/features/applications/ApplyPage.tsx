/**
 * /apply: the citizens' pass application (no sign-in; phone first). The category comes first (its
 * fee, validity and documents guide the rest), then the holder, the ID, the route when the category
 * needs one and the preferred center, the photo (the phone's camera or a file) and the documents,
 * and consent to the data notice. On send the browser solves the small proof of work on the
 * challenge the server issued when the form opened (with the honeypot, the bot check), and the form's
 * language goes along for the applicant's mails; the answer is the application number, with the way
 * to the status page.
 */
import { SCREENS, withQuery } from '@passdesk/contract/navigation/screens';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, FormHelperText, Stack, TextField, Typography } from '@mui/material';
import {
  APPLICATION_DOCUMENT_MAX_BYTES,
  APPLICATION_DOCUMENT_MAX_COUNT,
  APPLICATION_MESSAGES,
  applicationFormSchema,
  HONEYPOT_FIELD,
  type ApplicationOptions,
  type ApplicationReceipt,
} from '@passdesk/contract/applications/application';
import { CARD_FILE_MESSAGES } from '@passdesk/contract/cards/card-files';
import { LANGUAGE_CODES } from '@passdesk/contract/i18n/languages';
import type { PublicCategory } from '@passdesk/contract/master-data/category';
import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appendChosenFiles, useChosenFiles } from '../../components/files/chosen-files.ts';
import { DocumentUploader } from '../../components/files/DocumentUploader.tsx';
import { SelectInput } from '../../components/form/SelectInput.tsx';
import { applyServerErrors, SERVER_ERROR } from '../../components/form/server-errors.ts';
import { useServerMessage } from '../../components/form/use-server-message.ts';
import { useZodForm } from '../../components/form/use-zod-form.ts';
import { PhotoCapture } from '../../components/photo/PhotoCapture.tsx';
import { HolderFields } from '../../entities/card/HolderFields.tsx';
import { IdProofFields } from '../../entities/card/IdProofFields.tsx';
import { ApiError } from '../../lib/api.ts';
import { EMPTY_HOLDER_TEXT } from '../../entities/card/empty-holder.ts';
import { useFormat } from '../../lib/format.ts';
import { fetchApplicationChallenge, fetchApplicationOptions, fetchPublicCategories, submitApplication } from './applications-api.ts';
import { solveProofOfWork } from './pow.ts';
import { PublicLayout } from './PublicLayout.tsx';

/** The server's refusals of the photo that name no field. */
const PHOTO_REFUSALS: ReadonlySet<string> = new Set([CARD_FILE_MESSAGES.photoTooLarge, CARD_FILE_MESSAGES.photoType]);

const FIELDS = ['category_id', 'first_name', 'last_name', 'guardian_name', 'date_of_birth', 'gender', 'mobile', 'email', 'address', 'city', 'pincode', 'institution', 'id_proof_type', 'id_proof_number', 'route_id', 'center_id', 'consent'] as const;

const DEFAULTS = {
  category_id: '',
  ...EMPTY_HOLDER_TEXT,
  gender: undefined,
  id_proof_type: undefined,
  // Left out unless the pass needs a route (an empty choice is no route).
  route_id: undefined,
  center_id: '',
  consent: false,
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

export default function ApplyPage() {
  const { t, i18n } = useTranslation('applications');
  const format = useFormat();
  const serverMessage = useServerMessage('applications');
  const form = useZodForm(applicationFormSchema, DEFAULTS);
  const { control } = form;
  const [challenge, setChallenge] = useState<string>();
  const [categories, setCategories] = useState<PublicCategory[]>();
  const [options, setOptions] = useState<ApplicationOptions>();
  const [loadError, setLoadError] = useState<string>();
  const files = useChosenFiles();
  const { photo, documents, setPhotoError } = files;
  const [honeypot, setHoneypot] = useState('');
  const [checking, setChecking] = useState(false);
  const [receipt, setReceipt] = useState<ApplicationReceipt>();

  useEffect(() => {
    const controller = new AbortController();
    Promise.all([fetchPublicCategories(controller.signal), fetchApplicationOptions(controller.signal), fetchApplicationChallenge(controller.signal)])
      .then(([loadedCategories, loadedOptions, issued]) => {
        setCategories(loadedCategories);
        setOptions(loadedOptions);
        setChallenge(issued.challenge);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => controller.abort();
  }, []);

  const categoryId = useWatch({ control, name: 'category_id' });
  const category = categories?.find((option) => String(option.id) === String(categoryId));
  const singleRoute = category?.route_scope === 'single_route';

  const submit = form.handleSubmit(async (values) => {
    files.clearErrors();
    if (!photo) {
      setPhotoError(t('photoRequired'));
      return;
    }
    setChecking(true);
    try {
      // The challenge came when the form opened (the time to fill it counts from then).
      const issued = challenge ?? (await fetchApplicationChallenge()).challenge;
      const nonce = await solveProofOfWork(issued, values.mobile);
      const body = new FormData();
      for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '' && !(key === 'route_id' && !singleRoute)) body.append(key, String(value));
      body.append(HONEYPOT_FIELD, honeypot);
      body.append('challenge', issued);
      body.append('pow_nonce', String(nonce));
      // The applicant's mails are written in the language the form is shown in.
      if (i18n.resolvedLanguage && LANGUAGE_CODES.includes(i18n.resolvedLanguage)) body.append('language', i18n.resolvedLanguage);
      appendChosenFiles(body, photo, documents);
      setReceipt(await submitApplication(body));
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (!(error instanceof ApiError)) return form.setError(SERVER_ERROR, { type: 'server', message: String(error) });
      // A challenge refused as used or stale is replaced, so that sending again works.
      if (error.message === APPLICATION_MESSAGES.challengeUsed || error.message === APPLICATION_MESSAGES.botCheck) {
        setChallenge(undefined);
        void fetchApplicationChallenge().then((issued) => setChallenge(issued.challenge), () => undefined);
      }
      // Each refusal is said where it belongs, in the citizen's language: under the photo, under the
      // documents, at a field, or above the send button (limits, a busy office, the bot check).
      const errors = error.errors ?? {};
      const photoError = errors.photo ?? (PHOTO_REFUSALS.has(error.message) ? error.message : undefined);
      const documentsError = errors.documents ?? (!photoError && (error.status === 413 || error.status === 415) ? error.message : undefined);
      if (photoError) setPhotoError(serverMessage(photoError) ?? photoError);
      if (documentsError) files.setDocumentsError(serverMessage(documentsError) ?? documentsError);
      const placed = applyServerErrors(error, form.setError, FIELDS);
      if (placed.length === 0 && !photoError && !documentsError) form.setError(SERVER_ERROR, { type: 'server', message: serverMessage(error.message) ?? error.message });
    } finally {
      setChecking(false);
    }
  }, (errors) => {
    // A refusal on a field the form does not show (the route of an all-routes pass) is said on top.
    const hidden = Object.entries(errors).filter(([field]) => field === 'route_id' && !singleRoute);
    const messages = hidden.map(([, error]) => error?.message).filter((message): message is string => typeof message === 'string');
    if (messages.length > 0) form.setError(SERVER_ERROR, { type: 'client', message: messages.join(' ') });
    if (!photo) setPhotoError(t('photoRequired'));
  });

  if (receipt) {
    return (
      <PublicLayout title={t('apply.doneTitle')}>
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} />
              <Typography>{t('apply.doneText')}</Typography>
              <Typography variant="h4" component="p" data-testid="application-number" sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 1 }} dir="ltr">
                {receipt.application_number}
              </Typography>
              <Typography color="textSecondary">{t('apply.doneHint')}</Typography>
              <Button variant="contained" component={Link} to={withQuery(SCREENS.applyStatus, { number: receipt.application_number })}>
                {t('apply.checkStatus')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </PublicLayout>
    );
  }

  const formError = form.formState.errors.root?.server?.message;
  const sending = form.formState.isSubmitting || checking;
  return (
    <PublicLayout title={t('apply.title')} subtitle={t('apply.subtitle')} link={{ to: SCREENS.applyStatus, label: t('apply.statusLink') }}>
      {loadError ? <Alert severity="error" sx={{ mb: 2 }}>{loadError}</Alert> : null}
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2}>
          <Section title={t('apply.sections.pass')}>
            <SelectInput
              control={control}
              name="category_id"
              label={t('fields.category')}
              required
              options={(categories ?? []).map((option) => ({ value: String(option.id), label: option.name }))}
            />
            {category ? (
              <Alert severity="info" icon={false} data-testid="category-summary">
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t('apply.fee', { fee: format.money(category.fee), days: category.validity_days })}
                </Typography>
                {category.description ? <Typography variant="body2">{category.description}</Typography> : null}
                {category.required_documents.length > 0 ? (
                  <Typography variant="body2">{t('apply.documentsNeeded', { documents: category.required_documents.join(', ') })}</Typography>
                ) : null}
              </Alert>
            ) : null}
            {singleRoute ? (
              <SelectInput
                control={control}
                name="route_id"
                label={t('fields.route')}
                required
                hint={t('apply.routeHint')}
                options={(options?.routes ?? []).map((route) => ({ value: String(route.id), label: `${route.route_number} · ${route.origin} – ${route.destination}` }))}
              />
            ) : null}
            <SelectInput
              control={control}
              name="center_id"
              label={t('fields.center')}
              required
              hint={t('apply.centerHint')}
              options={(options?.centers ?? []).map((center) => ({ value: String(center.id), label: `${center.name}, ${center.city}` }))}
            />
          </Section>

          <Section title={t('apply.sections.holder')}>
            <HolderFields control={control} namespace="applications" typist="citizen" hints={{ email: t('apply.emailHint'), institution: t('apply.institutionHint') }} />
          </Section>

          <Section title={t('apply.sections.identity')}>
            <IdProofFields control={control} namespace="applications" typist="citizen" numberHint={t('apply.idHint')} />
          </Section>

          <Section title={t('apply.sections.photo')}>
            <PhotoCapture label={t('fields.photo')} {...files.photoInput} />
          </Section>

          <Section title={t('apply.sections.documents')}>
            <DocumentUploader
              label={t('fields.documents')}
              {...files.documentsInput}
              requiredNames={category?.required_documents ?? []}
              maxBytes={APPLICATION_DOCUMENT_MAX_BYTES}
              maxFiles={APPLICATION_DOCUMENT_MAX_COUNT}
            />
          </Section>

          {/* People never see this field; a form-filling robot does, and fills it. */}
          <Box aria-hidden sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
            <TextField label="Website" name={HONEYPOT_FIELD} value={honeypot} onChange={(event) => setHoneypot(event.target.value)} autoComplete="off" slotProps={{ htmlInput: { tabIndex: -1 } }} />
          </Box>

          <Section title={t('apply.sections.consent')}>
            <Typography variant="body2" color="textSecondary">
              {t('apply.notice')}
            </Typography>
            <Controller
              control={control}
              name="consent"
              render={({ field, fieldState }) => (
                <Box>
                  <FormControlLabel
                    control={<Checkbox checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
                    label={t('apply.consent')}
                  />
                  {fieldState.error?.message ? <FormHelperText error>{serverMessage(fieldState.error.message)}</FormHelperText> : null}
                </Box>
              )}
            />
          </Section>

          {formError ? (
            <Alert severity="error" role="alert" data-testid="apply-refused">
              {formError}
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" size="large" disabled={sending} fullWidth sx={{ py: 1.5 }}>
            {checking ? t('apply.checking') : sending ? t('apply.sending') : t('apply.submit')}
          </Button>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
