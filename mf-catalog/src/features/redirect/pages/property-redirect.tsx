import '../../../i18n';
import { useParams } from 'react-router-dom';
import { RedirectView } from '../components/redirect-view';

/** Mounted by the shell at /property/:id (links from favourites): goes on to /details/{slug}. */
export default function PropertyRedirect() {
  const { id = '' } = useParams<{ id: string }>();
  return <RedirectView key={id} id={id} />;
}
