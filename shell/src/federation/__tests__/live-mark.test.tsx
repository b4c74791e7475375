import { render } from '@testing-library/react';
import { LiveMark, whenLive } from '../live-mark';

const flushTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenLive', () => {
  it('runs work given a wait once, after that wait on a page not live by then; a cancelled one never runs', () => {
    jest.useFakeTimers();
    try {
      const work = jest.fn();
      const cancel = whenLive(work, 5000);
      jest.advanceTimersByTime(4999);
      expect(work).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(work).toHaveBeenCalledTimes(1);
      cancel();
      const cancelled = jest.fn();
      whenLive(cancelled, 5000)();
      jest.advanceTimersByTime(5000);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs its work in a task after the page is marked live, and not before; a cancelled one never runs', async () => {
    const early = jest.fn();
    const cancelled = jest.fn();
    whenLive(early);
    const cancel = whenLive(cancelled);
    await flushTasks();
    expect(early).not.toHaveBeenCalled();
    cancel();
    render(<LiveMark />);
    await Promise.resolve();
    // The mark's own task (where held clicks are replayed next) is not the work's.
    expect(early).not.toHaveBeenCalled();
    await flushTasks();
    expect(early).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    // Once live, new work runs in the next task.
    const late = jest.fn();
    whenLive(late);
    expect(late).not.toHaveBeenCalled();
    await flushTasks();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
