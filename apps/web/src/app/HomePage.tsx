/**
 * The landing page at "/" (docs/panel.md "Screens and routes"): the first menu item the user may open, as after
 * sign-in; a user who may open none sees a welcome card instead of an empty screen.
 */
import { SCREENS } from '@passdesk/contract/navigation/screens';
import { Navigate } from 'react-router';
import { landingPath } from '../session/landing-path.ts';
import { useSession } from '../session/session-context.ts';
import { Welcome } from './Welcome.tsx';

export default function HomePage() {
  const { user, permissionNames } = useSession();
  const target = user ? landingPath(user, permissionNames) : SCREENS.home;
  if (target !== '/') return <Navigate to={target} replace />;
  return <Welcome />;
}
