import { Alert } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  Create,
  DeleteWithConfirmButton,
  Edit,
  ListButton,
  TabbedForm,
  Toolbar,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { PendingUploadsProvider, SaveAfterUploads } from '../ui';
import { ContentNav, ViewOnSiteButton } from './inputs';

/** The languages of the marketing pages; the guest guide adds es and fr. */
export const siteFormLanguages = ['pt', 'en'] as const;
export type SiteFormLanguage = (typeof siteFormLanguages)[number];

/**
 * The body sent to the API: a blank order means "at the end" (left out), and empty entries that
 * react-admin stores as null in a list of paragraphs become ''.
 */
export function cleanContent(data: RaRecord): RaRecord {
  const clean = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((item) => (item === null ? '' : clean(item)));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, clean(inner)]));
    }
    return value;
  };
  const { position, ...rest } = clean(data) as RaRecord;
  return position === null || position === undefined || position === ''
    ? rest
    : { ...rest, position };
}

/** The one General tab plus one tab per language, each built by `languageTab`. */
export function languageTabs(
  general: ReactNode,
  languageTab: (lang: SiteFormLanguage) => ReactNode,
): ReactElement[] {
  return [
    <TabbedForm.Tab key="general" label="content.tabs.general">
      {general}
    </TabbedForm.Tab>,
    ...siteFormLanguages.map((lang) => (
      <TabbedForm.Tab key={lang} label={`content.lang.${lang}`}>
        {lang !== 'pt' && <Alert severity="info">{<TranslationHelp />}</Alert>}
        {languageTab(lang)}
      </TabbedForm.Tab>
    )),
  ];
}

function TranslationHelp() {
  const translate = useTranslate();
  return <>{translate('content.translation_help')}</>;
}

/** Save, and delete after a confirmation that says the content leaves the site. */
function ContentToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveAfterUploads />
      <DeleteWithConfirmButton
        confirmTitle="content.delete.title"
        confirmContent="content.delete.content"
        mutationMode="pessimistic"
      />
    </Toolbar>
  );
}

function EditActions({ viewPath }: { viewPath: (record: RaRecord) => string | null }) {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <ViewOnSiteButton path={record ? viewPath(record) : null} />
      <ListButton />
    </TopToolbar>
  );
}

function useSavedThenList() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext();
  return () => {
    notify('content.saved', { type: 'success' });
    redirect('list', resource);
  };
}

/** Edit page of a content record: tabs, confirmation before delete, "saved" notice. */
export function ContentEdit({
  children,
  viewPath,
}: {
  children: ReactElement[];
  viewPath: (record: RaRecord) => string | null;
}) {
  const onSuccess = useSavedThenList();
  return (
    <>
      <ContentNav />
      <Edit
        mutationMode="pessimistic"
        transform={cleanContent}
        mutationOptions={{ onSuccess }}
        actions={<EditActions viewPath={viewPath} />}
      >
        <PendingUploadsProvider>
          <TabbedForm toolbar={<ContentToolbar />} warnWhenUnsavedChanges>
            {children}
          </TabbedForm>
        </PendingUploadsProvider>
      </Edit>
    </>
  );
}

export function ContentCreate({
  children,
  defaults,
}: {
  children: ReactElement[];
  defaults: Record<string, unknown>;
}) {
  const onSuccess = useSavedThenList();
  return (
    <>
      <ContentNav />
      <Create transform={cleanContent} mutationOptions={{ onSuccess }}>
        <PendingUploadsProvider>
          <TabbedForm
            defaultValues={defaults}
            toolbar={
              <Toolbar>
                <SaveAfterUploads />
              </Toolbar>
            }
            warnWhenUnsavedChanges
          >
            {children}
          </TabbedForm>
        </PendingUploadsProvider>
      </Create>
    </>
  );
}
