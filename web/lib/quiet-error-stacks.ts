/**
 * Error objects made while React DOM's module body runs carry no stack (entry.client.tsx imports
 * this first and calls `restoreErrorStacks` once React DOM is in).
 *
 * React DOM makes a few errors at its top level (`Error(formatProdErrorMessage(460))` and
 * others, kept to be thrown later). With a debugger attached (DevTools, a Playwright session),
 * V8 then collects source positions for every frame on the stack, which for a module's top level
 * means parsing the whole 210 KB chunk a second time: 27 + 42 ms of main thread in one trace, a
 * task of about 200 ms after the first paint on a simulated phone (docs/performance.md, where
 * Lighthouse's score did not move measurably with it). A limit that is not a number tells V8 to
 * capture no stack at all. Without a debugger nothing should change (not measurable: tracing
 * needs one).
 */

// V8's property (Node's types say number; undefined is what turns stacks off).
const errorClass = Error as unknown as { stackTraceLimit?: unknown };
const saved = errorClass.stackTraceLimit;
errorClass.stackTraceLimit = undefined;

export function restoreErrorStacks(): void {
  errorClass.stackTraceLimit = saved;
}
