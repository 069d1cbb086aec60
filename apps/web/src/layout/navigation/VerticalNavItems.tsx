/**
 * The vertical menu's entries: links, groups that open and close, and section headings. When the
 * menu is collapsed (68 px, not hovered) only the icons show.
 */
import ChevronRightIcon from '@mui/icons-material/ChevronRightRounded';
import OpenInNewIcon from '@mui/icons-material/OpenInNewRounded';
import { Box, Chip, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { isPathActive, type MenuGroup, type MenuItem, type MenuLink, type MenuSection } from '@passdesk/contract/navigation/menu';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MENU_ITEM_MAX_WIDTH } from '../../theme/sizes.ts';
import { badgeText } from './badge.ts';
import { NavIcon } from './nav-icons.tsx';
import { groupId } from './open-groups.ts';
import { Hint } from '../../components/Hint.tsx';

export interface VerticalNavState {
  pathname: string;
  /** Narrow: icons only. */
  compact: boolean;
  open: readonly string[];
  toggle(id: string): void;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?(): void;
}

const itemSx = {
  minHeight: 42,
  borderRadius: 1,
  mx: 1,
  mb: 0.5,
  gap: 0,
  transition: 'background-color .2s, color .2s',
} as const;

function ItemBadge({ item }: { item: MenuLink | MenuGroup }) {
  const text = badgeText(item.badgeContent);
  if (!text) return null;
  return <Chip size="small" label={text} color={item.badgeColor ?? 'primary'} sx={{ height: 20, fontSize: '0.75rem', ml: 1 }} />;
}

function NavLinkItem({ item, depth, state }: { item: MenuLink; depth: number; state: VerticalNavState }) {
  const { t } = useTranslation(['nav', 'common']);
  const active = isPathActive(item.path, state.pathname);
  const title = t(`nav:${item.titleKey}`);
  // An item without a path does nothing on click (docs/panel.md "The menu").
  const linkProps = !item.path
    ? {}
    : item.openInNewTab
      ? { component: 'a' as const, href: item.path, target: '_blank', rel: 'noopener noreferrer' }
      : { component: Link, to: item.path, onClick: state.onNavigate };
  const button = (
    <ListItemButton
      {...linkProps}
      disabled={item.disabled}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={state.compact ? title : undefined}
      sx={(theme) => ({
        ...itemSx,
        justifyContent: state.compact ? 'center' : 'flex-start',
        px: state.compact ? 0 : 1.25,
        '&.Mui-selected, &.Mui-selected:hover': {
          color: theme.palette.primary.contrastText,
          background: `linear-gradient(72deg, ${theme.palette.primary.main} 22%, ${alpha(theme.palette.primary.main, 0.78)} 100%)`,
          boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.4)}`,
        },
        '&.Mui-selected .MuiListItemIcon-root': { color: 'inherit' },
      })}
    >
      <ListItemIcon sx={{ minWidth: state.compact ? 0 : 30, color: active ? 'inherit' : 'text.secondary', ml: depth > 0 && !state.compact ? 0.5 : 0 }}>
        <NavIcon name={item.icon} nested={depth > 0} />
      </ListItemIcon>
      {!state.compact && (
        <>
          <ListItemText primary={title} sx={{ maxWidth: MENU_ITEM_MAX_WIDTH }} slotProps={{ primary: { noWrap: true, sx: { fontSize: '0.875rem', fontWeight: active ? 500 : 400 } } }} />
          {item.openInNewTab && <OpenInNewIcon aria-label={t('common:newTab')} sx={{ fontSize: 16, ml: 1, opacity: 0.7 }} />}
          <ItemBadge item={item} />
        </>
      )}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ display: 'block' }} data-nav-path={item.path}>
      {state.compact ? (
        <Hint title={title} placement="right">
          {button}
        </Hint>
      ) : (
        button
      )}
    </ListItem>
  );
}

function NavGroupItem({ item, depth, parentId, state }: { item: MenuGroup; depth: number; parentId: string | null; state: VerticalNavState }) {
  const { t } = useTranslation('nav');
  const id = groupId(parentId, item.titleKey);
  const open = state.open.includes(id) && !state.compact;
  // An open group, or one holding the current route, is shaded like Materio's.
  const shaded = state.open.includes(id) || item.children.some((child) => child.kind === 'link' && isPathActive(child.path, state.pathname));
  const title = t(item.titleKey);
  return (
    <ListItem disablePadding sx={{ display: 'block' }} data-nav-group={id}>
      <ListItemButton
        onClick={() => state.toggle(id)}
        disabled={item.disabled}
        aria-expanded={open}
        aria-label={state.compact ? title : undefined}
        sx={{
          ...itemSx,
          justifyContent: state.compact ? 'center' : 'flex-start',
          px: state.compact ? 0 : 1.25,
          bgcolor: shaded && !state.compact ? 'action.selected' : undefined,
        }}
      >
        <ListItemIcon sx={{ minWidth: state.compact ? 0 : 30, color: 'text.secondary' }}>
          <NavIcon name={item.icon} nested={depth > 0} />
        </ListItemIcon>
        {!state.compact && (
          <>
            <ListItemText primary={title} sx={{ maxWidth: MENU_ITEM_MAX_WIDTH }} slotProps={{ primary: { noWrap: true, sx: { fontSize: '0.875rem' } } }} />
            <ItemBadge item={item} />
            <ChevronRightIcon
              sx={(theme) => ({
                fontSize: 20,
                color: 'text.secondary',
                transition: 'transform .2s',
                transform: open ? 'rotate(90deg)' : theme.direction === 'rtl' ? 'rotate(180deg)' : 'none',
              })}
            />
          </>
        )}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <VerticalNavItems items={item.children} depth={depth + 1} parentId={id} state={state} />
      </Collapse>
    </ListItem>
  );
}

function NavSectionTitle({ item, compact }: { item: MenuSection; compact: boolean }) {
  const { t } = useTranslation('nav');
  if (compact) return <Box component="li" role="separator" sx={{ height: 1, bgcolor: 'divider', mx: 2.5, my: 2 }} />;
  return (
    <ListSubheader
      disableSticky
      sx={{
        bgcolor: 'transparent',
        color: 'text.secondary',
        lineHeight: 1.5,
        mt: 2,
        mb: 1,
        px: 3,
        fontSize: '0.8125rem',
        fontWeight: 500,
        textTransform: 'uppercase',
        letterSpacing: '0.4px',
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        '&::after': { content: '""', flex: 1, height: '1px', bgcolor: 'divider' },
      }}
    >
      {t(item.titleKey)}
    </ListSubheader>
  );
}

export function VerticalNavItems({ items, depth = 0, parentId = null, state }: { items: readonly MenuItem[]; depth?: number; parentId?: string | null; state: VerticalNavState }) {
  return (
    <List disablePadding sx={{ py: depth === 0 ? 1 : 0 }}>
      {items.map((item) =>
        item.kind === 'section' ? (
          <NavSectionTitle key={`section-${item.titleKey}`} item={item} compact={state.compact} />
        ) : item.kind === 'group' ? (
          <NavGroupItem key={item.titleKey} item={item} depth={depth} parentId={parentId} state={state} />
        ) : (
          <NavLinkItem key={item.titleKey} item={item} depth={depth} state={state} />
        ),
      )}
    </List>
  );
}
