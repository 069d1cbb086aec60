/**
 * Issue or edit a card, laid out for a counter: the category first (its fee, validity, age limits,
 * documents and route scope fill in and drive the rest), then the holder in the order people say
 * it, then route, center and payment; photo and documents beside them. Tab order follows the page.
 */
import { screenPath, SCREENS } from '@passdesk/contract/navigation/screens';
import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { ageFits, ageOn, CARD_MESSAGES, ID_PROOF_TYPES, PAYMENT_MODES, validUntil } from '@passdesk/contract/cards/card-fields';
import { CARD_DOCUMENT_MAX_BYTES, CARD_DOCUMENT_MAX_COUNT } from '@passdesk/contract/cards/card-files';
import type { Card, CardDuplicate } from '@passdesk/contract/cards/card';
import type { CardOptions } from '@passdesk/contract/cards/card-options';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChosenFiles } from '../../components/files/chosen-files.ts';
import { DocumentUploader } from '../../components/files/DocumentUploader.tsx';
import { FormPage, FormSection, type FormPageProps } from '../../components/form/FormPage.tsx';
import { MoneyInput } from '../../components/form/MoneyInput.tsx';
import { FieldPair } from '../../components/form/FieldPair.tsx';
import { LaterSection } from '../../components/form/LaterSection.tsx';
import { applyServerErrors, SERVER_ERROR } from '../../components/form/server-errors.ts';
import { TextInput } from '../../components/form/TextInput.tsx';
import { PhotoCapture } from '../../components/photo/PhotoCapture.tsx';
import { useCardStatusLabel } from '../../entities/card/card-status.ts';
import { HolderFields } from '../../entities/card/HolderFields.tsx';
import { IdProofFields } from '../../entities/card/IdProofFields.tsx';
import { ApiError } from '../../lib/api.ts';
import { todayIso, useFormat } from '../../lib/format.ts';
import { useCardWrites } from './cards-api.ts';
import { CARD_FORM_FIELDS, cardFormData, feeFor, useCardForm, type CardFormValues } from './card-form.ts';
import { useCardOptions } from './card-options.ts';
import { CategorySummary } from './CategorySummary.tsx';
import { ChoiceSelect } from './ChoiceSelect.tsx';
import { RoutePicker, type RouteChoice } from './RoutePicker.tsx';
import { documentTitle, StoredDocuments } from './StoredDocuments.tsx';

export interface CardFormProps {
  mode: 'create' | 'edit';
  defaults: CardFormValues;
  /** The page's heading (left out when the page draws it above the form: FormPage's `title`); the way back (and Cancel) goes to `back`. */
  title?: string;
  subtitle?: string;
  back: { to: string; label: string };
  /** Edit: the card as loaded. */
  card?: Card;
  /** Edit: the card is still loading, or could not be loaded (FormPage shows it). */
  loading?: boolean;
  loadError?: FormPageProps['loadError'];
  onSaved(card: Card): void;
  /** Edit: someone else saved first — load the card again. */
  onReload?(): void;
  /** Create from a web application: its photo and route, already chosen. */
  initialPhoto?: File;
  initialRoute?: RouteChoice | null;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <FormSection title={title}>
      <Stack spacing={2.5}>{children}</Stack>
    </FormSection>
  );
}

const NO_CATEGORIES: CardOptions['categories'] = [];

const isStale = (error: ApiError) => error.status === 409 && (error.errors?.version !== undefined || error.message === CARD_MESSAGES.stale);

export function CardForm({ mode, defaults, title, subtitle, back, card, loading, loadError, onSaved, onReload, initialPhoto, initialRoute }: CardFormProps) {
  const { t } = useTranslation('cards');
  const cardStatusLabel = useCardStatusLabel();
  const format = useFormat();
  const writes = useCardWrites();
  const form = useCardForm(mode, defaults);
  const { control } = form;
  // The card's own category and center stay choosable on edit even if deactivated since: on edit,
  // asked once the card is known (an answer without them would be asked again and dropped).
  const options = useCardOptions({ category_id: card?.category.id, center_id: card?.center.id }, mode === 'create' || card !== undefined);
  const [route, setRoute] = useState<RouteChoice | null>(card?.route ?? initialRoute ?? null);
  const files = useChosenFiles(initialPhoto ?? null);
  const { photo, documents, setPhotoError } = files;
  const [removedDocuments, setRemovedDocuments] = useState<number[]>([]);
  const [duplicate, setDuplicate] = useState<CardDuplicate | null>(null);
  const [stale, setStale] = useState(false);
  const staleNotice = useRef<HTMLDivElement>(null);

  // The clerk is at the Save button, far below: bring the notice to them.
  useEffect(() => {
    if (stale) staleNotice.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [stale]);

  // A required document attached again replaces the one on file.
  const replacedDocuments = (card?.documents ?? []).filter((document) => documents.some((chosen) => chosen.name === documentTitle(document))).map((document) => document.id);
  const storedDocuments = (card?.documents ?? []).filter((document) => !removedDocuments.includes(document.id) && !replacedDocuments.includes(document.id));

  const [categoryId, validFrom, dateOfBirth, paymentMode] = useWatch({ control, name: ['category_id', 'valid_from', 'date_of_birth', 'payment_mode'] });
  const categoryOptions = options.data?.categories ?? NO_CATEGORIES;
  const inactive = (option: { status: string }) => (option.status === 'active' ? '' : ` · ${t('inactive')}`);
  const category = categoryOptions.find((option) => option.id === categoryId);
  const singleRoute = category?.route_scope === 'single_route';
  const until = category && /^\d{4}-\d{2}-\d{2}$/.test(validFrom) ? validUntil(validFrom, category.validity_days) : null;
  const age = /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) ? ageOn(dateOfBirth, validFrom || todayIso()) : null;
  const ageProblem = category && age !== null && !ageFits(age, category) ? CARD_MESSAGES.ageOutside(category.min_age, category.max_age) : null;

  // Kept between the form's renders, so that the category's select renders only when it changes.
  const chooseCategory = useCallback(
    (id: number) => {
      const chosen = categoryOptions.find((option) => option.id === id);
      form.setValue('category_id', id, { shouldValidate: true, shouldDirty: true });
      if (!chosen) return;
      if (mode === 'create') form.setValue('fee_paid', feeFor(chosen, form.getValues('payment_mode')), { shouldValidate: form.formState.isSubmitted });
      if (chosen.route_scope === 'all_routes') {
        setRoute(null);
        form.setValue('route_id', '');
      }
    },
    [categoryOptions, form, mode],
  );

  const checkDuplicate = async () => {
    const [type, number] = form.getValues(['id_proof_type', 'id_proof_number']);
    if (!type || !ID_PROOF_TYPES[type].pattern.test(number.toUpperCase().replace(/[\s.-]/g, ''))) return;
    try {
      setDuplicate(await writes.checkDuplicate(type, number, card?.id));
    } catch {
      // The server checks again when the card is saved; a failed look-up here only skips the early warning.
    }
  };

  const submit = form.handleSubmit(async (values) => {
    files.clearErrors();
    let blocked = false;
    if (ageProblem) {
      form.setError('date_of_birth', { type: 'rule', message: ageProblem }, { shouldFocus: true });
      blocked = true;
    }
    if (singleRoute && !route) {
      form.setError('route_id', { type: 'rule', message: CARD_MESSAGES.routeRequired });
      blocked = true;
    }
    if (mode === 'create' && !photo) {
      setPhotoError(CARD_MESSAGES.photoRequired);
      blocked = true;
    }
    if (duplicate && !values.duplicate_reason) {
      form.setError('duplicate_reason', { type: 'rule', message: t('duplicate.reasonNeeded') }, { shouldFocus: !blocked });
      blocked = true;
    }
    if (blocked) return;
    const body = cardFormData({ ...values, ...(mode === 'edit' ? { remove_document_ids: [...removedDocuments, ...replacedDocuments] } : {}) }, photo, documents);
    try {
      const saved = mode === 'create' ? await writes.create(body) : await writes.update(card?.id ?? 0, body);
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) return form.setError(SERVER_ERROR, { type: 'server', message: String(error) });
      if (error.status === 401) return;
      if (isStale(error)) return setStale(true);
      const errors = error.errors ?? {};
      if (errors.photo) setPhotoError(errors.photo);
      const documentError = Object.entries(errors).find(([key]) => key.startsWith('documents'))?.[1];
      if (documentError) files.setDocumentsError(documentError);
      // A live card holds the same ID: show it and ask for the reason.
      if (error.status === 409 && errors.id_proof_number && !duplicate) void checkDuplicate();
      const placed = applyServerErrors(error, form.setError, CARD_FORM_FIELDS);
      if (placed.length === 0 && !errors.photo && !documentError) form.setError(SERVER_ERROR, { type: 'server', message: error.message });
    }
  }, (errors) => {
    // A refusal on a field the form does not show (the route of an all-routes category, the version) is said on top.
    const hidden = Object.entries(errors).filter(([field]) => !(CARD_FORM_FIELDS as readonly string[]).includes(field) || (field === 'route_id' && !singleRoute));
    const messages = hidden.map(([, error]) => error?.message).filter((message): message is string => typeof message === 'string');
    if (messages.length > 0) form.setError(SERVER_ERROR, { type: 'client', message: messages.join(' ') });
  });

  return (
    <FormPage
      title={title}
      subtitle={subtitle}
      back={back}
      onSubmit={submit}
      form={form}
      submitLabel={mode === 'create' ? t('form.issue') : t('form.save')}
      maxWidth={1280}
      loading={loading}
      loadError={loadError}
    >
      {stale ? (
        <Alert
          ref={staleNotice}
          severity="warning"
          sx={{ mb: 2, scrollMarginTop: 96 }}
          action={
            onReload ? (
              <Button color="inherit" size="small" onClick={onReload}>
                {t('stale.reload')}
              </Button>
            ) : undefined
          }
        >
          {t('stale.message')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(320px, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <Section title={t('sections.category')}>
            <Controller
              control={control}
              name="category_id"
              render={({ field, fieldState }) => (
                <ChoiceSelect
                  label={t('fields.category')}
                  value={field.value}
                  options={categoryOptions.map((option) => ({ value: option.id, label: `${option.name} (${option.code})${inactive(option)}` }))}
                  onChange={chooseCategory}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={fieldState.error?.message}
                  hint={options.isPending ? t('category.loading') : undefined}
                  required
                  autoFocus={mode === 'create'}
                />
              )}
            />
            {/* While the categories load, the select's hint says so (a card being edited has its category). */}
            {category ? <CategorySummary category={category} /> : options.isPending ? null : <Typography color="textSecondary">{t('category.chooseFirst')}</Typography>}
          </Section>

          <LaterSection minHeight={{ xs: 910, sm: 640, lg: 622 }}>
            <Section title={t('sections.holder')}>
              <HolderFields
                control={control}
                namespace="cards"
                typist="counter"
                hints={{ date_of_birth: ageProblem ?? (age !== null ? t('fields.age', { count: age }) : undefined), institution: t('fields.institutionHint') }}
                birthDateNotice={
                  ageProblem ? (
                    <Alert severity="warning" role="status">
                      {ageProblem}
                    </Alert>
                  ) : null
                }
              />
            </Section>
          </LaterSection>

          <LaterSection minHeight={{ xs: 215, sm: 143 }}>
            <Section title={t('sections.identity')}>
              <IdProofFields
                control={control}
                namespace="cards"
                typist="counter"
                numberRequired={mode === 'create'}
                numberHint={mode === 'edit' && card ? t('fields.idKept', { last4: card.id_proof_last4 }) : t('fields.idHint')}
                onNumberTyped={() => void checkDuplicate()}
              />
              {duplicate ? (
                <Alert severity="warning">
                  <Typography variant="body2" sx={{ mb: 1 }}>
                    {t('duplicate.message', { number: duplicate.card_number, holder: duplicate.holder, status: cardStatusLabel(duplicate.status), until: format.date(duplicate.valid_until) })}{' '}
                    <MuiLink component={Link} to={screenPath(SCREENS.viewCard, { id: duplicate.id })} target="_blank" rel="noopener">
                      {t('duplicate.open')}
                    </MuiLink>
                  </Typography>
                  <TextInput control={control} name="duplicate_reason" label={t('fields.duplicateReason')} required multiline maxLength={500} />
                </Alert>
              ) : form.formState.errors.duplicate_reason ? (
                <TextInput control={control} name="duplicate_reason" label={t('fields.duplicateReason')} required multiline maxLength={500} />
              ) : null}
            </Section>
          </LaterSection>

          <LaterSection minHeight={{ xs: 236, sm: 164 }}>
            <Section title={t('sections.validity')}>
              {singleRoute ? (
                <Controller
                  control={control}
                  name="route_id"
                  render={({ field, fieldState }) => (
                    <RoutePicker
                      label={t('fields.route')}
                      required
                      value={route}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      onChange={(chosen) => {
                        setRoute(chosen);
                        field.onChange(chosen?.id ?? '');
                      }}
                      error={fieldState.error?.message}
                      hint={t('fields.routeHint')}
                    />
                  )}
                />
              ) : null}
              <FieldPair>
                <Controller
                  control={control}
                  name="center_id"
                  render={({ field, fieldState }) => (
                    <ChoiceSelect
                      label={t('fields.center')}
                      required
                      value={field.value}
                      options={(options.data?.centers ?? []).map((center) => ({ value: center.id, label: `${center.name} (${center.code})${inactive(center)}` }))}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <TextInput control={control} name="valid_from" type="date" label={t('fields.validFrom')} required />
              </FieldPair>
              <Typography aria-live="polite" color={until ? 'textPrimary' : 'textSecondary'}>
                {until && category ? t('fields.validUntil', { date: format.date(until), count: category.validity_days }) : t('fields.validUntilPending')}
              </Typography>
            </Section>
          </LaterSection>

          <LaterSection minHeight={{ xs: 268, sm: 196 }}>
            <Section title={t('sections.payment')}>
              <FieldPair>
                <Controller
                  control={control}
                  name="payment_mode"
                  render={({ field }) => (
                    <ChoiceSelect
                      label={t('fields.paymentMode')}
                      required
                      value={field.value}
                      options={PAYMENT_MODES.map((mode) => ({ value: mode, label: t(`payment.${mode}`) }))}
                      inputRef={field.ref}
                      onBlur={field.onBlur}
                      onChange={(value) => {
                        field.onChange(value);
                        if (category) form.setValue('fee_paid', feeFor(category, value), { shouldValidate: form.formState.isSubmitted });
                      }}
                    />
                  )}
                />
                <MoneyInput control={control} name="fee_paid" label={t('fields.feePaid')} required disabled={paymentMode === 'waived'} />
              </FieldPair>
              <TextInput control={control} name="receipt_number" label={t('fields.receiptNumber')} required={paymentMode !== 'waived'} autoComplete="off" maxLength={40} />
            </Section>
          </LaterSection>
        </Stack>

        <Stack spacing={2.5} sx={{ minWidth: 0 }}>
          <LaterSection minHeight={243} atOnceFrom="lg">
            <Section title={t('sections.photo')}>
              <PhotoCapture label={t('fields.photo')} {...files.photoInput} currentUrl={card?.photo_url} />
            </Section>
          </LaterSection>
          <LaterSection minHeight={{ xs: 187, sm: 163 }}>
            <Section title={t('sections.documents')}>
              {storedDocuments.length > 0 || removedDocuments.length > 0 ? (
                <StoredDocuments cardId={card?.id ?? 0} documents={storedDocuments} onRemove={(id) => setRemovedDocuments((current) => [...current, id])} />
              ) : null}
              <DocumentUploader
                label={t('fields.documents')}
                {...files.documentsInput}
                requiredNames={category?.required_documents ?? []}
                storedNames={storedDocuments.map(documentTitle)}
                maxBytes={CARD_DOCUMENT_MAX_BYTES}
                maxFiles={Math.max(0, CARD_DOCUMENT_MAX_COUNT - storedDocuments.length)}
              />
            </Section>
          </LaterSection>
        </Stack>
      </Box>
    </FormPage>
  );
}
