/**
 * What the rest of the server may use of the card's life (docs/architecture.md "The card's home"):
 * other modules, the command line and the benchmarks import the cards module
 * through this file only, so the card's internals can change behind it; lint refuses an import of
 * any other file of modules/cards from outside it (tests may also import `cards.fixtures.ts`).
 */

// The module itself (tests build apps with it; the composition root lists cards.module.ts), and what it asks of the modules above it.
export { cardsModule, type RenewalHistory } from './cards.module.ts';

// The tables: a card, its documents, the keys that sign its QR code.
export { cardCounts, cardDocuments, cardSigningKeys, cards, paidPeriodColumns } from './cards.schema.ts';
export { holderColumns, holderDocumentColumns } from './holder-columns.ts';

// A holder's form and its rules, shared with the citizens' applications and with renewals.
export { checkCardFiles, readCardForm, readCardParts, type CardParts } from './card-form.ts';
export { checkIssueFacts, holderValues, parseFields, type IssueFacts } from './card-rules.ts';
export { storeFiles, type ApplicationIssued, type ApplicationOf, type StoredFiles } from './cards.service.ts';
export { formSchema, HOLDER_EXAMPLE } from './cards.openapi.ts';
export { ensureIdHasher, type IdHasher } from './id-hash.ts';

// Card lists, as renewals and delete cards show them, and the card list's export.
export { cardHolderColumns, cardListStatements, cardNumberSearch, cardSortKeys, keptCardCount, listCards, selectCardsWith, toListItem } from './cards.queries.ts';
export { CSV_COLUMNS, exportRowsOneByOne } from './card-export.ts';

// The card's signed QR code and the keys behind it (the inspector's check, the command line's keys commands).
export { ensureSigningKey, nodeEd25519, publicKeyObject, publishedKeys, publishedOn, rotateSigningKey, signCardQr } from './card-signing.ts';
export { cardKeyChanges } from './card-key-watch.ts';
export { KeyRevocationRefused, revokeSigningKey } from './card-key-revocation.ts';
export { printCards, type PrintableCard } from './card-print.ts';

// Demo data the applications' demo shares: holders' names and areas, their photos.
export { AREAS, FEMALE, MALE, SURNAMES, demoContact, randomFrom } from './cards.demo.ts';
export { ownPhotoKeys, storeDemoAvatars } from './demo-photos.ts';
