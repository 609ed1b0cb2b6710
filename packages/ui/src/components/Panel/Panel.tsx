import type { ReactNode } from 'react';
import { defaultRenderLink, type RenderLink } from '../AppLink';
import { Button } from '../Button';
import { FormContainer } from '../Layout';
import type { FormStateProps } from '../FormStatus';
import { Body, Heading, Intro, LinkSlot, type LinkLook } from './Panel.styles';

export type HeadingLevel = 1 | 2 | 3;

/** What every access panel and form takes besides its own values and callbacks. */
export interface PanelBaseProps extends FormStateProps {
  /** Level of the panel title (2 by default; 1 when the panel is the page's main heading). */
  headingLevel?: HeadingLevel;
  /**
   * The fields take no edit for now (read-only): while `status` is `pending` unless said. A flow
   * whose machine decides when edits are taken passes its answer.
   */
  locked?: boolean;
}

export interface PanelProps {
  /**
   * The card's heading. Leave it out only when a heading outside the card (the page's) already
   * names what the card holds, and name the card's form by it (`aria-labelledby`).
   */
  title?: string;
  headingLevel?: HeadingLevel;
  /** Text under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The white card of an access panel: title (focusable, for PanelSwitcher), optional intro, body.
 */
export function Panel({ title, headingLevel = 2, intro, children }: PanelProps) {
  return (
    <FormContainer>
      {title && (
        <Heading as={`h${headingLevel}`} tabIndex={-1} data-panel-heading="">
          {title}
        </Heading>
      )}
      {intro && <Intro>{intro}</Intro>}
      <Body>{children}</Body>
    </FormContainer>
  );
}

export interface PanelLinkProps {
  href: string;
  look?: LinkLook;
  /** The app's router link (see AppLink); a plain `<a>` by default. */
  renderLink?: RenderLink;
  children: ReactNode;
}

/** A navigation link styled for panels (text, or a primary/secondary button look). */
export function PanelLink({
  href,
  look = 'text',
  renderLink = defaultRenderLink,
  children,
}: PanelLinkProps) {
  return <LinkSlot $look={look}>{renderLink({ href, children })}</LinkSlot>;
}

export interface BackToLoginProps {
  onClick: () => void;
  disabled?: boolean;
}

/** 'Voltar para o login': a link-looking button under the forms that lead away from the login. */
export function BackToLogin({ onClick, disabled }: BackToLoginProps) {
  return (
    <Button variant="link" onClick={onClick} disabled={disabled}>
      Voltar para o login
    </Button>
  );
}
