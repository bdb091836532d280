import { escapeHtml } from '../../lib/escape-html';
import type { EmailMessage } from '../../adapters/email/email-sender';

/** pt-BR e-mails of the account flows. Links go to the web callback. */

function layout(title: string, greeting: string, body: string, link: string, button: string, footer: string): string {
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#14301f;background:#f4faf6;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="color:#047857;font-size:20px">${escapeHtml(title)}</h1>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#059669;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(footer)}</p>
<p style="font-size:12px;color:#555">Se o botão não funcionar, copie este endereço no navegador: ${escapeHtml(link)}</p>
</div></body></html>`;
}

/** An account e-mail: the same greeting, text and button layout for every flow, one link. */
function accountEmail(
  to: { email: string; name: string },
  parts: { subject: string; title: string; body: string; link: string; button: string; footer: string },
): EmailMessage {
  const { subject, title, body, link, button, footer } = parts;
  const greeting = `Olá, ${to.name || 'tudo bem'}!`;
  return {
    to: to.email,
    subject,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${footer}`,
    html: layout(title, greeting, body, link, button, footer),
    link,
  };
}

export function confirmationEmail(appUrl: string, to: { email: string; name: string }, token: string): EmailMessage {
  return accountEmail(to, {
    subject: 'Confirme seu email no Prato Certo',
    title: 'Confirme seu email',
    body: 'Confirme seu email para ativar sua conta no Prato Certo.',
    link: `${appUrl}/auth/callback?token_hash=${encodeURIComponent(token)}&type=email`,
    button: 'Confirmar email',
    footer: 'O link vale por 24 horas. Se você não criou esta conta, ignore este email.',
  });
}

export function resetPasswordEmail(appUrl: string, to: { email: string; name: string }, token: string): EmailMessage {
  return accountEmail(to, {
    subject: 'Redefinição de senha do Prato Certo',
    title: 'Redefinir senha',
    body: 'Recebemos um pedido para redefinir a senha da sua conta no Prato Certo.',
    link: `${appUrl}/auth/callback?token_hash=${encodeURIComponent(token)}&type=recovery`,
    button: 'Redefinir senha',
    footer: 'O link vale por 1 hora. Se você não pediu, ignore este email: sua senha continua a mesma.',
  });
}

/**
 * To the owner of an address someone tried to sign up with (decision 023): the sign-up answer does not
 * tell the form whether the address has an account, this message tells its owner, with the way in.
 */
export function existingAccountEmail(appUrl: string, to: { email: string; name: string }): EmailMessage {
  return accountEmail(to, {
    subject: 'Tentativa de cadastro com o seu email no Prato Certo',
    title: 'Você já tem uma conta',
    body:
      'Alguém tentou criar uma conta no Prato Certo com este email, mas você já tem uma conta com ele. ' +
      'Se foi você, entre com a sua senha; se não lembra dela, use "Esqueceu a senha?" na tela de entrada.',
    link: `${appUrl}/login`,
    button: 'Entrar no Prato Certo',
    footer: 'Se não foi você, ignore este email: nenhuma conta nova foi criada e a sua continua como estava.',
  });
}
