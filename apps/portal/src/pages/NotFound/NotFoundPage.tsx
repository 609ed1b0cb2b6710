import { NotFoundContent } from './NotFoundContent';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
