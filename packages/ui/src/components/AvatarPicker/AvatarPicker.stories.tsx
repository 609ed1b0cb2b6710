import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AvatarPicker } from './AvatarPicker';
import { sampleAvatarOptions } from './samples';

const [first, second, third] = sampleAvatarOptions;
const options = [...sampleAvatarOptions];

const meta = {
  title: 'UI/AvatarPicker',
  component: AvatarPicker,
  args: { avatarUrl: null, options, onSelect: fn(), status: 'idle' },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'pending', 'success', 'error'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 898 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AvatarPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unavailable: Story = {
  args: { options: [null, null, null] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Seu avatar' })).toHaveTextContent(
      'Seus avatares ainda não estão disponíveis. Assim que ficarem prontos, você poderá escolher o seu aqui.',
    );
    await expect(canvas.queryByRole('button', { name: 'Selecionar' })).toBeNull();
  },
};

export const PendingApproval: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Seus avatares estão em aprovação. Em breve você poderá escolher o seu.'),
    ).toBeVisible();
    for (const n of [1, 2, 3]) {
      const image = canvas.getByRole('img', { name: `Opção ${n} de avatar` });
      await expect(image).toHaveAttribute('width', '180');
      await expect(image).toHaveAttribute('height', '180');
    }
    // #17: awaiting approval, nothing can be chosen: no dead Selecionar, Download only.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getAllByRole('link', { name: 'Download' })).toHaveLength(3);
    await expect(canvas.queryByText('Selecionado')).toBeNull();
  },
};

export const SelectCallsOnSelect: Story = {
  args: { avatarUrl: first },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Selecionar' });
    await expect(buttons[1]).toHaveAccessibleDescription('Opção 2 de avatar');
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(second);
  },
};

/** The portal strips the storage host for display; a selection still sends the API's address. */
export const DisplayAddresses: Story = {
  args: {
    avatarUrl: first,
    toDisplayUrl: (url: string) => `${url}#exibicao`,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Opção 2 de avatar' })).toHaveAttribute(
      'src',
      `${second}#exibicao`,
    );
    const downloads = canvas.getAllByRole('link', { name: 'Download' });
    await expect(downloads[2]).toHaveAttribute('href', `${third}#exibicao`);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Selecionar' })[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(second);
  },
};

export const Chosen: Story = {
  args: { avatarUrl: second },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Você pode trocar o seu avatar a qualquer momento.'),
    ).toBeVisible();
    const chosen = canvas.getByRole('img', { name: 'Opção 2 de avatar' }).closest('li');
    await expect(within(chosen as HTMLElement).getByText('Selecionado')).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: 'Selecionar' });
    await expect(buttons[1]).toBeDisabled();
    await expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(buttons[2] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(third);
  },
};

export const Downloads: Story = {
  args: { avatarUrl: first },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'Download' });
    await expect(links.map((link) => link.getAttribute('download'))).toEqual([
      'avatar-opcao-1.svg',
      'avatar-opcao-2.svg',
      'avatar-opcao-3.svg',
    ]);
    await expect(links[0]).toHaveAttribute('href', first);
  },
};

/** Server addresses: the download name keeps the image type. */
export const PngOptions: Story = {
  args: {
    options: ['/avatares/opcao-01.png', null, '/avatares/opcao-03.png'],
    avatarUrl: '/avatares/opcao-03.png',
  },
  render: (args) => <AvatarPicker {...args} imageSize={120} />,
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'Download' });
    await expect(links.map((link) => link.getAttribute('download'))).toEqual([
      'avatar-opcao-1.png',
      'avatar-opcao-2.png',
    ]);
  },
};

export const Busy: Story = {
  args: { avatarUrl: first, status: 'pending', pendingUrl: third },
  play: async ({ canvas, args }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Selecionar' });
    await expect(buttons[2]).toHaveAttribute('aria-busy', 'true');
    await expect(buttons[2]).toBeDisabled();
    await expect(buttons[1]).toBeDisabled();
    await expect(buttons[0]).toBeDisabled();
    await expect(canvas.getByRole('region', { name: 'Seu avatar' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const ErrorLines: Story = {
  args: {
    avatarUrl: first,
    status: 'error',
    messages: ['O avatar informado não pertence ao participante.', 'Tente novamente mais tarde.'],
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: 'Selecionar' })[1]).toBeEnabled();
  },
};

export const Success: Story = {
  args: { avatarUrl: third, status: 'success', messages: ['Perfil atualizado com sucesso.'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Perfil atualizado com sucesso.');
  },
};

export const Mobile: Story = {
  args: { avatarUrl: second },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** An option the API gives on another origin than the storage's: shown, never a way off the portal. */
export const OptionOnAnotherOrigin: Story = {
  args: {
    avatarUrl: first,
    // The third is taken to be another origin's (the rule itself is `savesHere`'s, unit-tested).
    savesHere: (url: string) => url !== third,
  },
  play: async ({ canvas }) => {
    const downloads = canvas.getAllByRole('link', { name: 'Download' });
    await expect(downloads).toHaveLength(2);
    for (const link of downloads) await expect(link).not.toHaveAttribute('href', third);
    await expect(canvas.getByRole('img', { name: 'Opção 3 de avatar' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Selecionar' })).toHaveLength(3);
  },
};
