import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { accessMachine } from './accessMachine';
import { avatarMachine } from './avatarMachine';
import { contactMachine } from './contactMachine';
import { recoveryMachine } from './recoveryMachine';
import { statechartOf } from './statechart';

describe('statechartOf', () => {
  it('renders states, initial and final states, events, guards, actors and delays', () => {
    const machine = setup({
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
    expect(statechartOf(machine)).toBe(
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
});
