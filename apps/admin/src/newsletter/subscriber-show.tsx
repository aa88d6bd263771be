import {
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { SubscriberStatusChip } from './subscriber-status';
import { UnsubscribeButton } from './unsubscribe-button';

function Title() {
  return <>{useRecordContext()?.email ?? ''}</>;
}

/** One subscriber: consent, confirmation, unsubscription. */
export function SubscriberShow() {
  return (
    <Show
      title={<Title />}
      actions={
        <TopToolbar>
          <UnsubscribeButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="email" />
        <Labeled source="status">
          <SubscriberStatusChip />
        </Labeled>
        <TextField source="language" />
        <DateField source="consent_at" showTime />
        <DateField source="confirmed_at" showTime emptyText="—" />
        <DateField source="unsubscribed_at" showTime emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
