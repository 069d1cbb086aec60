/** A card's derived status (active, expired, blocked, deleted); a blocked card's reason shows on hover. */
import type { CardStatus } from '@passdesk/contract/cards/card';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../components/StatusChip.tsx';
import { Hint } from '../../components/Hint.tsx';

export function CardStatusChip({ status, reason }: { status: CardStatus; reason?: string | null }) {
  const { t } = useTranslation('cards');
  const chip = <StatusChip status={status === 'deleted' ? 'failed' : status} label={t(`status.${status}`)} />;
  return reason && status === 'blocked' ? (
    <Hint title={reason}>
      <span>{chip}</span>
    </Hint>
  ) : (
    chip
  );
}
