import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useCurrentTeam } from '../lib/current-team.ts';
import { executionLabel } from '../lib/execution-label.ts';
import { useSignedInUser } from '../lib/session.ts';
import { trpc } from '../lib/trpc.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { cn } from '../lib/utils.ts';
import { matches, pageCommands, projectCommands, type TCommand } from './command-items.ts';
import { OverlayPanel } from './overlay-panel.tsx';

const MAX_RESULTS = 12;
/** Fewer letters match too many executions to be worth a server search. */
const MIN_SEARCH_LENGTH = 2;
const PROJECT_PATH = /^\/projects\/([0-9a-f-]{36})\//;

/**
 * Executions of the project on screen whose title, reference or file name match: a server search
 * once typing pauses and the query has two letters, not one call per key.
 */
function useExecutionCommands(query: string): TCommand[] {
  const intl = useIntl();
  const [location] = useLocation();
  const projectId = PROJECT_PATH.exec(location)?.[1];
  const search = useDebouncedValue(query.trim());
  const wanted = Boolean(projectId) && search.length >= MIN_SEARCH_LENGTH && query.trim() === search;
  const found = trpc.projects.listExecutions.useQuery(
    { projectId: projectId ?? '', search, per_page: 5 },
    { enabled: Boolean(projectId) && search.length >= MIN_SEARCH_LENGTH },
  );
  if (!projectId || !wanted || !found.data) {
    return [];
  }
  return found.data.data.map((execution) => ({
    id: `execution:${execution.id}`,
    label: executionLabel(intl, execution),
    group: 'executions' as const,
    href: `/projects/${projectId}/executions/${execution.id}`,
  }));
}

/** The search box and its results; the input keeps focus and drives the list (a combobox). */
function PaletteBody({ onPick }: { onPick: (command: TCommand) => void }) {
  const intl = useIntl();
  const listId = useId();
  const user = useSignedInUser();
  const { team } = useCurrentTeam();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const projects = trpc.teams.listProjects.useQuery({ teamId: team?.id ?? '' }, { enabled: Boolean(team) });
  const executions = useExecutionCommands(query);
  const results = useMemo(() => {
    const all = [...pageCommands(intl, team, user.role === 'admin'), ...projectCommands(intl, projects.data ?? [])];
    return [...executions, ...all.filter((command) => matches(command.label, query))].slice(0, MAX_RESULTS);
  }, [intl, team, user.role, projects.data, executions, query]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % Math.max(results.length, 1));
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault();
      onPick(results[active]);
    }
  };
  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-3">
        <Search aria-hidden="true" className="size-4 text-muted-foreground" />
        <input
          data-testid="palette-input"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
          aria-label={intl.formatMessage({ id: 'palette.label' })}
          placeholder={intl.formatMessage({ id: 'palette.placeholder' })}
          className="h-12 w-full bg-transparent text-sm outline-none"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {results.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-muted-foreground">
          <FormattedMessage id="palette.none" />
        </p>
      ) : null}
      <div id={listId} role="listbox" data-testid="palette-results" className="max-h-80 overflow-y-auto p-1">
        {results.map((command, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input owns the keyboard (arrows and Enter), as a combobox does.
          <div
            key={command.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            data-testid="palette-result"
            data-href={command.href}
            onMouseEnter={() => setActive(index)}
            onClick={() => onPick(command)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm',
              index === active && 'bg-primary/10 text-primary',
            )}
          >
            <span className="truncate">{command.label}</span>
            <span className="shrink-0 text-xs text-muted-foreground">
              <FormattedMessage id={`palette.group.${command.group}`} />
            </span>
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * Ctrl-K / ⌘-K (or the header's search button): jump to a screen, a project or an execution of the
 * project on screen by typing part of its name.
 */
export function CommandPalette() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen((current) => !current);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <OverlayPanel
      open={open}
      onOpenChange={setOpen}
      button={{
        'data-testid': 'palette-button',
        'aria-label': intl.formatMessage({ id: 'palette.open' }),
        title: intl.formatMessage({ id: 'palette.open' }),
        children: <Search aria-hidden="true" />,
      }}
      testId="command-palette"
      className="fixed top-[12svh] left-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-lg outline-none"
    >
      <DialogPrimitive.Title className="sr-only">
        <FormattedMessage id="palette.label" />
      </DialogPrimitive.Title>
      {open ? (
        <PaletteBody
          onPick={(command) => {
            setOpen(false);
            navigate(command.href);
          }}
        />
      ) : null}
    </OverlayPanel>
  );
}
