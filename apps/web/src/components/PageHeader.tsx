/** A screen's heading (the page's h1) with its main actions, e.g. "Add category". */
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /**
   * A record's page: the record's number beside the title in a smaller type and an inline block of
   * its own ('' while the record loads). The title is the one the static first paint draws and the page
   * shows while loading, so the heading stays one element that never grows: Chrome's Largest
   * Contentful Paint counts an inline block's text apart from the title's (docs/architecture.md
   * "First load").
   */
  record?: string;
  subtitle?: string;
  /**
   * Said after the subtitle, in an inline block of its own, once its data is there (e.g. the day the
   * dashboard's figures are for): the subtitle's own text stays the one the static first paint drew,
   * so it is not counted again as a later, larger text (docs/architecture.md "First load").
   */
  subtitleNote?: string;
  actions?: ReactNode;
}

export function PageHeader({ title, record, subtitle, subtitleNote, actions }: PageHeaderProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
      <Stack spacing={0.5}>
        <Typography variant="h4" component="h1">
          {title}
          {/* The space is there from the first render: the title's own text never changes. */}
          {record === undefined ? null : ' '}
          {record ? (
            <Box component="span" sx={{ display: 'inline-block', typography: 'h6', color: 'text.secondary' }}>
              {record}
            </Box>
          ) : null}
        </Typography>
        {subtitle ? (
          <Typography color="textSecondary">
            {subtitle}
            {subtitleNote ? (
              <Box component="span" sx={{ display: 'inline-block', marginInlineStart: '0.25em' }}>
                {subtitleNote}
              </Box>
            ) : null}
          </Typography>
        ) : null}
      </Stack>
      {actions ? (
        // On a phone, or in a language with longer words, the actions go on a second line rather than squeeze.
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
