import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavTabs, type TNavTab } from '../../components/nav-tabs.tsx';
import { PageFrame, PageHeader } from '../../components/page.tsx';

const SECTIONS: TNavTab[] = [
  { href: '/admin/', label: 'admin.nav.costs', testId: 'admin-tab-costs' },
  { href: '/admin/users', label: 'admin.nav.users', testId: 'admin-tab-users' },
];

/** A site-admin screen (spec §2 /admin/…): the heading and the tabs between costs and users. */
export function AdminFrame({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <PageFrame testId={testId} wide>
      <PageHeader
        title={<FormattedMessage id="admin.title" />}
        description={<FormattedMessage id="admin.description" />}
      />
      <NavTabs label="admin.nav.label" tabs={SECTIONS} />
      {children}
    </PageFrame>
  );
}
