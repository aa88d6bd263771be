import { useState } from 'react';
import type { SiteLang } from '@mdc/shared';
import { useT } from '~/i18n/i18n';
import { Field, Spinner } from '~/ui/field';
import { Modal } from '~/ui/overlays/modal';
import { deleteWord, isDeleteConfirmed } from './profile-form';

/**
 * docs/product/accounts.md#account-deletion: the modal asks for the typed word (ELIMINAR / DELETE, any case)
 * before `onDelete` runs; `onDelete` answers whether the account is gone.
 */
export function DeleteAccountDialog({
  open,
  lang,
  onClose,
  onDelete,
}: {
  open: boolean;
  lang: SiteLang;
  onClose: () => void;
  onDelete: () => Promise<boolean>;
}) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setTyped('');
    setError(undefined);
    onClose();
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!isDeleteConfirmed(typed, lang)) {
      setError(t('account.profile.delete.required'));
      return;
    }
    setBusy(true);
    const deleted = await onDelete();
    setBusy(false);
    if (deleted) close();
  }

  return (
    <Modal open={open} labelledBy="delete-account-title" onClose={close} dismissible={!busy}>
      <form method="post" noValidate onSubmit={submit}>
        <h2 id="delete-account-title" className="font-serif text-2xl font-semibold text-wine">
          {t('account.profile.delete.title')}
        </h2>
        <p className="mt-3">{t('account.profile.delete.text')}</p>
        <Field
          id="profile-delete-word"
          label={t('account.profile.delete.prompt', { word: deleteWord[lang] })}
          required
          error={error}
          className="mt-4"
        >
          {(control) => (
            <input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            onClick={close}
            className="min-h-11 rounded-sm border border-ink/30 px-5 font-semibold hover:bg-ink/5"
          >
            {t('account.profile.delete.cancel')}
          </button>
          <button
            type="submit"
            aria-disabled={busy || undefined}
            className="inline-flex min-h-11 items-center gap-2 rounded-sm bg-red-800 px-5 font-semibold text-white hover:bg-red-900 aria-disabled:opacity-70"
          >
            {busy ? <Spinner /> : null}
            {t(busy ? 'account.profile.delete.deleting' : 'account.profile.delete.confirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
