/** E-mail the local server cannot send: kept here, printed, and listed at GET /_local/outbox. */
interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link the recipient would click, when the mail has one. */
  link?: string;
  created_at: string;
}

export class Outbox {
  private readonly mails: OutboxMail[] = [];
  private next = 1;
  private readonly log: (line: string) => void;
  constructor(log: (line: string) => void) {
    this.log = log;
  }

  send(mail: Omit<OutboxMail, 'id' | 'created_at'>): OutboxMail {
    const stored = { ...mail, id: this.next++, created_at: new Date().toISOString() };
    this.mails.push(stored);
    if (this.mails.length > 200) this.mails.shift();
    this.log(
      `\n[outbox] To: ${mail.to}\n[outbox] Subject: ${mail.subject}\n${mail.text}\n${mail.link ? `[outbox] Link: ${mail.link}\n` : ''}`,
    );
    return stored;
  }

  list(to?: string): OutboxMail[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((m) => !wanted || m.to.toLowerCase() === wanted);
  }
}
