import { describe, expect, it } from 'vitest';
import {
  formatTargetFailure,
  judgeScroll,
  judgeTargets,
  type BoxFacts,
  type TargetFacts,
} from './layoutChecks.mjs';

const shown = (width: number, height: number): BoxFacts => ({ width, height, shown: true });
const hidden = (width: number, height: number): BoxFacts => ({ width, height, shown: false });

const target = (facts: Partial<TargetFacts>): TargetFacts => ({
  element: 'button "Entrar"',
  display: 'inline-flex',
  surroundingText: '',
  self: shown(120, 44),
  labels: [],
  ...facts,
});

describe('judgeTargets', () => {
  it('passes a box of 44×44 or more, and one half a pixel short (sub-pixel layout)', () => {
    expect(judgeTargets([target({ self: shown(44, 44) })])).toEqual([]);
    expect(judgeTargets([target({ self: shown(311, 43.5) })])).toEqual([]);
  });

  it('fails a box short on either side, with its size rounded to 0.1 px', () => {
    expect(judgeTargets([target({ self: shown(120, 43.4) })])).toEqual([
      { element: 'button "Entrar"', self: { width: 120, height: 43.4 }, labels: [] },
    ]);
    expect(judgeTargets([target({ element: 'a "X"', self: shown(40.04, 60) })])).toEqual([
      { element: 'a "X"', self: { width: 40, height: 60 }, labels: [] },
    ]);
  });

  it("counts a label's box: a small checkbox passes through its 44 px label", () => {
    const checkbox = target({
      element: 'input[type=checkbox] "Li e aceito"',
      display: 'inline-block',
      self: shown(22, 22),
      labels: [shown(280, 44)],
    });
    expect(judgeTargets([checkbox])).toEqual([]);
    const shortLabel = { ...checkbox, labels: [shown(280, 21)] };
    expect(judgeTargets([shortLabel])).toEqual([
      {
        element: 'input[type=checkbox] "Li e aceito"',
        self: { width: 22, height: 22 },
        labels: [{ width: 280, height: 21 }],
      },
    ]);
  });

  it('judges a visually hidden input by its label, and skips it when nothing of it shows', () => {
    const file = target({ element: 'input[type=file] "Selecionar foto"', self: hidden(1, 1) });
    expect(judgeTargets([{ ...file, labels: [shown(180, 44)] }])).toEqual([]);
    expect(judgeTargets([{ ...file, labels: [shown(180, 30)] }])).toEqual([
      {
        element: 'input[type=file] "Selecionar foto"',
        self: null,
        labels: [{ width: 180, height: 30 }],
      },
    ]);
    expect(judgeTargets([file])).toEqual([]);
    expect(judgeTargets([{ ...file, labels: [hidden(180, 30)] }])).toEqual([]);
  });

  it('skips a control that is not shown (display none, clipped away, inert)', () => {
    expect(judgeTargets([target({ self: hidden(0, 0) })])).toEqual([]);
    expect(judgeTargets([target({ self: hidden(20, 20) })])).toEqual([]);
  });

  it('exempts an inline link inside a sentence (WCAG inline exception), not a lone one', () => {
    const link = target({ element: 'a "Regulamento"', display: 'inline', self: shown(90, 20) });
    expect(judgeTargets([{ ...link, surroundingText: 'Ao continuar, você aceita o .' }])).toEqual(
      [],
    );
    // Only separators around it: a row of links, not a sentence.
    expect(judgeTargets([{ ...link, surroundingText: '| ·' }])).toHaveLength(1);
    expect(judgeTargets([link])).toHaveLength(1);
    // In a sentence but laid out as a box of its own: not inline, so it must be large enough.
    expect(
      judgeTargets([{ ...link, display: 'inline-flex', surroundingText: 'Já possui perfil?' }]),
    ).toHaveLength(1);
  });

  it('takes the options for another minimum', () => {
    expect(judgeTargets([target({ self: shown(30, 30) })], { min: 24 })).toEqual([]);
  });

  it('formats a failure as one line', () => {
    const size = (width: number, height: number) => ({ width, height });
    expect(
      formatTargetFailure({ element: 'button "Abrir menu"', self: size(40, 40), labels: [] }),
    ).toBe('button "Abrir menu" is 40×40 px');
    expect(
      formatTargetFailure({
        element: 'input[type=checkbox]',
        self: size(22, 22),
        labels: [size(280, 21)],
      }),
    ).toBe('input[type=checkbox] is 22×22 px, its label 280×21 px');
    expect(
      formatTargetFailure({
        element: 'input[type=file]',
        self: null,
        labels: [size(9, 9), size(30, 20)],
      }),
    ).toBe('input[type=file] is hidden, its labels 9×9 px and 30×20 px');
  });
});

describe('judgeScroll', () => {
  it('passes a document as wide as the viewport, or one pixel wider (rounding)', () => {
    expect(judgeScroll({ scrollWidth: 375, clientWidth: 375, offenders: [] })).toBeNull();
    expect(judgeScroll({ scrollWidth: 376, clientWidth: 375, offenders: [] })).toBeNull();
  });

  it('fails a wider document and names what sticks out', () => {
    expect(
      judgeScroll({
        scrollWidth: 420,
        clientWidth: 375,
        offenders: ['div (right edge 420, width 404) › img "Mapa" (right edge 420, width 400)'],
      }),
    ).toBe(
      'scrolls sideways: scrollWidth 420 > clientWidth 375; sticking out: div (right edge 420, width 404) › img "Mapa" (right edge 420, width 400)',
    );
    expect(judgeScroll({ scrollWidth: 377, clientWidth: 375, offenders: [] })).toMatch(
      /no single element found$/,
    );
  });
});
