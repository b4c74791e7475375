import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJestConfig } from '@immo237/shared/build/jest';

export default createJestConfig(path.dirname(fileURLToPath(import.meta.url)));
