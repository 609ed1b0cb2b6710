import { describe, expect, it } from 'vitest';
import { downloadFileName, extensionOf, savesHere, slugify } from './fileName';

describe('slugify', () => {
  it.each([
    ['UN SUDESTE/SUL', 'un-sudeste-sul'],
    ['Nave da UN NO/NE', 'nave-da-un-no-ne'],
    ['São João — 2025', 'sao-joao-2025'],
    ['  Mix e Positivação!  ', 'mix-e-positivacao'],
    ['///', ''],
  ])('%j -> %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('extensionOf', () => {
  it.each([
    ['https://cdn.example.com/naves/un-cn.PNG', 'png'],
    ['/imagens/escudo.jpeg?v=3#x', 'jpg'],
    ['/imagens/escudo.webp', 'webp'],
    ['data:image/svg+xml;charset=utf-8,%3Csvg%3E', 'svg'],
    ['data:image/png;base64,iVBOR', 'png'],
    ['https://example.com/avatar', 'png'],
    ['data:text/plain,oi', 'png'],
  ])('%s -> %s', (url, extension) => {
    expect(extensionOf(url)).toBe(extension);
  });

  it('uses the fallback when there is none', () => {
    expect(extensionOf('/avatar', 'jpg')).toBe('jpg');
  });
});

describe('downloadFileName', () => {
  it('joins the slug and the extension', () => {
    expect(downloadFileName('nave UN SUDESTE/SUL', '/img/nave.svg')).toBe(
      'nave-un-sudeste-sul.svg',
    );
    expect(downloadFileName('avatar-opcao-1', 'https://s3.example.com/a/b.png')).toBe(
      'avatar-opcao-1.png',
    );
    expect(downloadFileName('', '/x.png')).toBe('imagem.png');
  });
});

describe('savesHere', () => {
  const origin = 'https://portal.example';
  it('keeps a path, a data: or blob: address and one of the page’s own origin', () => {
    for (const url of [
      '/avatars/piloto-vega.svg',
      'data:image/svg+xml,<svg/>',
      'blob:https://portal.example/1b2c',
      'https://portal.example/uploads/a.jpg',
    ]) {
      expect(savesHere(url, origin), url).toBe(true);
    }
  });
  it('refuses another origin, however it is written', () => {
    for (const url of [
      'https://bucket.example-storage.com/avatars/a.svg',
      '//bucket.example-storage.com/a.svg',
      'http://portal.example/a.svg',
      'javascript:alert(1)',
    ]) {
      expect(savesHere(url, origin), url).toBe(false);
    }
  });
});
