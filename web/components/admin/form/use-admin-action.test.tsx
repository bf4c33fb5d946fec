// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { notify } from '#web/lib/notify.ts';
import { type RunOptions, useAdminAction } from './use-admin-action.ts';

/**
 * The hook inside a real data router, so "the page's loaders run again" is a loader call that
 * can be counted; notifications are spied on where the hook sends them (web/lib/notify.ts).
 */
function renderAction() {
  const loads = { count: 0 };
  const hook: { current?: ReturnType<typeof useAdminAction> } = {};
  function Harness() {
    hook.current = useAdminAction();
    return null;
  }
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Harness,
      HydrateFallback: () => null,
      loader: () => {
        loads.count += 1;
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  const current = () => {
    if (!hook.current) throw new Error('the harness has not rendered');
    return hook.current;
  };
  return { loads, current };
}

/** A promise the test settles by hand, to look at the state while the request is out. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const options = (extra: Partial<RunOptions> = {}): RunOptions => ({
  success: 'Added successfully',
  onSuccess: vi.fn(),
  isField: (name) => name === 'caption' || name === 'image',
  onFieldErrors: vi.fn(),
  ...extra,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useAdminAction', () => {
  it('is pending with the upload progress while the request is out; then notifies, closes and reloads the page data', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { loads, current } = renderAction();
    await waitFor(current);
    expect(loads.count).toBe(1);
    const request = deferred();
    const opts = options();
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = current().run(async ({ onProgress }) => {
        onProgress?.(0.4);
        await request.promise;
      }, opts);
    });
    await waitFor(() => expect(current()).toMatchObject({ pending: true, progress: 0.4 }));
    expect(success).not.toHaveBeenCalled();
    expect(opts.onSuccess).not.toHaveBeenCalled();

    await act(async () => {
      request.resolve();
      await running;
    });
    expect(success).toHaveBeenCalledExactlyOnceWith('Added successfully', {});
    expect(opts.onSuccess).toHaveBeenCalledOnce();
    expect(current()).toMatchObject({ pending: false, progress: null });
    await waitFor(() => expect(loads.count).toBe(2));
  });

  it('abort stops the running request through its signal: no notification, no reload, no longer pending', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { loads, current } = renderAction();
    await waitFor(current);
    const opts = options();
    let running: Promise<void> = Promise.resolve();
    let seen: AbortSignal | undefined;
    act(() => {
      running = current().run(
        ({ signal }) =>
          new Promise((_resolve, reject) => {
            seen = signal;
            signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
        opts,
      );
    });
    await waitFor(() => expect(current().pending).toBe(true));
    await act(async () => {
      current().abort();
      await running;
    });
    expect(seen?.aborted).toBe(true);
    expect(current()).toMatchObject({ pending: false, progress: null });
    expect(error).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
    expect(opts.onSuccess).not.toHaveBeenCalled();
    expect(loads.count).toBe(1);
  });

  it("puts a 400's field errors under their fields, titles the notice as the server did, and keeps the page as it was", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(notify, 'success');
    const { loads, current } = renderAction();
    await waitFor(current);
    expect(loads.count).toBe(1);
    const opts = options();
    const fieldErrors = [{ field: 'image', message: 'You should upload some image' }];
    await act(() =>
      current().run(async () => {
        throw new ApiError('Missed image', 400, fieldErrors);
      }, opts),
    );
    expect(opts.onFieldErrors).toHaveBeenCalledExactlyOnceWith(fieldErrors);
    expect(error).toHaveBeenCalledExactlyOnceWith('Missed image', 'You should upload some image');
    expect(success).not.toHaveBeenCalled();
    expect(opts.onSuccess).not.toHaveBeenCalled();
    expect(current()).toMatchObject({ pending: false, progress: null });
    // No reload: the modal and its input stay as they were.
    expect(loads.count).toBe(1);
  });

  it("uses the feature's wording for a failure, and says nothing the API client already said", async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const { loads, current } = renderAction();
    await waitFor(current);
    expect(loads.count).toBe(1);
    const worded = { title: 'Something went wrong', description: 'this video does not exist' };
    await act(() =>
      current().run(
        async () => {
          throw new ApiError('Not found', 404);
        },
        options({ failureNotice: () => worded }),
      ),
    );
    expect(error).toHaveBeenCalledExactlyOnceWith(worded.title, worded.description);

    error.mockClear();
    const told = new ApiError('Unauthorized', 401);
    told.notified = true;
    const opts = options({ failureNotice: () => worded });
    await act(() =>
      current().run(async () => {
        throw told;
      }, opts),
    );
    expect(error).not.toHaveBeenCalled();
    expect(opts.onSuccess).not.toHaveBeenCalled();
    expect(current().pending).toBe(false);
  });

  it("after a removal, the notification's Undo restores and reloads the page data; a failed restore reloads nothing", async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const { loads, current } = renderAction();
    await waitFor(current);
    await act(() => current().run(async () => undefined, options({ success: 'Deleted successfully', undo: async () => true })));
    await waitFor(() => expect(loads.count).toBe(2));
    const [title, given] = success.mock.calls[0] ?? [];
    expect(title).toBe('Deleted successfully');
    await act(async () => {
      given?.undo?.();
      await Promise.resolve();
    });
    await waitFor(() => expect(loads.count).toBe(3));

    success.mockClear();
    await act(() => current().run(async () => undefined, options({ success: 'Deleted successfully', undo: async () => false })));
    await waitFor(() => expect(loads.count).toBe(4));
    await act(async () => {
      success.mock.calls[0]?.[1]?.undo?.();
      await Promise.resolve();
    });
    // Give a reload the chance to happen: it must not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loads.count).toBe(4);
  });
});
