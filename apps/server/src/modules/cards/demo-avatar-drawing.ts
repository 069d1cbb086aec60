/**
 * Passport-style avatars for demo cards, drawn locally (SVG rendered by sharp; no network): a few
 * dozen variants of background, skin tone, hair and clothes, 350 × 450 JPEG like a real card photo.
 */
import { CARD_PHOTO_HEIGHT, CARD_PHOTO_WIDTH } from '@passdesk/contract/cards/card-files';
import { loadSharp } from '../../platform/http/images.ts';

/** JPEGs of each gender, in variant order. */
export interface DemoAvatars {
  female: Buffer[];
  male: Buffer[];
}

const BACKGROUNDS = ['#dfe9f3', '#f1ede4', '#e6f0e6', '#ffffff'];
const SKIN = ['#f1c7a3', '#d9a47c', '#b97a56', '#8d5a3b', '#6b4226'];
const HAIR = ['#1b1b1b', '#2e1e14', '#4a3323', '#8e8e8e'];
const CLOTHES = ['#1f4e79', '#7a1f1f', '#2f6b3a', '#5a3d7a', '#c28b1b', '#444444'];

function avatarSvg(variant: number, female: boolean): string {
  const pick = <T>(list: readonly T[], salt: number): T => list[(variant * 7 + salt * 13) % list.length] as T;
  const background = pick(BACKGROUNDS, 1);
  const skin = pick(SKIN, 2);
  const hair = pick(HAIR, 3);
  const clothes = pick(CLOTHES, 4);
  const longHair = female
    ? `<path d="M95 170 Q95 70 175 62 Q255 70 255 170 L262 300 Q240 320 220 300 L220 190 L130 190 L130 300 Q110 320 88 300 Z" fill="${hair}"/>`
    : `<path d="M108 160 Q110 78 175 72 Q240 78 242 160 Q232 118 175 112 Q118 118 108 160 Z" fill="${hair}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_PHOTO_WIDTH}" height="${CARD_PHOTO_HEIGHT}" viewBox="0 0 350 450">` +
    `<rect width="350" height="450" fill="${background}"/>` +
    (female ? longHair : '') +
    `<path d="M40 450 Q50 330 175 318 Q300 330 310 450 Z" fill="${clothes}"/>` +
    `<rect x="150" y="255" width="50" height="70" rx="18" fill="${skin}"/>` +
    `<ellipse cx="175" cy="185" rx="70" ry="88" fill="${skin}"/>` +
    (female ? '' : longHair) +
    `<ellipse cx="148" cy="185" rx="7" ry="5" fill="#2b2b2b"/><ellipse cx="202" cy="185" rx="7" ry="5" fill="#2b2b2b"/>` +
    `<path d="M160 232 Q175 242 190 232" stroke="#7a3b2e" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    (female ? `<circle cx="175" cy="150" r="4" fill="#b0102a"/>` : '') +
    '</svg>'
  );
}

/** The JPEG quality of every avatar (part of what names the kept drawings). */
export const AVATAR_JPEG_QUALITY = 80;

/** The two dozen avatars every demo database stores: `DEMO_AVATAR_VARIANTS` of each gender. */
export const DEMO_AVATAR_VARIANTS = 12;

/** The avatars' JPEGs, drawn from their SVGs by sharp (its loading and 24 drawings: ~0.2 s of CPU). */
export async function drawDemoAvatars(): Promise<DemoAvatars> {
  const sharp = await loadSharp();
  const draw = (variant: number, female: boolean) => sharp(Buffer.from(avatarSvg(variant, female))).jpeg({ quality: AVATAR_JPEG_QUALITY }).toBuffer();
  const variants = Array.from({ length: DEMO_AVATAR_VARIANTS }, (_, index) => index);
  const [female, male] = await Promise.all([Promise.all(variants.map((index) => draw(index, true))), Promise.all(variants.map((index) => draw(index, false)))]);
  return { female, male };
}

/** Every avatar's SVG: what names the drawings kept by `npm install` (demo-avatar-cache.ts). */
export const demoAvatarSvgs = (): string[] => [true, false].flatMap((female) => Array.from({ length: DEMO_AVATAR_VARIANTS }, (_, index) => avatarSvg(index, female)));
