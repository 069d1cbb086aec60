/** Card Management → Create Card: cards, their QR signing keys and the public key list. */
import type { CardRenewal } from '@passdesk/contract/cards/card';
import type { DbOrTx } from '../../platform/database/database.ts';
import type { FeatureModule, Services } from '../../platform/services.ts';
import { dayIn } from '../../platform/time/today.ts';
import { cardKeyRoutes } from './card-keys.http.ts';
import { CurrentSigningKey, watchCardKeys } from './card-key-watch.ts';
import { ensureSigningKey } from './card-signing.ts';
import { cardsUsingCategory, cardsUsingCenter, cardsUsingRoute } from './card-usage.ts';
import { cardsDemo } from './cards.demo.ts';
import { cardRoutes } from './cards.http.ts';
import type { ApplicationIssued, ApplicationOf, CardsContext } from './cards.service.ts';
import { ensureIdHasher } from './id-hash.ts';
import { mobileKeysRoutes } from './mobile-keys.http.ts';

/** A card's renewals, newest first; the renewals feature provides it (until then: none). */
export type RenewalHistory = (db: DbOrTx, cardId: number) => Promise<CardRenewal[]>;

export interface CardsModuleOptions {
  renewalHistory?: RenewalHistory;
  /** Marks the web application a new card was issued from (the applications feature). */
  applicationIssued?: ApplicationIssued;
  /** The web application a card was issued from (the applications feature keeps the link). */
  applicationOf?: ApplicationOf;
}

type ModuleContext = CardsContext & { signingKey: CurrentSigningKey };

export function cardsModule(options: CardsModuleOptions = {}): FeatureModule {
  // The signing key and the ID hasher, made once per built app and shared by its admin and mobile routes.
  const contexts = new WeakMap<Services, Promise<ModuleContext>>();
  const contextOf = (services: Services): Promise<ModuleContext> => {
    let context = contexts.get(services);
    if (!context) {
      context = (async () => {
        const key = await ensureSigningKey(services.db, services.config.cardSigningKey, dayIn(services.config.timeZone));
        const signingKey = new CurrentSigningKey(key, services.db, services.log);
        const hashId = await ensureIdHasher(services.db, services.config.idHashKey);
        return { services, signingKey, hashId, applicationIssued: options.applicationIssued, applicationOf: options.applicationOf };
      })();
      contexts.set(services, context);
    }
    return context;
  };
  return {
    name: 'cards',
    async admin(app, services) {
      const context = await contextOf(services);
      await cardRoutes(app, context, options.renewalHistory ?? (async () => []));
      await cardKeyRoutes(app, services, context.signingKey);
    },
    async mobile(app, services) {
      const context = await contextOf(services);
      // Key changes made by other instances (or the command line) reach this one at once.
      const stopWatching = await watchCardKeys(services.database);
      app.addHook('onClose', async () => {
        context.signingKey.close();
        await stopWatching();
      });
      await mobileKeysRoutes(app, services, context.signingKey);
    },
    demo: cardsDemo,
    // A category, center or route that cards point at cannot be deleted.
    inUse: [cardsUsingCategory, cardsUsingCenter, cardsUsingRoute],
  };
}
