import '../i18n';
import { ListingPage } from '../features/listings/components/listing-page';

/** Mounted by the shell at /louer: prices per month. */
export default function RentPage() {
  return <ListingPage kind="rent" />;
}
