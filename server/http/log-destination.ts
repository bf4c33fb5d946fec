import pino from 'pino';

/** How long a line may wait in the buffer on a quiet server. */
const flushEveryMs = 1000;

/**
 * The server's log stream: stdout, written in blocks of at least 4 KB instead of one write per
 * line. Under load that is one system call (and one trip through libuv's thread pool) for some
 * twenty access lines instead of one each (issue 16, docs/performance.md). A quiet server's
 * lines wait at most a second; on exit (a signal, a crash, process.exit) pino writes what is left
 * synchronously. Only a SIGKILL loses the last second of lines.
 */
export function bufferedStdout(): { stream: pino.DestinationStream; close(): void } {
  const destination = pino.destination({ dest: process.stdout.fd, minLength: 4096, sync: false });
  const timer = setInterval(() => destination.flush(), flushEveryMs);
  timer.unref();
  return {
    stream: destination,
    close() {
      clearInterval(timer);
      destination.flushSync();
    },
  };
}
