import { Title } from 'react-admin';
import type { AdminArea } from '../areas';

export function Dashboard() {
  return <Title title="admin.title" />;
}

export const dashboardArea: AdminArea = { messages: { pt: {}, en: {} } };
