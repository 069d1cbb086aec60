/** /card-management/edit-card/{id}: change a card; a stale version (someone saved first) offers a reload. */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BackToCards } from './BackToCards.tsx';
import { useCard } from './card-api.ts';
import { cardValues } from './card-form.ts';
import { CardForm } from './CardForm.tsx';
import { CardLoadState } from './CardLoadState.tsx';

export default function EditCardPage() {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const card = useCard(id);
  // A new key after a reload starts the form again from the card as it is now.
  const [generation, setGeneration] = useState(0);

  const loaded = card.data;
  if (!loaded) {
    return (
      <>
        <PageHeader title={t('editTitleLoading')} actions={<BackToCards />} />
        <CardLoadState id={id} query={card} />
      </>
    );
  }
  return (
    <>
      <PageHeader title={t('editTitle', { number: loaded.card_number })} subtitle={t('editSubtitle')} actions={<BackToCards />} />
      <CardForm
        key={`${loaded.id}-${loaded.version}-${generation}`}
        mode="edit"
        card={loaded}
        defaults={cardValues(loaded)}
        onSaved={(saved) => {
          toast.success(t('updated', { number: saved.card_number }));
          void navigate(`/card-management/${saved.id}`);
        }}
        onCancel={() => void navigate(`/card-management/${loaded.id}`)}
        onReload={() => {
          void card.refetch().then(() => setGeneration((current) => current + 1));
        }}
      />
    </>
  );
}
