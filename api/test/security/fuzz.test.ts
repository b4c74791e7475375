// Fuzzing of the public, auth, user, message and favourite routes.
// The generators, the checks and the route list are in fuzz-kit.ts; fuzz-products.test.ts sends the rest.
import { runFuzz } from './fuzz-kit.js';

runFuzz('main');
