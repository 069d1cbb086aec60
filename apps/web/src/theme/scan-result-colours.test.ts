import { getContrastRatio } from '@mui/material/styles';
import { SCAN_RESULT_KINDS, SCAN_RESULTS } from '@passdesk/contract/scans/scan-results';
import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-theme.ts';
import { scanKindColours, scanResultColour } from './scan-result-colours.ts';

const base = { skin: 'default', themeColor: 'primary', direction: 'ltr' } as const;

describe('scan result colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    const theme = createAppTheme({ ...base, mode });

    it(`gives the four kinds four different colours, each readable on the paper and the page (${mode})`, () => {
      const colours = scanKindColours(theme);
      expect(new Set(SCAN_RESULT_KINDS.map((kind) => colours[kind])).size).toBe(4);
      for (const kind of SCAN_RESULT_KINDS) {
        expect(getContrastRatio(colours[kind], theme.palette.background.paper), `${kind} on paper`).toBeGreaterThanOrEqual(4.5);
        expect(getContrastRatio(colours[kind], theme.palette.background.default), `${kind} on the page`).toBeGreaterThanOrEqual(4.5);
      }
    });

    it(`colours a valid scan green and a blocked one red, never the chart's default blue (${mode})`, () => {
      expect(scanResultColour(theme, 'valid')).toBe(theme.palette.success.main);
      expect(scanResultColour(theme, 'blocked')).toBe(theme.palette.error.main);
      expect(scanResultColour(theme, 'not_yet_valid')).toBe(scanResultColour(theme, 'expired'));
      for (const result of SCAN_RESULTS) expect(scanResultColour(theme, result)).not.toBe(theme.palette.info.main);
    });
  }
});
