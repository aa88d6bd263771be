import type { AdminArea } from '../areas';

export const shippingArea: AdminArea = { messages: { pt: {}, en: {} } };
