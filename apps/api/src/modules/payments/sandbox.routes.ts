import { escapeHtml } from '../../lib/escape-html';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { billingMonths, formatBRL, type PlanCatalogue } from '@prato/core/domain/plans';
import { ApiErrorSchema } from '@prato/core/schemas/error';
import { CHECKOUT_MESSAGES } from '@prato/core/schemas/payments';
import {
  SANDBOX_CHECKOUT_PATH,
  type SandboxCheckout,
  type SandboxProvider,
} from '../../adapters/payments/sandbox-provider';
import { currentCaller, requireUser } from '../../lib/auth-guards';
import { badRequest, forbidden, HttpError } from '../../lib/http-error';

const tags = ['payments'];
const CheckoutTokenSchema = z.object({ token: z.string().min(1).max(2000) });
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const WebhookAnswerSchema = z.object({ outcome: z.string() });

/**
 * The test checkout page: plan, price (the installation's, as the payment it sends), 'Pagar' and
 * 'Cancelar', clearly marked as a test (no scripts).
 */
function checkoutPage(token: string, checkout: SandboxCheckout, plans: PlanCatalogue): string {
  const plan = plans[checkout.plan];
  const months = billingMonths(plan);
  const period = months === 1 ? 'por mês' : `a cada ${months} meses`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Checkout de teste - Prato Certo</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; }
  main { max-width: 28rem; margin: 0 auto; padding: 1.5rem 1rem; }
  .test { background: #fef3c7; border: 2px dashed #b45309; color: #78350f; border-radius: .75rem; padding: .75rem 1rem; font-weight: 600; }
  .card { background: #fff; border: 1px solid #e2e8f0; border-radius: 1rem; padding: 1.25rem; margin-top: 1rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .25rem; }
  .price { font-size: 2rem; font-weight: 700; margin: .5rem 0 0; }
  .muted { color: #475569; font-size: .875rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; flex-wrap: wrap; }
  button, a.cancel { flex: 1; min-height: 2.75rem; border-radius: .75rem; font-size: 1rem; font-weight: 600; text-align: center; }
  button { background: #047857; color: #fff; border: 0; cursor: pointer; }
  a.cancel { display: flex; align-items: center; justify-content: center; border: 1px solid #cbd5e1; color: #0f172a; text-decoration: none; background: #fff; }
  button:focus-visible, a.cancel:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <p class="test" role="note">Checkout de teste (sandbox): nenhuma cobrança real é feita e nenhum dado de cartão é pedido.</p>
  <section class="card" aria-labelledby="plan">
    <p class="muted">Prato Certo</p>
    <h1 id="plan">${escapeHtml(plan.label)}</h1>
    <p class="price">${escapeHtml(formatBRL(plan.priceCents))}</p>
    <p class="muted">${escapeHtml(period)} · ${plan.periodDays} dias de acesso Premium</p>
    <p class="muted">Conta: ${escapeHtml(checkout.email)}</p>
    <form method="post" action="${SANDBOX_CHECKOUT_PATH}" class="actions">
      <input type="hidden" name="token" value="${escapeHtml(token)}">
      <button type="submit">Pagar</button>
      <a class="cancel" href="/assinatura">Cancelar</a>
    </form>
  </section>
</main>
</body>
</html>`;
}

/**
 * The sandbox checkout (PAYMENT_PROVIDER=sandbox): paying posts a neutral payment event, signed with
 * the sandbox token, to the webhook route itself, then the browser goes to /obrigado. A link pays
 * once: its order id comes from the link, so a second 'Pagar' is a duplicate of that order (409).
 * Declared with Fastify directly, not defineRoutes (decision 046): an HTML page and a form post that
 * answers a 303 redirect, not JSON.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{
  sandbox: SandboxProvider;
  enabled: boolean;
  plans: PlanCatalogue;
}> = async (app, { sandbox, enabled, plans }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function checkoutOf(token: string, userId: string): SandboxCheckout {
    if (!enabled) throw forbidden('CHECKOUT_UNAVAILABLE', CHECKOUT_MESSAGES.sandboxDisabled);
    const checkout = sandbox.readCheckout(token);
    if (!checkout) throw badRequest('CHECKOUT_EXPIRED', CHECKOUT_MESSAGES.sandboxExpired);
    if (checkout.userId !== userId) throw forbidden('CHECKOUT_OTHER_USER', CHECKOUT_MESSAGES.unavailable);
    return checkout;
  }

  app.get(
    '/payments/sandbox/checkout',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Página do checkout de teste (HTML): plano, preço, Pagar e Cancelar',
        querystring: CheckoutTokenSchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const checkout = checkoutOf(request.query.token, currentCaller(request).id);
      return (
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // With helmet's no-referrer the form's POST would say `Origin: null`, which the origin check refuses.
          .header('referrer-policy', 'same-origin')
          .send(checkoutPage(request.query.token, checkout, plans))
      );
    },
  );

  app.post(
    '/payments/sandbox/checkout',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Pagar no checkout de teste: envia o pedido assinado ao webhook e leva a /obrigado (uma vez por link)',
        body: CheckoutTokenSchema,
        response: { 303: z.null(), ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const checkout = checkoutOf(request.body.token, currentCaller(request).id);
      const event = sandbox.paidEvent(checkout);
      const { body, signature } = sandbox.signedDelivery(event);
      const delivered = await app.inject({
        method: 'POST',
        url: `/api/payments/kiwify/webhook?signature=${signature}`,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      if (delivered.statusCode !== 200) {
        request.log.error({ status: delivered.statusCode }, 'sandbox webhook refused');
        throw new HttpError(502, 'CHECKOUT_FAILED', CHECKOUT_MESSAGES.unavailable);
      }
      // The link's order was already recorded (paid before, or by a click at the same moment).
      if (WebhookAnswerSchema.safeParse(delivered.json()).data?.outcome === 'duplicate') {
        throw new HttpError(409, 'CHECKOUT_USED', CHECKOUT_MESSAGES.sandboxUsed);
      }
      const query = new URLSearchParams({ plan: checkout.plan, transaction_id: event.orderId });
      return reply.redirect(`/obrigado?${query.toString()}`, 303);
    },
  );
};
