/**
 * One palette for scan results (docs/panel.md "Scan results"): the dashboard's chart and its
 * legend and the Card Scan list's chips take a result's colour from here, by its kind. Each colour
 * is a text colour of the theme, so it reads at 4.5:1 or better on the paper in light and dark mode.
 */
import type { Theme } from '@mui/material/styles';
import { SCAN_RESULT_KIND, type ScanResult, type ScanResultKind } from '@passdesk/contract/scans/scan-results';

export function scanKindColours(theme: Theme): Record<ScanResultKind, string> {
  const { palette } = theme;
  return { valid: palette.success.main, expired: palette.warning.main, blocked: palette.error.main, invalid: palette.text.secondary };
}

export function scanResultColour(theme: Theme, result: ScanResult): string {
  return scanKindColours(theme)[SCAN_RESULT_KIND[result]];
}
