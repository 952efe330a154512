import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavTabs, type TNavTab } from '../../components/nav-tabs.tsx';

const SECTIONS: TNavTab[] = [
  { href: '/account/', label: 'account.nav.profile' },
  { href: '/account/password', label: 'account.nav.password' },
  { href: '/account/otp', label: 'account.nav.otp' },
  { href: '/account/invites', label: 'account.nav.invites' },
];

/** The account screens' frame: a heading and the section navigation. */
export function AccountLayout({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <section data-testid={testId} className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">
        <FormattedMessage id="account.title" />
      </h1>
      <NavTabs label="account.nav.label" tabs={SECTIONS} />
      {children}
    </section>
  );
}
