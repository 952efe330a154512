import { TriangleAlert } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { hasTeamRole } from '../../../lib/roles.ts';
import { ProjectPage, type TProjectContext } from '../project-page.tsx';
import { CurlExample } from './curl-example.tsx';
import { MailAddresses } from './mail-addresses.tsx';
import { UploadForm } from './upload-form.tsx';

function Inputs({ project, role }: TProjectContext) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <FormattedMessage id="inputs.uploadTitle" />
          </CardTitle>
          <CardDescription>
            <FormattedMessage id="inputs.uploadDescription" />
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {project.latest_revision === null ? (
            <p
              role="note"
              data-testid="inputs-no-schema"
              className="flex items-start gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
              <span>
                <FormattedMessage
                  id="inputs.noSchema"
                  values={{
                    link: (chunks) => (
                      <Link href={`/projects/${project.id}/schema`} className="font-medium text-primary underline">
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </span>
            </p>
          ) : null}
          <UploadForm project={project} />
        </CardContent>
      </Card>
      <CurlExample project={project} admin={hasTeamRole(role, 'admin')} />
      {hasTeamRole(role, 'admin') ? <MailAddresses project={project} /> : null}
    </div>
  );
}

/** Spec §2 /projects/{projectId}/inputs: upload documents in the browser, or see how to send them by API. */
export default function InputsPage() {
  return <ProjectPage testId="inputs-page">{(context) => <Inputs {...context} />}</ProjectPage>;
}
