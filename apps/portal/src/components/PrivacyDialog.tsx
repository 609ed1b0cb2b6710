import { Suspense, lazy, useState } from 'react';
import { loadChunk } from '../routes/loadChunk';

export interface PrivacyDialogProps {
  open: boolean;
  onClose: () => void;
}

const PrivacyPolicyDialog = lazy(() => loadChunk(() => import('./PrivacyPolicyDialog')));

/**
 * The privacy policy popup (spec: landing and login panel). Its text and the kit's Dialog load on
 * the first open, so the pages that offer it start without them.
 */
export function PrivacyDialog({ open, onClose }: PrivacyDialogProps) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <PrivacyPolicyDialog open={open} onClose={onClose} />
    </Suspense>
  );
}
