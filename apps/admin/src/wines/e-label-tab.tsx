import CalculateIcon from '@mui/icons-material/Calculate';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import {
  allergenCodes,
  computeEnergy,
  eLabelPath,
  eLabelProblems,
  hasAtMostDecimals,
  siteLanguages,
  type AdminWine,
  type ELabelProblem,
  type NutritionValues,
} from '@mdc/shared';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  TabbedForm,
  TextInput,
  minValue,
  useNotify,
  useRecordContext,
  useTranslate,
  type FormTabProps,
  type Validator,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { keepText, DecimalInput } from '../ui';

const key = (name: string) => `resources.wines.e_label.${name}`;

/** The figures' cross-checks of @mdc/shared, said next to the field in the staff's language. */
const agreesWithOthers =
  (field: ELabelProblem['field']): Validator =>
  (_value, values: { e_label?: Partial<NutritionValues> }) => {
    const problem = eLabelProblems(values.e_label ?? {}).find((one) => one.field === field);
    return problem ? key(`problems.${problem.code}`) : undefined;
  };

/** At most `places` decimals, as the database keeps them (the server refuses more). */
const decimals =
  (places: number): Validator =>
  (value) => {
    if (value == null || value === '') return undefined;
    return hasAtMostDecimals(Number(value), places)
      ? undefined
      : { message: key('problems.decimals'), args: { places } };
  };

const gramsInput = (source: keyof NutritionValues, places = 1, extra: Validator[] = []) => (
  <DecimalInput
    decimals={places}
    key={source}
    source={`e_label.${source}`}
    min={0}
    validate={[minValue(0), decimals(places), ...extra]}
  />
);

/** Fills kJ and kcal from alcohol, carbohydrate, protein, fat and (optionally) organic acids. */
function ComputeEnergy() {
  const translate = useTranslate();
  const notify = useNotify();
  const { getValues, setValue } = useFormContext();
  const [acids, setAcids] = useState('');

  function compute() {
    const alcohol = getValues('alcohol') as number | null | undefined;
    if (alcohol == null || Number.isNaN(Number(alcohol))) {
      notify(key('compute_needs_alcohol'), { type: 'warning' });
      return;
    }
    const figure = (name: string) => {
      const value = getValues(`e_label.${name}`) as number | null | undefined;
      return value == null ? null : Number(value);
    };
    const energy = computeEnergy({
      alcohol_percent: Number(alcohol),
      carbohydrate_g: figure('carbohydrate_g'),
      protein_g: figure('protein_g'),
      fat_g: figure('fat_g'),
      organic_acids_g: acids === '' ? null : Number(acids.replace(',', '.')),
    });
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('e_label.energy_kj', energy.energy_kj, options);
    setValue('e_label.energy_kcal', energy.energy_kcal, options);
    notify(key('computed'), { type: 'info', messageArgs: { ...energy } });
  }

  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(key('compute_help'))}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
        <TextField
          label={translate(key('organic_acids'))}
          helperText={translate(key('organic_acids_help'))}
          value={acids}
          onChange={(event) => setAcids(event.target.value)}
          inputMode="decimal"
          size="small"
          sx={{ maxWidth: 280 }}
        />
        <Button variant="outlined" startIcon={<CalculateIcon />} onClick={compute}>
          {translate(key('compute'))}
        </Button>
      </Stack>
    </Box>
  );
}

/** Links to the public page in both languages, once the wine is saved. */
function PublicPageLinks() {
  const wine = useRecordContext<AdminWine>();
  const translate = useTranslate();
  if (!wine?.product_url) return null;
  return (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
      {siteLanguages.map((lang) => (
        <Link
          key={lang}
          href={eLabelPath(wine.product_url, lang)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 0.5 }}
        >
          {translate(key('open'), { lang: lang.toUpperCase() })}
          <OpenInNewIcon fontSize="small" aria-hidden />
        </Link>
      ))}
    </Stack>
  );
}

/**
 * The "E-label" tab of a wine (decision 071): ingredients in both languages, allergens and the
 * nutrition declaration per 100 ml, shown on the public page that the QR code opens.
 */
export function ELabelTab(props: FormTabProps) {
  const translate = useTranslate();
  const allergenChoices = allergenCodes.map((code) => ({
    id: code,
    name: key(`allergens.${code}`),
  }));
  return (
    <TabbedForm.Tab {...props}>
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate(key('intro'))}
      </Alert>
      <PublicPageLinks />
      {siteLanguages.map((lang) => (
        <TextInput
          key={lang}
          source={`e_label.ingredients.${lang}`}
          // Cleared stays '' (react-admin would send null, which the API refuses).
          parse={keepText}
          multiline
          minRows={2}
          fullWidth
          helperText={key('ingredients_help')}
        />
      ))}
      <CheckboxGroupInput
        source="e_label.allergens"
        choices={allergenChoices}
        helperText={key('allergens_help')}
      />
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {translate(key('nutrition'))}
      </Typography>
      <ComputeEnergy />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DecimalInput
          decimals={0}
          source="e_label.energy_kj"
          min={0}
          validate={[minValue(0), decimals(0), agreesWithOthers('energy_kj')]}
        />
        <DecimalInput
          decimals={0}
          source="e_label.energy_kcal"
          min={0}
          validate={[minValue(0), decimals(0), agreesWithOthers('energy_kcal')]}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {gramsInput('fat_g')}
        {gramsInput('saturates_g', 1, [agreesWithOthers('saturates_g')])}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {gramsInput('carbohydrate_g')}
        {gramsInput('sugars_g', 1, [agreesWithOthers('sugars_g')])}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {gramsInput('protein_g')}
        {gramsInput('salt_g', 2)}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {translate(key('negligible_help'))}
      </Typography>
    </TabbedForm.Tab>
  );
}
