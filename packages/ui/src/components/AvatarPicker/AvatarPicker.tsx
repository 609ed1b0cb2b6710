import { useId } from 'react';
import styled from 'styled-components';
import { gridList } from '../../theme/gridList';
import { media } from '../../theme/media';
import { Button } from '../Button';
import { DownloadLink } from '../DownloadableImage/DownloadLink';
import { downloadFileName, savesHere as savesOnThisOrigin } from '../DownloadableImage/fileName';
import { FormStatus, type FormStateProps } from '../FormStatus';
import { avatarOptionsOf, avatarStatus, avatarStatusText } from './avatarStatus';

export interface AvatarPickerProps extends FormStateProps {
  /** The chosen avatar, if any. */
  avatarUrl?: string | null | undefined;
  /** The proposed avatars (avatarOpcao01Url…03Url): empty ones are skipped, at most three. */
  options: readonly (string | null | undefined)[];
  /** `Selecionar`: the app saves at once and reloads the profile. */
  onSelect: (url: string) => void;
  /** While saving (`status="pending"`): the option being saved shows the loading button. */
  pendingUrl?: string | null | undefined;
  /** Rendered size of each option, px. */
  imageSize?: number;
  /**
   * Where the browser loads an option from (e.g. the storage host stripped). `onSelect` still gets
   * the address exactly as given in `options`, which is what the API must receive.
   */
  toDisplayUrl?: (url: string) => string;
  /**
   * Whether a link saves the option shown at this address here (`savesHere` by default: the
   * browser ignores `download` for another origin and would take the participant away).
   */
  savesHere?: (displayUrl: string) => boolean;
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brandDeep};
  }
  p {
    margin: 0;
  }
`;

const Options = styled.ul`
  ${gridList}

  ${media.up('smPlus')} {
    grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  }
`;

const Option = styled.li`
  position: relative;
  display: grid;
  justify-items: center;
  align-content: start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};

  &[data-chosen] {
    border-color: ${({ theme }) => theme.colors.brandBlue};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  img {
    width: 100%;
    max-width: 180px;
    height: auto;
    aspect-ratio: 1;
    border-radius: 50%;
    object-fit: cover;
  }
`;

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandBlue};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/**
 * The profile's avatar section (spec, Profile): the state message, then up to three options, each
 * with `Download` (only for an address that saves here: another origin's would take the
 * participant away from the portal) and, once approved, `Selecionar` (saves at once); the chosen
 * one is marked `Selecionado`.
 */
export function AvatarPicker({
  avatarUrl,
  options,
  onSelect,
  pendingUrl,
  status = 'idle',
  messages,
  imageSize = 180,
  toDisplayUrl = (url) => url,
  savesHere = savesOnThisOrigin,
}: AvatarPickerProps) {
  const headingId = useId();
  const urls = avatarOptionsOf(options);
  const state = avatarStatus({ avatarUrl, options: urls });
  const busy = status === 'pending';
  // Options awaiting approval are shown, but cannot be chosen yet (the state text says so).
  const selectable = state === 'chosen';

  return (
    <Section aria-labelledby={headingId} aria-busy={busy || undefined}>
      <h2 id={headingId}>Seu avatar</h2>
      <p>{avatarStatusText[state]}</p>
      {urls.length > 0 && (
        <Options>
          {urls.map((url, index) => {
            const n = index + 1;
            const chosen = url === avatarUrl;
            const saving = busy && url === pendingUrl;
            const imageId = `${headingId}-opcao-${n}`;
            return (
              <Option key={url} data-chosen={chosen || undefined}>
                <img
                  id={imageId}
                  src={toDisplayUrl(url)}
                  alt={`Opção ${n} de avatar`}
                  width={imageSize}
                  height={imageSize}
                />
                {chosen && <Badge>Selecionado</Badge>}
                <Actions>
                  {selectable && (
                    <Button
                      aria-pressed={chosen}
                      aria-describedby={imageId}
                      disabled={chosen || (busy && !saving)}
                      loading={saving}
                      onClick={() => onSelect(url)}
                    >
                      Selecionar
                    </Button>
                  )}
                  {savesHere(toDisplayUrl(url)) && (
                    <DownloadLink
                      href={toDisplayUrl(url)}
                      fileName={downloadFileName(`avatar-opcao-${n}`, url)}
                      describedBy={imageId}
                    />
                  )}
                </Actions>
              </Option>
            );
          })}
        </Options>
      )}
      <FormStatus status={status} messages={messages} />
    </Section>
  );
}
