import fp from 'fastify-plugin';

export interface Background {
  /**
   * Runs `task` off the request path (a mail a visitor's request causes, whose answer must not depend on it):
   * its failure is logged, never thrown at anyone. The API waits for the tasks still running when it closes.
   */
  run(label: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished (tests, and a graceful close). */
  settled(): Promise<void>;
}

export default fp(
  async (app) => {
    const running = new Set<Promise<unknown>>();
    const background: Background = {
      run(label, task) {
        const work = Promise.resolve()
          .then(task)
          .catch((err: unknown) => app.log.error({ err, task: label }, 'background task failed'))
          .finally(() => running.delete(work));
        running.add(work);
      },
      async settled() {
        while (running.size) await Promise.allSettled([...running]);
      },
    };
    app.decorate('background', background);
    // Before the database and the mail transport close: the mails already promised are still sent.
    app.addHook('preClose', async () => background.settled());
  },
  { name: 'background' },
);
