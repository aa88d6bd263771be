import { Box, Typography } from '@mui/material';
import { eurosToCents, type AdminDashboard } from '@mdc/shared';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

type Sales = AdminDashboard['sales'];

const width = 600;
const height = 180;
const axis = 20;

/** Hidden from the eye, read by screen readers: the chart's figures as a table. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Sales per day as an SVG bar chart (no chart library): the bars are a picture with a summary for
 * screen readers, and the figures are in a visually hidden table next to it.
 */
export function SalesChart({
  sales,
  money,
  dayLabel,
}: {
  sales: Sales;
  money: (euros: string) => string;
  dayLabel: (date: string) => string;
}) {
  const translate = useTranslate();
  const captionId = useId();
  const cents = (day: Sales[number]) => eurosToCents(day.total);
  const max = Math.max(...sales.map(cents), 0);
  const step = width / Math.max(sales.length, 1);
  const barHeight = (total: number) => (max === 0 ? 0 : ((height - axis) * total) / max);
  const best = sales.reduce<Sales[number] | null>(
    (top, day) => (cents(day) > (top ? cents(top) : 0) ? day : top),
    null,
  );
  const summary = best
    ? translate('dashboard.sales.summary', {
        days: sales.length,
        best: dayLabel(best.date),
        amount: money(best.total),
      })
    : translate('dashboard.sales.none');

  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        sx={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <line x1={0} x2={width} y1={height - axis} y2={height - axis} stroke="#6b6b6b" />
        {sales.map((day, index) => {
          const h = barHeight(cents(day));
          return (
            <g key={day.date}>
              <rect
                x={index * step + step * 0.15}
                y={height - axis - h}
                width={step * 0.7}
                height={h}
                fill="#6b1f2e"
              >
                <title>{`${dayLabel(day.date)}: ${money(day.total)} (${day.count})`}</title>
              </rect>
              {index % 5 === 0 && (
                <text
                  x={index * step + step / 2}
                  y={height - 5}
                  fontSize={16}
                  textAnchor="middle"
                  fill="#3d3d3d"
                >
                  {dayLabel(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      <Typography variant="body2" color="text.secondary" aria-hidden="true">
        {summary}
      </Typography>
      {/* A table ignores width and overflow: the wrapper hides it. */}
      <Box sx={visuallyHidden}>
        <table aria-describedby={captionId}>
          <caption id={captionId}>{translate('dashboard.sales.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{translate('dashboard.sales.day')}</th>
              <th scope="col">{translate('dashboard.sales.total')}</th>
              <th scope="col">{translate('dashboard.sales.orders')}</th>
            </tr>
          </thead>
          <tbody>
            {sales.map((day) => (
              <tr key={day.date}>
                <th scope="row">{dayLabel(day.date)}</th>
                <td>{money(day.total)}</td>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
