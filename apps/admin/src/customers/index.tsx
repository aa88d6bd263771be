import type { AdminArea } from '../areas';

export const customersArea: AdminArea = { messages: { pt: {}, en: {} } };
