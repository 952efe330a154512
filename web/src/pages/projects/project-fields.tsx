import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { z } from 'zod';
import { ZProcessingMode } from '../../../../src/routers/projects/projects.types.ts';
import { ZCreateProjectInput } from '../../../../src/routers/teams/create-project.types.ts';
import { CheckboxField, SelectField, TextField } from '../../components/form.tsx';
import { slugify } from '../../lib/slug.ts';

/** The project fields of create and settings: the server's own rules, without the team id. */
export const ZProjectFormInput = ZCreateProjectInput.omit({ teamId: true });
export type TProjectForm = UseFormReturn<
  z.input<typeof ZProjectFormInput>,
  unknown,
  z.output<typeof ZProjectFormInput>
>;

export const PROCESSING_MODES = ZProcessingMode.options;

// An empty variant field means "no variant": the API stores null, not an empty text.
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/**
 * Name, slug, processing mode, fallback and variant. With `deriveSlug` the slug follows the name
 * until the user edits the slug themselves.
 */
export function ProjectFields({ form, deriveSlug }: { form: TProjectForm; deriveSlug: boolean }) {
  const intl = useIntl();
  const slugEdited = useRef(!deriveSlug);
  const { errors, isSubmitted } = form.formState;
  const name = form.watch('name');
  useEffect(() => {
    if (!slugEdited.current) {
      form.setValue('slug', slugify(name ?? ''), { shouldValidate: isSubmitted });
    }
  }, [form, name, isSubmitted]);
  const slug = form.register('slug');
  return (
    <>
      <TextField
        label={<FormattedMessage id="fields.projectName" />}
        autoComplete="off"
        error={errors.name}
        {...form.register('name')}
      />
      <TextField
        label={<FormattedMessage id="fields.slug" />}
        hint={<FormattedMessage id="projectForm.slugHint" />}
        autoComplete="off"
        spellCheck={false}
        error={errors.slug}
        {...slug}
        onChange={(event) => {
          slugEdited.current = true;
          return slug.onChange(event);
        }}
      />
      <SelectField
        label={<FormattedMessage id="fields.processingMode" />}
        error={errors.processing_mode}
        {...form.register('processing_mode')}
      >
        {PROCESSING_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {intl.formatMessage({ id: `processingMode.${mode}` })}
          </option>
        ))}
      </SelectField>
      <CheckboxField
        label={<FormattedMessage id="fields.processingModeFallback" />}
        hint={<FormattedMessage id="projectForm.fallbackHint" />}
        error={errors.processing_mode_fallback}
        {...form.register('processing_mode_fallback')}
      />
      <TextField
        label={<FormattedMessage id="fields.processingModeVariant" />}
        hint={<FormattedMessage id="projectForm.variantHint" />}
        autoComplete="off"
        error={errors.processing_mode_variant}
        {...form.register('processing_mode_variant', { setValueAs: emptyAsNull })}
      />
    </>
  );
}
