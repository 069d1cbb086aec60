/** Recovery codes shown this once (at enrolment or when new ones are made), to write down or download (docs/api.md "Second factor"). */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export const CODE_BOX = { fontFamily: 'monospace', overflowWrap: 'anywhere', p: 1.5, bgcolor: 'action.hover', borderRadius: 1 } as const;

function downloadCodes(codes: string[], fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}

export function RecoveryCodesShown({ codes, success, onDone }: { codes: string[]; success: string; onDone(): void }) {
  const { t } = useTranslation('profile');
  return (
    <Stack spacing={2}>
      <Alert severity="success">{success}</Alert>
      <Typography>{t('secondFactor.recoveryHint')}</Typography>
      <Box component="ul" aria-label={t('secondFactor.recoveryTitle')} sx={{ ...CODE_BOX, m: 0, pl: 4, columns: 2 }}>
        {codes.map((recovery) => (
          <li key={recovery}>{recovery}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => downloadCodes(codes, 'passdesk-recovery-codes.txt')}>
          {t('secondFactor.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('secondFactor.done')}
        </Button>
      </Box>
    </Stack>
  );
}
