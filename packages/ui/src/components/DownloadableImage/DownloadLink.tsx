import styled from 'styled-components';
import { buttonShape, focusOutline, secondaryLook } from '../Button/buttonStyles';
import { LINE_ICONS, LineIcon } from '../LineIcon';

const Link = styled.a`
  ${buttonShape}
  ${secondaryLook}
  text-decoration: none;
  &:focus-visible {
    ${focusOutline}
  }
`;

export interface DownloadLinkProps {
  href: string;
  /** The name the file is saved under. */
  fileName: string;
  /** The id of what is downloaded (its caption or image): the link's name stays `Download`. */
  describedBy: string;
}

/** `Download` with its icon, the look of the secondary Button: saves `href` as `fileName`. */
export function DownloadLink({ href, fileName, describedBy }: DownloadLinkProps) {
  return (
    <Link href={href} download={fileName} aria-describedby={describedBy}>
      <LineIcon {...LINE_ICONS.download} />
      Download
    </Link>
  );
}
