/** /card-management/add-card: issue a card at the counter; saved, it opens the card's page (to print it). */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { todayIso } from '../../lib/format.ts';
import { useSession } from '../../session/session-context.ts';
import { newCardValues } from './card-form.ts';
import { CardForm } from './CardForm.tsx';

export default function AddCardPage() {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const { user } = useSession();
  // Counter defaults: today, the clerk's own center, cash.
  const [defaults] = useState(() => newCardValues(todayIso(), user?.center_id ?? null));
  return (
    <CardForm
      mode="create"
      title={t('addTitle')}
      subtitle={t('addSubtitle')}
      back={{ to: '/card-management', label: t('backToList') }}
      defaults={defaults}
      onSaved={(card) => {
        toast.success(t('created', { number: card.card_number }));
        void navigate(`/card-management/${card.id}`);
      }}
    />
  );
}
