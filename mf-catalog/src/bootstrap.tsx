import { createRoot } from 'react-dom/client';
import FeaturedProperties from './exposes/featured-properties';

createRoot(document.getElementById('root')!).render(<FeaturedProperties />);
