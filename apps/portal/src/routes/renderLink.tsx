import { Link } from 'react-router-dom';
import type { RenderLink } from '@jornada/ui';

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** ui's links through react-router: internal paths are client-side `<Link>`s, the rest anchors. */
export const renderLink: RenderLink = ({ href, children, ...props }) =>
  isInternal(href) && !props.download ? (
    <Link to={href} {...props}>
      {children}
    </Link>
  ) : (
    <a href={href} {...props}>
      {children}
    </a>
  );
