import { OfflineBanner, UpdatePrompt } from '@jornada/ui';
import styled from 'styled-components';
import { useUpdateOffer } from '../serviceWorker/updateOffer';
import { useOnline } from './useOnline';

/* Over the page's bottom edge, out of the layout: showing a note moves nothing. Only the notes
   themselves take taps; the page around them stays usable. */
const Stack = styled.div`
  position: fixed;
  inset: auto 0 0;
  z-index: 140;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  justify-items: center;
  padding: ${({ theme }) => theme.space[3]};
  pointer-events: none;

  & > * {
    width: min(100%, ${({ theme }) => theme.layout.formMaxWidth}px);
    pointer-events: auto;
  }
`;

/** The offline banner and the new-version prompt, on every page. */
export function ConnectionNotices() {
  const online = useOnline();
  const applyUpdate = useUpdateOffer();
  return (
    <Stack>
      <OfflineBanner offline={!online} />
      <UpdatePrompt open={applyUpdate !== null} onUpdate={() => applyUpdate?.()} />
    </Stack>
  );
}
