import type { ReactNode } from 'react';
import styled from 'styled-components';

/** `info`: nothing went wrong, something is on its way (a message waiting for the connection). */
export type AlertTone = 'success' | 'error' | 'info';

export interface AlertProps {
  tone: AlertTone;
  /** One line per message (the normalised API errors), or a single message. */
  messages: string | readonly string[];
  /** Extra controls under the messages (for example `Inserir novamente`). */
  action?: ReactNode;
  id?: string;
}

const TONE_COLORS = {
  success: { text: 'success', bg: 'successBg', line: 'successLine' },
  error: { text: 'danger', bg: 'dangerBg', line: 'dangerLine' },
  info: { text: 'info', bg: 'infoBg', line: 'infoLine' },
} as const;

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-start;
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => theme.colors[TONE_COLORS[$tone].line]};
  border-left-width: 6px;
  background: ${({ theme, $tone }) => theme.colors[TONE_COLORS[$tone].bg]};
  color: ${({ theme, $tone }) => theme.colors[TONE_COLORS[$tone].text]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
`;

const Icon = styled.svg`
  flex: none;
  width: 20px;
  height: 20px;
  margin-top: 1px;
`;

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

function ToneIcon({ tone }: { tone: AlertTone }) {
  return (
    <Icon viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {tone === 'success' && (
        <path
          d="M5.5 10.5l3 3 6-6.5"
          stroke="#fff"
          strokeWidth="2"
          fill="none"
          strokeLinecap="round"
        />
      )}
      {tone === 'error' && (
        <path d="M10 5v6M10 14v1" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      )}
      {tone === 'info' && (
        <path d="M10 5.5V10l3 2" stroke="#fff" strokeWidth="2" fill="none" strokeLinecap="round" />
      )}
    </Icon>
  );
}

/**
 * Success (green), error (red) or info (blue, a clock) box under a form. Errors are announced at
 * once (`role="alert"`), success and info politely (`role="status"`). Messages are rendered as text, never as HTML.
 */
export function Alert({ tone, messages, action, id }: AlertProps) {
  const lines = typeof messages === 'string' ? [messages] : messages;
  return (
    <Box $tone={tone} id={id} role={tone === 'error' ? 'alert' : 'status'}>
      <ToneIcon tone={tone} />
      <Body>
        {lines.length === 1 ? (
          <p style={{ margin: 0 }}>{lines[0]}</p>
        ) : (
          <Lines>
            {lines.map((line, index) => (
              <li key={`${index}-${line}`}>{line}</li>
            ))}
          </Lines>
        )}
        {action}
      </Body>
    </Box>
  );
}
