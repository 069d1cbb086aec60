/** The icon for each menu icon name of the contract's MENU. */
import AltRouteOutlinedIcon from '@mui/icons-material/AltRouteOutlined';
import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import CircleOutlinedIcon from '@mui/icons-material/CircleOutlined';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import PhoneAndroidOutlinedIcon from '@mui/icons-material/PhoneAndroidOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  dashboard: HomeOutlinedIcon,
  category: CategoryOutlinedIcon,
  cards: CreditCardOutlinedIcon,
  users: ManageAccountsOutlinedIcon,
  center: StorefrontOutlinedIcon,
  route: AltRouteOutlinedIcon,
  reports: AssessmentOutlinedIcon,
  mobile: PhoneAndroidOutlinedIcon,
  delete: DeleteSweepOutlinedIcon,
};

/** A named icon; children of groups (no icon) get a small circle. */
export function NavIcon({ name, nested = false }: { name?: string; nested?: boolean }) {
  const Icon = name ? ICONS[name] : undefined;
  if (Icon) return <Icon sx={{ fontSize: 22 }} />;
  return <CircleOutlinedIcon sx={{ fontSize: nested ? 10 : 14, mx: nested ? '6px' : '4px' }} />;
}
