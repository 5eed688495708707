import { satisfy } from '@module-federation/runtime-core';
import caretShareResolver, { caretSatisfies } from './caretShareResolver';

type ResolveArgs = Parameters<NonNullable<ReturnType<typeof caretShareResolver>['resolveShare']>>[0];

describe('caretSatisfies', () => {
  it.each([
    ['19.3.1', '^19.3.1'],
    ['19.3.2', '^19.3.1'],
    ['19.4.0', '^19.3.1'],
    ['19.2.9', '^19.3.1'],
    ['19.3.0', '^19.3.1'],
    ['20.0.0', '^19.3.1'],
    ['18.9.9', '^19.3.1'],
    ['26.7.2', '^26.7.2'],
    ['1.0.0', '^1.0.0'],
    ['1.10.0', '^1.9.12'],
  ])('decides %s against %s as the federation runtime does', (version, range) => {
    expect(caretSatisfies(version, range)).toBe(satisfy(version, range));
  });

  it.each([
    ['0.3.1', '^0.3.0'],
    ['19.3.1-rc.1', '^19.3.1'],
    ['19.3.1', '~19.3.1'],
    ['19.3.1', '>=19'],
    ['19.3.1', '^19.x'],
  ])('leaves %s against %s to the runtime', (version, range) => {
    expect(caretSatisfies(version, range)).toBeNull();
  });
});

describe('caretShareResolver', () => {
  const shared = { version: '19.3.1', from: 'shell' };
  const runtimeResolver = jest.fn(() => ({ shared: shared as never, useTreesShaking: false }));
  const args = (version: string, requiredVersion: string | false, singleton = true): ResolveArgs =>
    ({
      shareScopeMap: { default: { react: { [version]: shared } } },
      scope: 'default',
      pkgName: 'react',
      version,
      shareInfo: { shareConfig: { singleton, requiredVersion } },
      GlobalFederation: {},
      resolver: runtimeResolver,
    }) as unknown as ResolveArgs;
  const resolveShare = caretShareResolver().resolveShare!;

  beforeEach(() => runtimeResolver.mockClear());

  it('takes a singleton that satisfies its caret range without the runtime check', () => {
    const result = resolveShare(args('19.3.1', '^19.3.1')) as ResolveArgs;
    expect(result.resolver()).toEqual({ shared, useTreesShaking: false });
    expect(runtimeResolver).not.toHaveBeenCalled();
    expect(Object.keys(result).sort()).toEqual(Object.keys(args('19.3.1', '^19.3.1')).sort());
  });

  it('leaves a version that does not satisfy, or any other range, to the runtime (which warns)', () => {
    for (const input of [args('18.2.0', '^19.3.1'), args('19.3.1', '~19.3.1'), args('19.3.1', false)]) {
      expect(resolveShare(input)).toBe(input);
    }
    const notSingleton = args('19.3.1', '^19.3.1', false);
    expect(resolveShare(notSingleton)).toBe(notSingleton);
  });
});
