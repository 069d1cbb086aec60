/**
 * The verdict, large: colour, icon and word together (never colour alone), in a live region so a
 * screen reader says it at once. The server's answer, when it arrives, adds the holder's details
 * and photo for the face check.
 */
import { maskHolderName } from '@passdesk/contract/cards/card-qr';
import type { ScanVerdict } from '@passdesk/contract/scans/scan';
import { SCAN_RESULT_KIND, type ScanResultKind } from '@passdesk/contract/scans/scan-results';
import { useTranslation } from 'react-i18next';
import type { LocalVerdict, LocalResult } from './offline-check.ts';

export interface ShownVerdict {
  client_scan_id: string;
  local: LocalVerdict;
  server?: ScanVerdict;
}

type Tone = 'good' | 'warn' | 'bad' | 'unknown';

/** By the result's kind, as the panel colours it (docs/panel.md "Scan results"); a forged or unknown card is as bad as a blocked one at the bus door. */
const KIND_TONE: Record<ScanResultKind, Tone> = { valid: 'good', expired: 'warn', blocked: 'bad', invalid: 'bad' };
const toneOf = (result: LocalResult): Tone => (result === 'unchecked' ? 'unknown' : KIND_TONE[SCAN_RESULT_KIND[result]]);

function Icon({ tone }: { tone: Tone }) {
  const paths: Record<Tone, string> = {
    good: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
    warn: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 11h-2V6h2zm0 4h-2v-2h2z',
    bad: 'M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6z',
    unknown: 'M11 18h2v-2h-2zm1-16a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 4a4 4 0 0 0-4 4h2a2 2 0 1 1 4 0c0 2-3 1.8-3 5h2c0-2.3 3-2.5 3-5a4 4 0 0 0-4-4z',
  };
  return (
    <svg className="pd-verdict-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[tone]} fill="currentColor" />
    </svg>
  );
}

export function resultOf(verdict: ShownVerdict): LocalResult {
  return verdict.server?.result ?? verdict.local.result;
}

export function VerdictPanel({ verdict }: { verdict: ShownVerdict | undefined }) {
  const { t } = useTranslation();
  const result = verdict ? resultOf(verdict) : undefined;
  const card = verdict?.server?.card;
  const fields = verdict?.local.fields;
  const cardNumber = verdict?.server?.card_number || verdict?.local.card_number;
  return (
    <section className="pd-verdict-area" aria-label={t('verdict.label')}>
      <div role="status" aria-live="assertive" aria-atomic="true">
        {verdict && result && (
          <div className={`pd-verdict pd-tone-${toneOf(result)}`} data-testid="verdict" data-result={result} data-scan={verdict.client_scan_id}>
            <Icon tone={toneOf(result)} />
            <p className="pd-verdict-word">{t(`result.${result}`)}</p>
            {cardNumber && <p className="pd-verdict-card">{cardNumber}</p>}
            <p className="pd-verdict-source">{verdict.server ? t('verdict.fromServer') : t('verdict.onPhone')}</p>
          </div>
        )}
      </div>
      {verdict && (card || fields) && (
        <dl className="pd-details">
          <dt>{t('verdict.holder')}</dt>
          <dd>{fields?.masked_name || (card ? maskHolderName(card.holder_name, '') : '')}</dd>
          <dt>{t('verdict.category')}</dt>
          <dd>{card?.category_name ?? fields?.category_code}</dd>
          {card && (
            <>
              <dt>{t('verdict.route')}</dt>
              <dd>{card.route_number ?? t('verdict.allRoutes')}</dd>
            </>
          )}
          <dt>{t('verdict.validity')}</dt>
          <dd>{card ? t('verdict.fromTo', { from: card.valid_from, to: card.valid_until }) : t('verdict.until', { to: fields?.valid_until })}</dd>
        </dl>
      )}
      {card?.photo_url && <img className="pd-photo" src={card.photo_url} alt={t('verdict.photo')} width={140} height={180} />}
    </section>
  );
}
