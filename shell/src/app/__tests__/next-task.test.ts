import { oneAfterTheOther } from '../next-task';

describe('oneAfterTheOther', () => {
  it('starts the second load in a task after the first has finished, and gives its value', async () => {
    const steps: string[] = [];
    let finishFirst!: () => void;
    const first = jest.fn(
      () =>
        new Promise<void>((resolve) => {
          finishFirst = () => {
            steps.push('first done');
            resolve();
          };
        }),
    );
    const second = jest.fn(async () => {
      steps.push('second');
      return 42;
    });
    const result = oneAfterTheOther(first, second);
    expect(first).toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    finishFirst();
    // Microtasks after the first load settle before the second starts: it waits for the next task.
    await Promise.resolve();
    await Promise.resolve();
    expect(second).not.toHaveBeenCalled();
    await expect(result).resolves.toBe(42);
    expect(steps).toEqual(['first done', 'second']);
  });

  it('does not start the second load when the first fails', async () => {
    const second = jest.fn(async () => 1);
    await expect(oneAfterTheOther(() => Promise.reject(new Error('offline')), second)).rejects.toThrow(
      'offline',
    );
    expect(second).not.toHaveBeenCalled();
  });
});
