import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

/**
 * The free-text search box of a list (the admin contract's `q`). Unlike react-admin's
 * SearchInput it has a visible label, so screen readers and staff both get more than a
 * placeholder; the placeholder says what the search looks through.
 */
function SearchFilter({ hint, ...props }: TextInputProps & { hint?: string }) {
  const translate = useTranslate();
  return (
    <TextInput
      label="ui.search"
      resettable
      placeholder={hint ? translate(hint) : undefined}
      InputLabelProps={{ shrink: true }}
      // Wide enough for the hint ("E-mail, name or username") to show whole.
      sx={{ minWidth: 260 }}
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <SearchIcon color="disabled" />
          </InputAdornment>
        ),
      }}
      {...props}
    />
  );
}

/**
 * The search entry of a list's `filters`, always shown. `hint` is a message key naming what is
 * searched ("E-mail, name or username").
 */
export function searchFilter(hint?: string) {
  return <SearchFilter key="q" source="q" alwaysOn hint={hint} />;
}
