import { Alert } from '@/components/ui/alert';
import type { TimedMessage } from '../hooks/use-timed-message';

/** A profile-screen message while it lasts (errors are announced as alerts, the rest as status). */
export function TimedAlert({ message }: { message: TimedMessage | null }) {
  if (!message) return null;
  return <Alert tone={message.tone}>{message.text}</Alert>;
}
