/** /404: the page does not exist. */
import { CodePage } from './CodePage.tsx';
import { LostBusIllustration } from './illustrations.tsx';

export default function NotFoundPage() {
  return <CodePage code="404" name="notFound" illustration={<LostBusIllustration />} />;
}
