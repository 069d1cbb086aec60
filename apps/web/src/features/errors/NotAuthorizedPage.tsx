/** /401: the signed-in user's role may not open the page they asked for. */
import { CodePage } from './CodePage.tsx';
import { LockedCardIllustration } from './illustrations.tsx';

export default function NotAuthorizedPage() {
  return <CodePage code="401" name="notAuthorized" illustration={<LockedCardIllustration />} />;
}
