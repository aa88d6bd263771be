import { Box, Stack, TextField, Typography } from '@mui/material';
import {
  focusFromClick,
  objectPositionOf,
  type AdminSiteImage,
  type FocalPoint,
} from '@mdc/shared';
import { useTranslate } from 'react-admin';

/** The picture a slot shows now: the staff photo (at its focal point) or the demo drawing. */
export function SlotPreview({ slot, focus }: { slot: AdminSiteImage; focus?: FocalPoint }) {
  const translate = useTranslate();
  const point = focus ?? (slot.photo && { x: slot.photo.focus_x, y: slot.photo.focus_y });
  return (
    <Box
      component="img"
      src={slot.photo ? slot.photo.url.replace(/#.*$/, '') : slot.default_src}
      alt={slot.photo?.alt?.pt || translate('content.photos.drawing')}
      sx={{
        width: '100%',
        aspectRatio: `${slot.width} / ${slot.height}`,
        objectFit: 'cover',
        objectPosition: point ? objectPositionOf(point) : 'center',
        bgcolor: 'grey.100',
        display: 'block',
      }}
    />
  );
}

export interface Draft {
  mediaId: string;
  url: string;
  alt: { pt: string; en: string };
  focus: FocalPoint;
}

export const draftOf = (slot: AdminSiteImage): Draft | null =>
  slot.photo && {
    mediaId: slot.photo.media_id,
    url: slot.photo.url,
    alt: slot.photo.alt,
    focus: { x: slot.photo.focus_x, y: slot.photo.focus_y },
  };

/** The focal point: a click on the picture, or the two numbers for the keyboard. */
export function FocusPicker({
  slot,
  draft,
  onChange,
}: {
  slot: AdminSiteImage;
  draft: Draft;
  onChange: (focus: FocalPoint) => void;
}) {
  const translate = useTranslate();
  const shown = { ...slot, photo: { ...slot.photo!, url: draft.url } } as AdminSiteImage;
  return (
    <Box>
      <Typography variant="subtitle2">{translate('content.photos.focus')}</Typography>
      <Typography variant="body2" color="text.secondary" id="focus-help">
        {translate('content.photos.focusHelp')}
      </Typography>
      <Box
        data-testid="focus-picker"
        onClick={(event) =>
          onChange(
            focusFromClick(
              { x: event.clientX, y: event.clientY },
              event.currentTarget.getBoundingClientRect(),
            ),
          )
        }
        sx={{ position: 'relative', cursor: 'crosshair', maxWidth: 560, mt: 1 }}
      >
        <Box
          component="img"
          src={draft.url.replace(/#.*$/, '')}
          alt=""
          sx={{ width: '100%', display: 'block' }}
        />
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            left: `${draft.focus.x}%`,
            top: `${draft.focus.y}%`,
            width: 24,
            height: 24,
            ml: '-12px',
            mt: '-12px',
            borderRadius: '50%',
            border: '3px solid white',
            boxShadow: '0 0 0 2px black',
          }}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        {(['x', 'y'] as const).map((axis) => (
          <TextField
            key={axis}
            type="number"
            label={translate(`content.photos.focus_${axis}`)}
            value={draft.focus[axis]}
            inputProps={{ min: 0, max: 100, step: 1, 'aria-describedby': 'focus-help' }}
            onChange={(event) =>
              onChange({ ...draft.focus, [axis]: Math.round(Number(event.target.value)) })
            }
            size="small"
          />
        ))}
      </Stack>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        {translate('content.photos.cropPreview')}
      </Typography>
      <Box sx={{ width: 240 }}>
        <SlotPreview slot={shown} focus={draft.focus} />
      </Box>
    </Box>
  );
}
