/**
 * The inspector web app (/inspect): sign in, start a trip, scan or type a card, see the verdict,
 * write a challan; everything works offline and is synced when the network returns.
 */
import { LANGUAGES } from '@passdesk/contract/i18n/languages';
import { MOBILE_AUTH_PATHS } from '@passdesk/contract/mobile-users/mobile-users-paths';
import type { InspectorOptions, ScanInput } from '@passdesk/contract/scans/scan';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChallanForm } from './ChallanForm.tsx';
import { mobileCall, readSession, saveSession, type InspectorSession } from './mobile-api.ts';
import { checkLocally } from './offline-check.ts';
import { Receipt } from './Receipt.tsx';
import { startScanner, type Scanner } from './scanner.ts';
import { SignIn } from './SignIn.tsx';
import { idbGet } from './store.ts';
import { OPTIONS_KEY, listen, outboxOf, queueChallan, queueScan, syncNow, type LocalChallan } from './sync.ts';
import { countOnTrip, endTrip, readTrip, saveTrip, type Trip } from './trip.ts';
import { resultOf, VerdictPanel, type ShownVerdict } from './VerdictPanel.tsx';

/** While the app is open and online, the outbox is tried this often (and at once when the network returns). */
const SYNC_EVERY_MS = 30_000;

function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <select aria-label={t('language')} className="pd-language" value={i18n.resolvedLanguage ?? i18n.language} onChange={(event) => void i18n.changeLanguage(event.target.value)}>
      {LANGUAGES.map((language) => (
        <option key={language.code} value={language.code} lang={language.code}>
          {language.nativeName}
        </option>
      ))}
    </select>
  );
}

function TripForm({ options, onStart }: { options: InspectorOptions | undefined; onStart(trip: Trip): void }) {
  const { t } = useTranslation();
  const [routeId, setRouteId] = useState('');
  const [bus, setBus] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const route = options?.routes.find((item) => String(item.id) === routeId);
    if (!route) return setError(t('trip.routeRequired'));
    if (!bus.trim()) return setError(t('trip.busRequired'));
    onStart({ route_id: route.id, route_number: route.route_number, bus_number: bus.trim().toUpperCase().slice(0, 20), started_at: new Date().toISOString(), scans: 0, challans: 0 });
  };
  return (
    <form className="pd-card" onSubmit={submit} aria-labelledby="pd-trip-title" noValidate>
      <h2 id="pd-trip-title">{t('trip.start')}</h2>
      {!options && <p>{t('trip.loading')}</p>}
      <label htmlFor="pd-route">{t('trip.route')}</label>
      <select id="pd-route" value={routeId} onChange={(event) => setRouteId(event.target.value)}>
        <option value="">{t('trip.chooseRoute')}</option>
        {options?.routes.map((route) => (
          <option key={route.id} value={route.id}>
            {route.route_number} — {route.name}
          </option>
        ))}
      </select>
      <label htmlFor="pd-bus">{t('trip.bus')}</label>
      <input id="pd-bus" value={bus} maxLength={20} autoCapitalize="characters" onChange={(event) => setBus(event.target.value)} />
      {error && (
        <p className="pd-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="pd-button pd-primary">
        {t('trip.begin')}
      </button>
    </form>
  );
}

function Inspector({ session, onSignOut }: { session: InspectorSession; onSignOut(): void }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [waiting, setWaiting] = useState(0);
  const [rejected, setRejected] = useState(0);
  const [options, setOptions] = useState<InspectorOptions>();
  const [trip, setTrip] = useState<Trip>();
  const [tripLoaded, setTripLoaded] = useState(false);
  const [verdict, setVerdict] = useState<ShownVerdict>();
  const [scanning, setScanning] = useState(false);
  const [cameraError, setCameraError] = useState<string>();
  const [typed, setTyped] = useState('');
  const [challanFor, setChallanFor] = useState<ShownVerdict>();
  const [receipt, setReceipt] = useState<LocalChallan>();
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<Scanner>(undefined);

  const refreshCounts = useCallback(
    () =>
      void Promise.all([outboxOf(session.inspector.id), idbGet<InspectorOptions>('kv', OPTIONS_KEY)]).then(([items, kept]) => {
        setWaiting(items.filter((item) => !item.rejected).length);
        setRejected(items.filter((item) => item.rejected).length);
        setOptions(kept);
      }),
    [session.inspector.id],
  );

  useEffect(() => {
    void readTrip().then((stored) => {
      setTrip(stored);
      setTripLoaded(true);
    });
    refreshCounts();
    const unlisten = listen({
      onChanged: refreshCounts,
      onSessionEnded: onSignOut,
      onScanVerdicts: (verdicts) =>
        setVerdict((shown) => {
          const answer = shown && verdicts.find((item) => item.client_scan_id === shown.client_scan_id);
          return answer ? { ...shown, server: answer } : shown;
        }),
      onChallan: (challan) => setReceipt((shown) => (shown?.client_challan_id === challan.client_challan_id ? challan : shown)),
    });
    return () => {
      unlisten();
    };
  }, [refreshCounts, onSignOut]);

  useEffect(() => {
    if (!online) return;
    void syncNow(session);
    const timer = window.setInterval(() => void syncNow(session), SYNC_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [online, session]);

  useEffect(() => () => scanner.current?.stop(), []);

  const record = async (input: { qr?: string; card_number?: string }) => {
    setChallanFor(undefined);
    setReceipt(undefined);
    const local = await checkLocally(input);
    const body: ScanInput = {
      client_scan_id: crypto.randomUUID(),
      ...(input.qr !== undefined ? { qr: input.qr } : { card_number: local.card_number }),
      scanned_at: new Date().toISOString(),
      mode: navigator.onLine ? 'online' : 'offline',
      route_id: trip?.route_id ?? null,
      bus_number: trip?.bus_number ?? null,
    };
    setVerdict({ client_scan_id: body.client_scan_id, local });
    await queueScan(session, body);
    setTrip(await countOnTrip('scans'));
    if (navigator.onLine) void syncNow(session, { reference: false });
  };

  const startScan = async () => {
    setCameraError(undefined);
    setScanning(true);
    try {
      if (!video.current) throw new Error('no video element');
      scanner.current = await startScanner(video.current, (text) => {
        setScanning(false);
        void record({ qr: text });
      });
    } catch {
      setScanning(false);
      setCameraError(t('scan.noCamera'));
    }
  };

  const stopScan = () => {
    scanner.current?.stop();
    setScanning(false);
  };

  const submitTyped = (event: FormEvent) => {
    event.preventDefault();
    const number = typed.trim();
    if (!number) return;
    setTyped('');
    void record({ card_number: number });
  };

  const saveChallan = async (challan: LocalChallan) => {
    await queueChallan(session, challan);
    setTrip(await countOnTrip('challans'));
    setChallanFor(undefined);
    setReceipt(challan);
    if (navigator.onLine) void syncNow(session, { reference: false });
  };

  const signOut = async () => {
    if (online) await mobileCall(MOBILE_AUTH_PATHS.logout, { method: 'POST', token: session.token }).catch(() => undefined);
    onSignOut();
  };

  const failed = verdict && resultOf(verdict) !== 'valid' && resultOf(verdict) !== 'unchecked';

  return (
    <div className="pd-app">
      <header className="pd-header">
        <div>
          <h1>{t('appName')}</h1>
          <p className="pd-who">
            {session.inspector.name} · {session.inspector.employee_code}
          </p>
        </div>
        <LanguagePicker />
      </header>
      <div className="pd-status" role="group" aria-label={t('sync.label')}>
        <span className={online ? 'pd-online' : 'pd-offline'}>{online ? t('sync.online') : t('sync.offline')}</span>
        <span data-testid="waiting" data-count={waiting}>
          {t('sync.waiting', { count: waiting })}
        </span>
        {rejected > 0 && <span className="pd-error">{t('sync.rejected', { count: rejected })}</span>}
        <button type="button" className="pd-link" onClick={() => void syncNow(session)} disabled={!online}>
          {t('sync.now')}
        </button>
        <button type="button" className="pd-link pd-end" onClick={() => void signOut()}>
          {t('signOut')}
        </button>
      </div>

      <main className="pd-page">
        {tripLoaded && !trip && (
          <TripForm
            options={options}
            onStart={(started) => {
              void saveTrip(started).then(() => setTrip(started));
            }}
          />
        )}
        {trip && (
          <section className="pd-trip" aria-label={t('trip.label')}>
            <span>
              {t('trip.route')}: <strong>{trip.route_number ?? '—'}</strong> · {t('trip.bus')}: <strong>{trip.bus_number}</strong>
            </span>
            <span data-testid="trip-counts">{t('trip.counts', { scans: trip.scans, challans: trip.challans })}</span>
            <button type="button" className="pd-link" onClick={() => void endTrip().then(() => setTrip(undefined))}>
              {t('trip.end')}
            </button>
          </section>
        )}

        {trip && (
          <>
            <div className={scanning ? 'pd-camera pd-camera-on' : 'pd-camera'}>
              <video ref={video} muted playsInline aria-label={t('scan.camera')} />
            </div>
            {!challanFor && !receipt && <VerdictPanel verdict={verdict} />}
            {cameraError && (
              <p className="pd-error" role="alert">
                {cameraError}
              </p>
            )}
            {challanFor && (
              <ChallanForm
                clientScanId={challanFor.client_scan_id}
                cardNumber={challanFor.server?.card_number || challanFor.local.card_number || '—'}
                options={options}
                trip={trip}
                onSave={saveChallan}
                onCancel={() => setChallanFor(undefined)}
              />
            )}
            {receipt && <Receipt challan={receipt} session={session} onClose={() => setReceipt(undefined)} />}
          </>
        )}
      </main>

      {trip && !challanFor && (
        <footer className="pd-actions">
          {failed && !receipt && verdict && (
            <button type="button" className="pd-button pd-danger" onClick={() => setChallanFor(verdict)}>
              {t('challan.write')}
            </button>
          )}
          <form className="pd-typed" onSubmit={submitTyped}>
            <label htmlFor="pd-card-number" className="pd-visually-hidden">
              {t('scan.typeLabel')}
            </label>
            <input id="pd-card-number" placeholder={t('scan.typePlaceholder')} value={typed} autoCapitalize="characters" onChange={(event) => setTyped(event.target.value)} />
            <button type="submit" className="pd-button">
              {t('scan.check')}
            </button>
          </form>
          {scanning ? (
            <button type="button" className="pd-button pd-scan" onClick={stopScan}>
              {t('scan.stop')}
            </button>
          ) : (
            <button type="button" className="pd-button pd-primary pd-scan" onClick={() => void startScan()}>
              {verdict ? t('scan.next') : t('scan.start')}
            </button>
          )}
        </footer>
      )}
    </div>
  );
}

export function InspectApp() {
  const [session, setSession] = useState<InspectorSession | undefined>(readSession);
  const signIn = (next: InspectorSession) => {
    saveSession(next);
    setSession(next);
  };
  const signOut = useCallback(() => {
    saveSession(undefined);
    setSession(undefined);
  }, []);
  return session ? <Inspector session={session} onSignOut={signOut} /> : <SignIn onSignedIn={signIn} />;
}
