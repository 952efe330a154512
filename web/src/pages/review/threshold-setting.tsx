import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormError } from '../../components/form.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { errorMessageOf } from '../../i18n/error-message.ts';
import type { TProjectDetail } from '../../lib/api-types.ts';
import { toast } from '../../lib/toast.ts';
import { trpc } from '../../lib/trpc.ts';

/** The project's confidence threshold of the review queue (admins), in percent. */
export function ThresholdSetting({ project }: { project: TProjectDetail }) {
  const intl = useIntl();
  const utils = trpc.useUtils();
  const [percent, setPercent] = useState(String(Math.round(project.review_confidence_threshold * 100)));
  const update = trpc.projects.update.useMutation({
    onSuccess: async () => {
      await utils.projects.get.invalidate({ projectId: project.id });
      await utils.projects.listExecutions.invalidate();
      toast.success(intl.formatMessage({ id: 'reviewQueue.thresholdSaved' }));
    },
  });
  const value = Number(percent);
  const valid = percent.trim() !== '' && Number.isFinite(value) && value >= 0 && value <= 100;
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate({ projectId: project.id, review_confidence_threshold: value / 100 });
      }}
    >
      <label htmlFor="review-threshold" className="flex flex-col gap-1 text-sm font-medium">
        <FormattedMessage id="reviewQueue.threshold" />
        <Input
          id="review-threshold"
          className="w-28"
          inputMode="numeric"
          value={percent}
          aria-invalid={valid ? undefined : true}
          onChange={(event) => setPercent(event.target.value)}
        />
      </label>
      <Button type="submit" variant="outline" disabled={!valid || update.isPending}>
        <FormattedMessage id="reviewQueue.thresholdSave" />
      </Button>
      {update.error ? <FormError className="basis-full">{errorMessageOf(intl, update.error)}</FormError> : null}
    </form>
  );
}
