/**
 * A challan for a failed check: offence (the server's offence table, each with its penalty: the
 * server charges the offence's penalty, named by its code), payment mode, remarks. It is queued like a scan and synced after it; the receipt shows the challan number
 * once the server has given it.
 */
import { PAYMENT_MODES, challanInputSchema, type InspectorOptions, type PaymentMode } from '@passdesk/contract/scans/scan';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';
import { localeFor } from '../lib/locale.ts';
import type { LocalChallan } from './sync.ts';

interface Props {
  clientScanId: string;
  cardNumber: string;
  options: InspectorOptions | undefined;
  trip: { route_number: string | null; bus_number: string } | undefined;
  onSave(challan: LocalChallan): Promise<void>;
  onCancel(): void;
}

export function ChallanForm({ clientScanId, cardNumber, options, trip, onSave, onCancel }: Props) {
  const { t, i18n } = useTranslation();
  const formatPaise = (paise: number) => formatMoney(paise, localeFor(i18n.language));
  const offences = options?.offences ?? [];
  const [code, setCode] = useState(offences[0]?.code ?? '');
  const [paymentMode, setPaymentMode] = useState<PaymentMode>('cash');
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const offence = offences.find((item) => item.code === code);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = challanInputSchema.safeParse({
      client_challan_id: crypto.randomUUID(),
      client_scan_id: clientScanId,
      offence_code: offence?.code,
      payment_mode: paymentMode,
      remarks,
    });
    if (!parsed.success || !offence) {
      setError(parsed.error?.issues[0]?.message ?? t('challan.invalid'));
      return;
    }
    setBusy(true);
    try {
      await onSave({ ...parsed.data, offence: offence.offence, penalty_amount: offence.penalty_amount, card_number: cardNumber, created_at: new Date().toISOString(), route_number: trip?.route_number ?? null, bus_number: trip?.bus_number ?? null, challan_number: null });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="pd-card pd-challan" onSubmit={(event) => void submit(event)} aria-labelledby="pd-challan-title" noValidate>
      <h2 id="pd-challan-title">{t('challan.title', { card: cardNumber })}</h2>
      {offences.length === 0 && <p className="pd-error">{t('challan.noOffences')}</p>}
      <label htmlFor="pd-offence">{t('challan.offence')}</label>
      <select id="pd-offence" value={code} onChange={(event) => setCode(event.target.value)}>
        {offences.map((item) => (
          <option key={item.code} value={item.code}>
            {t(`offence.${item.code}`, { defaultValue: item.offence })} — {formatPaise(item.penalty_amount)}
          </option>
        ))}
      </select>
      <p className="pd-penalty">
        {t('challan.penalty')}: <strong>{offence ? formatPaise(offence.penalty_amount) : '—'}</strong>
      </p>
      <label htmlFor="pd-payment">{t('challan.paymentMode')}</label>
      <select id="pd-payment" value={paymentMode} onChange={(event) => setPaymentMode(event.target.value as PaymentMode)}>
        {PAYMENT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`payment.${mode}`)}
          </option>
        ))}
      </select>
      <label htmlFor="pd-remarks">{t('challan.remarks')}</label>
      <textarea id="pd-remarks" rows={2} maxLength={500} value={remarks} onChange={(event) => setRemarks(event.target.value)} />
      {error && (
        <p className="pd-error" role="alert">
          {error}
        </p>
      )}
      <div className="pd-row">
        <button type="button" className="pd-button" onClick={onCancel}>
          {t('challan.cancel')}
        </button>
        <button type="submit" className="pd-button pd-primary" disabled={busy || !offence}>
          {t('challan.save')}
        </button>
      </div>
    </form>
  );
}
