/** Opens a renewal's PDF receipt in a new tab (lib/open-pdf.ts); a failure becomes a toast. */
import type { Renewal } from '@passdesk/contract/renewals/renewal';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { openPdf } from '../../lib/open-pdf.ts';
import { receiptPath } from './renewals-api.ts';

export function useOpenReceipt() {
  const { t } = useTranslation('renewals');
  return (renewal: Pick<Renewal, 'id' | 'receipt_number' | 'card_number'>) => {
    openPdf(receiptPath(renewal.id), { fallbackName: `receipt-${renewal.receipt_number || renewal.card_number}.pdf`, waitingText: t('receiptWaiting') }).catch((error: unknown) => {
      toast.error(error instanceof Error ? error.message : String(error));
    });
  };
}
