import type { Services } from '@mdc/core';
import {
  accountEmailSchema,
  pathTo,
  siteLangFromAcceptLanguage,
  siteLanguages,
  type SiteLang,
  text,
} from '@mdc/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountRateLimits } from '../../plugins/rate-limit.ts';
import { perAccountLimit } from './account-routes.ts';

export const passwordResetPagePath = '/accounts/password/reset/';

const copy = {
  pt: {
    title: 'Redefinir a palavra-passe',
    intro:
      'Indique o e-mail da sua conta. Enviamos-lhe uma ligação para escolher uma nova ' +
      'palavra-passe, válida durante 60 minutos.',
    email: 'E-mail',
    submit: 'Enviar instruções',
    invalid: 'Indique um endereço de e-mail válido.',
    tooMany: 'Demasiados pedidos seguidos. Aguarde alguns minutos e tente novamente.',
    sent:
      'Se existir uma conta com este e-mail, enviámos instruções para redefinir a ' +
      'palavra-passe. Verifique a sua caixa de correio.',
    back: 'Voltar ao início de sessão',
    other: { lang: 'en', label: 'English' },
  },
  en: {
    title: 'Reset your password',
    intro:
      "Enter your account's e-mail. We send you a link to choose a new password, valid for " +
      '60 minutes.',
    email: 'E-mail',
    submit: 'Send instructions',
    invalid: 'Please enter a valid e-mail address.',
    tooMany: 'Too many requests in a row. Please wait a few minutes and try again.',
    sent:
      'If an account exists for this e-mail, we have sent instructions to reset the password. ' +
      'Please check your inbox.',
    back: 'Back to log in',
    other: { lang: 'pt', label: 'Português' },
  },
} as const;

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function page(
  reply: FastifyReply,
  lang: SiteLang,
  state: { sent?: boolean; error?: string; notice?: string; email?: string },
) {
  const t = copy[lang];
  const action = `${passwordResetPagePath}?lang=${lang}`;
  const body = state.sent
    ? `<p role="status">${t.sent}</p>`
    : `<p>${t.intro}</p>
${state.notice ? `<p role="alert" class="error">${state.notice}</p>` : ''}
<form method="post" action="${action}">
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="100" value="${escape(state.email ?? '')}"${state.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>
${state.error ? `<p id="email-error" class="error">${state.error}</p>` : ''}
<button type="submit">${t.submit}</button>
</form>`;
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style nonce="${reply.cspNonce.style}">
body{font-family:Georgia,serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222;line-height:1.5}
label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}
button{margin-top:1rem;padding:.6rem 1.2rem;background:#5b1a2b;color:#fff;border:0;font-size:1rem;cursor:pointer}
.error{color:#a00000}
a{color:#5b1a2b}
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
${body}
<p><a href="${pathTo('login', lang)}">${t.back}</a> · <a href="${passwordResetPagePath}?lang=${t.other.lang}" hreflang="${t.other.lang}" lang="${t.other.lang}">${t.other.label}</a></p>
</main>
</body>
</html>`;
  return reply
    .header('cache-control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

const querySchema = z.object({ lang: z.enum(siteLanguages).optional().catch(undefined) });

/** The page's language: `?lang=`, else the browser's preference, else Portuguese. */
function langOf(request: FastifyRequest): SiteLang {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  if (lang === 'pt' || lang === 'en') return lang;
  return siteLangFromAcceptLanguage(request.headers['accept-language']) ?? 'pt';
}
const formSchema = z.object({ email: text().max(1000).optional().catch(undefined) });

/**
 * The back end's own password-reset page (docs/product/accounts.md#login-page: the forgot-password link
 * opens it in a new tab): a plain form in both languages, no scripts, the same answer page
 * whether the address has an account or not.
 */
export const passwordResetPage: FastifyPluginAsyncZod<{
  services: Pick<Services, 'accounts'>;
}> = async (app, { services }) => {
  // A person reads this page: too many requests is said on it, in its language, not as JSON.
  // A page, not the API's JSON: everything else goes on to the one error handler (decision 135).
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode !== 429) throw error;
    const lang = langOf(request);
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return page(reply.status(429), lang, {
      notice: copy[lang].tooMany,
      email: typeof email === 'string' ? email : '',
    });
  });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(passwordResetPagePath, { schema: { querystring: querySchema } }, async (request, reply) =>
    page(reply, langOf(request), {}),
  );

  app.post(
    passwordResetPagePath,
    {
      config: { rateLimit: accountRateLimits.reset },
      preHandler: perAccountLimit(app, 'reset', accountRateLimits.resetPerAccount),
      schema: { querystring: querySchema, body: formSchema },
    },
    async (request, reply) => {
      const lang = langOf(request);
      const parsed = accountEmailSchema.safeParse(request.body.email ?? '');
      if (!parsed.success) {
        return page(reply.status(400), lang, {
          error: copy[lang].invalid,
          email: request.body.email ?? '',
        });
      }
      await services.accounts.requestPasswordReset(parsed.data, lang);
      return page(reply, lang, { sent: true });
    },
  );
};
