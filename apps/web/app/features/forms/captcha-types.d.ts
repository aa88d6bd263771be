import type { Ref } from 'react';
import type { AltchaWidgetElement } from 'altcha/external';

/** The ALTCHA widget's attributes this site uses, with a ref to the element and its methods. */
interface AltchaWidgetProps {
  ref?: Ref<AltchaWidgetElement>;
  challenge: string;
  language: string;
  name: string;
  type?: 'native' | 'checkbox' | 'switch';
  auto?: 'off' | 'onfocus' | 'onload' | 'onsubmit';
  class?: string;
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': AltchaWidgetProps;
    }
  }
}

declare global {
  interface Window {
    /** Called by Google's script once reCAPTCHA is ready (`?onload=`). */
    mdcRecaptchaReady?: () => void;
    grecaptcha?: Grecaptcha;
  }
}

/** The part of Google's reCAPTCHA v2 API the site uses. */
export interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback?: (token: string) => void;
      'expired-callback'?: () => void;
      'error-callback'?: () => void;
    },
  ): number;
  getResponse(widgetId: number): string;
  reset(widgetId: number): void;
}
