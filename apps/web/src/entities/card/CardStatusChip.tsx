/**
 * A card's status (active, expired, blocked, deleted — decided by the contract's deriveCardStatus on
 * the server) as a chip: one label per status in every language (`common-table` `cardStatus`), one
 * colour (StatusChip's table); a blocked card's reason shows on hover.
 */
import type { CardStatus } from '@passdesk/contract/cards/card';
import { Hint } from '../../components/Hint.tsx';
import { StatusChip } from '../../components/StatusChip.tsx';
import { useCardStatusLabel } from './card-status.ts';

export function CardStatusChip({ status, reason }: { status: CardStatus; reason?: string | null }) {
  const label = useCardStatusLabel();
  const chip = <StatusChip status={status} label={label(status)} />;
  return reason && status === 'blocked' ? (
    <Hint title={reason}>
      <span>{chip}</span>
    </Hint>
  ) : (
    chip
  );
}
