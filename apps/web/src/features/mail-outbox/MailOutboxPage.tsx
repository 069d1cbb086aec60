/**
 * Mail Outbox (/mail-outbox, super admins only): the newest mails kept instead of sent while no SMTP
 * server is configured, each marked as not sent — so a reset code or a reminder can be read on a
 * fresh install (docs/panel.md "Mail Outbox").
 */
import { Alert, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { MailOutbox } from '@passdesk/contract/mail-outbox/mail-outbox';
import { MAIL_OUTBOX_PATHS } from '@passdesk/contract/mail-outbox/mail-outbox-paths';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { requestData } from '../../lib/api.ts';
import { useFormat } from '../../lib/format.ts';

export default function MailOutboxPage() {
  const { t } = useTranslation('mail-outbox');
  const format = useFormat();
  const outbox = useQuery({ queryKey: [MAIL_OUTBOX_PATHS.list], queryFn: () => requestData<MailOutbox>(MAIL_OUTBOX_PATHS.list) });
  const data = outbox.data;
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {outbox.error ? <LoadFailedAlert title={t('loadFailed')} retryLabel={t('retry')} query={outbox} /> : null}
      {outbox.isPending ? <PageLoader /> : null}
      {data ? (
        <Stack spacing={2}>
          <Alert severity={data.smtp_configured ? 'success' : 'info'}>{data.smtp_configured ? t('smtpConfigured') : t('noSmtp')}</Alert>
          {data.items.length === 0 ? <EmptyState title={t('emptyTitle')} description={t('emptyHint')} /> : null}
          {data.items.map((mail) => (
            <Card key={mail.id} component="article" aria-labelledby={`mail-${mail.id}-subject`} variant="outlined">
              <CardContent>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 1 }}>
                  <Stack spacing={0.25} sx={{ minWidth: 0 }}>
                    <Typography id={`mail-${mail.id}-subject`} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                      {mail.subject}
                    </Typography>
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t('to', { address: mail.to })} · {format.dateTime(mail.created_at)}
                    </Typography>
                  </Stack>
                  <Chip size="small" variant="outlined" label={t('notSent')} sx={{ alignSelf: { xs: 'flex-start' } }} />
                </Stack>
                <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0, direction: 'ltr', textAlign: 'start' }}>
                  {mail.body}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : null}
    </>
  );
}
