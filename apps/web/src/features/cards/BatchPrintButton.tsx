/**
 * Batch printing, one card per page: the cards of the list as filtered now, or the usual counter
 * task — every card issued today at my center.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import { PRINT_BATCH_MAX } from '@passdesk/contract/cards/card-statuses';
import { CARD_PATHS } from '@passdesk/contract/cards/cards-paths';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session-context.ts';
import type { QueryValue } from '../../lib/api.ts';
import { todayIso } from '../../lib/format.ts';
import { openPdf } from '../../lib/open-pdf.ts';

export function BatchPrintButton({ query, total }: { query: Record<string, QueryValue>; total: number }) {
  const { t } = useTranslation('cards');
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const today = todayIso();

  const print = (printQuery: Record<string, QueryValue>, name: string) => {
    setAnchor(null);
    openPdf(CARD_PATHS.printBatch, { query: printQuery, fallbackName: name, waitingText: t('print.preparing') }).catch((error: unknown) =>
      toast.error(error instanceof Error ? error.message : String(error)),
    );
  };

  return (
    <>
      <Button variant="outlined" startIcon={<PrintOutlinedIcon />} endIcon={<ArrowDropDownIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        {t('print.batch')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem disabled={total === 0 || total > PRINT_BATCH_MAX} onClick={() => print(query, `cards-${today}.pdf`)}>
          <ListItemText
            primary={t('print.thisList', { count: total })}
            secondary={total > PRINT_BATCH_MAX ? t('print.tooMany', { max: PRINT_BATCH_MAX }) : undefined}
          />
        </MenuItem>
        <MenuItem
          disabled={!user?.center_id}
          onClick={() => print({ center_id: user?.center_id ?? undefined, issued_from: today, issued_to: today, sort: 'card_number', order: 'asc' }, `cards-issued-${today}.pdf`)}
        >
          <ListItemText primary={t('print.todayMyCenter')} secondary={user?.center_id ? undefined : t('print.noCenter')} />
        </MenuItem>
      </Menu>
    </>
  );
}
