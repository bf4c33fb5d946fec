import { afterEach, describe, expect, it, vi } from 'vitest';

// V8's property (Node's types say number; undefined is what turns stacks off).
const errorClass = Error as unknown as { stackTraceLimit?: unknown };
const before = errorClass.stackTraceLimit;

afterEach(() => {
  errorClass.stackTraceLimit = before;
  vi.resetModules();
});

describe('quiet error stacks', () => {
  it('makes errors without a stack from its import until restoreErrorStacks, then restores the limit', async () => {
    const { restoreErrorStacks } = await import('./quiet-error-stacks.ts');
    expect(errorClass.stackTraceLimit).toBeUndefined();
    expect(new Error('made meanwhile').stack).toBeUndefined();
    restoreErrorStacks();
    expect(errorClass.stackTraceLimit).toBe(before);
    expect(new Error('made after').stack).toContain('made after');
  });
});
