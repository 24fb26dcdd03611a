import { afterEach, beforeEach, vi } from 'vitest';

// console.error in a test is a failure (ARCHITECTURE.md "Tests").
let spy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockRestore();
  if (calls.length) throw new Error(`console.error appelé : ${calls.map((c) => c.join(' ')).join('\n')}`);
});
