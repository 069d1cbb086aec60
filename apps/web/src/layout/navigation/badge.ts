/** A menu badge's text: counts above the maximum (99) show as "99+" (docs/panel.md "The menu"). */
import { BADGE_MAX } from '../../theme/sizes.ts';

export function badgeText(content: string | undefined): string | undefined {
  if (content === undefined || content === '') return undefined;
  const count = Number(content);
  return Number.isInteger(count) && count > BADGE_MAX ? `${BADGE_MAX}+` : content;
}
