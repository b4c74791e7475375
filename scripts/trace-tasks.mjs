// Reading a Chromium performance trace's main thread, for trace:startup and bench:web.

/** The renderer's main thread of the page: the one with the most events. Its complete ('X') events. */
export function mainThreadEvents(traceEvents) {
  const threads = traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const counts = new Map();
  for (const e of traceEvents) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = threads.sort(
    (a, b) => (counts.get(`${b.pid}:${b.tid}`) ?? 0) - (counts.get(`${a.pid}:${a.tid}`) ?? 0),
  )[0];
  return traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
}

/**
 * The blocking time of a trace recorded on an unthrottled desktop (Lighthouse's own), scored as Lighthouse's mobile
 * preset does with its CPU four times slower: each main-thread task after the first contentful paint counts for
 * 4 × its duration − 50 ms when that is positive, the duration being the main thread's own CPU time (`cpu`: the
 * time the thread ran, without the time it waited for a core while other processes of the browser ran; Lighthouse
 * scores the clock's). Also the tasks' total time on the clock and in CPU (`wallTotal`, `cpuTotal`, ms): on a
 * machine with few cores the two part.
 */
export function blockingTimes(traceEvents) {
  const events = mainThreadEvents(traceEvents);
  const pid = events[0]?.pid;
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ts >= fcp && e.tdur !== undefined);
  const total = (duration) => tasks.reduce((sum, task) => sum + duration(task) / 1000, 0);
  return {
    cpu: tasks.reduce((sum, task) => sum + Math.max(0, (4 * task.tdur) / 1000 - 50), 0),
    wallTotal: total((task) => task.dur),
    cpuTotal: total((task) => task.tdur),
  };
}
