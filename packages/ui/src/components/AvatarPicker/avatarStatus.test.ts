import { describe, expect, it } from 'vitest';
import { avatarOptionsOf, avatarStatus, avatarStatusText } from './avatarStatus';

const a = '/avatares/a.png';
const b = '/avatares/b.png';
const c = '/avatares/c.png';

describe('avatarStatus', () => {
  it('no avatar and no options: unavailable', () => {
    expect(avatarStatus({ avatarUrl: null, options: [] })).toBe('unavailable');
    expect(avatarStatus({ avatarUrl: undefined, options: [null, '', '  '] })).toBe('unavailable');
    expect(avatarStatus({ avatarUrl: '', options: undefined })).toBe('unavailable');
  });

  it('options without a chosen avatar: pending approval', () => {
    expect(avatarStatus({ avatarUrl: null, options: [a, b, c] })).toBe('pendingApproval');
    expect(avatarStatus({ avatarUrl: '  ', options: [null, b] })).toBe('pendingApproval');
  });

  it('options and a chosen avatar: chosen', () => {
    expect(avatarStatus({ avatarUrl: b, options: [a, b, c] })).toBe('chosen');
  });

  it('an avatar without options has nothing to pick: unavailable', () => {
    expect(avatarStatus({ avatarUrl: a, options: [] })).toBe('unavailable');
  });
});

describe('avatarOptionsOf', () => {
  it('drops empty addresses and repeats, keeps at most three in order', () => {
    expect(avatarOptionsOf([null, a, ' ', a, b, undefined, c, '/avatares/d.png'])).toEqual([
      a,
      b,
      c,
    ]);
    expect(avatarOptionsOf(null)).toEqual([]);
  });
});

describe('avatarStatusText', () => {
  it('has the copy deck texts', () => {
    expect(avatarStatusText).toEqual({
      unavailable:
        'Seus avatares ainda não estão disponíveis. Assim que ficarem prontos, você poderá escolher o seu aqui.',
      pendingApproval: 'Seus avatares estão em aprovação. Em breve você poderá escolher o seu.',
      chosen: 'Você pode trocar o seu avatar a qualquer momento.',
    });
  });
});
