import { describe, expect, it } from 'vitest';
import { accessPanelParam } from './accessPanelParam';

describe('accessPanelParam', () => {
  it('accepts the four deep links of the copy deck', () => {
    for (const panel of ['primeiro-acesso', 'login', 'recuperar', 'sucesso'] as const) {
      expect(accessPanelParam(panel)).toBe(panel);
    }
  });

  it('ignores anything else', () => {
    for (const value of [null, undefined, '', 'cadastro', 'LOGIN', ' login', 'codigo']) {
      expect(accessPanelParam(value)).toBeUndefined();
    }
  });
});
