/**
 * The shapes of the contract's and the server's English messages that carry a label, a number or
 * a name (message-patterns.ts words them from `common-table` `messages.*`). The order matters: the
 * first shape that matches is used, so a narrow shape stands before a wide one ("… must be a date
 * like …" before "… must be like …").
 */
/** One English shape: its key under `messages.`, its pattern, and the names of the pattern's groups. */
export interface MessageShape {
  key: string;
  pattern: RegExp;
  values: readonly string[];
}

/** English shapes, in the order tried; the groups become the translation's values. */
export const SHAPES: readonly MessageShape[] = [
  { key: 'required', pattern: /^(.+) is required$/, values: ['label'] },
  { key: 'chosen', pattern: /^(.+) must be chosen$/, values: ['label'] },
  { key: 'minChars', pattern: /^(.+) must be at least (\d+) characters$/, values: ['label', 'count'] },
  { key: 'maxChars', pattern: /^(.+) must be at most (\d+) characters$/, values: ['label', 'count'] },
  { key: 'amount', pattern: /^(.+) must be an amount like 150\.50$/, values: ['label'] },
  { key: 'negative', pattern: /^(.+) cannot be negative$/, values: ['label'] },
  { key: 'atMost', pattern: /^(.+) is at most ([\d.]+)$/, values: ['label', 'max'] },
  { key: 'atLeast', pattern: /^(.+) is at least ([\d.]+)$/, values: ['label', 'min'] },
  { key: 'wholeRupees', pattern: /^(.+) must be whole rupees$/, values: ['label'] },
  { key: 'codeChars', pattern: /^(.+) must be (\d+) to (\d+) lowercase letters, digits or underscores$/, values: ['label', 'min', 'max'] },
  { key: 'wholeNumber', pattern: /^(.+) must be a whole number$/, values: ['label'] },
  { key: 'notPrintable', pattern: /^(.+) has characters that cannot be printed: (.+)\. Use Latin, Devanagari, Gujarati or Arabic letters$/, values: ['label', 'characters'] },
  { key: 'tooMany', pattern: /^Too many attempts\. Try again in (.+)\.$/, values: ['wait'] },
  { key: 'tooManySignIns', pattern: /^Too many failed sign-in attempts\. Try again in (.+)\.$/, values: ['wait'] },
  { key: 'tooManySignInsNetwork', pattern: /^Too many failed sign-in attempts from your network\. Try again in (.+)\.$/, values: ['wait'] },
  { key: 'tooManyApplications', pattern: /^Too many applications were sent from your network today\. Try again in (.+)\.$/, values: ['wait'] },
  { key: 'tooManyRequestsNetwork', pattern: /^Too many requests from your network\. Try again in (.+)\.$/, values: ['wait'] },
  // The contract's pattern rules: codes, numbers, ID proofs (their label is the form's own).
  { key: 'codeLetters', pattern: /^(.+) must be (\d+) to (\d+) letters, digits or hyphens$/, values: ['label', 'min', 'max'] },
  { key: 'lettersOrDigits', pattern: /^(.+) must be (\d+) to (\d+) letters or digits$/, values: ['label', 'min', 'max'] },
  { key: 'digits', pattern: /^(.+) must be (\d+) digits$/, values: ['label', 'length'] },
  { key: 'dateLike', pattern: /^(.+) must be a date like (\S+)$/, values: ['label', 'example'] },
  { key: 'like', pattern: /^(.+) must be like (\S+)$/, values: ['label', 'example'] },
  { key: 'notRealDate', pattern: /^(.+) is not a real date$/, values: ['label'] },
  { key: 'number', pattern: /^(.+) must be a number$/, values: ['label'] },
  { key: 'wholePaise', pattern: /^(.+) must be in whole minor units \(paise\)$/, values: ['label'] },
  { key: 'list', pattern: /^(.+) must be a list$/, values: ['label'] },
  // The list names the API's codes, not words a user knows: worded as a choice to make.
  { key: 'chosen', pattern: /^(.+) must be one of (.+)$/, values: ['label', 'choices'] },
  { key: 'entryEmpty', pattern: /^(.+): an entry is empty$/, values: ['label'] },
  { key: 'entryRepeated', pattern: /^(.+): an entry is repeated$/, values: ['label'] },
  { key: 'maxEntries', pattern: /^(.+): at most (\d+) entries$/, values: ['label', 'max'] },
  { key: 'entryMaxChars', pattern: /^(.+): each entry has at most (\d+) characters$/, values: ['label', 'max'] },
  { key: 'ageRange', pattern: /^Age must be (\d+) to (\d+) years for this category$/, values: ['min', 'max'] },
  { key: 'ageMin', pattern: /^Age must be at least (\d+) years for this category$/, values: ['min'] },
  { key: 'ageMax', pattern: /^Age must be at most (\d+) years for this category$/, values: ['max'] },
  { key: 'liveCard', pattern: /^A live card \((.+)\) already exists for this ID\. Give a reason to issue another one\.$/, values: ['card'] },
  { key: 'pictureTooLarge', pattern: /^The picture is too large: at most (\d+) pixels a side and (\d+) megapixels$/, values: ['side', 'megapixels'] },
  { key: 'validUntil', pattern: /^This card is valid until (.+)\. Only expired cards can be renewed\.$/, values: ['date'] },
  { key: 'roleHeld', pattern: /^This role is held by (\d+) users? and cannot be deleted\. Remove it from them first\.$/, values: ['count'] },
  { key: 'inUse', pattern: /^(.+) has (.+) and cannot be deleted\. Deactivate the account instead\.$/, values: ['name', 'usages'] },
  { key: 'versionCodeHighest', pattern: /^Version code must be greater than every uploaded version \(highest so far: (\d+)\)$/, values: ['highest'] },
  { key: 'typeCount', pattern: /^Type the number of cards \((\d+)\) to confirm$/, values: ['number'] },
  { key: 'cardIdNotFound', pattern: /^Card #(\d+) was not found$/, values: ['id'] },
  { key: 'alreadyDeleted', pattern: /^(.+) is already deleted$/, values: ['card'] },
  { key: 'cardsDeleted', pattern: /^(\d+) cards? deleted$/, values: ['count'] },
  { key: 'noneDeleted', pattern: /^(\d+) of (\d+) cards cannot be deleted, so none was deleted$/, values: ['failed', 'asked'] },
  { key: 'receiptNotPrintable', pattern: /^Receipt (.+) cannot be printed: (.+)\. Correct the characters named, then print again$/, values: ['receipt', 'parts'] },
  { key: 'cardsNotPrintable', pattern: /^(.+) cannot be printed: correct the characters named, then print again$/, values: ['parts'] },
  // The server's permission check names the action and the permission (a name of the data, as the Roles page shows it).
  { key: 'noPermission.read', pattern: /^You do not have permission to read (.+)$/, values: ['permission'] },
  { key: 'noPermission.create', pattern: /^You do not have permission to create (.+)$/, values: ['permission'] },
  { key: 'noPermission.update', pattern: /^You do not have permission to update (.+)$/, values: ['permission'] },
  { key: 'noPermission.delete', pattern: /^You do not have permission to delete (.+)$/, values: ['permission'] },
];
