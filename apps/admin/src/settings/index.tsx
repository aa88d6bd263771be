import type { AdminArea } from '../areas';

export const settingsArea: AdminArea = { messages: { pt: {}, en: {} } };
