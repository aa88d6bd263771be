import type { AdminArea } from './areas';
import { auditArea } from './audit';
import { contentArea } from './content';
import { customersArea } from './customers';
import { dashboardArea } from './dashboard';
import { discountCodesArea } from './discount-codes';
import { messagesArea } from './messages';
import { newsletterArea } from './newsletter';
import { ordersArea } from './orders';
import { settingsArea } from './settings';
import { shippingArea } from './shipping';
import { winesArea } from './wines';

/** The back end's parts, in menu order. */
export const areas: AdminArea[] = [
  dashboardArea,
  ordersArea,
  winesArea,
  customersArea,
  messagesArea,
  newsletterArea,
  shippingArea,
  discountCodesArea,
  settingsArea,
  contentArea,
  auditArea,
];
