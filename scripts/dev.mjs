// `pnpm dev`: the API in watch mode and the five webpack dev servers with live reload, in one terminal.
import concurrently from 'concurrently';
import { REMOTES, SHELL } from './apps.mjs';

const apps = [...REMOTES, SHELL].map((app) => ({
  name: app.name,
  command: `pnpm --filter ${app.dir} run dev`,
}));

const { result } = concurrently(
  // The development API starts with the demo data (SEED=false to start empty).
  [{ name: 'api', command: 'pnpm --filter api run dev', env: { SEED: process.env.SEED ?? 'true' } }, ...apps],
  {
    prefix: 'name',
    killOthersOn: ['failure'],
  },
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
