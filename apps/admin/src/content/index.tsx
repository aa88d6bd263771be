import ArticleIcon from '@mui/icons-material/Article';
import { Card, CardActionArea, CardContent, Box, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link, Route } from 'react-router-dom';
import type { AdminArea } from '../areas';
import {
  ContentBlockCreate,
  ContentBlockEdit,
  ContentBlockList,
  GalleryImageCreate,
  GalleryImageEdit,
  GalleryImageList,
  HouseFeatureCreate,
  HouseFeatureEdit,
  HouseFeatureList,
  PolicySectionCreate,
  PolicySectionEdit,
  PolicySectionList,
  RegionBlockCreate,
  RegionBlockEdit,
  RegionBlockList,
} from './content-resources';
import { CompanyContactEdit, GuestGuideEdit, HouseDetailsEdit } from './documents';
import { contentSections } from './inputs';
import { contentMessages } from './messages';

/** The area's start page: one card per part of the site content, in plain words. */
function ContentHub() {
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

/*
 * The content tables are resources with edit and create pages only: their lists are routes of
 * this area, so the menu shows one "Site content" entry instead of eight, and the tabs of
 * ContentNav move between the parts. Saving or deleting returns to /<resource>, the list route.
 */
export const contentArea: AdminArea = {
  resources: [
    { name: 'content-blocks', edit: ContentBlockEdit, create: ContentBlockCreate },
    { name: 'region-blocks', edit: RegionBlockEdit, create: RegionBlockCreate },
    { name: 'gallery-images', edit: GalleryImageEdit, create: GalleryImageCreate },
    { name: 'house-features', edit: HouseFeatureEdit, create: HouseFeatureCreate },
    { name: 'policy-sections', edit: PolicySectionEdit, create: PolicySectionCreate },
    { name: 'site-documents' },
  ],
  routes: [
    <Route key="content" path="/content" element={<ContentHub />} />,
    <Route key="content-blocks" path="/content-blocks" element={<ContentBlockList />} />,
    <Route key="region-blocks" path="/region-blocks" element={<RegionBlockList />} />,
    <Route key="gallery-images" path="/gallery-images" element={<GalleryImageList />} />,
    <Route key="house-features" path="/house-features" element={<HouseFeatureList />} />,
    <Route key="policy-sections" path="/policy-sections" element={<PolicySectionList />} />,
    <Route key="company" path="/content/company-contact" element={<CompanyContactEdit />} />,
    <Route key="guest" path="/content/guest-guide" element={<GuestGuideEdit />} />,
    <Route key="house" path="/content/house-details" element={<HouseDetailsEdit />} />,
  ],
  menu: [{ to: '/content', label: 'content.menu', icon: ArticleIcon }],
  messages: contentMessages,
};
