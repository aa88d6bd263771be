import type { MouseEvent } from 'react';
import { FunctionField, Link, useResourceContext, type RaRecord } from 'react-admin';

/**
 * A list column whose text is a real link to the record's page, so a row opens from the keyboard
 * too (a Datagrid's rowClick answers the mouse only). Shows `source` unless `text` says otherwise.
 */
export function ShowLinkField({
  source,
  sortable,
  text = (record) => String(record[source] ?? ''),
}: {
  source: string;
  sortable?: boolean;
  text?: (record: RaRecord) => string;
}) {
  const resource = useResourceContext();
  return (
    <FunctionField
      source={source}
      {...(sortable !== undefined && { sortable })}
      render={(record: RaRecord) => (
        <Link
          to={`/${resource}/${record.id}/show`}
          onClick={(event: MouseEvent) => event.stopPropagation()}
        >
          {text(record)}
        </Link>
      )}
    />
  );
}
