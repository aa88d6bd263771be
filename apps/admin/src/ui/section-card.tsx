import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * One titled card of a record or dashboard page; cards sit side by side in a wrapping row and
 * stack on a phone. `flex` is the card's share of the row (CSS flex shorthand).
 */
export function SectionCard({
  title,
  action,
  flex = '1 1 300px',
  outlined = true,
  children,
}: {
  /** A message key. */
  title: string;
  /** A button or link beside the title. */
  action?: ReactNode;
  flex?: string;
  outlined?: boolean;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant={outlined ? 'outlined' : 'elevation'} sx={{ flex, minWidth: 0 }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1, gap: 1 }}
        >
          <Typography variant="h6" component="h2">
            {translate(title)}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
