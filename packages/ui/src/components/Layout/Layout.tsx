import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../theme/media';

const Card = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.formMaxWidth}px;
  margin-inline: auto;
  padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.up('md')} {
    padding: ${({ theme }) => `${theme.space[6]} ${theme.space[7]}`};
  }
`;

export interface FormContainerProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

/** White card for forms and panels, at most theme.layout.formMaxWidth (898px) wide. */
export function FormContainer({ children, ...rest }: FormContainerProps) {
  return <Card {...rest}>{children}</Card>;
}

const Page = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.pageMaxWidth}px;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};

  ${media.up('md')} {
    padding-inline: ${({ theme }) => theme.space[5]};
  }
`;

export interface PageContainerProps extends HTMLAttributes<HTMLDivElement> {
  children: ReactNode;
}

/** Centres page content at most theme.layout.pageMaxWidth (1211px) wide. */
export function PageContainer({ children, ...rest }: PageContainerProps) {
  return <Page {...rest}>{children}</Page>;
}

const SectionRoot = styled.section`
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight + 16}px;
  padding-block: ${({ theme }) => theme.space[6]};
`;

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  color: inherit;
`;

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The anchor the header menu scrolls to (`#regulamento`). */
  id: string;
  /** Optional visible heading; it also names the section landmark. */
  title?: ReactNode;
  children: ReactNode;
}

/** A `<section>` with an anchor id, kept clear of the sticky header when scrolled to. */
export function Section({ id, title, children, ...rest }: SectionProps) {
  const titleId = title ? `${id}-titulo` : undefined;
  return (
    <SectionRoot id={id} aria-labelledby={titleId} {...rest}>
      {title && <SectionTitle id={titleId}>{title}</SectionTitle>}
      {children}
    </SectionRoot>
  );
}
