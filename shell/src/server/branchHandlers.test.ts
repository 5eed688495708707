import { createStaticHandler, matchRoutes } from 'react-router';
import { routeObjects } from '../app/router';
import { branchHandlers } from './branchHandlers';

const routes = routeObjects();
const whole = createStaticHandler(routes);

/** The routes a handler's query matches for a path (as it finds them: its routes matched), with their parameters. */
function matched(handler: ReturnType<typeof createStaticHandler>, path: string) {
  return (matchRoutes(handler.dataRoutes, path) ?? []).map(
    (match) => `${match.route.id} ${JSON.stringify(match.params)}`,
  );
}

describe('the handler of a page’s branch', () => {
  it.each([
    '/',
    '/en',
    '/virtualni-sidla/7/praha-1',
    '/en/virtual-offices/7/prague-1',
    '/kontaktni-formular',
    '/prihlaseni',
    '/en/login',
    '/mimo-provoz',
    '/tato-stranka-neexistuje',
    '/en/no/such/page',
  ])('matches %s with the same routes, ids and parameters as the whole table', (path) => {
    const handlerFor = branchHandlers(routes);
    const expected = matched(whole, path);
    expect(expected.length).toBeGreaterThan(1);
    expect(matched(handlerFor(path), path)).toEqual(expected);
    // Asked again (remembered), the same.
    expect(matched(handlerFor(path), path)).toEqual(expected);
  });

  it('holds only the routes of the branch, one handler per branch', () => {
    const handlerFor = branchHandlers(routes);
    const office = handlerFor('/virtualni-sidla/7/praha-1');
    expect(handlerFor('/virtualni-sidla/8/brno-stred')).toBe(office);
    expect(handlerFor('/en')).not.toBe(office);
    const count = (list: { children?: unknown[] }[]): number =>
      list.reduce((sum, route) => sum + 1 + count((route.children ?? []) as { children?: unknown[] }[]), 0);
    expect(count(office.dataRoutes)).toBe(3);
    expect(count(whole.dataRoutes)).toBeGreaterThan(50);
  });

  it('refuses a route table with a route that has no id of its own', () => {
    const handlerFor = branchHandlers([{ path: '/', children: [{ index: true }] }]);
    expect(() => handlerFor('/')).toThrow(/id of its own/);
  });
});
