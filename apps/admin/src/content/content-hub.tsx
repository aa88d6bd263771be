import { Card, CardActionArea, CardContent, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { contentSections } from './inputs';

/** The area's start page: one card per part of the site content, in plain words. */
export function ContentHub() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('content.hub.title')} />
      <Typography component="h1" variant="h5" gutterBottom>
        {translate('content.hub.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('content.hub.intro')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
        }}
      >
        {contentSections.map((section) => (
          <Card key={section.key} variant="outlined">
            <CardActionArea component={Link} to={section.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h2" variant="h6" gutterBottom>
                  {translate(`content.sections.${section.key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`content.descriptions.${section.key}`)}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
