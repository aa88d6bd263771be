import type { AdminArea } from '../areas';

export const newsletterArea: AdminArea = { messages: { pt: {}, en: {} } };
