import { Plus } from 'lucide-react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { chooseTeam, useCurrentTeam } from '../lib/current-team.ts';
import { pathAfterTeamSwitch } from '../lib/team-routes.ts';
import { Button } from './ui/button.tsx';
import { Select } from './ui/select.tsx';

/** The header's team choice: a select of the user's teams and a link to create one. */
export function TeamSwitcher({ wide = false }: { wide?: boolean }) {
  const intl = useIntl();
  const id = useId();
  const [location, navigate] = useLocation();
  const { teams, team } = useCurrentTeam();
  if (!teams) {
    return null;
  }
  return (
    <div className="flex min-w-0 items-center gap-1">
      {teams.length > 0 ? (
        <>
          <label htmlFor={id} className="sr-only">
            <FormattedMessage id="teamSwitcher.label" />
          </label>
          <Select
            id={id}
            data-testid="team-switcher"
            className={wide ? 'min-w-0 flex-1' : 'w-28 sm:w-auto sm:max-w-48'}
            value={team?.id ?? ''}
            onChange={(event) => {
              chooseTeam(event.target.value);
              const next = pathAfterTeamSwitch(location, event.target.value);
              if (next) {
                navigate(next);
              }
            }}
          >
            {teams.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </Select>
        </>
      ) : null}
      <Button asChild variant="ghost" size={teams.length > 0 ? 'icon' : 'sm'}>
        <Link
          href="/teams/new"
          data-testid="team-switcher-new"
          aria-label={teams.length > 0 ? intl.formatMessage({ id: 'teamSwitcher.newTeam' }) : undefined}
          title={intl.formatMessage({ id: 'teamSwitcher.newTeam' })}
        >
          <Plus aria-hidden="true" />
          {teams.length > 0 ? null : <FormattedMessage id="teamSwitcher.newTeam" />}
        </Link>
      </Button>
    </div>
  );
}
