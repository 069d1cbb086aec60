/** Upload a new APK version: the file, version name and code (must increase), release notes. */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { ApiError, request } from '../../lib/api.ts';
import { APK_MAX_BYTES, APK_PATHS_WEB } from './apk-api.ts';

export function ApkUploadDialog({ nextCode, onClose }: { nextCode: number; onClose(): void }) {
  const { t } = useTranslation('apk');
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [versionName, setVersionName] = useState('');
  const [versionCode, setVersionCode] = useState(String(nextCode));
  const [notes, setNotes] = useState('');
  const [makeCurrent, setMakeCurrent] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!file) local.file = t('errors.file');
    else if (!file.name.toLowerCase().endsWith('.apk')) local.file = t('errors.extension');
    else if (file.size > APK_MAX_BYTES) local.file = t('errors.size');
    if (!versionName.trim()) local.version_name = t('errors.versionName');
    if (Object.keys(local).length > 0 || !file) return setErrors(local);
    const form = new FormData();
    // Fields first: the server checks them before the file is sent on to storage.
    form.append('version_name', versionName.trim());
    form.append('version_code', versionCode);
    form.append('release_notes', notes);
    form.append('make_current', String(makeCurrent));
    form.append('file', file);
    setSaving(true);
    try {
      await request(APK_PATHS_WEB.upload, { method: 'POST', body: form, toastErrors: false });
      await client.invalidateQueries({ queryKey: [APK_PATHS_WEB.list] });
      toast.success(t('uploaded', { version: versionName.trim() }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setErrors({ ...(error.errors ?? {}), form: error.message });
      else setErrors({ form: String(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" slotProps={{ paper: { component: 'form', onSubmit: (event: FormEvent) => void submit(event) } }}>
      <DialogTitle>{t('uploadTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Button variant="outlined" component="label">
            {file ? file.name : t('chooseFile')}
            <input hidden type="file" accept=".apk,application/vnd.android.package-archive" aria-label={t('chooseFile')} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
          </Button>
          {errors.file ? (
            <Typography color="error" variant="body2" role="alert">
              {errors.file}
            </Typography>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField required fullWidth label={t('fields.versionName')} value={versionName} onChange={(event) => setVersionName(event.target.value)} error={Boolean(errors.version_name)} helperText={errors.version_name ?? t('hints.versionName')} />
            <TextField
              required
              fullWidth
              type="number"
              label={t('fields.versionCode')}
              value={versionCode}
              onChange={(event) => setVersionCode(event.target.value)}
              error={Boolean(errors.version_code)}
              helperText={errors.version_code ?? t('hints.versionCode')}
            />
          </Stack>
          <TextField fullWidth multiline minRows={3} label={t('fields.notes')} value={notes} onChange={(event) => setNotes(event.target.value)} error={Boolean(errors.release_notes)} helperText={errors.release_notes} />
          <FormControlLabel control={<Switch checked={makeCurrent} onChange={(event) => setMakeCurrent(event.target.checked)} />} label={t('fields.makeCurrent')} />
          {errors.form && !errors.file && !errors.version_code && !errors.version_name ? (
            <Typography color="error" variant="body2" role="alert">
              {errors.form}
            </Typography>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? t('uploading') : t('upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
