import { prefetchRemotesMap } from './federation/remotes-map';

// Where the remotes live is asked for now, while the application's code downloads.
prefetchRemotesMap();
// Async boundary: shared singletons are negotiated before any application code runs.
import('./bootstrap');
