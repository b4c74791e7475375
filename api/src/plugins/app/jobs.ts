import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runAlerts, type AlertsRound } from '../../services/alerts.js';
import { runFreshness, type FreshnessRound } from '../../services/freshness.js';
import { runMessageMails, type MessageMailsRound } from '../../services/message-mails.js';
import { runPrices, type PricesRound } from '../../services/prices.js';
import { expireUndecidedRequests, type VerificationExpiryRound } from '../../services/verifications.js';
import { runVisitReminders, type VisitRemindersRound } from '../../services/visit-reminders.js';

export interface Jobs {
  /** One round of the periodic work at `app.now()`: what the schedule runs. */
  runOnce(): Promise<FreshnessRound>;
  /** One round of the saved-search alerts and price drops at `app.now()`. */
  runAlerts(): Promise<AlertsRound>;
  /** One round of the expiry of undecided verification requests and their documents at `app.now()`. */
  expireVerifications(): Promise<VerificationExpiryRound>;
  /** One round of the mails about unread messages at `app.now()`. */
  runMessageMails(): Promise<MessageMailsRound>;
  /** One round of the reminders of visits starting within 24 hours at `app.now()`. */
  runVisitReminders(): Promise<VisitRemindersRound>;
  /**
   * One round of the price figures of /prix and the low-price marks at `app.now()` (after the round the app runs
   * once it is ready, if that one is still in flight).
   */
  runPrices(): Promise<PricesRound>;
}

/**
 * Runs `round` every `intervalS` seconds once the app is ready, never two at once (a slow round is not doubled by the
 * next tick), and waits for the one in flight when the app closes.
 */
function schedule(app: FastifyInstance, name: string, intervalS: number, round: () => Promise<unknown>) {
  if (intervalS <= 0) return;
  let running: Promise<unknown> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running) return;
    running = round()
      .catch((err: unknown) => app.log.error({ err, job: name }, 'periodic job failed'))
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
}

/**
 * The API's periodic work, in each API process: listing freshness and the expiry of identity
 * documents of verification requests left undecided (VERIFICATION_DOCUMENT_DAYS) every JOBS_INTERVAL_S seconds,
 * alerts every ALERTS_INTERVAL_S seconds, mails about unread messages every MESSAGE_MAILS_INTERVAL_S, the reminders of
 * visits starting within 24 hours and the price figures of /prix every JOBS_INTERVAL_S (the figures also once the app
 * is ready, so that a fresh start has them); a database advisory lock lets only one process work at
 * a time. 0 turns a schedule off (the work can still be run with `app.jobs.runOnce()` / `runAlerts()`). Its clock is
 * `app.now` (tests move it).
 */
export default fp(
  async (app) => {
    // The figures' round the app runs once ready: an explicit round waits for it rather than find the lock taken.
    let startupPrices: Promise<unknown> = Promise.resolve();
    const jobs: Jobs = {
      runOnce: () => runFreshness(app, app.now()),
      runAlerts: () => runAlerts(app, app.now()),
      expireVerifications: () => expireUndecidedRequests(app, app.now()),
      runMessageMails: () => runMessageMails(app, app.now()),
      runVisitReminders: () => runVisitReminders(app, app.now()),
      runPrices: async () => {
        await startupPrices;
        return runPrices(app, app.now());
      },
    };
    app.decorate('jobs', jobs);

    schedule(app, 'freshness', app.config.jobsIntervalS ?? 0, async () => {
      const round = await jobs.runOnce();
      if (round.reminded || round.expired) app.log.info({ job: 'freshness', ...round }, 'freshness round');
    });
    schedule(app, 'verification documents', app.config.jobsIntervalS ?? 0, async () => {
      const round = await jobs.expireVerifications();
      if (round.expired)
        app.log.info({ job: 'verification documents', ...round }, 'verification expiry round');
    });
    schedule(app, 'visit reminders', app.config.jobsIntervalS ?? 0, async () => {
      const round = await jobs.runVisitReminders();
      if (round.reminded) app.log.info({ job: 'visit reminders', ...round }, 'visit reminders round');
    });
    if ((app.config.jobsIntervalS ?? 0) > 0) {
      app.addHook('onReady', async () => {
        startupPrices = runPrices(app, app.now()).catch((err: unknown) =>
          app.log.error({ err, job: 'prices' }, 'periodic job failed'),
        );
        app.background.run('prices', () => startupPrices);
      });
    }
    schedule(app, 'prices', app.config.jobsIntervalS ?? 0, async () => {
      const round = await jobs.runPrices();
      if (round.ran) app.log.info({ job: 'prices', ...round }, 'price figures round');
    });
    schedule(app, 'message mails', app.config.messageMailsIntervalS ?? 0, async () => {
      const round = await jobs.runMessageMails();
      if (round.mailed) app.log.info({ job: 'message mails', ...round }, 'message mails round');
    });
    schedule(app, 'alerts', app.config.alertsIntervalS ?? 0, async () => {
      const round = await jobs.runAlerts();
      if (round.mailed || round.priceDrops) app.log.info({ job: 'alerts', ...round }, 'alerts round');
    });
  },
  { name: 'jobs', dependencies: ['background'] },
);
