import styled from 'styled-components';
import { OFFLINE_MESSAGE } from '../../copy';

/* A raised space-coloured strip, white text: reads on the page's dark sky and on white cards. */
const Strip = styled.p`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 1px solid ${({ theme }) => theme.colors.nebula};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.spaceRaised};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.onSpace};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.4;
`;

const Dot = styled.span`
  flex: none;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.star};
`;

export interface OfflineBannerProps {
  /** The device has no connection: the banner shows. */
  offline: boolean;
  message?: string;
}

/**
 * A small, non-blocking note that the device is offline. The live region (`role="status"`) is
 * always there, empty while online, so that a screen reader announces the text when it appears.
 */
export function OfflineBanner({ offline, message = OFFLINE_MESSAGE }: OfflineBannerProps) {
  return (
    <div role="status">
      {offline ? (
        <Strip>
          <Dot aria-hidden="true" />
          {message}
        </Strip>
      ) : null}
    </div>
  );
}
