import { slugify } from '@mdc/shared';
import { useEffect, useRef } from 'react';
import { TextInput, regex, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { DecimalInput } from '../ui';

// The server's rules, checked first in the browser so staff read them in their language.
export const slugRule = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'resources.wines.errors.product_url');

/**
 * A new wine's first fields (docs/decisions/108-estate-photographs.md): its name, then the
 * address proposed from it (lowercase, no accents, hyphens) until staff write their own, and the
 * bottles it starts with. The English name follows the Portuguese one until staff change it.
 */
export function NewWineInputs() {
  const { setValue, getFieldState } = useFormContext();
  const name = (useWatch({ name: 'texts.pt.product_title' }) as string | undefined) ?? '';
  const slug = (useWatch({ name: 'product_url' }) as string | undefined) ?? '';
  const english = (useWatch({ name: 'texts.en.product_title' }) as string | undefined) ?? '';
  const proposed = useRef({ slug: '', english: '' });

  useEffect(() => {
    // Staff who typed their own address (or English name) keep it.
    const ownSlug = slug !== proposed.current.slug && getFieldState('product_url').isDirty;
    if (!ownSlug || slug === '') {
      proposed.current.slug = slugify(name);
      setValue('product_url', proposed.current.slug, { shouldDirty: false });
    }
    if (english === proposed.current.english) {
      proposed.current.english = name;
      setValue('texts.en.product_title', name, { shouldDirty: false });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the name only
  }, [name]);

  return (
    <>
      <TextInput
        source="texts.pt.product_title"
        label="resources.wines.fields.new_name"
        validate={required()}
        helperText="resources.wines.helpers.new_name"
        autoFocus
        fullWidth
      />
      <TextInput
        source="product_url"
        validate={[required(), slugRule]}
        helperText="resources.wines.helpers.product_url_proposed"
        fullWidth
      />
      <DecimalInput
        decimals={0}
        source="opening_stock"
        min={0}
        max={100_000}
        helperText="resources.wines.helpers.opening_stock"
      />
    </>
  );
}
