import { css } from 'styled-components';

/** A list laid out as a one-column grid of cards, without bullets; callers add the wider columns. */
export const gridList = css`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
