/**
 * The account menu (docs/panel.md "Layout and display settings"): avatar with a green online dot; first name, email and user
 * type; Profile, Change Password and Logout.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import LockResetIcon from '@mui/icons-material/LockResetOutlined';
import LogoutIcon from '@mui/icons-material/LogoutRounded';
import PersonIcon from '@mui/icons-material/PersonOutlineRounded';
import { Avatar, Badge, Box, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OnDemand } from '../../components/OnDemand.tsx';
import { useSession } from '../../session/session-context.ts';
import { PROFILE_MENU_WIDTH } from '../../theme/sizes.ts';
import { useMenuAnchor } from './menu-anchor.ts';
import { profileImageUrl } from './profile-image.ts';

function OnlineAvatar({ name, image, size }: { name: string; image?: string; size: number }) {
  const { t } = useTranslation('common');
  // The dot sits at the avatar's end: the badge places itself through inline CSS variables, which
  // the right-to-left styles do not mirror, so the side is chosen here.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Badge
      overlap="circular"
      anchorOrigin={{ vertical: 'bottom', horizontal: end }}
      variant="dot"
      slotProps={{ badge: { 'aria-label': t('userMenu.online'), role: 'status' } as object }}
      sx={{ '& .MuiBadge-badge': { bgcolor: '#56CA00', width: 10, height: 10, borderRadius: '50%', boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}` } }}
    >
      <Avatar alt={name} src={image} sx={{ width: size, height: size, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 600 }}>
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
    </Badge>
  );
}

/** The Change Password dialog: the app layer hands it in (layout imports no feature). */
export type ChangePasswordDialogComponent = ComponentType<{ open: boolean; onClose(): void }>;

export function UserMenu({ changePasswordDialog: ChangePasswordDialog }: { changePasswordDialog: ChangePasswordDialogComponent }) {
  const { t } = useTranslation('common');
  const { user, logout } = useSession();
  const menu = useMenuAnchor('user-menu');
  // The dialog (and its translations) load only once it is first asked for.
  const [passwordDialog, setPasswordDialog] = useState<'never' | 'open' | 'closed'>('never');
  if (!user) return null;
  const image = profileImageUrl(user.profile_image);
  const { close } = menu;
  return (
    <>
      <IconButton {...menu.button} aria-label={t('userMenu.open')} data-testid="user-menu-button" sx={{ p: 0.5, ml: 0.5 }}>
        <OnlineAvatar name={user.first_name} image={image} size={38} />
      </IconButton>
      <Menu
        {...menu.menu}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: PROFILE_MENU_WIDTH, mt: 1.5 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
          <OnlineAvatar name={user.first_name} image={image} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.first_name}
            </Typography>
            <Typography variant="body2" color="textSecondary" noWrap title={user.email}>
              {user.email}
            </Typography>
            <Typography variant="caption" color="textSecondary" noWrap component="p">
              {t(`userType.${user.user_type}`, { defaultValue: user.user_type })}
            </Typography>
          </Box>
        </Box>
        <Divider sx={{ my: 1 }} />
        <MenuItem component={Link} to={SCREENS.profile} onClick={close}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setPasswordDialog('open');
          }}
        >
          <ListItemIcon>
            <LockResetIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.changePassword')}
        </MenuItem>
        <Divider sx={{ my: 1 }} />
        <MenuItem
          onClick={() => {
            close();
            logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('userMenu.logout')}
        </MenuItem>
      </Menu>
      {passwordDialog !== 'never' && (
        <OnDemand onClose={() => setPasswordDialog('never')}>
          <ChangePasswordDialog open={passwordDialog === 'open'} onClose={() => setPasswordDialog('closed')} />
        </OnDemand>
      )}
    </>
  );
}
