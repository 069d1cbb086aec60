/** A card status's words, from the one place every card screen reads them (`common-table` `cardStatus`). */
import { CARD_STATUSES, type CardStatus } from '@passdesk/contract/cards/card-statuses';
import { useTranslation } from 'react-i18next';

/** The label of a card status in the user's language. */
export function useCardStatusLabel(): (status: CardStatus) => string {
  const { t } = useTranslation('common-table');
  return (status) => t(`cardStatus.${status}`);
}

/** The statuses a card list filters by, with their labels (`statuses`: the list's own subset, in its order). */
export function useCardStatusOptions(statuses: readonly CardStatus[] = CARD_STATUSES): { value: CardStatus; label: string }[] {
  const label = useCardStatusLabel();
  return statuses.map((status) => ({ value: status, label: label(status) }));
}
