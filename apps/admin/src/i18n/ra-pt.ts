import type { MessageTree } from '../areas';

/** react-admin's own texts in European Portuguese (filled from ra-language-english's keys). */
export const portugueseMessages: MessageTree = {};
