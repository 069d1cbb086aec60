/** APK Sharing (/apk-api-sharing): Android app versions, the current one, its public link and QR code. */
import { PERMISSION } from '@passdesk/contract/access/permissions';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, Card, CardContent, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApkFile } from '@passdesk/contract/apk/apk';
import { pathOf } from '@passdesk/contract/http/paths';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { PageLoader } from '../../components/PageLoader.tsx';
import { ErrorState } from '../../components/ErrorState.tsx';
import { request, requestData } from '../../lib/api.ts';
import { useFormat } from '../../lib/format.ts';
import { useCan } from '../../session/permissions.ts';
import { APK_PATHS_WEB, latestDownloadUrl } from './apk-api.ts';
import { ApkUploadDialog } from './ApkUploadDialog.tsx';

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

function QrImage({ url, label }: { url: string; label: string }) {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then((data) => live && setSource(data));
    return () => {
      live = false;
    };
  }, [url]);
  return source ? <Box component="img" src={source} alt={label} sx={{ width: 180, height: 180, bgcolor: '#fff', p: 1, borderRadius: 1 }} /> : <Box sx={{ width: 180, height: 180 }} />;
}

export default function ApkSharingPage() {
  const { t } = useTranslation('apk');
  const format = useFormat();
  const client = useQueryClient();
  const canUpload = useCan(PERMISSION.mobileAppManagement, 'create');
  const canUpdate = useCan(PERMISSION.mobileAppManagement, 'update');
  const [uploading, setUploading] = useState(false);
  const versions = useQuery({ queryKey: [APK_PATHS_WEB.list], queryFn: () => requestData<{ items: ApkFile[] }>(APK_PATHS_WEB.list) });
  const items = versions.data?.items ?? [];
  const current = items.find((item) => item.current);
  const nextCode = (items[0]?.version_code ?? 0) + 1;
  const link = latestDownloadUrl();

  const makeCurrent = async (apk: ApkFile) => {
    await request(pathOf(APK_PATHS_WEB.makeCurrent, { id: apk.id }), { method: 'PUT' });
    await client.invalidateQueries({ queryKey: [APK_PATHS_WEB.list] });
    toast.success(t('madeCurrent', { version: apk.version_name }));
  };

  const uploadButton = canUpload ? (
    <Button variant="contained" startIcon={<UploadIcon />} onClick={() => setUploading(true)}>
      {t('upload')}
    </Button>
  ) : null;

  let body;
  if (versions.isPending) body = <PageLoader />;
  else if (versions.isError) body = <ErrorState message={versions.error.message} onRetry={() => void versions.refetch()} />;
  else if (items.length === 0) body = <EmptyState title={t('emptyTitle')} description={t('emptyHint')} action={uploadButton} />;
  else
    body = (
      <Stack spacing={3}>
        {current ? (
          <Card>
            <CardContent>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: { md: 'center' } }}>
                <QrImage url={link} label={t('qrLabel')} />
                <Stack spacing={1} sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="h2">
                    {t('currentTitle', { version: current.version_name, code: current.version_code })}
                  </Typography>
                  <Typography color="textSecondary">{t('qrHint')}</Typography>
                  <Link href={link} sx={{ wordBreak: 'break-all' }}>
                    {link}
                  </Link>
                  <Typography variant="caption" color="textSecondary" sx={{ wordBreak: 'break-all' }}>
                    SHA-256 {current.sha256} · {megabytes(current.size)}
                  </Typography>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        ) : (
          <Alert severity="warning">{t('noCurrent')}</Alert>
        )}
        <TableContainer component={Card}>
          <Table aria-label={t('versions')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.version')}</TableCell>
                <TableCell>{t('fields.notes')}</TableCell>
                <TableCell>{t('fields.uploaded')}</TableCell>
                <TableCell align="right">{t('fields.size')}</TableCell>
                <TableCell align="right">{t('fields.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((apk) => (
                <TableRow key={apk.id}>
                  <TableCell component="th" scope="row">
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {apk.version_name} ({apk.version_code})
                      </Typography>
                      {apk.current ? <Chip size="small" color="success" label={t('current')} /> : null}
                    </Stack>
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>{apk.release_notes || '—'}</TableCell>
                  <TableCell>
                    {format.dateTime(apk.created_at)}
                    {apk.uploaded_by ? ` · ${apk.uploaded_by}` : ''}
                  </TableCell>
                  <TableCell align="right">{megabytes(apk.size)}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <Button size="small" href={apk.download_url}>
                        {t('download')}
                      </Button>
                      {canUpdate && !apk.current ? (
                        <Button size="small" onClick={() => void makeCurrent(apk)}>
                          {t('makeCurrent')}
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    );

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} actions={items.length > 0 ? uploadButton : null} />
      {body}
      {uploading ? <ApkUploadDialog nextCode={nextCode} onClose={() => setUploading(false)} /> : null}
    </>
  );
}
