/**
 * Generated from the server's OpenAPI document (GET /api/docs) by `npm run api:types`; do not
 * edit. A db test fails when it is out of date (docs/decisions/115-typed-api-client.md).
 */
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ready' | 'degraded';
              /** @enum {string} */
              redis: 'ok' | 'unavailable' | 'not_configured';
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'unavailable';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/shop-settings/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              shop_enabled: boolean;
            } & {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/products/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
          shop?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              product_title: string;
              product_subtitle_1: string;
              product_subtitle_2: string;
              product_url: string;
              image_url: string | null;
              year: number | null;
              show_catalog: boolean;
              show_shop: boolean;
              wine_doc: string;
              main_desc: string;
              wine_type: string;
              grapes: string;
              soils_type: string;
              alcohol: number | null;
              serving_temp: string;
              capacity: number | null;
              product_pdf: string | null;
              price: string;
              new_price: string | null;
              bottles_quantity: number;
              lowest_price_30_days: string | null;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/products/{product_url}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
          shop?: 'true' | 'false';
        };
        header?: never;
        path: {
          product_url: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              product_title: string;
              product_subtitle_1: string;
              product_subtitle_2: string;
              product_url: string;
              image_url: string | null;
              year: number | null;
              show_catalog: boolean;
              show_shop: boolean;
              wine_doc: string;
              main_desc: string;
              wine_type: string;
              grapes: string;
              soils_type: string;
              alcohol: number | null;
              serving_temp: string;
              capacity: number | null;
              product_pdf: string | null;
              price: string;
              new_price: string | null;
              bottles_quantity: number;
              lowest_price_30_days: string | null;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/technical-sheets/{lang}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          lang: 'pt' | 'en';
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{id}/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/media/{file}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          file: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/all-countries-regions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              results: {
                code: string;
                name: string;
                name_pt: string;
                name_en: string;
                regions: {
                  code: string;
                  name: string;
                  name_pt: string;
                  name_en: string;
                  countryCode: string;
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/countries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              results: {
                code: string;
                name: string;
                name_pt: string;
                name_en: string;
                regions: {
                  code: string;
                  name: string;
                  name_pt: string;
                  name_en: string;
                  countryCode: string;
                }[];
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/regions/{country}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
        };
        header?: never;
        path: {
          country: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              results: {
                code: string;
                name: string;
                name_pt: string;
                name_en: string;
                countryCode: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/calculate/{country}/{region}/{totalBottles}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
          subtotal?: string;
        };
        header?: never;
        path: {
          country: string;
          region: string;
          totalBottles: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              results: {
                id: number;
                option: {
                  id: number;
                  region_code: string;
                  allow_free_shipping: boolean;
                  free_shipping_from: string;
                };
                name: string;
                price: string;
                allow_free_shipping: boolean;
                free_shipping_from: string;
                cost?: string;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shipping/shipping-details/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              title: string;
              description: string;
            }[];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/sitemap.xml': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/robots.txt': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/captcha/challenge/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              parameters: {
                algorithm: string;
                nonce: string;
                salt: string;
                cost: number;
                keyLength: number;
                keyPrefix: string;
                expiresAt?: number;
              } & {
                [key: string]: unknown;
              };
              signature: string;
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter/subscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            /**
             * @default pt
             * @enum {string}
             */
            language?: 'pt' | 'en';
            recaptcha_token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'success' | 'duplicate';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
              /** @enum {string} */
              status?: 'invalid';
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          token?: string;
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/newsletter/unsubscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          token?: string;
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: {
          token?: string;
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'unsubscribed';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock-alerts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            product_url: string;
            /**
             * @default pt
             * @enum {string}
             */
            lang?: 'pt' | 'en';
            recaptcha_token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'accepted';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock-alerts/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          token?: string;
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/stock-alerts/cancel/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          token?: string;
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact_form/submit/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            first_name: string;
            last_name: string;
            email: string;
            /** @default  */
            phone?: string & (unknown & unknown);
            /** @default  */
            subject?: string;
            message: string;
            recaptcha_token: string;
            /**
             * @default pt
             * @enum {string}
             */
            lang?: 'pt' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'success';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/house/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            first_name: string;
            last_name: string;
            email: string;
            /** @default  */
            phone?: string & (unknown & unknown);
            /** @enum {string} */
            guests: 'up_to_6' | 'up_to_12';
            /** Format: date */
            arrival: string;
            /** Format: date */
            departure: string;
            /** @default  */
            message?: string;
            room_id?: string;
            recaptcha_token: string;
            /**
             * @default pt
             * @enum {string}
             */
            lang?: 'pt' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'success';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookings/wine-tourism/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            first_name: string;
            last_name: string;
            email: string;
            /** @default  */
            phone?: string & (unknown & unknown);
            /** @enum {string} */
            experience: 'vineyard_cellar' | 'talha_tasting' | 'vineyard_picnic' | 'harvest_day';
            /** Format: date */
            visit_date: string;
            people: number;
            /** @enum {string} */
            activity_language: 'pt' | 'en';
            /** @default  */
            message?: string;
            recaptcha_token: string;
            /**
             * @default pt
             * @enum {string}
             */
            lang?: 'pt' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'success';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/shop/discount-codes/check/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            discount_code: string;
            cart: {
              id: number;
              quantity: number;
              product_title?: string;
              price?: unknown;
              original_price?: unknown;
              new_price?: unknown;
              sku?: unknown;
              image_url?: unknown;
            }[];
            checkout_id?: string;
            /**
             * @default pt
             * @enum {string}
             */
            language?: 'pt' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              discount_code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              percent: number | null;
              amount: string | null;
              min_order: string;
              subtotal: string;
              discount_amount: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/awaiting-payment/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paymentIntentId: string;
            /**
             * @default pt
             * @enum {string}
             */
            language?: 'pt' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/mb-way/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paymentIntentId: string;
            clientSecret: string;
            phone: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status:
                | 'succeeded'
                | 'requires_action'
                | 'requires_payment_method'
                | 'canceled'
                | 'processing';
              error_message?: string;
              expires_at?: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/state/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paymentIntentId: string;
            clientSecret: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status:
                | 'succeeded'
                | 'requires_action'
                | 'requires_payment_method'
                | 'canceled'
                | 'processing';
              error_message?: string;
              expires_at?: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/multibanco/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paymentIntentId: string;
            clientSecret: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              code: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/multibanco/pay/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reference: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              result: string;
              code: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/create-payment-intent/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            checkout_id: string;
            cart: {
              id: number;
              quantity: number;
              product_title?: string;
              price?: unknown;
              original_price?: unknown;
              new_price?: unknown;
              sku?: unknown;
              image_url?: unknown;
            }[];
            shipping_option_id: number;
            subtotal: number | string;
            shipping_cost: number | string;
            total: number | string;
            /**
             * @default pt
             * @enum {string}
             */
            language?: 'pt' | 'en';
            customer: {
              firstName: string;
              lastName: string;
              email: string;
              phone: string;
              /** @default +351 */
              phone_prefix?: string;
              address: string;
              address_line2: string;
              house_number: string;
              postalCode: string;
              city: string;
              country: string;
              /** @default  */
              country_name?: string;
              region: string;
              /** @default  */
              region_name?: string;
              sameAsBilling: boolean;
              /** @default  */
              shipping_first_name?: string;
              /** @default  */
              shipping_last_name?: string;
              /** @default  */
              shipping_email?: '';
              /** @default  */
              shipping_phone?: string;
              /** @default  */
              shipping_address_line1?: string;
              /** @default  */
              shipping_address_line2?: string;
              /** @default  */
              shipping_house_number?: string;
              /** @default  */
              shipping_postal_code?: string;
              /** @default  */
              shipping_city?: string;
              shipping_country?: '';
              /** @default  */
              shipping_country_name?: string;
              shipping_region?: '';
              /** @default  */
              shipping_region_name?: string;
              /**
               * @default pt
               * @enum {string}
               */
              preferred_language?: 'pt' | 'en';
              /** @default  */
              nif?: string;
              /** @default  */
              company_name?: string;
            };
            /** @enum {boolean} */
            adult_confirmed: true;
            discount_code?: string | null;
            /**
             * @default card
             * @enum {string}
             */
            payment_method?: 'card' | 'mb_way' | 'multibanco';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              clientSecret: string;
              paymentIntentId: string;
              /** @enum {string} */
              provider: 'stripe' | 'offline';
              subtotal: string;
              shipping_cost: string;
              total: string;
              discount_amount: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              error: 'prices_changed' | 'sold_out' | 'shipping_unavailable';
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]: string;
              };
              subtotal: string;
              shipping_cost: string;
              total: string;
              discount_amount: string;
              items: {
                id: number;
                price: string;
                new_price: string | null;
                lowest_price_30_days: string | null;
                bottles_quantity: number;
              }[];
            };
          };
        };
        /** @description Default Response */
        410: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        422: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/confirm-order/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            cart: {
              id: number;
              quantity: number;
              product_title?: string;
              price?: unknown;
              original_price?: unknown;
              new_price?: unknown;
              sku?: unknown;
              image_url?: unknown;
            }[];
            customer: {
              firstName: string;
              lastName: string;
              email: string;
              phone: string;
              /** @default +351 */
              phone_prefix?: string;
              address: string;
              address_line2: string;
              house_number: string;
              postalCode: string;
              city: string;
              country: string;
              /** @default  */
              country_name?: string;
              region: string;
              /** @default  */
              region_name?: string;
              sameAsBilling: boolean;
              /** @default  */
              shipping_first_name?: string;
              /** @default  */
              shipping_last_name?: string;
              /** @default  */
              shipping_email?: '';
              /** @default  */
              shipping_phone?: string;
              /** @default  */
              shipping_address_line1?: string;
              /** @default  */
              shipping_address_line2?: string;
              /** @default  */
              shipping_house_number?: string;
              /** @default  */
              shipping_postal_code?: string;
              /** @default  */
              shipping_city?: string;
              shipping_country?: '';
              /** @default  */
              shipping_country_name?: string;
              shipping_region?: '';
              /** @default  */
              shipping_region_name?: string;
              /**
               * @default pt
               * @enum {string}
               */
              preferred_language?: 'pt' | 'en';
              /** @default  */
              nif?: string;
              /** @default  */
              company_name?: string;
            };
            /** @default null */
            user_id?: number | null;
            paymentIntentId: string;
            shipping_option_id: number;
            /**
             * @default pt
             * @enum {string}
             */
            language?: 'pt' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              success: boolean;
              code: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        402: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/by-code/{code}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          code: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order_number: string;
              code: string;
              created_at: string;
              first_name: string;
              total_amount: string;
              total_without_discount: string;
              subtotal: string;
              shipping_cost: string;
              vat_amount: string;
              discount_code: string | null;
              discount_amount: string;
              shipping_option_name: string;
              allow_free_shipping: boolean;
              free_shipping_from: string;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              multibanco: {
                entity: string;
                reference: string;
                amount: string;
                expires_at: string;
                voucher_url: string | null;
              } | null;
              /** @enum {string} */
              preferred_language: 'pt' | 'en';
              shipping_address: {
                name: string;
                lines: string[];
                country_name: string;
                region_name: string;
              };
              items: {
                id: number;
                price: string;
                new_price: string | null;
                reference_price: string | null;
                quantity: number;
                image_url: string | null;
                product_url: string;
                product_name: string;
                product_title: string;
              }[];
              withdrawal: {
                available: boolean;
                deadline: string | null;
                requested_at: string | null;
                refusal: ('already_withdrawn' | 'closed' | 'not_paid' | 'period_over') | null;
                buyer_name: string;
              };
              tax_id: string;
              company_name: string;
              invoices: {
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                status: 'pending' | 'issued';
                number: string | null;
                url: string | null;
                pro_forma: boolean;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/stripe-webhook/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {boolean} */
              received: true;
              duplicate: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paymentIntentId: string;
            clientSecret: string;
            card_number: string;
            expiry: string;
            cvc: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'succeeded' | 'requires_action' | 'requires_payment_method';
              error_message?: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/offline-payments/authenticate/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            paymentIntentId: string;
            clientSecret: string;
            approve: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'succeeded' | 'requires_action' | 'requires_payment_method';
              error_message?: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/by-code/{code}/withdrawal/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          code: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {boolean} */
            confirm: true;
            /** @default  */
            reason?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              requested_at: string;
              withdrawal: {
                available: boolean;
                deadline: string | null;
                requested_at: string | null;
                refusal: ('already_withdrawn' | 'closed' | 'not_paid' | 'period_over') | null;
                buyer_name: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              /** @enum {string} */
              code: 'already_withdrawn' | 'closed' | 'not_paid' | 'period_over' | 'not_found';
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              /** @enum {string} */
              code: 'already_withdrawn' | 'closed' | 'not_paid' | 'period_over' | 'not_found';
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/by-code/{code}/invoices/{kind}.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          code: string;
          kind: 'invoice' | 'credit-note';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/registration/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            username: string;
            password1: string;
            password2: string;
            /**
             * @default pt
             * @enum {string}
             */
            lang?: 'pt' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access: string;
              refresh: string;
              user: {
                username: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/token/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access: string;
              refresh: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/token/refresh/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            refresh: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access: string;
              refresh: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/logout/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            refresh: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/social/google/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            access_token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              access: string;
              refresh: string;
              user: {
                username: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password/reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            /**
             * @default pt
             * @enum {string}
             */
            lang?: 'pt' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/password/reset/confirm/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            uid: string;
            token: string;
            new_password1: string;
            new_password2: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/email/verify/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          uid?: string;
          token?: string;
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            uid: string;
            token: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              username: string;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              nif: string;
              company_name: string;
              is_staff: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default  */
            first_name?: string;
            /** @default  */
            last_name?: string;
            email: string;
            username: string;
            /** @default  */
            phone?: string;
            /** @default +351 */
            phone_prefix?: '' | string;
            /** @default  */
            address?: string;
            /** @default  */
            address_2?: string;
            /** @default  */
            city?: string;
            /** @default  */
            postal_code?: string;
            /** @default  */
            house_number?: string;
            country_code?: '' | string;
            /** @default  */
            country_name?: string;
            region_code?: '' | string;
            /** @default  */
            region_name?: string;
            nif?: string;
            company_name?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              username: string;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              nif: string;
              company_name: string;
              is_staff: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/delete-account/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              detail: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/checkout/orders/by-user/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order_number: string;
              code: string;
              created_at: string;
              first_name: string;
              total_amount: string;
              total_without_discount: string;
              subtotal: string;
              shipping_cost: string;
              vat_amount: string;
              discount_code: string | null;
              discount_amount: string;
              shipping_option_name: string;
              allow_free_shipping: boolean;
              free_shipping_from: string;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              multibanco: {
                entity: string;
                reference: string;
                amount: string;
                expires_at: string;
                voucher_url: string | null;
              } | null;
              /** @enum {string} */
              preferred_language: 'pt' | 'en';
              shipping_address: {
                name: string;
                lines: string[];
                country_name: string;
                region_name: string;
              };
              items: {
                id: number;
                price: string;
                new_price: string | null;
                reference_price: string | null;
                quantity: number;
                image_url: string | null;
                product_url: string;
                product_name: string;
                product_title: string;
              }[];
              withdrawal: {
                available: boolean;
                deadline: string | null;
                requested_at: string | null;
                refusal: ('already_withdrawn' | 'closed' | 'not_paid' | 'period_over') | null;
                buyer_name: string;
              };
              tax_id: string;
              company_name: string;
              invoices: {
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                status: 'pending' | 'issued';
                number: string | null;
                url: string | null;
                pro_forma: boolean;
              }[];
            }[];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/export/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              exported_at: string;
              account: {
                id: number;
                first_name: string;
                last_name: string;
                email: string;
                username: string;
                phone: string;
                phone_prefix: string;
                address: string;
                address_2: string;
                city: string;
                postal_code: string;
                house_number: string;
                country_code: string;
                country_name: string;
                region_code: string;
                region_name: string;
                nif: string;
                company_name: string;
                is_staff: boolean;
                language: string;
                email_verified: boolean;
                google_linked: boolean;
                created_at: string;
                last_login_at: string | null;
              };
              addresses: {
                source: string;
                name: string;
                lines: string[];
                country_name: string;
                region_name: string;
                email: string;
                phone: string;
              }[];
              orders: {
                order_number: string;
                code: string;
                created_at: string;
                first_name: string;
                total_amount: string;
                total_without_discount: string;
                subtotal: string;
                shipping_cost: string;
                vat_amount: string;
                discount_code: string | null;
                discount_amount: string;
                shipping_option_name: string;
                allow_free_shipping: boolean;
                free_shipping_from: string;
                deliver_status: string;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                /** @enum {string} */
                payment_method: 'card' | 'mb_way' | 'multibanco';
                multibanco: {
                  entity: string;
                  reference: string;
                  amount: string;
                  expires_at: string;
                  voucher_url: string | null;
                } | null;
                /** @enum {string} */
                preferred_language: 'pt' | 'en';
                shipping_address: {
                  name: string;
                  lines: string[];
                  country_name: string;
                  region_name: string;
                };
                items: {
                  id: number;
                  price: string;
                  new_price: string | null;
                  reference_price: string | null;
                  quantity: number;
                  image_url: string | null;
                  product_url: string;
                  product_name: string;
                  product_title: string;
                }[];
                withdrawal: {
                  available: boolean;
                  deadline: string | null;
                  requested_at: string | null;
                  refusal: ('already_withdrawn' | 'closed' | 'not_paid' | 'period_over') | null;
                  buyer_name: string;
                };
                tax_id: string;
                company_name: string;
                invoices: {
                  /** @enum {string} */
                  kind: 'invoice' | 'credit_note';
                  /** @enum {string} */
                  status: 'pending' | 'issued';
                  number: string | null;
                  url: string | null;
                  pro_forma: boolean;
                }[];
              }[];
              newsletter: {
                /** @enum {string} */
                status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
                subscribed: boolean;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/newsletter/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
              subscribed: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            subscribed: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
              subscribed: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/accounts/password/reset/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: {
          lang?: 'pt' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vinhos/{productUrl}/rotulo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The e-label page of a wine in Portuguese (HTML). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          productUrl: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/en/wines/{productUrl}/label': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The e-label page of a wine in English (HTML). */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          productUrl: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: string;
          order?: 'asc' | 'desc';
          q?: string;
          entity?: string;
          entity_id?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                user_id: number | null;
                actor: string;
                entity: string;
                entity_id: string;
                action: string;
                changes: {
                  [key: string]: unknown;
                };
                created_at: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/settings/shop/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              id: 'shop';
              shop_enabled: boolean;
              shipping_details: {
                pt: {
                  title: string;
                  description: string;
                };
                en: {
                  title: string;
                  description: string;
                };
              };
              banners: {
                image_url: string;
                alt: {
                  pt: string;
                  en: string;
                };
                title: {
                  pt: string;
                  en: string;
                };
                text: {
                  pt: string;
                  en: string;
                };
                link: string | null;
              }[];
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            shop_enabled: boolean;
            shipping_details: {
              pt: {
                title: string;
                description: string;
              };
              en: {
                title: string;
                description: string;
              };
            };
            banners: {
              image_url: string & (unknown & unknown);
              alt: {
                pt: string;
                en: string;
              };
              title: {
                pt: string;
                en: string;
              };
              text: {
                pt: string;
                en: string;
              };
              link?: string & (unknown & unknown);
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              id: 'shop';
              shop_enabled: boolean;
              shipping_details: {
                pt: {
                  title: string;
                  description: string;
                };
                en: {
                  title: string;
                  description: string;
                };
              };
              banners: {
                image_url: string;
                alt: {
                  pt: string;
                  en: string;
                };
                title: {
                  pt: string;
                  en: string;
                };
                text: {
                  pt: string;
                  en: string;
                };
                link: string | null;
              }[];
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping/iso-countries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                code: string;
                name_pt: string;
                name_en: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping/preview/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query: {
          region: string;
          bottles: number;
          subtotal: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              region_code: string;
              country_code: string;
              zone_id: number | null;
              zone_name: string | null;
              region_enabled: boolean;
              country_enabled: boolean;
              results: {
                id: number;
                name_pt: string;
                name_en: string;
                carries: boolean;
                price: number | null;
                cost: number | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-countries/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: string;
          order?: 'asc' | 'desc';
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                code: string;
                name_pt: string;
                name_en: string;
                enabled: boolean;
                regions: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            /** @default true */
            enabled?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              name_pt: string;
              name_en: string;
              enabled: boolean;
              regions: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-countries/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              name_pt: string;
              name_en: string;
              enabled: boolean;
              regions: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            enabled: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              name_pt: string;
              name_en: string;
              enabled: boolean;
              regions: number;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-regions/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: string;
          order?: 'asc' | 'desc';
          q?: string;
          country_code?: string;
          zone_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                code: string;
                country_code: string;
                name_pt: string;
                name_en: string;
                enabled: boolean;
                zone_id: number | null;
                zone_name: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            country_code: string;
            code: string;
            name_pt: string;
            name_en: string;
            /** @default true */
            enabled?: boolean;
            /** @default null */
            zone_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              country_code: string;
              name_pt: string;
              name_en: string;
              enabled: boolean;
              zone_id: number | null;
              zone_name: string | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-regions/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              country_code: string;
              name_pt: string;
              name_en: string;
              enabled: boolean;
              zone_id: number | null;
              zone_name: string | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name_pt: string;
            name_en: string;
            enabled: boolean;
            zone_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              code: string;
              country_code: string;
              name_pt: string;
              name_en: string;
              enabled: boolean;
              zone_id: number | null;
              zone_name: string | null;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-zones/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: string;
          order?: 'asc' | 'desc';
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                regions: number;
                region_codes: string[];
                options: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              regions: number;
              region_codes: string[];
              options: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-zones/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              regions: number;
              region_codes: string[];
              options: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              regions: number;
              region_codes: string[];
              options: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              name: string;
              regions: number;
              region_codes: string[];
              options: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-options/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: string;
          order?: 'asc' | 'desc';
          q?: string;
          zone_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                zone_id: number;
                name_pt: string;
                name_en: string;
                price_bands: {
                  min_bottles: number;
                  max_bottles: number | null;
                  price: number;
                }[];
                allow_free_shipping: boolean;
                free_shipping_from: number;
                enabled: boolean;
                position: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            zone_id: number;
            name_pt: string;
            name_en: string;
            price_bands: {
              min_bottles: number;
              max_bottles: number | null;
              price: number;
            }[];
            /** @default false */
            allow_free_shipping?: boolean;
            free_shipping_from?: number;
            /** @default true */
            enabled?: boolean;
            /** @default 0 */
            position?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              zone_id: number;
              name_pt: string;
              name_en: string;
              price_bands: {
                min_bottles: number;
                max_bottles: number | null;
                price: number;
              }[];
              allow_free_shipping: boolean;
              free_shipping_from: number;
              enabled: boolean;
              position: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/shipping-options/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              zone_id: number;
              name_pt: string;
              name_en: string;
              price_bands: {
                min_bottles: number;
                max_bottles: number | null;
                price: number;
              }[];
              allow_free_shipping: boolean;
              free_shipping_from: number;
              enabled: boolean;
              position: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            zone_id: number;
            name_pt: string;
            name_en: string;
            price_bands: {
              min_bottles: number;
              max_bottles: number | null;
              price: number;
            }[];
            /** @default false */
            allow_free_shipping?: boolean;
            free_shipping_from?: number;
            /** @default true */
            enabled?: boolean;
            /** @default 0 */
            position?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              zone_id: number;
              name_pt: string;
              name_en: string;
              price_bands: {
                min_bottles: number;
                max_bottles: number | null;
                price: number;
              }[];
              allow_free_shipping: boolean;
              free_shipping_from: number;
              enabled: boolean;
              position: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              zone_id: number;
              name_pt: string;
              name_en: string;
              price_bands: {
                min_bottles: number;
                max_bottles: number | null;
                price: number;
              }[];
              allow_free_shipping: boolean;
              free_shipping_from: number;
              enabled: boolean;
              position: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'email' | 'username' | 'created_at' | 'last_login_at';
          order?: 'asc' | 'desc';
          q?: string;
          is_staff?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                email: string;
                username: string;
                first_name: string;
                last_name: string;
                is_staff: boolean;
                created_at: string;
                last_login_at: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              username: string;
              first_name: string;
              last_name: string;
              is_staff: boolean;
              created_at: string;
              last_login_at: string | null;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              language: string;
              email_verified: boolean;
              email_verified_at: string | null;
              google_linked: boolean;
              locked_until: string | null;
              /** @enum {string} */
              newsletter_status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
              paid_orders_count: number;
              total_spent: number;
              recent_orders: {
                id: number;
                order_number: string;
                created_at: string;
                total: number;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                /** @enum {string} */
                deliver_status:
                  | 'pending'
                  | 'processing'
                  | 'shipped'
                  | 'on_the_way'
                  | 'delivered'
                  | 'returned'
                  | 'cancelled';
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/customers/{id}/staff/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            is_staff: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              username: string;
              first_name: string;
              last_name: string;
              is_staff: boolean;
              created_at: string;
              last_login_at: string | null;
              phone: string;
              phone_prefix: string;
              address: string;
              address_2: string;
              city: string;
              postal_code: string;
              house_number: string;
              country_code: string;
              country_name: string;
              region_code: string;
              region_name: string;
              language: string;
              email_verified: boolean;
              email_verified_at: string | null;
              google_linked: boolean;
              locked_until: string | null;
              /** @enum {string} */
              newsletter_status: 'none' | 'pending' | 'confirmed' | 'unsubscribed';
              paid_orders_count: number;
              total_spent: number;
              recent_orders: {
                id: number;
                order_number: string;
                created_at: string;
                total: number;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                /** @enum {string} */
                deliver_status:
                  | 'pending'
                  | 'processing'
                  | 'shipped'
                  | 'on_the_way'
                  | 'delivered'
                  | 'returned'
                  | 'cancelled';
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'email' | 'status' | 'consent_at' | 'confirmed_at' | 'created_at';
          order?: 'asc' | 'desc';
          q?: string;
          status?: 'pending' | 'confirmed' | 'unsubscribed';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                email: string;
                language: string;
                /** @enum {string} */
                status: 'pending' | 'confirmed' | 'unsubscribed';
                consent_at: string;
                confirmed_at: string | null;
                unsubscribed_at: string | null;
                created_at: string;
                updated_at: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              language: string;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'unsubscribed';
              consent_at: string;
              confirmed_at: string | null;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/newsletter-subscribers/{id}/unsubscribe/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              email: string;
              language: string;
              /** @enum {string} */
              status: 'pending' | 'confirmed' | 'unsubscribed';
              consent_at: string;
              confirmed_at: string | null;
              unsubscribed_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'created_at' | 'handled_at' | 'email';
          order?: 'asc' | 'desc';
          q?: string;
          handled?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                first_name: string;
                last_name: string;
                email: string;
                phone: string;
                subject: string;
                message: string;
                lang: string;
                handled: boolean;
                handled_at: string | null;
                created_at: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'created_at' | 'handled_at' | 'email';
          order?: 'asc' | 'desc';
          q?: string;
          handled?: 'true' | 'false';
          kind?: 'house' | 'wine_tourism';
          status?: 'pending' | 'accepted' | 'declined';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                kind: string;
                first_name: string;
                last_name: string;
                email: string;
                phone: string;
                guests: string | null;
                arrival: string | null;
                departure: string | null;
                experience: string | null;
                visit_date: string | null;
                people: number | null;
                activity_language: string | null;
                message: string;
                room_id: string | null;
                lang: string;
                status: string;
                decided_at: string | null;
                decision_note: string;
                handled: boolean;
                handled_at: string | null;
                created_at: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              subject: string;
              message: string;
              lang: string;
              handled: boolean;
              handled_at: string | null;
              created_at: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}/handled/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            handled: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              subject: string;
              message: string;
              lang: string;
              handled: boolean;
              handled_at: string | null;
              created_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              kind: string;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              guests: string | null;
              arrival: string | null;
              departure: string | null;
              experience: string | null;
              visit_date: string | null;
              people: number | null;
              activity_language: string | null;
              message: string;
              room_id: string | null;
              lang: string;
              status: string;
              decided_at: string | null;
              decision_note: string;
              handled: boolean;
              handled_at: string | null;
              created_at: string;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/{id}/handled/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            handled: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              kind: string;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              guests: string | null;
              arrival: string | null;
              departure: string | null;
              experience: string | null;
              visit_date: string | null;
              people: number | null;
              activity_language: string | null;
              message: string;
              room_id: string | null;
              lang: string;
              status: string;
              decided_at: string | null;
              decision_note: string;
              handled: boolean;
              handled_at: string | null;
              created_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/{id}/accept/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default  */
            decision_note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              kind: string;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              guests: string | null;
              arrival: string | null;
              departure: string | null;
              experience: string | null;
              visit_date: string | null;
              people: number | null;
              activity_language: string | null;
              message: string;
              room_id: string | null;
              lang: string;
              status: string;
              decided_at: string | null;
              decision_note: string;
              handled: boolean;
              handled_at: string | null;
              created_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/booking-requests/{id}/decline/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default  */
            decision_note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              kind: string;
              first_name: string;
              last_name: string;
              email: string;
              phone: string;
              guests: string | null;
              arrival: string | null;
              departure: string | null;
              experience: string | null;
              visit_date: string | null;
              people: number | null;
              activity_language: string | null;
              message: string;
              room_id: string | null;
              lang: string;
              status: string;
              decided_at: string | null;
              decision_note: string;
              handled: boolean;
              handled_at: string | null;
              created_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?:
            | 'id'
            | 'product_url'
            | 'product_title'
            | 'year'
            | 'price'
            | 'new_price'
            | 'bottles_quantity'
            | 'sort_order'
            | 'created_at'
            | 'updated_at';
          order?: 'asc' | 'desc';
          q?: string;
          show_shop?: 'true' | 'false';
          show_catalog?: 'true' | 'false';
          archived?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                product_url: string;
                /** @default null */
                year: number | null;
                /** @default null */
                image_url: string | null;
                /** @default true */
                show_catalog: boolean;
                /** @default false */
                show_shop: boolean;
                price: number;
                /** @default null */
                new_price: number | null;
                /** @default null */
                alcohol: number | null;
                /** @default null */
                capacity: number | null;
                /** @default  */
                serving_temp: string;
                /** @default 0 */
                sort_order: number;
                family: string | null;
                texts: {
                  pt: {
                    product_title: string;
                    /** @default  */
                    product_subtitle_1: string;
                    /** @default  */
                    product_subtitle_2: string;
                    /** @default  */
                    wine_doc: string;
                    /** @default  */
                    main_desc: string;
                    /** @default  */
                    wine_type: string;
                    /** @default  */
                    grapes: string;
                    /** @default  */
                    soils_type: string;
                    /** @default null */
                    product_pdf: string | null;
                  };
                  en: {
                    product_title: string;
                    /** @default  */
                    product_subtitle_1: string;
                    /** @default  */
                    product_subtitle_2: string;
                    /** @default  */
                    wine_doc: string;
                    /** @default  */
                    main_desc: string;
                    /** @default  */
                    wine_type: string;
                    /** @default  */
                    grapes: string;
                    /** @default  */
                    soils_type: string;
                    /** @default null */
                    product_pdf: string | null;
                  };
                };
                e_label: {
                  energy_kj: number | null;
                  energy_kcal: number | null;
                  fat_g: number | null;
                  saturates_g: number | null;
                  carbohydrate_g: number | null;
                  sugars_g: number | null;
                  protein_g: number | null;
                  salt_g: number | null;
                  ingredients: {
                    pt: string;
                    en: string;
                  };
                  allergens: string[];
                };
                price_change_confirmed?: boolean;
                id: number;
                product_title: string;
                bottles_quantity: number;
                archived_at: string | null;
                price_history?: {
                  from: string;
                  unit_price: number;
                }[];
                created_at: string;
                updated_at: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            product_url: string;
            /** @default null */
            year?: number | null;
            /** @default null */
            image_url?: string | null;
            /** @default true */
            show_catalog?: boolean;
            /** @default false */
            show_shop?: boolean;
            price: number;
            /** @default null */
            new_price?: number | null;
            /** @default null */
            alcohol?: number | null;
            /** @default null */
            capacity?: number | null;
            /** @default  */
            serving_temp?: string;
            /** @default 0 */
            sort_order?: number;
            family?: ('' | string) | null;
            texts: {
              pt: {
                product_title: string;
                /** @default  */
                product_subtitle_1?: string;
                /** @default  */
                product_subtitle_2?: string;
                /** @default  */
                wine_doc?: string;
                /** @default  */
                main_desc?: string;
                /** @default  */
                wine_type?: string;
                /** @default  */
                grapes?: string;
                /** @default  */
                soils_type?: string;
                /** @default null */
                product_pdf?: string | null;
              };
              en: {
                product_title: string;
                /** @default  */
                product_subtitle_1?: string;
                /** @default  */
                product_subtitle_2?: string;
                /** @default  */
                wine_doc?: string;
                /** @default  */
                main_desc?: string;
                /** @default  */
                wine_type?: string;
                /** @default  */
                grapes?: string;
                /** @default  */
                soils_type?: string;
                /** @default null */
                product_pdf?: string | null;
              };
            };
            e_label?: {
              ingredients?: {
                pt?: string;
                en?: string;
              };
              allergens?: ('sulphites' | 'egg' | 'milk')[];
              /** @default null */
              energy_kj?: number | null;
              /** @default null */
              energy_kcal?: number | null;
              /** @default null */
              fat_g?: number | null;
              /** @default null */
              saturates_g?: number | null;
              /** @default null */
              carbohydrate_g?: number | null;
              /** @default null */
              sugars_g?: number | null;
              /** @default null */
              protein_g?: number | null;
              /** @default null */
              salt_g?: number | null;
            };
            price_change_confirmed?: boolean;
            /** @default 0 */
            opening_stock?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product_url: string;
              /** @default null */
              year: number | null;
              /** @default null */
              image_url: string | null;
              /** @default true */
              show_catalog: boolean;
              /** @default false */
              show_shop: boolean;
              price: number;
              /** @default null */
              new_price: number | null;
              /** @default null */
              alcohol: number | null;
              /** @default null */
              capacity: number | null;
              /** @default  */
              serving_temp: string;
              /** @default 0 */
              sort_order: number;
              family: string | null;
              texts: {
                pt: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
                en: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
              };
              e_label: {
                energy_kj: number | null;
                energy_kcal: number | null;
                fat_g: number | null;
                saturates_g: number | null;
                carbohydrate_g: number | null;
                sugars_g: number | null;
                protein_g: number | null;
                salt_g: number | null;
                ingredients: {
                  pt: string;
                  en: string;
                };
                allergens: string[];
              };
              price_change_confirmed?: boolean;
              id: number;
              product_title: string;
              bottles_quantity: number;
              archived_at: string | null;
              price_history?: {
                from: string;
                unit_price: number;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product_url: string;
              /** @default null */
              year: number | null;
              /** @default null */
              image_url: string | null;
              /** @default true */
              show_catalog: boolean;
              /** @default false */
              show_shop: boolean;
              price: number;
              /** @default null */
              new_price: number | null;
              /** @default null */
              alcohol: number | null;
              /** @default null */
              capacity: number | null;
              /** @default  */
              serving_temp: string;
              /** @default 0 */
              sort_order: number;
              family: string | null;
              texts: {
                pt: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
                en: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
              };
              e_label: {
                energy_kj: number | null;
                energy_kcal: number | null;
                fat_g: number | null;
                saturates_g: number | null;
                carbohydrate_g: number | null;
                sugars_g: number | null;
                protein_g: number | null;
                salt_g: number | null;
                ingredients: {
                  pt: string;
                  en: string;
                };
                allergens: string[];
              };
              price_change_confirmed?: boolean;
              id: number;
              product_title: string;
              bottles_quantity: number;
              archived_at: string | null;
              price_history?: {
                from: string;
                unit_price: number;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            product_url: string;
            /** @default null */
            year?: number | null;
            /** @default null */
            image_url?: string | null;
            /** @default true */
            show_catalog?: boolean;
            /** @default false */
            show_shop?: boolean;
            price: number;
            /** @default null */
            new_price?: number | null;
            /** @default null */
            alcohol?: number | null;
            /** @default null */
            capacity?: number | null;
            /** @default  */
            serving_temp?: string;
            /** @default 0 */
            sort_order?: number;
            family?: ('' | string) | null;
            texts: {
              pt: {
                product_title: string;
                /** @default  */
                product_subtitle_1?: string;
                /** @default  */
                product_subtitle_2?: string;
                /** @default  */
                wine_doc?: string;
                /** @default  */
                main_desc?: string;
                /** @default  */
                wine_type?: string;
                /** @default  */
                grapes?: string;
                /** @default  */
                soils_type?: string;
                /** @default null */
                product_pdf?: string | null;
              };
              en: {
                product_title: string;
                /** @default  */
                product_subtitle_1?: string;
                /** @default  */
                product_subtitle_2?: string;
                /** @default  */
                wine_doc?: string;
                /** @default  */
                main_desc?: string;
                /** @default  */
                wine_type?: string;
                /** @default  */
                grapes?: string;
                /** @default  */
                soils_type?: string;
                /** @default null */
                product_pdf?: string | null;
              };
            };
            e_label?: {
              ingredients?: {
                pt?: string;
                en?: string;
              };
              allergens?: ('sulphites' | 'egg' | 'milk')[];
              /** @default null */
              energy_kj?: number | null;
              /** @default null */
              energy_kcal?: number | null;
              /** @default null */
              fat_g?: number | null;
              /** @default null */
              saturates_g?: number | null;
              /** @default null */
              carbohydrate_g?: number | null;
              /** @default null */
              sugars_g?: number | null;
              /** @default null */
              protein_g?: number | null;
              /** @default null */
              salt_g?: number | null;
            };
            price_change_confirmed?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product_url: string;
              /** @default null */
              year: number | null;
              /** @default null */
              image_url: string | null;
              /** @default true */
              show_catalog: boolean;
              /** @default false */
              show_shop: boolean;
              price: number;
              /** @default null */
              new_price: number | null;
              /** @default null */
              alcohol: number | null;
              /** @default null */
              capacity: number | null;
              /** @default  */
              serving_temp: string;
              /** @default 0 */
              sort_order: number;
              family: string | null;
              texts: {
                pt: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
                en: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
              };
              e_label: {
                energy_kj: number | null;
                energy_kcal: number | null;
                fat_g: number | null;
                saturates_g: number | null;
                carbohydrate_g: number | null;
                sugars_g: number | null;
                protein_g: number | null;
                salt_g: number | null;
                ingredients: {
                  pt: string;
                  en: string;
                };
                allergens: string[];
              };
              price_change_confirmed?: boolean;
              id: number;
              product_title: string;
              bottles_quantity: number;
              archived_at: string | null;
              price_history?: {
                from: string;
                unit_price: number;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product_url: string;
              /** @default null */
              year: number | null;
              /** @default null */
              image_url: string | null;
              /** @default true */
              show_catalog: boolean;
              /** @default false */
              show_shop: boolean;
              price: number;
              /** @default null */
              new_price: number | null;
              /** @default null */
              alcohol: number | null;
              /** @default null */
              capacity: number | null;
              /** @default  */
              serving_temp: string;
              /** @default 0 */
              sort_order: number;
              family: string | null;
              texts: {
                pt: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
                en: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
              };
              e_label: {
                energy_kj: number | null;
                energy_kcal: number | null;
                fat_g: number | null;
                saturates_g: number | null;
                carbohydrate_g: number | null;
                sugars_g: number | null;
                protein_g: number | null;
                salt_g: number | null;
                ingredients: {
                  pt: string;
                  en: string;
                };
                allergens: string[];
              };
              price_change_confirmed?: boolean;
              id: number;
              product_title: string;
              bottles_quantity: number;
              archived_at: string | null;
              price_history?: {
                from: string;
                unit_price: number;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/{id}/restore/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product_url: string;
              /** @default null */
              year: number | null;
              /** @default null */
              image_url: string | null;
              /** @default true */
              show_catalog: boolean;
              /** @default false */
              show_shop: boolean;
              price: number;
              /** @default null */
              new_price: number | null;
              /** @default null */
              alcohol: number | null;
              /** @default null */
              capacity: number | null;
              /** @default  */
              serving_temp: string;
              /** @default 0 */
              sort_order: number;
              family: string | null;
              texts: {
                pt: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
                en: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
              };
              e_label: {
                energy_kj: number | null;
                energy_kcal: number | null;
                fat_g: number | null;
                saturates_g: number | null;
                carbohydrate_g: number | null;
                sugars_g: number | null;
                protein_g: number | null;
                salt_g: number | null;
                ingredients: {
                  pt: string;
                  en: string;
                };
                allergens: string[];
              };
              price_change_confirmed?: boolean;
              id: number;
              product_title: string;
              bottles_quantity: number;
              archived_at: string | null;
              price_history?: {
                from: string;
                unit_price: number;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/{id}/stock/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            change: number;
            /** @enum {string} */
            reason: 'received' | 'breakage' | 'correction';
            /** @default  */
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              product_url: string;
              /** @default null */
              year: number | null;
              /** @default null */
              image_url: string | null;
              /** @default true */
              show_catalog: boolean;
              /** @default false */
              show_shop: boolean;
              price: number;
              /** @default null */
              new_price: number | null;
              /** @default null */
              alcohol: number | null;
              /** @default null */
              capacity: number | null;
              /** @default  */
              serving_temp: string;
              /** @default 0 */
              sort_order: number;
              family: string | null;
              texts: {
                pt: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
                en: {
                  product_title: string;
                  /** @default  */
                  product_subtitle_1: string;
                  /** @default  */
                  product_subtitle_2: string;
                  /** @default  */
                  wine_doc: string;
                  /** @default  */
                  main_desc: string;
                  /** @default  */
                  wine_type: string;
                  /** @default  */
                  grapes: string;
                  /** @default  */
                  soils_type: string;
                  /** @default null */
                  product_pdf: string | null;
                };
              };
              e_label: {
                energy_kj: number | null;
                energy_kcal: number | null;
                fat_g: number | null;
                saturates_g: number | null;
                carbohydrate_g: number | null;
                sugars_g: number | null;
                protein_g: number | null;
                salt_g: number | null;
                ingredients: {
                  pt: string;
                  en: string;
                };
                allergens: string[];
              };
              price_change_confirmed?: boolean;
              id: number;
              product_title: string;
              bottles_quantity: number;
              archived_at: string | null;
              price_history?: {
                from: string;
                unit_price: number;
              }[];
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stock-movements/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'created_at';
          order?: 'asc' | 'desc';
          q?: string;
          wine_id?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                wine_id: number;
                change: number;
                stock_after: number;
                reason: string;
                note: string;
                user_id: number | null;
                user_email: string | null;
                order_id: number | null;
                created_at: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/wines/{id}/stock-alerts/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              waiting: number;
              pending: number;
              notified: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/media/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              kind: 'image' | 'pdf';
              url: string;
              width: number | null;
              height: number | null;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site-images/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: string;
                /** @enum {string} */
                group: 'home' | 'banners' | 'blocks' | 'gallery' | 'region' | 'house';
                default_src: string;
                width: number;
                height: number;
                photo: {
                  media_id: string;
                  url: string;
                  alt: {
                    pt: string;
                    en: string;
                  };
                  focus_x: number;
                  focus_y: number;
                  updated_at: string;
                } | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site-images/{slot}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slot: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              group: 'home' | 'banners' | 'blocks' | 'gallery' | 'region' | 'house';
              default_src: string;
              width: number;
              height: number;
              photo: {
                media_id: string;
                url: string;
                alt: {
                  pt: string;
                  en: string;
                };
                focus_x: number;
                focus_y: number;
                updated_at: string;
              } | null;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slot: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            media_id: string;
            alt: {
              pt: string;
              en: string;
            };
            /** @default 50 */
            focus_x?: number;
            /** @default 50 */
            focus_y?: number;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              group: 'home' | 'banners' | 'blocks' | 'gallery' | 'region' | 'house';
              default_src: string;
              width: number;
              height: number;
              photo: {
                media_id: string;
                url: string;
                alt: {
                  pt: string;
                  en: string;
                };
                focus_x: number;
                focus_y: number;
                updated_at: string;
              } | null;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          slot: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
              /** @enum {string} */
              group: 'home' | 'banners' | 'blocks' | 'gallery' | 'region' | 'house';
              default_src: string;
              width: number;
              height: number;
              photo: {
                media_id: string;
                url: string;
                alt: {
                  pt: string;
                  en: string;
                };
                focus_x: number;
                focus_y: number;
                updated_at: string;
              } | null;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/content-blocks/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
          order?: 'asc' | 'desc';
          q?: string;
          content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
          policy?: 'privacy' | 'terms' | 'cookies';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @enum {string} */
                page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
                position: number;
                heading: {
                  pt: string;
                  en: string;
                };
                body: {
                  pt: string[];
                  en: string[];
                };
                image_url: string | null;
                id: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
            position?: number;
            heading: {
              pt: string;
              en: string;
            };
            body: {
              pt: string[];
              en: string[];
            };
            image_url: (string | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
              position: number;
              heading: {
                pt: string;
                en: string;
              };
              body: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/content-blocks/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
              position: number;
              heading: {
                pt: string;
                en: string;
              };
              body: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              id: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
            position?: number;
            heading: {
              pt: string;
              en: string;
            };
            body: {
              pt: string[];
              en: string[];
            };
            image_url: (string | '') | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
              position: number;
              heading: {
                pt: string;
                en: string;
              };
              body: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              id: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
              position: number;
              heading: {
                pt: string;
                en: string;
              };
              body: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              id: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/content-blocks/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            direction: 'up' | 'down';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              page: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
              position: number;
              heading: {
                pt: string;
                en: string;
              };
              body: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/region-blocks/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
          order?: 'asc' | 'desc';
          q?: string;
          content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
          policy?: 'privacy' | 'terms' | 'cookies';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                position: number;
                title: {
                  pt: string;
                  en: string;
                };
                paragraphs: {
                  pt: string[];
                  en: string[];
                };
                image_url: string | null;
                reverse: boolean;
                id: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            position?: number;
            title: {
              pt: string;
              en: string;
            };
            paragraphs: {
              pt: string[];
              en: string[];
            };
            image_url: (string | '') | null;
            reverse: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              paragraphs: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              reverse: boolean;
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/region-blocks/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              paragraphs: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              reverse: boolean;
              id: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            position?: number;
            title: {
              pt: string;
              en: string;
            };
            paragraphs: {
              pt: string[];
              en: string[];
            };
            image_url: (string | '') | null;
            reverse: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              paragraphs: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              reverse: boolean;
              id: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              paragraphs: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              reverse: boolean;
              id: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/region-blocks/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            direction: 'up' | 'down';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              paragraphs: {
                pt: string[];
                en: string[];
              };
              image_url: string | null;
              reverse: boolean;
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gallery-images/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
          order?: 'asc' | 'desc';
          q?: string;
          content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
          policy?: 'privacy' | 'terms' | 'cookies';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                position: number;
                title: {
                  pt: string;
                  en: string;
                };
                image_url: string;
                id: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            position?: number;
            title: {
              pt: string;
              en: string;
            };
            image_url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              image_url: string;
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gallery-images/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              image_url: string;
              id: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            position?: number;
            title: {
              pt: string;
              en: string;
            };
            image_url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              image_url: string;
              id: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              image_url: string;
              id: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/gallery-images/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            direction: 'up' | 'down';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              title: {
                pt: string;
                en: string;
              };
              image_url: string;
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/house-features/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
          order?: 'asc' | 'desc';
          q?: string;
          content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
          policy?: 'privacy' | 'terms' | 'cookies';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                position: number;
                key: string;
                title: {
                  pt: string;
                  en: string;
                };
                icon_url: string;
                id: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            position?: number;
            key: string;
            title: {
              pt: string;
              en: string;
            };
            icon_url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              key: string;
              title: {
                pt: string;
                en: string;
              };
              icon_url: string;
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/house-features/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              key: string;
              title: {
                pt: string;
                en: string;
              };
              icon_url: string;
              id: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            position?: number;
            key: string;
            title: {
              pt: string;
              en: string;
            };
            icon_url: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              key: string;
              title: {
                pt: string;
                en: string;
              };
              icon_url: string;
              id: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              key: string;
              title: {
                pt: string;
                en: string;
              };
              icon_url: string;
              id: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/house-features/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            direction: 'up' | 'down';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              position: number;
              key: string;
              title: {
                pt: string;
                en: string;
              };
              icon_url: string;
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/policy-sections/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?: 'id' | 'position' | 'page' | 'policy' | 'key';
          order?: 'asc' | 'desc';
          q?: string;
          content_page?: 'home_about' | 'about' | 'grapes' | 'wine_tourism' | 'house';
          policy?: 'privacy' | 'terms' | 'cookies';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @enum {string} */
                policy: 'privacy' | 'terms' | 'cookies';
                position: number;
                title: {
                  pt: string;
                  en: string;
                };
                content: {
                  pt: string[];
                  en: string[];
                };
                id: number;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            policy: 'privacy' | 'terms' | 'cookies';
            position?: number;
            title: {
              pt: string;
              en: string;
            };
            content: {
              pt: string[];
              en: string[];
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              policy: 'privacy' | 'terms' | 'cookies';
              position: number;
              title: {
                pt: string;
                en: string;
              };
              content: {
                pt: string[];
                en: string[];
              };
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/policy-sections/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              policy: 'privacy' | 'terms' | 'cookies';
              position: number;
              title: {
                pt: string;
                en: string;
              };
              content: {
                pt: string[];
                en: string[];
              };
              id: number;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            policy: 'privacy' | 'terms' | 'cookies';
            position?: number;
            title: {
              pt: string;
              en: string;
            };
            content: {
              pt: string[];
              en: string[];
            };
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              policy: 'privacy' | 'terms' | 'cookies';
              position: number;
              title: {
                pt: string;
                en: string;
              };
              content: {
                pt: string[];
                en: string[];
              };
              id: number;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              policy: 'privacy' | 'terms' | 'cookies';
              position: number;
              title: {
                pt: string;
                en: string;
              };
              content: {
                pt: string[];
                en: string[];
              };
              id: number;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/policy-sections/{id}/move/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            direction: 'up' | 'down';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              policy: 'privacy' | 'terms' | 'cookies';
              position: number;
              title: {
                pt: string;
                en: string;
              };
              content: {
                pt: string[];
                en: string[];
              };
              id: number;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/site-documents/{key}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
            } & {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          key: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': unknown;
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: string;
            } & {
              [key: string]: unknown;
            };
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?:
            | 'id'
            | 'order_number'
            | 'created_at'
            | 'total_amount'
            | 'deliver_status'
            | 'payment_status'
            | 'email';
          order?: 'asc' | 'desc';
          q?: string;
          deliver_status?: string;
          payment_status?: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
          paid?: 'yes' | 'no';
          created_from?: string;
          created_to?: string;
          user_id?: number;
          withdrawal?: 'yes' | 'no';
          discount_code?: string;
          payment_method?: 'card' | 'mb_way' | 'multibanco';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                order_number: string;
                created_at: string;
                name: string;
                email: string;
                total_amount: number;
                bottles: number;
                deliver_status: string;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                /** @enum {string} */
                payment_method: 'card' | 'mb_way' | 'multibanco';
                paid_at: string | null;
                user_id: number | null;
                withdrawal_requested_at: string | null;
                discount_code: string | null;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              order_number: string;
              created_at: string;
              name: string;
              email: string;
              total_amount: number;
              bottles: number;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              paid_at: string | null;
              user_id: number | null;
              withdrawal_requested_at: string | null;
              discount_code: string | null;
              code: string;
              updated_at: string;
              /** @enum {string} */
              preferred_language: 'pt' | 'en';
              phone: string;
              billing_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              shipping_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              same_as_billing: boolean;
              lines: {
                id: number;
                wine_id: number;
                title: string;
                sku: string;
                quantity: number;
                unit_price: number;
                line_total: number;
              }[];
              shipping_option_name: string;
              shipping_option_names: {
                pt: string;
                en: string;
              } | null;
              shipping_cost: number;
              subtotal: number;
              total_without_discount: number;
              discount_amount: number;
              vat_amount: number;
              vat_rate: number;
              payment: {
                provider: string | null;
                intent_id: string | null;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                paid_at: string | null;
                last_error: string | null;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              };
              tracking_url: string | null;
              adult_confirmed_at: string | null;
              customer_url: string;
              account: {
                id: number;
                email: string;
                username: string;
              } | null;
              estate_name: string;
              withdrawal: {
                requested_at: string;
                reason: string;
                /** @enum {string} */
                lang: 'pt' | 'en';
                user_id: number | null;
                refund_due: number;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              } | null;
              tax_id: string;
              company_name: string;
              invoices: {
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                status: 'pending' | 'issued' | 'failed';
                number: string | null;
                provider: string | null;
                amount: number;
                issued_at: string | null;
                attempts: number;
                last_error: string | null;
                url: string | null;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/status/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            deliver_status:
              | 'pending'
              | 'processing'
              | 'shipped'
              | 'on_the_way'
              | 'delivered'
              | 'returned'
              | 'cancelled';
            tracking_url?: '' | string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              order_number: string;
              created_at: string;
              name: string;
              email: string;
              total_amount: number;
              bottles: number;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              paid_at: string | null;
              user_id: number | null;
              withdrawal_requested_at: string | null;
              discount_code: string | null;
              code: string;
              updated_at: string;
              /** @enum {string} */
              preferred_language: 'pt' | 'en';
              phone: string;
              billing_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              shipping_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              same_as_billing: boolean;
              lines: {
                id: number;
                wine_id: number;
                title: string;
                sku: string;
                quantity: number;
                unit_price: number;
                line_total: number;
              }[];
              shipping_option_name: string;
              shipping_option_names: {
                pt: string;
                en: string;
              } | null;
              shipping_cost: number;
              subtotal: number;
              total_without_discount: number;
              discount_amount: number;
              vat_amount: number;
              vat_rate: number;
              payment: {
                provider: string | null;
                intent_id: string | null;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                paid_at: string | null;
                last_error: string | null;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              };
              tracking_url: string | null;
              adult_confirmed_at: string | null;
              customer_url: string;
              account: {
                id: number;
                email: string;
                username: string;
              } | null;
              estate_name: string;
              withdrawal: {
                requested_at: string;
                reason: string;
                /** @enum {string} */
                lang: 'pt' | 'en';
                user_id: number | null;
                refund_due: number;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              } | null;
              tax_id: string;
              company_name: string;
              invoices: {
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                status: 'pending' | 'issued' | 'failed';
                number: string | null;
                provider: string | null;
                amount: number;
                issued_at: string | null;
                attempts: number;
                last_error: string | null;
                url: string | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/multibanco-paid/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              order_number: string;
              created_at: string;
              name: string;
              email: string;
              total_amount: number;
              bottles: number;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              paid_at: string | null;
              user_id: number | null;
              withdrawal_requested_at: string | null;
              discount_code: string | null;
              code: string;
              updated_at: string;
              /** @enum {string} */
              preferred_language: 'pt' | 'en';
              phone: string;
              billing_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              shipping_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              same_as_billing: boolean;
              lines: {
                id: number;
                wine_id: number;
                title: string;
                sku: string;
                quantity: number;
                unit_price: number;
                line_total: number;
              }[];
              shipping_option_name: string;
              shipping_option_names: {
                pt: string;
                en: string;
              } | null;
              shipping_cost: number;
              subtotal: number;
              total_without_discount: number;
              discount_amount: number;
              vat_amount: number;
              vat_rate: number;
              payment: {
                provider: string | null;
                intent_id: string | null;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                paid_at: string | null;
                last_error: string | null;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              };
              tracking_url: string | null;
              adult_confirmed_at: string | null;
              customer_url: string;
              account: {
                id: number;
                email: string;
                username: string;
              } | null;
              estate_name: string;
              withdrawal: {
                requested_at: string;
                reason: string;
                /** @enum {string} */
                lang: 'pt' | 'en';
                user_id: number | null;
                refund_due: number;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              } | null;
              tax_id: string;
              company_name: string;
              invoices: {
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                status: 'pending' | 'issued' | 'failed';
                number: string | null;
                provider: string | null;
                amount: number;
                issued_at: string | null;
                attempts: number;
                last_error: string | null;
                url: string | null;
              }[];
            };
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              error: string;
              message: string;
              fields?: {
                [key: string]: string;
              };
              field_codes?: {
                [key: string]:
                  | 'required'
                  | 'invalid_email'
                  | 'too_short'
                  | 'too_long'
                  | 'password_too_common'
                  | 'password_mismatch'
                  | 'email_taken'
                  | 'invalid_link'
                  | 'invalid';
              };
              code?: string;
              args?: {
                [key: string]: string | number;
              };
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/withdrawal-refund/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              order_number: string;
              created_at: string;
              name: string;
              email: string;
              total_amount: number;
              bottles: number;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              paid_at: string | null;
              user_id: number | null;
              withdrawal_requested_at: string | null;
              discount_code: string | null;
              code: string;
              updated_at: string;
              /** @enum {string} */
              preferred_language: 'pt' | 'en';
              phone: string;
              billing_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              shipping_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              same_as_billing: boolean;
              lines: {
                id: number;
                wine_id: number;
                title: string;
                sku: string;
                quantity: number;
                unit_price: number;
                line_total: number;
              }[];
              shipping_option_name: string;
              shipping_option_names: {
                pt: string;
                en: string;
              } | null;
              shipping_cost: number;
              subtotal: number;
              total_without_discount: number;
              discount_amount: number;
              vat_amount: number;
              vat_rate: number;
              payment: {
                provider: string | null;
                intent_id: string | null;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                paid_at: string | null;
                last_error: string | null;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              };
              tracking_url: string | null;
              adult_confirmed_at: string | null;
              customer_url: string;
              account: {
                id: number;
                email: string;
                username: string;
              } | null;
              estate_name: string;
              withdrawal: {
                requested_at: string;
                reason: string;
                /** @enum {string} */
                lang: 'pt' | 'en';
                user_id: number | null;
                refund_due: number;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              } | null;
              tax_id: string;
              company_name: string;
              invoices: {
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                status: 'pending' | 'issued' | 'failed';
                number: string | null;
                provider: string | null;
                amount: number;
                issued_at: string | null;
                attempts: number;
                last_error: string | null;
                url: string | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/dashboard/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orders_to_prepare: {
                count: number;
                oldest: {
                  id: number;
                  order_number: string;
                  created_at: string;
                  name: string;
                  email: string;
                  total_amount: number;
                  bottles: number;
                  deliver_status: string;
                  /** @enum {string} */
                  payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                  /** @enum {string} */
                  payment_method: 'card' | 'mb_way' | 'multibanco';
                  paid_at: string | null;
                  user_id: number | null;
                  withdrawal_requested_at: string | null;
                  discount_code: string | null;
                }[];
                newest: {
                  id: number;
                  order_number: string;
                  created_at: string;
                  name: string;
                  email: string;
                  total_amount: number;
                  bottles: number;
                  deliver_status: string;
                  /** @enum {string} */
                  payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                  /** @enum {string} */
                  payment_method: 'card' | 'mb_way' | 'multibanco';
                  paid_at: string | null;
                  user_id: number | null;
                  withdrawal_requested_at: string | null;
                  discount_code: string | null;
                }[];
              };
              low_stock: {
                id: number;
                title: {
                  pt: string;
                  en: string;
                };
                slug: string;
                stock: number;
              }[];
              low_stock_threshold: number;
              sales: {
                date: string;
                total: number;
                count: number;
              }[];
              sales_total: number;
              sales_count: number;
              messages: {
                id: number;
                name: string;
                email: string;
                subject: string;
                created_at: string;
                handled: boolean;
              }[];
              bookings: {
                id: number;
                name: string;
                email: string;
                kind: string;
                guests: string | null;
                arrival: string | null;
                departure: string | null;
                experience: string | null;
                visit_date: string | null;
                people: number | null;
                status: string;
                created_at: string;
                handled: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discount-codes/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          page?: number;
          per_page?: number;
          sort?:
            | 'id'
            | 'code'
            | 'kind'
            | 'valid_from'
            | 'valid_until'
            | 'used_count'
            | 'active'
            | 'created_at';
          order?: 'asc' | 'desc';
          q?: string;
          active?: 'yes' | 'no';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                code: string;
                /** @enum {string} */
                kind: 'percent' | 'fixed';
                percent: number | null;
                amount: number | null;
                min_order: number;
                valid_from: string | null;
                valid_until: string | null;
                usage_limit: number | null;
                used_count: number;
                active: boolean;
                /** @enum {string} */
                state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
                note: string;
                created_at: string;
                updated_at: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            percent?: number | null;
            amount?: number | null;
            /** @default 0 */
            min_order?: number;
            valid_from?: ('' | string) | null;
            valid_until?: ('' | string) | null;
            usage_limit?: number | null;
            /** @default true */
            active?: boolean;
            /** @default  */
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              percent: number | null;
              amount: number | null;
              min_order: number;
              valid_from: string | null;
              valid_until: string | null;
              usage_limit: number | null;
              used_count: number;
              active: boolean;
              /** @enum {string} */
              state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
              note: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/discount-codes/{id}/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              percent: number | null;
              amount: number | null;
              min_order: number;
              valid_from: string | null;
              valid_until: string | null;
              usage_limit: number | null;
              used_count: number;
              active: boolean;
              /** @enum {string} */
              state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
              note: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
            /** @enum {string} */
            kind: 'percent' | 'fixed';
            percent?: number | null;
            amount?: number | null;
            /** @default 0 */
            min_order?: number;
            valid_from?: ('' | string) | null;
            valid_until?: ('' | string) | null;
            usage_limit?: number | null;
            /** @default true */
            active?: boolean;
            /** @default  */
            note?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              percent: number | null;
              amount: number | null;
              min_order: number;
              valid_from: string | null;
              valid_until: string | null;
              usage_limit: number | null;
              used_count: number;
              active: boolean;
              /** @enum {string} */
              state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
              note: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              code: string;
              /** @enum {string} */
              kind: 'percent' | 'fixed';
              percent: number | null;
              amount: number | null;
              min_order: number;
              valid_from: string | null;
              valid_until: string | null;
              usage_limit: number | null;
              used_count: number;
              active: boolean;
              /** @enum {string} */
              state: 'active' | 'inactive' | 'scheduled' | 'expired' | 'used_up';
              note: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/orders/{id}/invoice-retry/': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              id: number;
              order_number: string;
              created_at: string;
              name: string;
              email: string;
              total_amount: number;
              bottles: number;
              deliver_status: string;
              /** @enum {string} */
              payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
              /** @enum {string} */
              payment_method: 'card' | 'mb_way' | 'multibanco';
              paid_at: string | null;
              user_id: number | null;
              withdrawal_requested_at: string | null;
              discount_code: string | null;
              code: string;
              updated_at: string;
              /** @enum {string} */
              preferred_language: 'pt' | 'en';
              phone: string;
              billing_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              shipping_address: {
                name: string;
                lines: string[];
                region_name: string;
                region: string;
                region_names: {
                  pt: string;
                  en: string;
                } | null;
                country: string;
                country_name: string;
                email: string;
                phone: string;
              } | null;
              same_as_billing: boolean;
              lines: {
                id: number;
                wine_id: number;
                title: string;
                sku: string;
                quantity: number;
                unit_price: number;
                line_total: number;
              }[];
              shipping_option_name: string;
              shipping_option_names: {
                pt: string;
                en: string;
              } | null;
              shipping_cost: number;
              subtotal: number;
              total_without_discount: number;
              discount_amount: number;
              vat_amount: number;
              vat_rate: number;
              payment: {
                provider: string | null;
                intent_id: string | null;
                /** @enum {string} */
                payment_status: 'awaiting_payment' | 'paid' | 'failed' | 'expired' | 'refunded';
                paid_at: string | null;
                last_error: string | null;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              };
              tracking_url: string | null;
              adult_confirmed_at: string | null;
              customer_url: string;
              account: {
                id: number;
                email: string;
                username: string;
              } | null;
              estate_name: string;
              withdrawal: {
                requested_at: string;
                reason: string;
                /** @enum {string} */
                lang: 'pt' | 'en';
                user_id: number | null;
                refund_due: number;
                refunded_amount: number;
                refund_id: string | null;
                refunded_at: string | null;
              } | null;
              tax_id: string;
              company_name: string;
              invoices: {
                /** @enum {string} */
                kind: 'invoice' | 'credit_note';
                /** @enum {string} */
                status: 'pending' | 'issued' | 'failed';
                number: string | null;
                provider: string | null;
                amount: number;
                issued_at: string | null;
                attempts: number;
                last_error: string | null;
                url: string | null;
              }[];
            };
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/{*}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    options: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    head: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    patch: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
    trace: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          '*': string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content?: never;
        };
      };
    };
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: never;
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
