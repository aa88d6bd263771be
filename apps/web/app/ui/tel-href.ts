/** A `tel:` link for a phone number as people write it ("+351 266 000 123"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
