// @vitest-environment happy-dom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetSession, signIn } from '#web/lib/session.ts';
import { useIsAdmin } from './lazy-admin.tsx';

/** A page as the routes write it: it asks whether an administrator is here. */
function Page({ seen }: { seen: boolean[] }) {
  const admin = useIsAdmin();
  seen.push(admin);
  return <p>{admin ? 'with admin controls' : 'as a visitor sees it'}</p>;
}

/** Renders the page on the "server", hydrates it, and lists what each browser render saw. */
async function hydratePage(): Promise<{ seen: boolean[]; text: string | null }> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page seen={[]} />);
  document.body.append(container);
  const seen: boolean[] = [];
  await act(async () => {
    root = hydrateRoot(container, <Page seen={seen} />);
  });
  return { seen, text: container.textContent };
}

let root: Root | undefined;

beforeAll(() => {
  // React's act() warns outside a test environment that declares it.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  forgetSession();
});

describe('useIsAdmin while a page hydrates', () => {
  it("a visitor's page renders once: nothing renders again after hydration", async () => {
    forgetSession();
    const { seen, text } = await hydratePage();
    expect(seen).toEqual([false]);
    expect(text).toBe('as a visitor sees it');
  });

  it("a signed-in administrator's page hydrates as the server sent it, then shows the controls", async () => {
    signIn({ token: 'header.payload.signature', userId: 'u1', username: 'admin' });
    const { seen, text } = await hydratePage();
    expect(seen).toEqual([false, true]);
    expect(text).toBe('with admin controls');
  });
});
