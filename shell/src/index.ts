import { prefetchComposition } from './federation/composition';

// Where the remotes live and which routes they serve: carried by the page when the shell's server sent it,
// otherwise asked for now, while the application's code downloads.
prefetchComposition();
// Async boundary: shared singletons are negotiated before any application code runs.
import('./bootstrap');
