/**
 * The sign-in limits both steps share (limits.ts; docs/api.md "Brute force"): a wrong password and
 * a wrong second-factor code are counted alike, per address, per account and address, and per
 * account from every address (browsers the account remembers exempt), before the check.
 */
import type { FastifyRequest } from 'fastify';
import { audit } from '../../platform/audit/audit.ts';
import { isRememberedDevice } from '../../platform/auth/device-tokens.ts';
import { requestAddress } from '../../platform/rate-limit/client-address.ts';
import { consume, forget, giveBack, hit, refusal, tryConsume, type Window } from '../../platform/rate-limit/rate-limit.ts';
import type { Services } from '../../platform/services.ts';
import { accountAlertMail } from './account-alert-mail.ts';
import { ACCOUNT_ALERT, LOGIN_ACCOUNT_ALL_SOURCES, LOGIN_ACCOUNT_FAILURES, LOGIN_IP_FAILURES, limitKeys } from './limits.ts';

export interface SignInAttempt {
  ipKey: string;
  accountKey: string;
  allSourcesKey: string;
  /** The browser signed in to this account before: exempt from the account-wide ceiling. */
  remembered: boolean;
  /** This account's failures from this address, this attempt included. */
  account: Window;
}

type KnownUser = { id: number; email: string; first_name: string };

/** Counts the attempt; past a limit, a 429 (the owner is warned once when the account-wide ceiling is reached). */
export async function countSignInAttempt(services: Services, request: FastifyRequest, email: string, user: KnownUser | undefined, now: Date): Promise<SignInAttempt> {
  const { db } = services;
  const address = requestAddress(request);
  const ipKey = limitKeys.loginIp(address);
  const accountKey = limitKeys.loginAccount(email, address);
  await consume(db, ipKey, LOGIN_IP_FAILURES, now);
  const account = await consume(db, accountKey, LOGIN_ACCOUNT_FAILURES, now);
  const remembered = user !== undefined && isRememberedDevice(request, services.tokens, 'admin', user.id, now);
  const allSourcesKey = limitKeys.loginAccountAllSources(email);
  if (!remembered) {
    const allSources = await hit(db, allSourcesKey, LOGIN_ACCOUNT_ALL_SOURCES, now);
    if (allSources.hits > LOGIN_ACCOUNT_ALL_SOURCES.max) {
      await giveBack(db, accountKey);
      if (user) await warnOwner(services, request, user, email, now);
      throw refusal(LOGIN_ACCOUNT_ALL_SOURCES, allSources.endsAt, now);
    }
  }
  return { ipKey, accountKey, allSourcesKey, remembered, account };
}

/** A right password or code gives its attempt back and clears this address's failures at the account. */
export async function signInAttemptSucceeded(services: Services, attempt: SignInAttempt): Promise<void> {
  await giveBack(services.db, attempt.ipKey);
  await forget(services.db, attempt.accountKey);
  if (!attempt.remembered) await giveBack(services.db, attempt.allSourcesKey);
}

/** A wrong password or code stays counted and is audited (`auth.account_locked` at the last one allowed). */
export async function signInAttemptFailed(services: Services, request: FastifyRequest, attempt: SignInAttempt, userId: number | null, action: string): Promise<void> {
  const locked = attempt.account.hits >= LOGIN_ACCOUNT_FAILURES.max;
  await services.db.transaction((tx) =>
    audit(tx, request, {
      action: locked ? 'auth.account_locked' : action,
      entity: 'admin_user',
      entityId: userId,
      changes: { failures_from_this_ip: attempt.account.hits, ...(locked ? { locked_until: attempt.account.endsAt.toISOString() } : {}) },
    }),
  );
}

/** Mails the owner and audits, once per episode (ACCOUNT_ALERT's window), however many attempts follow. */
async function warnOwner(services: Services, request: FastifyRequest, user: KnownUser, email: string, now: Date): Promise<void> {
  if (!(await tryConsume(services.db, limitKeys.loginAccountAlert(email), ACCOUNT_ALERT, now))) return;
  await services.db.transaction((tx) =>
    audit(tx, request, { action: 'auth.account_slowed', entity: 'admin_user', entityId: user.id, changes: { failures_all_sources: LOGIN_ACCOUNT_ALL_SOURCES.max } }),
  );
  void services.mailer.send(accountAlertMail(user.email, user.first_name)).catch((error: unknown) => {
    request.log.error({ err: error, userId: user.id }, 'could not send the failed sign-ins warning');
  });
}
