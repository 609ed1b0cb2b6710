import { describe, expect, it } from 'vitest';
import { resolveNavigation, rootedPath, sectionIdFor } from './navigation';

const on =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe('sectionIdFor', () => {
  it.each([
    ['/regulamento', 'regulamento'],
    ['#como-participar', 'como-participar'],
    ['/como-participar/anual', 'como-participar-anual'],
    ['/campanhas/', 'campanhas'],
    ['/', ''],
  ])('%s -> %s', (target, id) => {
    expect(sectionIdFor(target)).toBe(id);
  });
});

describe('rootedPath', () => {
  it('joins the root and the target with one slash', () => {
    expect(rootedPath('/regulamento')).toBe('/regulamento');
    expect(rootedPath('regulamento')).toBe('/regulamento');
    expect(rootedPath('/como-participar/anual', '/portal')).toBe('/portal/como-participar/anual');
    expect(rootedPath('/', '/')).toBe('/');
  });
});

describe('resolveNavigation', () => {
  it('scrolls to a section that exists on the page', () => {
    expect(
      resolveNavigation({
        target: '/regulamento',
        pathname: '/home',
        sectionExists: on('regulamento'),
      }),
    ).toEqual({ kind: 'scroll', id: 'regulamento' });
  });

  it('accepts a fixed answer for the section', () => {
    expect(resolveNavigation({ target: '#topo', pathname: '/', sectionExists: true })).toEqual({
      kind: 'scroll',
      id: 'topo',
    });
  });

  it.each(['/regulamento', '/fale-conosco', '/fale-conosco/', '/Regulamento?x=1'])(
    'never scrolls on %s',
    (pathname) => {
      expect(
        resolveNavigation({ target: '/regulamento', pathname, sectionExists: () => true }),
      ).toEqual({ kind: 'navigate', to: '/regulamento' });
    },
  );

  it('navigates to the site root plus the target when the section is missing', () => {
    expect(
      resolveNavigation({
        target: '/como-participar/anual',
        pathname: '/home',
        sectionExists: on('regulamento'),
      }),
    ).toEqual({ kind: 'navigate', to: '/como-participar/anual' });
    expect(
      resolveNavigation({
        target: 'regulamento',
        pathname: '/home',
        sectionExists: false,
        root: '/jornada/',
      }),
    ).toEqual({ kind: 'navigate', to: '/jornada/regulamento' });
  });

  it('opens an external item in a new window', () => {
    expect(
      resolveNavigation({
        target: 'https://example.com/catalogo',
        external: true,
        pathname: '/home',
        sectionExists: () => true,
      }),
    ).toEqual({ kind: 'open', url: 'https://example.com/catalogo' });
  });

  it('opens an internal new-tab item at its rooted path', () => {
    expect(
      resolveNavigation({
        target: '/regulamento',
        newTab: true,
        pathname: '/fale-conosco',
        sectionExists: false,
      }),
    ).toEqual({ kind: 'open', url: '/regulamento' });
  });

  it('never scrolls to the root target (Home)', () => {
    expect(resolveNavigation({ target: '/', pathname: '/home', sectionExists: true })).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });

  it('does not ask about a section for an external item', () => {
    const asked: string[] = [];
    resolveNavigation({
      target: 'https://example.com',
      external: true,
      pathname: '/home',
      sectionExists: (id) => (asked.push(id), true),
    });
    expect(asked).toEqual([]);
  });
});
