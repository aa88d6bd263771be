import { and, eq, ne, sql } from 'drizzle-orm';
import { emails, orders, users } from '@mdc/db';
import type { AccountExport } from '@mdc/shared';
import { toUser, type AccountContext } from './account-context.ts';
import { createProfile } from './profile.ts';

const emptyCustomer = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  address: '',
  address_line2: '',
  house_number: '',
  postalCode: '',
  city: '',
  shipping_first_name: '',
  shipping_last_name: '',
  shipping_email: '',
  shipping_phone: '',
  shipping_address_line1: '',
  shipping_address_line2: '',
  shipping_house_number: '',
  shipping_postal_code: '',
  shipping_city: '',
};

type AddressParts = Record<
  'first' | 'last' | 'street' | 'house' | 'line2' | 'postal' | 'city' | 'country' | 'region',
  string
> & { email: string; phone: string };

/** Where the parts of an address are in a stored checkout customer (billing, shipping). */
const billingKeys: Record<keyof AddressParts, string> = {
  first: 'firstName',
  last: 'lastName',
  street: 'address',
  house: 'house_number',
  line2: 'address_line2',
  postal: 'postalCode',
  city: 'city',
  country: 'country_name',
  region: 'region_name',
  email: 'email',
  phone: 'phone',
};
const shippingKeys: Record<keyof AddressParts, string> = {
  first: 'shipping_first_name',
  last: 'shipping_last_name',
  street: 'shipping_address_line1',
  house: 'shipping_house_number',
  line2: 'shipping_address_line2',
  postal: 'shipping_postal_code',
  city: 'shipping_city',
  country: 'shipping_country_name',
  region: 'shipping_region_name',
  email: 'shipping_email',
  phone: 'shipping_phone',
};

function addressEntry(source: string, a: AddressParts): AccountExport['addresses'][number] {
  return {
    source,
    name: `${a.first} ${a.last}`.trim(),
    lines: [`${a.street} ${a.house}`.trim(), a.line2, `${a.postal} ${a.city}`.trim()].filter(
      Boolean,
    ),
    country_name: a.country,
    region_name: a.region,
    email: a.email,
    phone: a.phone,
  };
}

/** The GDPR rights: deleting the account and exporting its data. */
export function createAccountData(context: AccountContext) {
  const { db, now, mustFind, deps } = context;
  return {
    /**
     * DELETE /api/users/delete-account/: the account, its sessions and links go; its orders stay
     * for the estate's books (amounts, lines, dates, number) but lose every personal detail.
     */
    async deleteAccount(userId: number): Promise<void> {
      const user = await mustFind(userId);
      await db.transaction(async (tx) => {
        await tx
          .update(orders)
          .set({
            userId: null,
            firstName: '',
            email: '',
            // Country and region stay: the VAT of the order depends on them.
            customer: sql`case when ${orders.customer} is null then null else jsonb_build_object(
              'country', ${orders.customer}->'country', 'country_name', ${orders.customer}->'country_name',
              'region', ${orders.customer}->'region', 'region_name', ${orders.customer}->'region_name',
              'shipping_country', ${orders.customer}->'shipping_country',
              'shipping_country_name', ${orders.customer}->'shipping_country_name',
              'shipping_region', ${orders.customer}->'shipping_region',
              'shipping_region_name', ${orders.customer}->'shipping_region_name',
              'sameAsBilling', ${orders.customer}->'sameAsBilling',
              'preferred_language', ${orders.customer}->'preferred_language',
              'phone_prefix', '', 'anonymised', true) || ${JSON.stringify(emptyCustomer)}::jsonb end`,
            updatedAt: now(),
          })
          .where(eq(orders.userId, userId));
        // Messages already sent to the address are personal data too; pending ones still go.
        await tx.delete(emails).where(and(eq(emails.to, user.email), ne(emails.status, 'pending')));
        await tx.delete(users).where(eq(users.id, userId));
      });
      await deps.newsletter.forget(user.email);
    },

    /** GET /api/users/me/export/: everything kept about the account, as JSON. */
    async exportData(userId: number): Promise<AccountExport> {
      const user = await mustFind(userId);
      const [accountOrders, newsletter, customers] = await Promise.all([
        deps.ordersOfUser(userId),
        createProfile(context).newsletterOf(userId),
        db
          .select({ customer: orders.customer, number: orders.orderNumber })
          .from(orders)
          .where(eq(orders.userId, userId)),
      ]);
      const addresses = [
        addressEntry('profile', {
          first: user.firstName,
          last: user.lastName,
          street: user.address,
          house: user.houseNumber,
          line2: user.address2,
          postal: user.postalCode,
          city: user.city,
          country: user.countryName,
          region: user.regionName,
          email: user.email,
          phone: user.phone && `${user.phonePrefix} ${user.phone}`,
        }),
      ];
      for (const { customer, number } of customers) {
        if (!customer) continue;
        const pick = (keys: Record<keyof AddressParts, string>) =>
          Object.fromEntries(
            Object.entries(keys).map(([part, key]) => [part, String(customer[key] ?? '')]),
          ) as AddressParts;
        const billing = pick(billingKeys);
        billing.phone &&= `${String(customer.phone_prefix ?? '')} ${billing.phone}`.trim();
        addresses.push(addressEntry(`order ${number} (billing)`, billing));
        if (customer.sameAsBilling === false) {
          addresses.push(addressEntry(`order ${number} (shipping)`, pick(shippingKeys)));
        }
      }
      return {
        exported_at: now().toISOString(),
        account: {
          ...toUser(user),
          language: user.language,
          email_verified: user.emailVerifiedAt !== null,
          google_linked: user.googleSub !== null,
          created_at: user.createdAt.toISOString(),
          last_login_at: user.lastLoginAt?.toISOString() ?? null,
        },
        addresses,
        orders: accountOrders,
        newsletter,
      };
    },
  };
}
