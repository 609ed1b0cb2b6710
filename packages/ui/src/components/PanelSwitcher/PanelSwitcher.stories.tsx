import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { useFormValues } from '../../forms';
import { FirstAccessPanel } from '../FirstAccessPanel';
import { LoginPanel } from '../LoginPanel';
import { RecoveryPanel } from '../RecoveryPanel';
import { SuccessPanel } from '../SuccessPanel';
import { PanelSwitcher } from './PanelSwitcher';

type Key = 'primeiro-acesso' | 'login' | 'recuperar' | 'sucesso';

/** The access page in miniature: the links of each panel switch panels. */
function AccessDemo({ initial }: { initial: Key }) {
  const [panel, setPanel] = useState<Key>(initial);
  const first = useFormValues({ email: '', birthDate: '' });
  const login = useFormValues({ email: '', password: '' });
  const recovery = useFormValues({
    email: '',
    code: '',
    password: '',
    confirmPassword: '',
  });
  return (
    <PanelSwitcher
      panel={panel}
      panels={{
        'primeiro-acesso': (
          <FirstAccessPanel
            values={first.values}
            onFieldChange={first.onFieldChange}
            onSubmit={fn()}
            onHaveAccount={() => setPanel('login')}
          />
        ),
        login: (
          <LoginPanel
            values={login.values}
            onFieldChange={login.onFieldChange}
            onSubmit={() => setPanel('sucesso')}
            onForgotPassword={() => setPanel('recuperar')}
            onRegister={() => setPanel('primeiro-acesso')}
            onPrivacyPolicy={fn()}
          />
        ),
        recuperar: (
          <RecoveryPanel
            step={1}
            values={recovery.values}
            onFieldChange={recovery.onFieldChange}
            onRequestCode={fn()}
            onValidateCode={fn()}
            onChangePassword={fn()}
            onGoToLogin={() => setPanel('login')}
            onBackToLogin={() => setPanel('login')}
          />
        ),
        sucesso: <SuccessPanel />,
      }}
    />
  );
}

const meta = {
  title: 'Panels/PanelSwitcher',
  component: PanelSwitcher,
  args: { panel: 'login', panels: {} },
  argTypes: {
    panel: {
      control: 'inline-radio',
      options: ['primeiro-acesso', 'login', 'recuperar', 'sucesso'],
    },
  },
  render: (args) => <AccessDemo initial={args.panel as Key} />,
} satisfies Meta<typeof PanelSwitcher>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Wait past the 200 ms entrance so checks (and axe) see the settled panel. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 350));

export const Login: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Já possui perfil?' });
    // The first render does not steal the focus.
    await expect(heading).not.toHaveFocus();
  },
};

export const SwitchMovesFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Esqueci minha senha' }));
    const heading = await canvas.findByRole('heading', { name: 'Recupere seu acesso' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.queryByRole('heading', { name: 'Já possui perfil?' })).toBeNull();
    await settle();
  },
};

export const NothingTypedIsLost: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'ana@empresa.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Efetuar cadastro' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Primeiro acesso' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Já tenho cadastro' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Já possui perfil?' })).toHaveFocus(),
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@empresa.com');
    await settle();
  },
};

export const FirstAccess: Story = { args: { panel: 'primeiro-acesso' } };

export const Recovery: Story = { args: { panel: 'recuperar' } };

export const Success: Story = { args: { panel: 'sucesso' } };
