import { and, eq, ne } from 'drizzle-orm';
import { normaliseTaxId } from '@mdc/shared';
import { users } from '@mdc/db';
import type { AccountNewsletter, User } from '@mdc/shared';
import { commitAndNotify } from '../mail/index.ts';
import {
  toUser,
  isUniqueViolation,
  langOf,
  type AccountContext,
  type UserUpdateData,
} from './account-context.ts';
import { AccountError } from './account-errors.ts';

/** The signed-in buyer’s own data: the profile and its newsletter subscription. */
export function createProfile(context: AccountContext) {
  const { db, now, mustFind, queueVerification, deps } = context;
  const profile = {
    /** GET /api/users/me/ */
    async me(userId: number): Promise<User> {
      return toUser(await mustFind(userId));
    },

    /**
     * PUT /api/users/me/: the whole profile. A new e-mail must be free; it is unverified until
     * its owner follows the link sent to it.
     */
    async updateMe(userId: number, input: UserUpdateData): Promise<User> {
      const current = await mustFind(userId);
      const emailChanged = input.email !== current.email;
      const taken = () => new AccountError(400, 'email_taken', 'email');
      if (emailChanged) {
        const [other] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, input.email), ne(users.id, userId)));
        if (other) throw taken();
      }
      const estateName = await deps.estateName();
      try {
        const updated = await commitAndNotify(deps, async (tx) => {
          const [row] = await tx
            .update(users)
            .set({
              email: input.email,
              username: input.username,
              firstName: input.first_name,
              lastName: input.last_name,
              phone: input.phone,
              phonePrefix: input.phone_prefix,
              address: input.address,
              address2: input.address_2,
              city: input.city,
              postalCode: input.postal_code,
              houseNumber: input.house_number,
              countryCode: input.country_code,
              countryName: input.country_name,
              regionCode: input.region_code,
              regionName: input.region_name,
              ...(input.nif !== undefined && { nif: normaliseTaxId(input.nif) }),
              ...(input.company_name !== undefined && { companyName: input.company_name }),
              ...(emailChanged && { emailVerifiedAt: null }),
              updatedAt: now(),
            })
            .where(eq(users.id, userId))
            .returning();
          if (!row) throw new AccountError(401, 'session_expired');
          if (emailChanged) await queueVerification(tx, row, false, estateName);
          return row;
        });
        return toUser(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    /** GET /api/users/me/newsletter/ */
    async newsletterOf(userId: number): Promise<AccountNewsletter> {
      const user = await mustFind(userId);
      const status = await deps.newsletter.statusOf(user.email);
      return { status, subscribed: status === 'confirmed' };
    },

    /** PUT /api/users/me/newsletter/ */
    async setNewsletter(userId: number, subscribed: boolean): Promise<AccountNewsletter> {
      const user = await mustFind(userId);
      await deps.newsletter.setSubscription(user.email, {
        subscribed,
        language: langOf(user),
        verified: user.emailVerifiedAt !== null,
      });
      return profile.newsletterOf(userId);
    },
  };
  return profile;
}
