import { contactMessages } from '@mdc/db';
import type { ContactMessageInput } from '@mdc/shared';
import type { CaptchaContext, CaptchaResult, CaptchaVerifier } from '../captcha/index.ts';
import { commitAndNotify, queueEmail, type MailingDeps } from '../mail/index.ts';
import { contactAcknowledgementEmail, contactNoticeEmail } from './contact-emails.ts';

export interface ContactServiceDeps extends MailingDeps {
  captcha: CaptchaVerifier;
  /** The estate's inbox (ESTATE_EMAIL). */
  estateEmail: string;
}

/** The contact form (docs/product/site-pages.md#visitor-forms): stored, sent to the estate, acknowledged to the sender. */
export function createContactService(deps: ContactServiceDeps) {
  return {
    async submit(input: ContactMessageInput, context: CaptchaContext = {}): Promise<CaptchaResult> {
      const check = await deps.captcha.verify(input.recaptcha_token, context);
      if (!check.ok) return check;
      const estateName = await deps.estateName();

      // The message and its two e-mails commit together or not at all.
      await commitAndNotify(deps, async (tx) => {
        await tx.insert(contactMessages).values({
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email,
          phone: input.phone,
          subject: input.subject,
          message: input.message,
          lang: input.lang,
        });
        await queueEmail(tx, contactNoticeEmail({ to: deps.estateEmail, message: input }));
        await queueEmail(
          tx,
          contactAcknowledgementEmail({
            to: input.email,
            lang: input.lang,
            estateName,
            site: new URL(deps.publicUrl).host,
          }),
        );
      });
      return { ok: true };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
