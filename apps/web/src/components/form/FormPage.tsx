/**
 * A create/edit form on a page of its own (/routes/add-route, a card's add and edit pages): the
 * page heading with a way back to the list, the form's own error, the fields — in titled
 * sections (FormSection) when the form is long — and Cancel and Save, handled exactly as in
 * FormDialog (FormParts); with changes, leaving by a link, the menu, Cancel or the browser's Back
 * and Forward asks first and closing the tab gets the browser's prompt (discard-guard.tsx). An edit page shows a loader while its record loads, and the reason
 * with a retry when that fails. Sections below the first screen may come after the first paint
 * (LaterSection); a submit draws them first.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Card, CardActions, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId, useRef, type FormEvent, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../ErrorState.tsx';
import { PageHeader } from '../PageHeader.tsx';
import { useDiscardGuard, useNavigationGuard } from './discard-guard.tsx';
import { FormButtons, FormError, type SubmittingForm } from './FormParts.tsx';
import { LaterQueueProvider, useLaterQueue } from './LaterSection.tsx';

export interface FormPageProps {
  /**
   * The page's heading. Left out, the page draws FormPageHeading itself above the form, so that the
   * heading stays one element while the form below starts again (a new key when its record arrives):
   * the static first paint's heading, then React's, is the page's largest text from the start, and a
   * heading drawn anew when the record arrives would be a later, larger one (docs/architecture.md
   * "First load").
   */
  title?: string;
  subtitle?: string;
  /** The list this page belongs to: the Back button and Cancel go there. */
  back: { to: string; label: string };
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Saving disables the buttons; its server error (formSubmit's `root.server`) shows on top. */
  form: SubmittingForm;
  submitLabel?: string;
  /** The card's width; a long form with sections may want more. */
  maxWidth?: number;
  /** An edit page whose record is still loading. */
  loading?: boolean;
  /** An edit page whose record could not be loaded. */
  loadError?: { message?: string; retry(): void; retrying?: boolean };
  /** The fields, or FormSection elements. */
  children: ReactNode;
}

export function FormPage({ title, subtitle, back, onSubmit, form, submitLabel, maxWidth = 880, loading = false, loadError, children }: FormPageProps) {
  const { t } = useTranslation('common-table');
  // Set from the submit event on, so a save that navigates away is never held (before the form re-renders as submitting).
  const saving = useRef(false);
  const dirty = form.formState.isDirty;
  const changed = () => dirty && !saving.current;
  const { confirmDiscard, prompt } = useDiscardGuard(changed);
  useNavigationGuard(changed, confirmDiscard);
  const later = useLaterQueue();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    // Parts still waiting to be drawn (LaterSection) are drawn first: validation finds and focuses every field.
    later.drawAll();
    saving.current = true;
    const result: unknown = onSubmit(event);
    void Promise.resolve(result).finally(() => {
      saving.current = false;
    });
  };
  let content: ReactNode;
  if (loadError) {
    content = (
      <Card sx={{ maxWidth }}>
        <ErrorState title={t('form.loadFailed')} message={loadError.message} onRetry={loadError.retry} retrying={loadError.retrying} />
      </Card>
    );
  } else if (loading) {
    content = <Skeleton variant="rounded" height={360} sx={{ maxWidth }} aria-label={t('loading')} />;
  } else {
    content = (
      <Card component="form" onSubmit={submit} noValidate sx={{ maxWidth }}>
        <CardContent>
          <Stack spacing={2.5}>
            <FormError form={form} />
            <LaterQueueProvider queue={later}>{children}</LaterQueueProvider>
          </Stack>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <FormButtons form={form} cancel={back.to} submitLabel={submitLabel} />
        </CardActions>
      </Card>
    );
  }
  return (
    <>
      {title === undefined ? null : <FormPageHeading title={title} subtitle={subtitle} back={back} />}
      {content}
      {prompt}
    </>
  );
}

/** A form page's heading: its title and subtitle, and the way back to its list. */
export function FormPageHeading({ title, record, subtitle, back }: { title: string; record?: string; subtitle?: string; back: FormPageProps['back'] }) {
  return <PageHeader title={title} record={record} subtitle={subtitle} actions={<FormBackButton back={back} />} />;
}

/** The way back from a page to its list, in its heading (a form page's, a record's review): an arrow, mirrored right to left. */
export function FormBackButton({ back }: { back: FormPageProps['back'] }) {
  return (
    <Button component={Link} to={back.to} startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}>
      {back.label}
    </Button>
  );
}

/** A titled part of a long form (applicant, pass, documents...); a rule separates it from the one before. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack
      component="section"
      spacing={2}
      aria-labelledby={headingId}
      sx={{ '&:not(:first-of-type)': { borderTop: 1, borderColor: 'divider', pt: 2.5 } }}
    >
      <Stack spacing={0.25}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" color="textSecondary">
            {description}
          </Typography>
        ) : null}
      </Stack>
      {children}
    </Stack>
  );
}
