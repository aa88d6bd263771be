import type { AdminArea } from '../areas';

export const messagesArea: AdminArea = { messages: { pt: {}, en: {} } };
