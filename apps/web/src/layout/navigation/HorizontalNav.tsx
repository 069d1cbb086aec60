/** The horizontal layout's top menu: one row of links, groups open a dropdown. Section headings are left out. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMoreRounded';
import { Box, Button, Chip, ListItemIcon, ListItemText, Menu, MenuItem as MuiMenuItem } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { groupHoldsPath, isPathActive, type MenuGroup, type MenuItem, type MenuLink } from '@passdesk/contract/navigation/menu';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HORIZONTAL_NAV_HEIGHT, MENU_ITEM_MAX_WIDTH } from '../../theme/sizes.ts';
import { badgeText } from './badge.ts';
import { NavIcon } from './nav-icons.tsx';
import { useMenu } from './use-menu.ts';

const activeSx = (theme: Theme) => ({
  color: theme.palette.primary.contrastText,
  background: `linear-gradient(72deg, ${theme.palette.primary.main} 22%, ${alpha(theme.palette.primary.main, 0.78)} 100%)`,
  boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.4)}`,
  '&:hover': { background: theme.palette.primary.main },
});

// Ten entries share one row: between lg and xl they drop their icons and tighten up to fit.
const topItemSx = (theme: Theme, active: boolean) => ({
  color: 'text.primary',
  borderRadius: 1,
  px: 1.25,
  fontSize: '0.8125rem',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  '& .MuiButton-startIcon': { mr: 0.75, display: 'none' },
  '& .MuiButton-endIcon': { ml: 0.25 },
  [theme.breakpoints.up('xl')]: { px: 1.5, fontSize: '0.875rem', '& .MuiButton-startIcon': { mr: 0.75, display: 'inherit' } },
  ...(active ? activeSx(theme) : {}),
});

function linkProps(item: MenuLink) {
  if (!item.path) return {};
  if (item.openInNewTab) return { component: 'a' as const, href: item.path, target: '_blank', rel: 'noopener noreferrer' };
  return { component: Link, to: item.path };
}

function TopLink({ item, pathname }: { item: MenuLink; pathname: string }) {
  const { t } = useTranslation('nav');
  const active = isPathActive(item.path, pathname);
  const badge = badgeText(item.badgeContent);
  return (
    <Button
      {...linkProps(item)}
      disabled={item.disabled}
      aria-current={active ? 'page' : undefined}
      startIcon={<NavIcon name={item.icon} />}
      sx={(theme) => topItemSx(theme, active)}
    >
      {t(item.titleKey)}
      {badge && <Chip size="small" label={badge} color={item.badgeColor ?? 'primary'} sx={{ ml: 1, height: 20 }} />}
    </Button>
  );
}

function flatten(items: readonly MenuItem[]): MenuLink[] {
  return items.flatMap((item) => (item.kind === 'link' ? [item] : item.kind === 'group' ? flatten(item.children) : []));
}

function TopGroup({ item, pathname }: { item: MenuGroup; pathname: string }) {
  const { t } = useTranslation('nav');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = groupHoldsPath(item, pathname);
  const menuId = `hnav-${item.titleKey}`;
  return (
    <>
      <Button
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        disabled={item.disabled}
        startIcon={<NavIcon name={item.icon} />}
        endIcon={<ExpandMoreIcon />}
        sx={(theme) => topItemSx(theme, active)}
      >
        {t(item.titleKey)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}>
        {flatten(item.children).map((child) => {
          const childActive = isPathActive(child.path, pathname);
          return (
            <MuiMenuItem
              key={child.titleKey}
              {...linkProps(child)}
              selected={childActive}
              disabled={child.disabled}
              onClick={() => setAnchor(null)}
              sx={{ maxWidth: MENU_ITEM_MAX_WIDTH + 40, mx: 1, borderRadius: 1 }}
            >
              <ListItemIcon>
                <NavIcon name={child.icon} nested />
              </ListItemIcon>
              <ListItemText primary={t(child.titleKey)} slotProps={{ primary: { noWrap: true, sx: { maxWidth: MENU_ITEM_MAX_WIDTH } } }} />
            </MuiMenuItem>
          );
        })}
      </Menu>
    </>
  );
}

export function HorizontalNav() {
  const { t } = useTranslation('common');
  const menu = useMenu();
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label={t('mainNavigation')}
      data-testid="horizontal-nav"
      sx={{ height: HORIZONTAL_NAV_HEIGHT, display: 'flex', alignItems: 'center', gap: 0.25, px: { xs: 2, md: 3 }, overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {menu.map((item) =>
        item.kind === 'link' ? (
          <TopLink key={item.titleKey} item={item} pathname={pathname} />
        ) : item.kind === 'group' ? (
          <TopGroup key={item.titleKey} item={item} pathname={pathname} />
        ) : null,
      )}
    </Box>
  );
}
