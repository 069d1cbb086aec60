/** /card-management/edit-card/{id}: change a card; a stale version (someone saved first) offers a reload. */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { todayIso } from '../../lib/format.ts';
import { useCard } from './cards-api.ts';
import { cardValues, newCardValues } from './card-form.ts';
import { CardForm } from './CardForm.tsx';
import { FormPageHeading } from '../../components/form/FormPage.tsx';

export default function EditCardPage() {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const card = useCard(id);
  // A new key after a reload starts the form again from the card as it is now.
  const [generation, setGeneration] = useState(0);
  const loaded = card.data;
  const invalidId = !Number.isInteger(id) || id <= 0;
  const back = { to: SCREENS.cards, label: t('backToList') };

  // The heading stays the static first paint's from loading to the card, the number beside it
  // (PageHeader's `record`); the form below starts again.
  return (
    <>
      <FormPageHeading title={t('editTitle')} record={loaded?.card_number ?? ''} subtitle={t('editSubtitle')} back={back} />
      <CardForm
        key={loaded ? `${loaded.id}-${loaded.version}-${generation}` : 'loading'}
        mode="edit"
        back={back}
        card={loaded}
        defaults={loaded ? cardValues(loaded) : newCardValues(todayIso(), null)}
        loading={!loaded && !invalidId && card.isPending}
        loadError={
          invalidId || card.error
            ? { message: invalidId ? t('notFound.hint') : card.error?.message, retry: () => void card.refetch(), retrying: card.isFetching }
            : undefined
        }
        onSaved={(saved) => {
          toast.success(t('updated', { number: saved.card_number }));
          void navigate(screenPath(SCREENS.viewCard, { id: saved.id }));
        }}
        onReload={() => {
          void card.refetch().then(() => setGeneration((current) => current + 1));
        }}
      />
    </>
  );
}
