/**
 * The vehicle asked for, as the catalogue offers it, in the stock add forms (a vehicle by
 * hand, a booking at the counter): model, then that model's variants and colours, then the
 * showroom when the person works more than one. A new model starts from its own first
 * variant and colour.
 */
import { useCallback, useEffect, useRef } from 'react';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { showroomPlaceIn } from '#contract/site-settings.ts';
import type { StockKind } from '#contract/stock.ts';
import { useSiteSettings } from '../../lib/site-settings/use-site-settings.tsx';
import { useWorkedShowroom } from '../session/use-worked-showroom.ts';
import { fieldMark } from './field-mark.tsx';

/** What both add forms' values hold of the vehicle's kind and place. */
export interface KindValues {
  modelId: number;
  variant: string;
  colour: string;
  showroomId: number;
}

/** The part of an add form (react-hook-form) these fields read and write. */
export interface KindForm {
  register: UseFormRegister<KindValues>;
  watch: UseFormWatch<KindValues>;
  setValue: UseFormSetValue<KindValues>;
  formState: { errors: FieldErrors<KindValues> };
}

/** An empty form's choice: the given kind (else the first) with its first variant and colour, and the first showroom. */
export function kindDefaults(kinds: readonly StockKind[], showroomIds: readonly number[], kind = kinds[0]): KindValues {
  return { modelId: kind?.id ?? 0, variant: kind?.variants[0] ?? '', colour: kind?.colours[0] ?? '', showroomId: showroomIds[0] ?? 0 };
}

/**
 * An add form's own react-hook-form, seen as the part these fields use. Its values have
 * these four fields (the constraint says so; the schema's input types them loosely, its
 * output as KindValues); react-hook-form's types cannot say that a form of more fields is
 * also a form of these, hence the one cast.
 */
export function asKindForm<Values extends { [Name in keyof KindValues]: unknown }>(form: {
  register: UseFormRegister<Values>; watch: UseFormWatch<Values>; setValue: UseFormSetValue<Values>; formState: { errors: FieldErrors<Values> };
}): KindForm {
  return form as unknown as KindForm;
}

interface Props {
  form: KindForm;
  kinds: readonly StockKind[];
  showroomIds: readonly number[];
  /** The form's useId(), for the ids of its messages. */
  idPrefix: string;
}

export function KindFields({ form, kinds, showroomIds, idPrefix }: Props) {
  const { showrooms } = useSiteSettings();
  const { register, watch, setValue, formState } = form;
  const kind = kinds.find((k) => k.id === Number(watch('modelId')));
  // A new model offers its own variants and colours: start from its first. The model the
  // form opened with keeps the variant and colour it was given (a refused booking to fix),
  // and the list read again keeps what was picked.
  const shownKindId = useRef(kind?.id);
  useEffect(() => {
    if (!kind) return;
    const otherModel = shownKindId.current !== kind.id;
    shownKindId.current = kind.id;
    if (otherModel || !kind.variants.includes(watch('variant'))) setValue('variant', kind.variants[0] ?? '');
    if (otherModel || !kind.colours.includes(watch('colour'))) setValue('colour', kind.colours[0] ?? '');
  }, [kind, setValue, watch]);
  const chooseShowroom = useCallback((showroomId: number) => setValue('showroomId', showroomId), [setValue]);
  useWorkedShowroom(Number(watch('showroomId')), showroomIds, chooseShowroom);
  const variant = fieldMark(idPrefix, 'variant', formState.errors.variant?.message);
  const colour = fieldMark(idPrefix, 'colour', formState.errors.colour?.message);

  return (
    <>
      <label className="admin-field">
        <span>Model</span>
        <select {...register('modelId', { valueAsNumber: true })}>
          {kinds.map((k) => <option key={k.id} value={k.id}>{k.name}</option>)}
        </select>
      </label>
      <label className="admin-field">
        <span>Variant</span>
        <select {...variant.attrs} {...register('variant')}>
          {kind?.variants.map((v) => <option key={v} value={v}>{v}</option>)}
        </select>
        {variant.error}
      </label>
      <label className="admin-field">
        <span>Colour</span>
        <select {...colour.attrs} {...register('colour')}>
          {kind?.colours.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        {colour.error}
      </label>
      {showroomIds.length > 1 && (
        <label className="admin-field">
          <span>Showroom</span>
          <select {...register('showroomId', { valueAsNumber: true })}>
            {showroomIds.map((s) => <option key={s} value={s}>{showroomPlaceIn(showrooms, s)}</option>)}
          </select>
        </label>
      )}
    </>
  );
}
