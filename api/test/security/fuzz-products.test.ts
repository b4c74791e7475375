// Fuzzing of the listing routes (search, details, create, update, delete) and of
// the stored images; see fuzz-kit.ts.
import { runFuzz } from './fuzz-kit.js';

runFuzz('products');
