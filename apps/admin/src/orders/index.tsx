import type { AdminArea } from '../areas';

export const ordersArea: AdminArea = { messages: { pt: {}, en: {} } };
