/** A message as the outbox stores it. */
export interface OutboxRow {
  id: number;
  channel: 'email' | 'whatsapp';
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: Date | string;
}

/**
 * The readable form of a message for the server's output when no SMTP is configured: who it is for, the subject and
 * the whole plain-text body (the code, the links), framed so it stands out between log lines.
 */
export function formatMessageForConsole(msg: Pick<OutboxRow, 'id' | 'channel' | 'recipient' | 'subject' | 'text_body'>, mailboxUrl: string | null): string {
  const kind = msg.channel === 'whatsapp' ? 'WhatsApp message' : 'Email';
  const head = `── ${kind} #${msg.id} (not sent: no SMTP_URL) `;
  const rule = '─'.repeat(72);
  const lines = [
    '',
    head + '─'.repeat(Math.max(4, 72 - head.length)),
    `To:      ${msg.recipient}`,
    `Subject: ${msg.subject}`,
    '',
    ...msg.text_body.replace(/\r\n?/g, '\n').trimEnd().split('\n'),
    '',
    mailboxUrl ? `Also in the mailbox: ${mailboxUrl}/${msg.id}` : null,
    rule,
    '',
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}
