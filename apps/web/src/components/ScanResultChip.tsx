/** A scan's result as a chip in the colour of its kind (theme/scan-result-colours.ts), the same as the dashboard's chart. */
import { Chip } from '@mui/material';
import type { ScanResult } from '@passdesk/contract/scans/scan-results';
import { useTranslation } from 'react-i18next';
import { scanResultColour } from '../theme/scan-result-colours.ts';

export function ScanResultChip({ result }: { result: ScanResult }) {
  const { t } = useTranslation('scans');
  return (
    <Chip
      size="small"
      variant="outlined"
      data-scan-kind={result}
      label={t(`result.${result}`)}
      sx={(theme) => {
        const colour = scanResultColour(theme, result);
        return { color: colour, borderColor: colour, fontWeight: 500 };
      }}
    />
  );
}
