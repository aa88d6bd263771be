import { Box, Card, CardActionArea, CardContent, Chip, Typography } from '@mui/material';
import { imageSlotGroups, type AdminSiteImage } from '@mdc/shared';
import { useEffect, useState } from 'react';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AdminDataProvider } from '../providers/data-provider';
import { ContentNav } from './inputs';
import { SlotPreview } from './site-image-parts';

/** Every image slot of the site, grouped as the pages are, each with its current picture. */
export function SiteImageList() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [slots, setSlots] = useState<AdminSiteImage[] | null>(null);
  useEffect(() => {
    void dataProvider
      .getList('site-images', { pagination: { page: 1, perPage: 100 }, filter: {} })
      .then(({ data }) => setSlots(data as AdminSiteImage[]));
  }, [dataProvider]);
  if (!slots) return <Loading />;
  return (
    <Box sx={{ py: 1 }}>
      <Title title={translate('content.sections.photos')} />
      <ContentNav />
      <Typography sx={{ my: 2 }}>{translate('content.photos.intro')}</Typography>
      {imageSlotGroups.map((group) => (
        <Box component="section" key={group} sx={{ mb: 3 }} aria-labelledby={`slots-${group}`}>
          <Typography id={`slots-${group}`} component="h2" variant="h6" gutterBottom>
            {translate(`content.photos.groups.${group}`)}
          </Typography>
          <Box
            component="ul"
            sx={{
              display: 'grid',
              gap: 2,
              p: 0,
              listStyle: 'none',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {slots
              .filter((slot) => slot.group === group)
              .map((slot) => (
                <Card component="li" key={slot.id} variant="outlined">
                  <CardActionArea component={Link} to={`/site-images/${slot.id}`}>
                    <SlotPreview slot={slot} />
                    <CardContent sx={{ p: 1 }}>
                      <Typography variant="body2" fontWeight={600}>
                        {translate(`content.photos.slots.${slot.id}`, { _: slot.id })}
                      </Typography>
                      <Chip
                        size="small"
                        sx={{ mt: 0.5 }}
                        color={slot.photo ? 'success' : 'default'}
                        label={translate(
                          slot.photo ? 'content.photos.hasPhoto' : 'content.photos.drawing',
                        )}
                      />
                    </CardContent>
                  </CardActionArea>
                </Card>
              ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export { SiteImageEdit } from './site-image-edit';
