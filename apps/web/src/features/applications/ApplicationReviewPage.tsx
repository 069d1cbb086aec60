/**
 * /application-card/{id}: one application for review — photo and documents beside the details,
 * possible duplicates (cards and applications with the same ID, or the same name and date of
 * birth), and the decision: Approve opens Create Card prefilled from it (issuing the card approves
 * it), Reject asks for the note the applicant will read. A decided one shows who decided and when,
 * and its card; an expired one (nobody reviewed it in time) says when, its files gone.
 */
import { screenPath, SCREENS, withQuery } from '@passdesk/contract/navigation/screens';
import { PERMISSION } from '@passdesk/contract/access/permissions';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, List, ListItemButton, ListItemIcon, ListItemText, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { REASON_MAX } from '@passdesk/contract/cards/card-fields';
import { ID_PROOF_TYPES } from '@passdesk/contract/cards/card-fields';
import type { Application } from '@passdesk/contract/applications/application';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BootShellDone } from '../../components/BootShellDone.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { formatBytes } from '../../components/files/file-type.ts';
import { FilePreviewDialog } from '../../components/files/FilePreviewDialog.tsx';
import { useObjectUrl } from '../../components/files/use-object-url.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { FormBackButton } from '../../components/form/FormPage.tsx';
import { ReasonDialog } from '../../components/ReasonDialog.tsx';
import { fetchFile } from '../../lib/download.ts';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { useApplication, useApplicationWrites } from './applications-api.ts';
import { APPLICATION_STATUS_COLOURS } from './application-status.ts';
import { useCardStatusLabel } from '../../entities/card/card-status.ts';
import { holderName } from '../../entities/card/holder-name.ts';


function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Box>
  );
}

function Photo({ application, photoUrl }: { application: Application; photoUrl: string }) {
  const { t } = useTranslation('applications');
  const photo = useQuery({
    queryKey: ['application-photo', application.id],
    queryFn: async ({ signal }) => (await fetchFile(photoUrl, { signal })).blob,
    staleTime: 5 * 60_000,
  });
  const url = useObjectUrl(photo.data);
  // The static first paint's photo, if it drew one, stays until this one is drawn (docs/architecture.md "First load").
  const [drawn, setDrawn] = useState(false);
  const done = drawn || photo.isError ? <BootShellDone /> : null;
  if (!url) {
    return (
      <>
        <Skeleton variant="rectangular" width={175} height={225} />
        {done}
      </>
    );
  }
  return (
    <>
      <Box component="img" src={url} alt={t('review.photoAlt', { name: application.first_name })} data-testid="application-photo" onLoad={() => setDrawn(true)} onError={() => setDrawn(true)} sx={{ width: 175, height: 225, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      {done}
    </>
  );
}

/** The application's review below its heading: status, duplicates, the decision, photo, documents and details. */
function ApplicationReview({ application: a, onDecided }: { application: Application; onDecided(): Promise<unknown> }) {
  const { t } = useTranslation('applications');
  const format = useFormat();
  const cardStatusLabel = useCardStatusLabel();
  const writes = useApplicationWrites();
  const canIssue = useCan(PERMISSION.cardManagement, 'create');
  const canReject = useCan(PERMISSION.cardManagement, 'update');
  const [rejecting, setRejecting] = useState(false);
  const [openDocument, setOpenDocument] = useState<Application['documents'][number] | null>(null);
  const name = holderName(a);

  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip color={APPLICATION_STATUS_COLOURS[a.status]} label={t(`statuses.${a.status}`)} data-testid="application-status-chip" />
        {a.possible_duplicate ? <Chip color="warning" variant="outlined" label={t('duplicate.flag')} /> : null}
        <Typography variant="body2" color="textSecondary">
          {t('review.submitted', { date: format.dateTime(a.submitted_at) })}
        </Typography>
      </Stack>

      {a.duplicates.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="application-duplicates">
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('duplicate.title')}
          </Typography>
          <Stack component="ul" sx={{ m: 0, pl: 2.5 }}>
            {a.duplicates.map((duplicate) => (
              <li key={`${duplicate.kind}-${duplicate.id}`}>
                <MuiLink component={Link} to={screenPath(duplicate.kind === 'card' ? SCREENS.viewCard : SCREENS.reviewApplication, { id: duplicate.id })}>
                  {duplicate.number}
                </MuiLink>{' '}
                {t(`duplicate.${duplicate.kind}`, { holder: duplicate.holder, status: duplicate.kind === 'card' ? cardStatusLabel(duplicate.status) : t(`statuses.${duplicate.status}`) })} — {t(`duplicate.reason.${duplicate.reason}`)}
              </li>
            ))}
          </Stack>
        </Alert>
      ) : null}

      {a.status === 'approved' ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('review.approvedBy', { name: a.reviewed_by_name ?? '—', date: a.reviewed_at ? format.dateTime(a.reviewed_at) : '' })}{' '}
          {a.card_id ? (
            <MuiLink component={Link} to={screenPath(SCREENS.viewCard, { id: a.card_id })} data-testid="application-card-link">
              {t('review.openCard', { number: a.card_number ?? '' })}
            </MuiLink>
          ) : null}
        </Alert>
      ) : null}
      {a.status === 'rejected' ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('review.rejectedBy', { name: a.reviewed_by_name ?? '—', date: a.reviewed_at ? format.dateTime(a.reviewed_at) : '' })}
          </Typography>
          <Typography variant="body2">{a.review_note}</Typography>
        </Alert>
      ) : null}

      {a.status === 'expired' ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="application-expired">
          {t('review.expiredOn', { date: a.reviewed_at ? format.dateTime(a.reviewed_at) : '' })}
        </Alert>
      ) : null}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 1fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {t('fields.photo')}
              </Typography>
              {a.photo_url ? (
                <Photo application={a} photoUrl={a.photo_url} />
              ) : (
                <Typography variant="body2" color="textSecondary">
                  {t('review.filesDeleted')}
                </Typography>
              )}
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
                {t('fields.documents')}
              </Typography>
              {a.documents.length === 0 ? (
                <Typography variant="body2" color="textSecondary">
                  {a.status === 'expired' ? t('review.filesDeleted') : t('review.noDocuments')}
                </Typography>
              ) : (
                <List dense disablePadding>
                  {a.documents.map((document) => (
                    <ListItemButton key={document.id} onClick={() => setOpenDocument(document)}>
                      <ListItemIcon sx={{ minWidth: 36 }}>{document.content_type === 'application/pdf' ? <DescriptionOutlinedIcon fontSize="small" /> : <ImageOutlinedIcon fontSize="small" />}</ListItemIcon>
                      <ListItemText primary={document.file_name} secondary={formatBytes(document.size)} />
                    </ListItemButton>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Stack>
        <Card variant="outlined">
          <CardContent>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Detail label={t('fields.category')}>{`${a.category.name} (${a.category.code}) · ${format.money(a.category.fee)}`}</Detail>
              <Detail label={t('fields.route')}>{a.route ? `${a.route.route_number} · ${a.route.name}` : ''}</Detail>
              <Detail label={t('fields.center')}>{a.center.name}</Detail>
              <Detail label={t('fields.applicant')}>{name}</Detail>
              <Detail label={t('fields.guardianName')}>{a.guardian_name}</Detail>
              <Detail label={t('fields.dateOfBirth')}>{format.date(a.date_of_birth)}</Detail>
              <Detail label={t('fields.gender')}>{t(`gender.${a.gender}`)}</Detail>
              <Detail label={t('fields.mobile')}>{a.mobile}</Detail>
              <Detail label={t('fields.email')}>{a.email}</Detail>
              <Detail label={t('fields.address')}>{`${a.address}, ${a.city} ${a.pincode}`}</Detail>
              <Detail label={t('fields.institution')}>{a.institution}</Detail>
              <Detail label={t('fields.idProofType')}>{`${ID_PROOF_TYPES[a.id_proof_type].label} · ${t('review.endingIn', { last4: a.id_proof_last4 })}`}</Detail>
            </Box>
          </CardContent>
        </Card>
      </Box>

      {a.status === 'pending' && (canIssue || canReject) ? (
        <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          {canReject ? (
            <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setRejecting(true)}>
              {t('review.reject')}
            </Button>
          ) : null}
          {canIssue ? (
            <Button variant="contained" startIcon={<CheckIcon />} component={Link} to={withQuery(SCREENS.addCard, { application: a.id })}>
              {t('review.approve')}
            </Button>
          ) : null}
        </Stack>
      ) : null}

      {rejecting ? (
        <ReasonDialog
          title={t('review.rejectTitle', { number: a.application_number })}
          message={t('review.rejectMessage')}
          confirmLabel={t('review.reject')}
          destructive
          minLength={3}
          maxLength={REASON_MAX}
          onConfirm={async (note) => {
            await writes.reject(a.id, note);
            toast.success(t('review.rejected'));
            await onDecided();
          }}
          onClose={() => setRejecting(false)}
        />
      ) : null}
      {openDocument ? (
        <FilePreviewDialog
          title={openDocument.file_name}
          load={{ key: `application-${a.id}-document-${openDocument.id}`, fetch: async (signal) => (await fetchFile(openDocument.url, { signal })).blob }}
          onClose={() => setOpenDocument(null)}
        />
      ) : null}
    </>
  );
}

export default function ApplicationReviewPage() {
  const { t } = useTranslation('applications');
  const id = Number(useParams().id);
  const application = useApplication(id);
  const a = application.data;
  // The heading stays the static first paint's from loading to the application, the number beside
  // it (PageHeader's `record`), the review below it.
  return (
    <>
      <PageHeader
        title={t('review.title')}
        record={a?.application_number ?? ''}
        subtitle={a ? holderName(a) : undefined}
        actions={<FormBackButton back={{ to: SCREENS.applications, label: t('review.back') }} />}
      />
      {application.isError || (a && !a.photo_url) ? <BootShellDone /> : null}
      {a ? (
        <ApplicationReview application={a} onDecided={application.refetch} />
      ) : application.isError ? (
        <ErrorState message={application.error.message} onRetry={() => void application.refetch()} retrying={application.isFetching} />
      ) : (
        <Skeleton variant="rectangular" height={320} />
      )}
    </>
  );
}
