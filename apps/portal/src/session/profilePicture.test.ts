import { describe, expect, it } from 'vitest';
import { profilePictureUrl } from './profilePicture';

const host = 'https://storage.jornada.example';

describe('profilePictureUrl', () => {
  it('shows the chosen avatar with the storage host stripped', () => {
    expect(
      profilePictureUrl(
        { avatarUrl: `${host}/avatars/piloto-vega.svg`, imagemUploadedUrl: `${host}/foto.png` },
        host,
      ),
    ).toBe('/avatars/piloto-vega.svg');
  });

  it('falls back to the uploaded photo, then to nothing', () => {
    expect(profilePictureUrl({ avatarUrl: '', imagemUploadedUrl: `${host}/f.png` }, host)).toBe(
      '/f.png',
    );
    expect(profilePictureUrl({ avatarUrl: null, imagemUploadedUrl: null }, host)).toBeNull();
    expect(profilePictureUrl(null, host)).toBeNull();
  });

  it('keeps an address from another host as it is', () => {
    expect(profilePictureUrl({ avatarUrl: 'https://cdn.example/a.png' }, host)).toBe(
      'https://cdn.example/a.png',
    );
  });
});
