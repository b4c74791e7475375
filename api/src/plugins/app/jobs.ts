import fp from 'fastify-plugin';
import { runFreshness, type FreshnessRound } from '../../services/freshness.js';

export interface Jobs {
  /** One round of the periodic work at `app.now()`: what the schedule runs. */
  runOnce(): Promise<FreshnessRound>;
}

/**
 * The API's periodic work (issue 15, point 7: listing freshness), every JOBS_INTERVAL_S seconds in each API process;
 * a database advisory lock lets only one process work at a time. 0 turns the schedule off (the work can still be
 * run with `app.jobs.runOnce()`). Its clock is `app.now` (tests move it).
 */
export default fp(
  async (app) => {
    let running: Promise<unknown> | null = null;
    const jobs: Jobs = {
      runOnce: () => runFreshness(app, app.now()),
    };
    app.decorate('jobs', jobs);

    const intervalS = app.config.jobsIntervalS ?? 0;
    if (intervalS <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    const tick = () => {
      if (running) return; // a slow round is never doubled by the next tick
      running = jobs
        .runOnce()
        .then((round) => {
          if (round.reminded || round.expired)
            app.log.info({ job: 'freshness', ...round }, 'freshness round');
        })
        .catch((err: unknown) => app.log.error({ err, job: 'freshness' }, 'periodic job failed'))
        .finally(() => {
          running = null;
        });
    };
    app.addHook('onReady', async () => {
      timer = setInterval(tick, intervalS * 1000);
      timer.unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'jobs', dependencies: ['background'] },
);
