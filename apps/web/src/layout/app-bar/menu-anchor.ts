/** A menu opened from a button in the app bar: the button's props (opens it under itself) and the Menu's (id, anchor, open, close). */
import { useState, type MouseEvent } from 'react';

export function useMenuAnchor(id: string) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return {
    close,
    button: { onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget), 'aria-haspopup': 'menu' as const, 'aria-controls': anchor ? id : undefined },
    menu: { id, anchorEl: anchor, open: Boolean(anchor), onClose: close },
  };
}
