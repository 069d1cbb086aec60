/** Who did what to the card and when, with the fields that changed (personal data arrives masked). */
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { CardAuditEntry } from '@passdesk/contract/cards/card';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format.ts';
import { CardSection } from './CardSection.tsx';

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/**
 * One line per changed field: "fee_paid: 15000 → 0" for a before/after pair (either as
 * `{ before: {...}, after: {...} }` or per field), "field: value" for the rest; empty values left out.
 */
export function describeChanges(changes: Record<string, unknown> | null): string[] {
  if (!changes) return [];
  const lines: string[] = [];
  const { before, after, ...rest } = changes as { before?: unknown; after?: unknown } & Record<string, unknown>;
  const was = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const now = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  for (const field of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (field in was) lines.push(`${field}: ${shown(was[field])} → ${shown(now[field])}`);
    else if (shown(now[field]) !== '—') lines.push(`${field}: ${shown(now[field])}`);
  }
  for (const [field, value] of Object.entries(rest)) {
    if (value && typeof value === 'object' && !Array.isArray(value) && ('before' in value || 'after' in value)) {
      const pair = value as { before?: unknown; after?: unknown };
      lines.push(`${field}: ${shown(pair.before)} → ${shown(pair.after)}`);
    } else lines.push(`${field}: ${Array.isArray(value) ? value.map(shown).join(', ') : shown(value)}`);
  }
  return lines;
}

export function AuditTrail({ entries }: { entries: readonly CardAuditEntry[] }) {
  const { t } = useTranslation('cards');
  const format = useFormat();
  return (
    <CardSection title={t('audit.title')}>
      {entries.length === 0 ? (
        <Typography color="textSecondary">{t('audit.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((entry) => {
            const lines = describeChanges(entry.changes);
            return (
              <ListItem key={entry.id} disableGutters divider alignItems="flex-start">
                <ListItemText
                  primary={`${t(`audit.actions.${entry.action}`, { defaultValue: entry.action })} · ${entry.actor ?? t('audit.system')}`}
                  secondary={
                    <Box component="span" sx={{ display: 'block' }}>
                      <Box component="span" sx={{ display: 'block' }}>
                        {format.dateTime(entry.at)}
                      </Box>
                      {lines.map((line) => (
                        <Box key={line} component="span" sx={{ display: 'block', fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
                          {line}
                        </Box>
                      ))}
                    </Box>
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </CardSection>
  );
}
