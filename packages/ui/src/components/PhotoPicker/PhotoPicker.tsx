import { memo, useEffect, useRef, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds } from '../Field';
import { buttonShape, focusOutline, secondaryLook } from '../Button/buttonStyles';
import { UploadStatus, type PhotoUpload } from './UploadStatus';

export const PHOTO_TIPS = [
  'Fundo branco',
  'Boa qualidade e nitidez',
  'Boa iluminação',
  'De frente e sem óculos de sol',
] as const;

export interface PhotoPickerProps {
  /** The chosen photo (controlled). */
  value: File | null;
  onChange: (file: File | null) => void;
  /** For example 'Por favor, selecione a sua foto para criação do avatar.' */
  error?: string;
  /**
   * Checks a chosen file (its content: the flows give the api's check). A refusal is shown beside
   * the picker, over `error`, and the file is not taken: `onChange(null)`.
   */
  check?: ((file: File) => Promise<string | null>) | undefined;
  /**
   * The CSS transform that shows the chosen file upright (the flows give the api's, read from its
   * EXIF). With it, the preview turns the stored pixels itself, for every format alike: Chromium
   * applies a JPEG's orientation to an `<img>` but not a WebP's. Without it, the browser's own.
   */
  uprightTransformOf?: ((file: File) => Promise<string>) | undefined;
  /** The upload's status under the picker; nothing when null/undefined. */
  upload?: PhotoUpload | null;
  /** 'Cancelar' while the photo is prepared or sent. */
  onCancelUpload?: (() => void) | undefined;
  /** 'Tentar novamente' after the upload failed. */
  onRetryUpload?: (() => void) | undefined;
  hint?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
}

/**
 * With no upload, the status is only its empty live region: out of the flow, it takes no gap
 * (still rendered, so what it says next is announced).
 */
const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.ink};
  text-align: left;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * A camera's EXIF orientation: the preview is upright, like the photo that is sent (with
 * `uprightTransformOf`, the element's own style turns it instead).
 */
const Preview = styled.div`
  flex: none;
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 2px dashed ${({ theme }) => theme.colors.line};
  color: ${({ theme }) => theme.colors.brandDeep};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    image-orientation: from-image;
  }
  svg {
    width: 60px;
    height: 60px;
  }
`;

/** The file input stays in the page (keyboard, screen readers); its label is the button. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** The file input's label, with the look of the secondary Button. */
const PickLabel = styled.label`
  ${buttonShape}
  ${secondaryLook}
  cursor: pointer;

  input:focus-visible + & {
    ${focusOutline}
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  }
  input:disabled + & {
    cursor: not-allowed;
    opacity: 0.7;
  }
`;

const Tips = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
  svg {
    flex: none;
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The empty preview: an astronaut's helmet (visor, side lights, collar), "your photo goes here". */
function HelmetPlaceholder() {
  return (
    <svg
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      data-testid="photo-placeholder"
    >
      {/* the dome, with the visor cut out */}
      <path
        fillRule="evenodd"
        d="M24 5A17 17 0 0 0 7 22v8a5 5 0 0 0 5 5h24a5 5 0 0 0 5-5v-8A17 17 0 0 0 24 5Zm-10 15a6 6 0 0 1 6-6h8a6 6 0 0 1 6 6v3a6 6 0 0 1-6 6h-8a6 6 0 0 1-6-6Z"
      />
      <path
        d="M18 19.5a3.5 3.5 0 0 1 3.5-3h2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        opacity="0.55"
      />
      <rect x="3" y="19" width="3" height="8" rx="1.5" />
      <rect x="42" y="19" width="3" height="8" rx="1.5" />
      <rect x="11" y="37" width="26" height="6" rx="3" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M3 8.5l3 3 7-7" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Photo for the avatar: a real file input (its label is the 'Selecionar foto' button), a round
 * preview of the chosen file, the four tips, the missing-photo error or the chosen file's refusal
 * (`check`), and the upload's status (`UploadStatus`). Memoized, and so is its chooser: the
 * upload's progress renders the status again, nothing else.
 */
export const PhotoPicker = memo(function PhotoPicker({
  upload,
  onCancelUpload,
  onRetryUpload,
  ...chooser
}: PhotoPickerProps) {
  return (
    <Root>
      <PhotoChooser {...chooser} />
      <UploadStatus upload={upload} onCancel={onCancelUpload} onRetry={onRetryUpload} />
    </Root>
  );
});

type PhotoChooserProps = Omit<PhotoPickerProps, 'upload' | 'onCancelUpload' | 'onRetryUpload'>;

/** Everything of the picker but the upload's status. */
const PhotoChooser = memo(function PhotoChooser({
  value,
  onChange,
  error,
  check,
  uprightTransformOf,
  hint,
  disabled,
  id: idProp,
  name,
}: PhotoChooserProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const shownError = refusal ?? error;
  const { id, hintId, errorId, control } = useFieldIds(idProp, hint, shownError);
  const latestChoice = useRef(0);
  const imgRef = useRef<HTMLImageElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // A photo let go from outside (a flow's refusal): choosing the same file again is a change.
  useEffect(() => {
    if (!value && inputRef.current) inputRef.current.value = '';
  }, [value]);

  // The object URL lives exactly as long as this file is shown (StrictMode-safe: made and revoked
  // in the same effect). With `uprightTransformOf`, it shows once its turn is known, never sideways.
  useEffect(() => {
    const img = imgRef.current;
    if (!value || !img) return;
    let shown = true;
    const url = URL.createObjectURL(value);
    const show = (transform: string | null) => {
      if (!shown) return;
      if (transform !== null) {
        img.style.setProperty('image-orientation', 'none');
        img.style.transform = transform;
      }
      img.src = url;
    };
    if (uprightTransformOf) uprightTransformOf(value).then(show, () => show('none'));
    else show(null);
    return () => {
      shown = false;
      URL.revokeObjectURL(url);
      img.removeAttribute('src');
      img.removeAttribute('style');
    };
  }, [value, uprightTransformOf]);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    const choice = ++latestChoice.current;
    const reason = file && check ? await check(file) : null;
    if (choice !== latestChoice.current) return; // a later choice answers instead
    setRefusal(reason);
    // Emptied, so that choosing the same file again is a change again.
    if (reason) input.value = '';
    onChange(reason ? null : file);
  };

  return (
    <>
      <Row>
        <Preview>
          {value ? <img ref={imgRef} alt="Pré-visualização da sua foto" /> : <HelmetPlaceholder />}
        </Preview>
        <div>
          <FileInput
            ref={inputRef}
            type="file"
            accept="image/*"
            name={name}
            disabled={disabled}
            onChange={(event) => void handleChange(event)}
            {...control}
          />
          <PickLabel htmlFor={id}>Selecionar foto</PickLabel>
        </div>
      </Row>
      <Tips aria-label="Dicas para a foto">
        {PHOTO_TIPS.map((tip) => (
          <li key={tip}>
            <CheckIcon />
            {tip}
          </li>
        ))}
      </Tips>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{shownError}</FieldError>
    </>
  );
});
