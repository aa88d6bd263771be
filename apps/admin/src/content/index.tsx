import type { AdminArea } from '../areas';

export const contentArea: AdminArea = { messages: { pt: {}, en: {} } };
