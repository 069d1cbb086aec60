import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../../public/locales/ar/common-table.json';
import en from '../../../public/locales/en/common-table.json';
import hi from '../../../public/locales/hi/common-table.json';
import hiMessages from '../../../public/locales/hi/messages.json';
import { unprintableMessage } from '@passdesk/contract/print/printable-text';
import { OFFENCE_MESSAGES } from '@passdesk/contract/offences/offence';
import { loadMessageShapes, translateMessage } from './message-patterns.ts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await loadMessageShapes();
  await i18n.init({ showSupportNotice: false, lng: 'hi', ns: ['common-table'], defaultNS: 'common-table', resources: { en: { 'common-table': en }, hi: { 'common-table': hi, messages: hiMessages }, ar: { 'common-table': ar } }, interpolation: { escapeValue: false } });
});

const AS_TEXT = { keySeparator: false, nsSeparator: false } as const;
const inLanguage = (lng: string, message: string, label?: string) => {
  const t = i18n.getFixedT(lng, 'common-table');
  const literal = (text: string) => (i18n.exists(text, { lng, ns: 'messages', ...AS_TEXT }) ? i18n.t(text, { lng, ns: 'messages', ...AS_TEXT }) : undefined);
  return translateMessage(t, (key) => i18n.exists(key, { lng, ns: 'common-table' }), message, label, literal);
};

describe('validation and waiting-time messages', () => {
  it('words the contract’s messages in the user’s language with the form’s own label', () => {
    expect(inLanguage('hi', 'Fee is required', 'शुल्क')).toBe('शुल्क आवश्यक है');
    expect(inLanguage('hi', 'Name must be at most 100 characters', 'नाम')).toBe('नाम में अधिकतम 100 अक्षर हो सकते हैं');
    expect(inLanguage('ar', 'Fee must be an amount like 150.50', 'الرسوم')).toBe('يجب أن يكون الرسوم مبلغًا مثل 150.50');
    expect(inLanguage('en', 'Fee is required', 'Fee')).toBe('Fee is required');
  });

  it('words the offence table’s penalty and code rules (packages/contract offences/offence.ts)', () => {
    expect(inLanguage('en', OFFENCE_MESSAGES.penaltyMin, 'Penalty')).toBe('Penalty is at least 10');
    expect(inLanguage('hi', OFFENCE_MESSAGES.penaltyMin, 'जुर्माना')).toBe('जुर्माना कम से कम 10 होना चाहिए');
    expect(inLanguage('hi', OFFENCE_MESSAGES.penaltyRupees, 'जुर्माना')).toBe('जुर्माना पूरे रुपयों में होना चाहिए');
    expect(inLanguage('ar', OFFENCE_MESSAGES.code, 'الرمز')).toBe('يجب أن يتكون الرمز من 2 إلى 40 من الأحرف اللاتينية الصغيرة أو الأرقام أو الشرطات السفلية');
  });

  it('translates the wait of a refusal, with its number', () => {
    expect(inLanguage('hi', 'Too many failed sign-in attempts. Try again in 3 minutes.')).toBe('साइन इन के बहुत अधिक असफल प्रयास। 3 मिनट बाद फिर कोशिश करें।');
    expect(inLanguage('ar', 'Too many attempts. Try again in 1 minute.')).toBe('محاولات كثيرة جدًا. حاول مرة أخرى بعد 1 دقيقة.');
  });

  it('words the refusal of characters a card cannot print, naming them', () => {
    const message = unprintableMessage('First name', ['த', 'ம']);
    expect(inLanguage('hi', message, 'पहला नाम')).toBe('पहला नाम में ऐसे अक्षर हैं जो छापे नहीं जा सकते: த ம। लैटिन, देवनागरी, गुजराती या अरबी अक्षरों का उपयोग करें');
    expect(inLanguage('ar', message, 'الاسم الأول')).toContain('لا يمكن طباعتها: த ம');
    expect(inLanguage('en', message, 'First name')).toBe(message);
  });

  it('translates the public form’s refusals, a day’s wait in hours', () => {
    expect(inLanguage('hi', 'Too many applications were sent from your network today. Try again in 23 hours.')).toBe('आज आपके नेटवर्क से बहुत अधिक आवेदन भेजे गए हैं। 23 घंटे बाद फिर कोशिश करें।');
    expect(inLanguage('ar', 'Too many applications were sent from your network today. Try again in 23 hours.')).toBe('أُرسلت طلبات كثيرة جدًا من شبكتك اليوم. حاول مرة أخرى بعد 23 ساعة.');
    expect(inLanguage('hi', 'Too many requests from your network. Try again in 40 seconds.')).toBe('आपके नेटवर्क से बहुत अधिक अनुरोध। 40 सेकंड बाद फिर कोशिश करें।');
  });

  it('words the contract’s pattern rules and the permission refusals by their shape', () => {
    expect(inLanguage('hi', 'Code must be 1 to 10 letters, digits or hyphens', 'कोड')).toBe('कोड में 1 से 10 अंग्रेज़ी अक्षर, अंक या हाइफ़न होने चाहिए');
    expect(inLanguage('ar', 'Aadhaar number must be like ABCDE1234F', 'رقم الهوية')).toBe('يجب أن يكون رقم الهوية مثل ABCDE1234F');
    expect(inLanguage('hi', 'You do not have permission to update Card Management')).toBe('आपको Card Management में बदलने की अनुमति नहीं है');
  });

  it('words a message of no shape by its own text in the messages namespace, else leaves it as it came', () => {
    expect(inLanguage('hi', 'Code already exists')).toBe('यह कोड पहले से मौजूद है');
    expect(inLanguage('ar', 'Code already exists')).toBe('Code already exists');
    expect(inLanguage('hi', 'A message no rule answers with')).toBe('A message no rule answers with');
  });
});
