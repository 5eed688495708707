import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { REMOTES as COMPOSITION } from 'shared/composition';
import type { RemoteName } from 'shared/contracts';

export type { RemoteName };

/** The remotes of the composition manifest and the URL prefix of each one's files. */
export const REMOTES = Object.fromEntries(
  COMPOSITION.map((remote) => [remote.name, `/remotes/${remote.folder}/`]),
) as Record<RemoteName, string>;

/**
 * A returning visitor who has already dismissed the cookie bar and the timed pop-ups: for tests of
 * something else, so that a pop-up opening on a slow run cannot cover what the test clicks.
 */
export async function dismissPopups(context: BrowserContext, baseURL: string): Promise<void> {
  const names = ['cookie-show', 'intro-popup', 'newsletter-popup', 'top-banner'];
  await context.addCookies(names.map((name) => ({ name, value: 'hidden', url: baseURL })));
}

/** A new browser with JavaScript off, past the cookie bar and the pop-ups, and a page of it. */
export async function browserWithoutScripts(
  browser: Browser,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await dismissPopups(context, baseURL);
  return { context, page: await context.newPage() };
}

/** Fills in the login form of the page (English labels) and sends it. */
export async function sendLoginForm(page: Page, email: string, password: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await main.getByLabel(/^Password/).fill(password);
  await main.getByRole('button', { name: 'Log in' }).click();
}

/** Make every request for one remote's files fail, as if its server were down. */
export async function blockRemote(page: Page, name: RemoteName): Promise<void> {
  await page.route(`**${REMOTES[name]}**`, (route) => route.abort('connectionrefused'));
}

/**
 * A stand-in React DevTools hook: every copy of react-dom that starts registers one renderer here,
 * so the count tells how many React DOMs the page loaded.
 */
export async function countReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
    };
  });
}

export async function rendererCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
}

/**
 * Waits until React has taken the element over (hydrated it; it keeps the element's props on it):
 * before that a link still works, but as a plain link that loads the page anew.
 */
export async function untilHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true);
}

/**
 * Records when each page the tab opens has hydrated, read with `hydratedAt`: a stand-in React
 * DevTools hook sees every commit of React, and the first commit after which no part of the
 * server's markup still waits for its code (the root hydrated, no Suspense boundary left
 * dehydrated) is the moment. The site carries nothing for it.
 */
export async function watchHydration(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Fiber = { child: Fiber | null; sibling: Fiber | null; memoizedState: unknown };
    const record = { at: null as number | null };
    (window as unknown as { hydration: typeof record }).hydration = record;
    const waiting = (root: Fiber) => {
      const stack = [root];
      while (stack.length) {
        const fiber = stack.pop()!;
        const state = fiber.memoizedState as { dehydrated?: unknown; retryLane?: unknown } | null;
        if (state && typeof state === 'object' && 'retryLane' in state && state.dehydrated) return true;
        if (fiber.child) stack.push(fiber.child);
        if (fiber.sibling && fiber !== root) stack.push(fiber.sibling);
      }
      return false;
    };
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      setStrictMode() {},
      onCommitFiberRoot(_id: number, root: { current: Fiber & { memoizedState: { isDehydrated?: boolean } } }) {
        if (record.at !== null || root.current.memoizedState?.isDehydrated || waiting(root.current)) return;
        record.at = performance.now();
      },
    };
  });
}

/** When the page (opened after `watchHydration`) hydrated, in ms from its navigation; waits for it. */
export async function hydratedAt(page: Page): Promise<number> {
  // Wrapped in an object: a moment of 0 (a page whose clock is faked) is a truthy answer too.
  const handle = await page.waitForFunction(() => {
    const at = (window as unknown as { hydration?: { at: number | null } }).hydration?.at ?? null;
    return at === null ? null : { at };
  });
  return ((await handle.jsonValue()) as { at: number }).at;
}
