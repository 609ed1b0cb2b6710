import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DownloadableImage } from './DownloadableImage';
import { sampleShield, sampleShip } from './samples';
import sampleShieldPng from './sample-shield.png';
import sampleShipPng from './sample-ship.png';

const meta = {
  title: 'UI/DownloadableImage',
  component: DownloadableImage,
  // As on /meu-perfil: the page shows the SVG, Download saves its PNG (a phone's gallery keeps it).
  args: {
    kind: 'ship',
    unit: 'UN SUDESTE/SUL',
    src: sampleShip(),
    downloadSrc: sampleShipPng,
    width: 320,
    height: 240,
  },
  argTypes: { kind: { control: 'inline-radio', options: ['ship', 'shield'] } },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: Number(parameters.maxWidth ?? 360) }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DownloadableImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ship: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Nave da UN SUDESTE/SUL' });
    await expect(image).toHaveAttribute('width', '320');
    await expect(image).toHaveAttribute('height', '240');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
    await expect(canvas.getByText('Nave da UN SUDESTE/SUL')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('href', sampleShipPng);
    await expect(link).toHaveAttribute('download', 'nave-un-sudeste-sul.png');
    await expect(link).toHaveAccessibleDescription('Nave da UN SUDESTE/SUL');
  },
};

/** Without `downloadSrc`, Download saves the image shown, named after its own type. */
export const DownloadsTheShownImage: Story = {
  args: { downloadSrc: undefined },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('href', sampleShip());
    await expect(link).toHaveAttribute('download', 'nave-un-sudeste-sul.svg');
  },
};

/** As on /meu-perfil: the unit's ship is the page's priority image. */
export const PriorityImage: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Nave da UN SUDESTE/SUL' });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
  },
};

export const Shield: Story = {
  args: {
    kind: 'shield',
    unit: 'UN NO/NE',
    src: sampleShield('UN NO/NE'),
    downloadSrc: sampleShieldPng,
    width: 240,
    height: 240,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Escudo da UN NO/NE' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'escudo-un-no-ne.png',
    );
  },
};

export const CustomFileName: Story = {
  args: { unit: 'UN CN', fileName: 'jornada-nave-un-cn.png' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      'jornada-nave-un-cn.png',
    );
  },
};

/** Ship and shield side by side, as on the profile. */
export const ShipAndShield: Story = {
  parameters: { maxWidth: 720 },
  render: () => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
      }}
    >
      <DownloadableImage
        kind="ship"
        unit="UN NO/NE"
        src={sampleShip()}
        downloadSrc={sampleShipPng}
        width={320}
        height={240}
      />
      <DownloadableImage
        kind="shield"
        unit="UN NO/NE"
        src={sampleShield('UN NO/NE')}
        downloadSrc={sampleShieldPng}
        width={240}
        height={240}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link', { name: 'Download' });
    await expect(links.map((link) => link.getAttribute('download'))).toEqual([
      'nave-un-no-ne.png',
      'escudo-un-no-ne.png',
    ]);
  },
};
