export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, logged by the outbox so the embedded mode works without mail. */
  link?: string;
}

export interface EmailSender {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
  close?(): void;
}
