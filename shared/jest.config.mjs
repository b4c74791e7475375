import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJestConfig } from './build/jest.config.mjs';

export default createJestConfig(path.dirname(fileURLToPath(import.meta.url)));
