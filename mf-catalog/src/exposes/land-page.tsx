import '../i18n';
import { LandPage as Land } from '../features/land/components/land-page';

/** Mounted by the shell at /terrains. */
export default function LandPage() {
  return <Land />;
}
