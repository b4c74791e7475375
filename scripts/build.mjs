// `pnpm build`: the production build of every app in the list (scripts/apps.mjs) and of the API, two at a time,
// then the byte budgets of what was built.
import { APPS } from './apps.mjs';
import { run } from './processes.mjs';

const filters = [...APPS.map((app) => app.dir), 'api'].flatMap((dir) => ['--filter', `./${dir}`]);
await run('pnpm', ['-r', '--workspace-concurrency=2', ...filters, 'run', 'build']);
await run(process.execPath, ['scripts/check-budgets.mjs']);
