import type { AdminArea } from '../areas';

export const winesArea: AdminArea = { messages: { pt: {}, en: {} } };
