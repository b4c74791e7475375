import { prefetchComposition } from './federation/composition';

// Where the remotes live and which routes they serve: carried by the page when the shell's server sent it,
// otherwise asked for now, while the application's code downloads.
prefetchComposition();
// Async boundary: shared singletons are negotiated before any application code runs. Started at once, also on a
// page the server drew: starting after the first paint measured better in Lighthouse but left a longer window in
// which a click on a server-drawn form (the login page) submitted it natively instead of through the app.
import('./bootstrap');
