import { render } from '@testing-library/react';
import { LiveMark, whenLive } from '../live-mark';

const flushTasks = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('whenLive', () => {
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
