/** A challan's receipt: printable (the page prints only the receipt) and shareable (the phone's share sheet). */
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { localeFor } from '../lib/locale.ts';
import type { InspectorSession } from './mobile-api.ts';
import type { LocalChallan } from './sync.ts';

export function Receipt({ challan, session, onClose }: { challan: LocalChallan; session: InspectorSession; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const locale = localeFor(i18n.language);
  const number = challan.challan_number ?? t('receipt.pending', { reference: challan.client_challan_id.slice(0, 8).toUpperCase() });
  const rows: Array<[string, string]> = [
    [t('receipt.number'), number],
    [t('receipt.card'), challan.card_number],
    [t('challan.offence'), challan.offence],
    [t('challan.penalty'), formatMoney(challan.penalty_amount, locale)],
    [t('challan.paymentMode'), t(`payment.${challan.payment_mode}`)],
    [t('receipt.when'), formatDateTime(challan.created_at, locale)],
    [t('receipt.inspector'), `${session.inspector.name} (${session.inspector.employee_code})`],
    [t('trip.route'), challan.route_number ?? '—'],
    [t('trip.bus'), challan.bus_number ?? '—'],
    ...(challan.remarks ? [[t('challan.remarks'), challan.remarks] as [string, string]] : []),
  ];
  const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  const canShare = typeof navigator.share === 'function';
  return (
    <section className="pd-card pd-receipt" aria-labelledby="pd-receipt-title">
      <h2 id="pd-receipt-title">{t('receipt.title')}</h2>
      <dl className="pd-details" data-testid="receipt">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="pd-row pd-no-print">
        <button type="button" className="pd-button" onClick={() => window.print()}>
          {t('receipt.print')}
        </button>
        {canShare && (
          <button type="button" className="pd-button" onClick={() => void navigator.share({ title: t('receipt.title'), text }).catch(() => undefined)}>
            {t('receipt.share')}
          </button>
        )}
        <button type="button" className="pd-button pd-primary" onClick={onClose}>
          {t('receipt.done')}
        </button>
      </div>
    </section>
  );
}
