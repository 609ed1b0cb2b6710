import { useId } from 'react';
import styled from 'styled-components';
import { RETRY_LABEL } from '../../copy';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { CANCEL_UPLOAD_LABEL, PHOTO_PREPARING, photoSending } from './copy';

/** Where the photo's upload is: made small and upright, sent (percent of its bytes), or failed. */
export type PhotoUpload =
  | { state: 'preparing' }
  | { state: 'sending'; percent: number }
  | { state: 'failed'; messages: readonly string[] };

export interface UploadStatusProps {
  upload: PhotoUpload | null | undefined;
  /** 'Cancelar' while preparing or sending; no button without it. */
  onCancel?: (() => void) | undefined;
  /** 'Tentar novamente' after a failure; no button without it. */
  onRetry?: (() => void) | undefined;
}

// With no upload (`data-idle`) it takes no room nor a gap in the picker; its live region stays.
const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &[data-idle] {
    position: absolute;
  }
`;

const Line = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.line};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.brandBlue};
  transition: width ${({ theme }) => theme.durations.fast} linear;
`;

const Failure = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const clampPercent = (n: number) => Math.min(100, Math.max(0, Math.round(n)));

/**
 * The photo's upload status under the picker: its words in a polite live region (always there,
 * so that changes are announced), the progress
 * bar while sending, `Cancelar` meanwhile, and the failure (an alert) with `Tentar novamente`.
 * Nothing visible when there is no upload. The spinner's row and `Cancelar` are in the page,
 * hidden, before the upload starts: the tap that starts it then builds no CSS.
 */
export function UploadStatus({ upload, onCancel, onRetry }: UploadStatusProps) {
  const labelId = useId();
  const preparing = upload?.state === 'preparing';
  const busy = preparing || upload?.state === 'sending';
  const percent = upload?.state === 'sending' ? clampPercent(upload.percent) : null;
  return (
    <Root data-idle={upload ? undefined : ''}>
      {/* A live region without the status role: the form's own status box keeps that role. */}
      <div aria-live="polite">
        <Line hidden={!preparing}>
          <Spinner size={16} />
          {preparing && <span id={labelId}>{PHOTO_PREPARING}</span>}
        </Line>
        {percent !== null && <span id={labelId}>{photoSending(percent)}</span>}
      </div>
      {percent !== null && (
        <Track
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <Bar style={{ width: `${percent}%` }} />
        </Track>
      )}
      {upload?.state === 'failed' && (
        <Failure role="alert">
          {upload.messages.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Failure>
      )}
      {onCancel && (
        <Actions hidden={!busy}>
          <Button variant="secondary" onClick={onCancel}>
            {CANCEL_UPLOAD_LABEL}
          </Button>
        </Actions>
      )}
      {upload?.state === 'failed' && onRetry && (
        <Actions>
          <Button variant="secondary" onClick={onRetry}>
            {RETRY_LABEL}
          </Button>
        </Actions>
      )}
    </Root>
  );
}
