import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getApiStore } from '../store/apiStore';

/** Around the pages that talk to the API: provides the lazily created Redux store. */
export default function ApiLayout({ children }: { children: ReactNode }) {
  return <Provider store={getApiStore()}>{children}</Provider>;
}
