/**
 * /card-management/add-card: issue a card at the counter; saved, it opens the card's page (to print
 * it). With `?application=<id>` (Approve on a web application) the form starts from the
 * application — holder, category, route, preferred center and photo — and issuing the card approves
 * the application; only the ID number is typed again from the document (just its last 4 are kept).
 */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { Alert } from '@mui/material';
import type { Application } from '@passdesk/contract/applications/application';
import { APPLICATION_PATHS } from '@passdesk/contract/applications/applications-paths';
import { pathOf } from '@passdesk/contract/http/paths';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import toast from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader.tsx';
import { requestData } from '../../lib/api.ts';
import { fetchFile } from '../../lib/download.ts';
import { todayIso } from '../../lib/format.ts';
import { useSession } from '../../session/session-context.ts';
import { newCardValues, type CardFormValues } from './card-form.ts';
import { CardForm } from './CardForm.tsx';

/** The card form's values from a web application (the fee and payment stay the counter's). */
function fromApplication(base: CardFormValues, application: Application): CardFormValues {
  return {
    ...base,
    category_id: application.category.id,
    first_name: application.first_name,
    last_name: application.last_name,
    guardian_name: application.guardian_name,
    date_of_birth: application.date_of_birth,
    gender: application.gender,
    mobile: application.mobile,
    email: application.email,
    address: application.address,
    city: application.city,
    pincode: application.pincode,
    institution: application.institution,
    id_proof_type: application.id_proof_type,
    route_id: application.route?.id ?? '',
    center_id: application.center.id,
    fee_paid: application.category.fee,
    application_id: application.id,
  };
}

function useApplicationDraft(id: number | null) {
  return useQuery({
    queryKey: ['card-from-application', id],
    enabled: id !== null,
    queryFn: async ({ signal }) => {
      const application = await requestData<Application>(pathOf(APPLICATION_PATHS.view, { id: id ?? 0 }), { signal, toastErrors: false });
      // An application that expired has no photo any more (and cannot be issued: the server says so).
      const photo = application.photo_url ? await fetchFile(application.photo_url, { signal }) : undefined;
      return { application, photo: photo ? new File([photo.blob], `${application.application_number}.jpg`, { type: photo.blob.type || 'image/jpeg' }) : undefined };
    },
    staleTime: Infinity,
  });
}

export default function AddCardPage() {
  const { t } = useTranslation('cards');
  const navigate = useNavigate();
  const { user } = useSession();
  const applicationParam = Number(useSearchParams()[0].get('application'));
  const applicationId = Number.isInteger(applicationParam) && applicationParam > 0 ? applicationParam : null;
  const draft = useApplicationDraft(applicationId);
  // Counter defaults: today, the clerk's own center, cash.
  const [defaults] = useState(() => newCardValues(todayIso(), user?.center_id ?? null));
  if (applicationId !== null && draft.isPending) return <PageLoader />;
  if (applicationId !== null && draft.isError) return <Alert severity="error">{draft.error.message}</Alert>;
  const application = draft.data?.application;
  return (
    <CardForm
      key={application?.id ?? 'new'}
      mode="create"
      title={t('addTitle')}
      subtitle={application ? t('fromApplication', { number: application.application_number, last4: application.id_proof_last4 }) : t('addSubtitle')}
      back={application ? { to: screenPath(SCREENS.reviewApplication, { id: application.id }), label: t('backToApplication') } : { to: SCREENS.cards, label: t('backToList') }}
      defaults={application ? fromApplication(defaults, application) : defaults}
      initialPhoto={draft.data?.photo}
      initialRoute={application?.route}
      onSaved={(card) => {
        toast.success(t('created', { number: card.card_number }));
        void navigate(screenPath(SCREENS.viewCard, { id: card.id }));
      }}
    />
  );
}
