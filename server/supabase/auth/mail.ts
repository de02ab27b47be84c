import type { ServerContext } from '../context.ts';

/** How long a recovery or e-mail-change link stays valid. */
export const LINK_TTL_SECONDS = 3600;

function verifyLink(ctx: ServerContext, token: string, type: 'recovery' | 'email_change', redirectTo: string): string {
  const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
  return `${ctx.config.siteUrl}/auth/v1/verify?${q.toString()}`;
}

export function sendRecoveryMail(ctx: ServerContext, to: string, token: string, redirectTo: string): void {
  const link = verifyLink(ctx, token, 'recovery', redirectTo);
  ctx.outbox.send({
    to,
    subject: 'Atur ulang password',
    text:
      'Kami menerima permintaan untuk mengatur ulang password akun Anda.\n' +
      `Buka tautan berikut (berlaku ${LINK_TTL_SECONDS / 60} menit) untuk membuat password baru:\n${link}\n` +
      'Abaikan e-mail ini jika Anda tidak memintanya.',
    link,
  });
}

export function sendEmailChangeMail(
  ctx: ServerContext,
  change: { oldEmail: string; newEmail: string; token: string; redirectTo: string },
): void {
  const link = verifyLink(ctx, change.token, 'email_change', change.redirectTo);
  ctx.outbox.send({
    to: change.newEmail,
    subject: 'Konfirmasi perubahan email',
    text:
      `Konfirmasi perubahan email akun Anda dari ${change.oldEmail} ke ${change.newEmail}.\n` +
      `Buka tautan berikut (berlaku ${LINK_TTL_SECONDS / 60} menit):\n${link}\n` +
      'Sampai dikonfirmasi, login tetap memakai email lama.',
    link,
  });
}
