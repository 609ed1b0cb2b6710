import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { accessMachine } from './accessMachine';
import { avatarMachine } from './avatarMachine';
import { contactMachine } from './contactMachine';
import { recoveryMachine } from './recoveryMachine';
import { statechartOf } from './statechart';

const demo = setup({
  types: { events: {} as { type: 'GO' } | { type: 'BACK' } },
  delays: { wait: 200 },
  guards: { ready: () => true },
}).createMachine({
  id: 'demo',
  initial: 'a',
  states: {
    a: { on: { GO: { guard: 'ready', target: 'b' } } },
    b: {
      initial: 'inner',
      states: { inner: { after: { wait: '#demo.c' } } },
      on: { BACK: 'a' },
    },
    c: { type: 'final' },
  },
});

describe('statechartOf', () => {
  it('renders states, initial and final states, events, guards, actors and delays', () => {
    expect(statechartOf(demo)).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> a',
        '  state "a" as a',
        '  state "b" as b',
        '  state b {',
        '    [*] --> b_inner',
        '    state "inner" as b_inner',
        '  }',
        '  state "c" as c',
        '  c --> [*]',
        '  a --> b : GO [ready]',
        '  b_inner --> c : after 200ms',
        '  b --> a : BACK',
        '',
      ].join('\n'),
    );
  });

  it('shows the access machine with its named delays and actor outcomes', () => {
    const chart = statechartOf(accessMachine);
    expect(chart.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(chart).toContain('firstAccess_switchingToCode --> code : after 200ms');
    expect(chart).toContain('registration_done --> registration_switchingToLogin : after 5000ms');
    expect(chart).toContain(
      'registration_registering --> registration_wrongCode : register error [isWrongCode]',
    );
    expect(chart).toContain('start --> recovery : always [startsAt recuperar]');
    expect(chart).toContain('code_authenticating --> authenticated : authenticate done');
    expect(chart).toContain('authenticated --> [*]');
    expect(chart).toContain('recovery --> recovery_switchingToLogin : recovery done');
    expect(chart).not.toContain('FIELD.CHANGE');
    expect(statechartOf(accessMachine.provide({ delays: { panelSwitch: 1 } }))).toContain(
      'firstAccess_switchingToCode --> code : after 1ms',
    );
  });

  it('every state of every machine appears, and the text is stable', () => {
    for (const machine of [accessMachine, avatarMachine, contactMachine, recoveryMachine]) {
      const chart = statechartOf(machine);
      for (const node of machine.root.states ? Object.values(machine.root.states) : []) {
        expect(chart).toContain(`state "${node.key}" as ${node.path.join('_')}`);
      }
      expect(statechartOf(machine)).toBe(chart);
    }
    expect(statechartOf(avatarMachine)).toContain(
      'chosen_saving --> chosen_reloading : saveAvatar done',
    );
  });

  it('draws the top levels only, a deeper transition from its ancestor', () => {
    expect(statechartOf(demo, { depth: 1 })).toBe(
      [
        'stateDiagram-v2',
        '  [*] --> a',
        '  state "a" as a',
        '  state "b" as b',
        '  state "c" as c',
        '  c --> [*]',
        '  a --> b : GO [ready]',
        '  b --> a : BACK',
        '  b --> c : after 200ms',
        '',
      ].join('\n'),
    );
    const overview = statechartOf(accessMachine, { depth: 1 });
    expect(overview).toContain('firstAccess --> code : after 200ms');
    expect(overview).toContain('code --> authenticated : authenticate done');
    expect(overview).not.toContain('registration_');
  });

  it('draws one parent state and where its transitions lead', () => {
    const part = statechartOf(demo, { focus: 'b' });
    expect(part).toContain('  state b {');
    expect(part).toContain('b_inner --> c : after 200ms');
    expect(part).not.toContain('state "a" as a');
    const registration = statechartOf(accessMachine, { focus: 'registration' });
    expect(registration).toContain(
      'registration_registering --> registration_wrongCode : register error [isWrongCode]',
    );
    expect(registration).not.toContain('firstAccess_switchingToCode');
    expect(() => statechartOf(demo, { focus: 'b.nowhere' })).toThrow('no state b.nowhere');
  });
});
