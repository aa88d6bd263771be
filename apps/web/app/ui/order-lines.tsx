import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { formatPrice, pathTo, type SiteLang } from '@mdc/shared';

export interface OrderLine {
  id: number;
  title: string;
  productUrl: string;
  imageUrl: string | null;
  quantity: number;
  unitCents: number;
  lineCents: number;
}

export interface TotalRow {
  label: string;
  value: ReactNode;
  strong?: boolean;
}

/**
 * An order's lines and totals as a table: the checkout summary (50 px thumbnails) and the
 * thank-you page (70 px), spec 001 §2.
 */
export function OrderLines({
  lines,
  totals,
  thumbnail,
  caption,
  lang,
  t,
}: {
  lines: readonly OrderLine[];
  totals: readonly TotalRow[];
  thumbnail: 50 | 70;
  caption: string;
  lang: SiteLang;
  t: TFunction;
}) {
  const size = thumbnail === 50 ? 'h-[50px] w-[50px]' : 'h-[70px] w-[70px]';
  return (
    <table className="w-full border-collapse text-left">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-ink/20 text-sm">
          <th scope="col" className="py-2 pr-2 font-semibold">
            {t('checkout.summary.product')}
          </th>
          <th scope="col" className="px-2 py-2 text-center font-semibold">
            {t('checkout.summary.quantity')}
          </th>
          <th scope="col" className="py-2 pl-2 text-right font-semibold">
            {t('checkout.summary.total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className="border-b border-ink/10">
            <td className="py-2 pr-2">
              <div className="flex items-center gap-3">
                <img
                  src={line.imageUrl || `/images/placeholder-wine-${lang}.svg`}
                  alt=""
                  width={thumbnail}
                  height={thumbnail}
                  loading="lazy"
                  className={`${size} shrink-0 rounded-sm bg-cream object-contain`}
                />
                <div>
                  <Link
                    to={pathTo('shopProduct', lang, { productUrl: line.productUrl })}
                    className="font-semibold text-wine underline-offset-2 hover:underline"
                  >
                    {line.title}
                  </Link>
                  <p className="text-sm text-ink/75">
                    {t('checkout.summary.unitPrice', { price: formatPrice(line.unitCents, lang) })}
                  </p>
                </div>
              </div>
            </td>
            <td className="px-2 py-2 text-center tabular-nums">{line.quantity}</td>
            <td className="whitespace-nowrap py-2 pl-2 text-right tabular-nums">
              {formatPrice(line.lineCents, lang)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((row) => (
          <tr key={row.label} className={row.strong ? 'text-lg font-semibold' : ''}>
            <th scope="row" colSpan={2} className="pt-2 pr-2 text-right font-[inherit]">
              {row.label}
            </th>
            <td className="whitespace-nowrap pt-2 pl-2 text-right tabular-nums">{row.value}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}
