import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** What a link needs: the app's router link receives exactly these props. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

/** Renders a link: the ui kit has no router, so the app may pass its own (`<Link to>`). */
export type RenderLink = (props: LinkProps) => ReactNode;

/** A plain anchor: the default when no `renderLink` is given. */
export const defaultRenderLink: RenderLink = ({ children, ...props }) => (
  <a {...props}>{children}</a>
);

export interface AppLinkProps extends LinkProps {
  renderLink?: RenderLink | undefined;
}

/** A link rendered by the app's `renderLink` (router) or as a plain anchor. */
export function AppLink({ renderLink = defaultRenderLink, ...props }: AppLinkProps) {
  return <>{renderLink(props)}</>;
}
