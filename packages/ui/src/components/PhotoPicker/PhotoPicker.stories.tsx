import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FormContainer } from '../Layout';
import { PhotoPicker, type PhotoPickerProps } from './PhotoPicker';

/** A real 8x8 PNG (a blue square), small enough to live in the story. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAYAAADED76LAAAAJUlEQVR4AYXBAQEAIAyAMKSEJS1sGt9AtrXPfXxIkCBBggQJEgZvyAJrL9ZgWAAAAABJRU5ErkJggg==';

function makePhoto(name = 'minha-foto.png') {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

function Controlled(props: PhotoPickerProps) {
  const [file, setFile] = useState(props.value);
  return (
    <PhotoPicker
      {...props}
      value={file}
      onChange={(next) => {
        setFile(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/PhotoPicker',
  component: PhotoPicker,
  args: { value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <FormContainer>
        <Story />
      </FormContainer>
    ),
  ],
} satisfies Meta<typeof PhotoPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Selecionar foto');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/*');
    for (const tip of [
      'Fundo branco',
      'Boa qualidade e nitidez',
      'Boa iluminação',
      'De frente e sem óculos de sol',
    ]) {
      await expect(canvas.getByText(tip)).toBeVisible();
    }
    await expect(canvas.queryByRole('img')).toBeNull();
    // The empty preview draws a helmet, decoration only: hidden from assistive technology.
    const placeholder = canvas.getByTestId('photo-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  },
};

export const PickPhoto: Story = {
  play: async ({ canvas, args }) => {
    const photo = makePhoto();
    await userEvent.upload(canvas.getByLabelText('Selecionar foto'), photo);
    await expect(args.onChange).toHaveBeenCalledWith(photo);
    const preview = await canvas.findByRole('img', { name: 'Pré-visualização da sua foto' });
    await waitFor(() => expect(preview.getAttribute('src')).toMatch(/^blob:/));
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(8));
  },
};

export const WithPhoto: Story = { args: { value: makePhoto() } };

export const MissingPhoto: Story = {
  args: { error: 'Por favor, selecione a sua foto para criação do avatar.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Selecionar foto');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Por favor, selecione a sua foto para criação do avatar.',
    );
  },
};

/** What the api's client fails with when the photo's PUT fails or stalls (the api's copy). */
const PHOTO_UPLOAD_FAILED_TEXT = 'Não foi possível enviar a sua foto. Verifique sua conexão.';

/** The photo is being made small and upright before it leaves the phone. */
export const Preparing: Story = {
  args: {
    value: makePhoto(),
    disabled: true,
    upload: { state: 'preparing' },
    onCancelUpload: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Preparando foto…')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelUpload).toHaveBeenCalledTimes(1);
  },
};

/** Sending: the percent of the prepared photo's bytes, with Cancelar. */
export const Uploading: Story = {
  args: {
    value: makePhoto(),
    disabled: true,
    upload: { state: 'sending', percent: 42 },
    onCancelUpload: fn(),
  },
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Enviando foto… 42%' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('Enviando foto… 42%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancelUpload).toHaveBeenCalledTimes(1);
  },
};

/** The storage never answered (or refused): the reason and Tentar novamente; the photo stays. */
export const UploadStalled: Story = {
  args: {
    value: makePhoto(),
    upload: { state: 'failed', messages: [PHOTO_UPLOAD_FAILED_TEXT] },
    onRetryUpload: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PHOTO_UPLOAD_FAILED_TEXT);
    await expect(canvas.getByRole('img', { name: 'Pré-visualização da sua foto' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetryUpload).toHaveBeenCalledTimes(1);
  },
};

/** What the flows' check answers for a file that is not a photo (the api's copy). */
const REFUSAL = 'Escolha uma foto em JPG, PNG ou WEBP.';

/** A text file named like a photo: `check` refuses it, the picker shows why and takes nothing. */
const refusePhoto = fn(async (file: File) =>
  (await file.text()).startsWith('<svg') ? REFUSAL : null,
);
const notAPhoto = () =>
  new File(['<svg><script>alert(1)</script></svg>'], 'foto.jpg', { type: 'image/jpeg' });

/** A file that is not a photo (here an SVG named .jpg) is refused beside the picker, not kept. */
export const RefusedFile: Story = {
  args: { check: refusePhoto },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Selecionar foto');
    const file = notAPhoto();
    await userEvent.upload(input, file);
    await waitFor(() => expect(input).toHaveAccessibleDescription(REFUSAL));
    await expect(canvas.getByText(REFUSAL)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.check).toHaveBeenCalledWith(file);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** After a refusal, a real photo is taken and the refusal goes. */
export const PhotoAfterRefusal: Story = {
  args: { check: refusePhoto },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Selecionar foto');
    await userEvent.upload(input, notAPhoto());
    await waitFor(() => expect(canvas.getByText(REFUSAL)).toBeVisible());
    const photo = makePhoto();
    await userEvent.upload(input, photo);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(photo));
    await expect(canvas.queryByText(REFUSAL)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Once the upload is over, its status goes: only the chosen photo shows. */
export const UploadDone: Story = {
  args: { value: makePhoto(), upload: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByText(/Enviando foto|Preparando foto/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Cancelar|Tentar novamente/ })).toBeNull();
  },
};

/** A real 16×16 PNG: blue, its top-left quarter red, as the camera stored it. */
const MARKED_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAMAAAAoLQ9TAAAABlBMVEUzZsz/AACz+CtyAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQY02NghAIGGBgggUECADUQAEFYw6xeAAAAAElFTkSuQmCC';
const markedPhoto = () =>
  new File([Uint8Array.from(atob(MARKED_PNG_BASE64), (c) => c.charCodeAt(0))], 'foto.webp', {
    type: 'image/webp',
  });

/**
 * A phone photo stored sideways with EXIF orientation 6 (a WebP, whose orientation Chromium's
 * `<img>` ignores): the preview turns it a quarter clockwise itself, so the red corner shows at
 * the top right, upright as the photo that is sent.
 */
export const TurnedPreview: Story = {
  args: {
    value: markedPhoto(),
    // What the api answers for EXIF orientation 6: a quarter turn clockwise.
    uprightTransformOf: fn(() => Promise.resolve('matrix(0, 1, -1, 0, 0, 0)')),
  },
  play: async ({ canvas, args }) => {
    const preview = await canvas.findByRole('img', { name: 'Pré-visualização da sua foto' });
    await waitFor(() => expect((preview as HTMLImageElement).naturalWidth).toBe(16));
    await expect(args.uprightTransformOf).toHaveBeenCalledWith(args.value);
    const style = getComputedStyle(preview);
    await expect(style.transform).toBe('matrix(0, 1, -1, 0, 0, 0)');
    // The stored pixels, turned once: not the browser's turn on top of this one.
    await expect(style.getPropertyValue('image-orientation')).toBe('none');
  },
};
