import { act } from '@testing-library/react';
import { setImmediate as nextMacrotask } from 'node:timers/promises';

/** Lets the mock API answer: real macrotasks pass while the page's own timers stay frozen. */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i++) await nextMacrotask();
  });
}

/** Moves the page's fake timers on by `ms`. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
