import '../i18n';
import { ListingPage } from '../features/listings/components/listing-page';

/** Mounted by the shell at /acheter. */
export default function BuyPage() {
  return <ListingPage kind="buy" />;
}
