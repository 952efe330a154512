import { ArrowDown, ArrowUp, CirclePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import type { TSchemaIssue } from './revision-draft.ts';
import { FormatSelect, KindSelect } from './schema-node-controls.tsx';
import {
  addProperty,
  changeKind,
  createProperty,
  displayPath,
  moveProperty,
  removeProperty,
  renameProperty,
  setDescription,
  setFormat,
  setRequired,
  type TEditorNode,
  type TEditorProperty,
  type TPropertyPath,
} from './schema-tree.ts';
import { useSchemaTree } from './schema-tree-context.ts';

function IssueList({ id, issues }: { id: string; issues: TSchemaIssue[] }) {
  const intl = useIntl();
  if (issues.length === 0) {
    return null;
  }
  return (
    <ul id={id} data-testid="schema-property-error" className="flex flex-col gap-0.5 text-sm text-destructive">
      {issues.map((issue) => (
        <li key={`${issue.field}:${issue.message.id}`}>
          {intl.formatMessage({ id: issue.message.id }, issue.message.values)}
        </li>
      ))}
    </ul>
  );
}

/** "Add a child" to an object (or its array's objects); the new row's name gets focus. Long (German) labels wrap on phones. */
function AddChildButton({ path, label }: { path: TPropertyPath; label: string }) {
  const { update, requestFocus } = useSchemaTree();
  return (
    <Button
      variant="ghost"
      size="sm"
      data-testid="schema-add-child"
      className="h-auto min-h-8 max-w-full self-start whitespace-normal py-1 text-left"
      onClick={() => {
        const child = createProperty();
        update((schema) => addProperty(schema, path, child));
        requestFocus({ propertyId: child.id, control: 'name' });
      }}
    >
      <CirclePlus aria-hidden="true" />
      {label}
    </Button>
  );
}

/** What array items are: their kind, a string format, and for objects their properties. */
function ItemsNode({
  node,
  path,
  items,
  parentDisplayPath,
}: {
  node: TEditorNode;
  path: TPropertyPath;
  items: number;
  parentDisplayPath: string;
}) {
  const intl = useIntl();
  const { update, editable } = useSchemaTree();
  const ref = { path, items };
  const where = `${parentDisplayPath}[]`;
  return (
    <div
      data-testid="schema-items"
      data-path={where}
      data-kind={node.type}
      className="flex flex-col gap-2 border-l-2 border-dashed border-border pl-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">
          <FormattedMessage id="schema.itemsAre" />
        </span>
        <KindSelect
          value={node.type}
          testId="schema-items-type"
          label={intl.formatMessage({ id: 'schema.field.itemsKind' }, { path: parentDisplayPath })}
          onChange={(kind) => update((schema) => changeKind(schema, ref, kind))}
        />
        {node.type === 'string' ? (
          <FormatSelect
            value={node.format}
            label={intl.formatMessage({ id: 'schema.field.format' }, { path: where })}
            onChange={(format) => update((schema) => setFormat(schema, ref, format))}
          />
        ) : null}
      </div>
      {node.type === 'object' ? (
        <>
          <PropertyList properties={node.properties} parentPath={path} parentDisplayPath={parentDisplayPath} />
          {editable ? (
            <AddChildButton path={path} label={intl.formatMessage({ id: 'schema.addItemProperty' })} />
          ) : null}
        </>
      ) : null}
      {node.type === 'array' ? (
        <ItemsNode node={node.items} path={path} items={items + 1} parentDisplayPath={where} />
      ) : null}
    </div>
  );
}

type TPropertyRowProps = {
  property: TEditorProperty;
  path: TPropertyPath;
  parentDisplayPath: string;
  siblings: TEditorProperty[];
  index: number;
};

function PropertyRow({ property, path, parentDisplayPath, siblings, index }: TPropertyRowProps) {
  const intl = useIntl();
  const errorId = useId();
  const requiredId = useId();
  const { update, issuesOf, focusRequest, requestFocus, editable } = useSchemaTree();
  const nameRef = useRef<HTMLInputElement>(null);
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const { node } = property;
  const ref = { path, items: 0 };
  const where = displayPath(parentDisplayPath, property.name);
  const label = property.name === '' ? intl.formatMessage({ id: 'schema.unnamed' }) : where;
  const issues = issuesOf(property.id);
  const first = index === 0;
  const last = index === siblings.length - 1;

  useEffect(() => {
    if (focusRequest?.propertyId !== property.id) {
      return;
    }
    // A row moved to an end has that button disabled: its other move button takes the focus.
    const targets = { name: nameRef, up: first ? downRef : upRef, down: last ? upRef : downRef };
    targets[focusRequest.control].current?.focus();
    requestFocus(null);
  });

  const move = (offset: -1 | 1) => {
    update((schema) => moveProperty(schema, path, offset));
    requestFocus({ propertyId: property.id, control: offset < 0 ? 'up' : 'down' });
  };
  const remove = () => {
    // Focus goes to the neighbour, so keyboard users stay where they were working.
    const neighbour = siblings[index - 1] ?? siblings[index + 1];
    update((schema) => removeProperty(schema, path));
    if (neighbour) {
      requestFocus({ propertyId: neighbour.id, control: 'name' });
    }
  };

  return (
    <li
      data-testid="schema-property"
      data-path={where}
      data-kind={node.type}
      className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Input
          ref={nameRef}
          data-testid="schema-property-name"
          aria-label={intl.formatMessage({ id: 'schema.field.name' }, { path: label })}
          aria-invalid={issues.some((issue) => issue.field === 'name') || undefined}
          aria-describedby={issues.length > 0 ? errorId : undefined}
          placeholder={intl.formatMessage({ id: 'schema.namePlaceholder' })}
          value={property.name}
          autoComplete="off"
          spellCheck={false}
          className="w-48 font-mono"
          onChange={(event) => update((schema) => renameProperty(schema, path, event.target.value))}
        />
        <KindSelect
          value={node.type}
          testId="schema-property-type"
          label={intl.formatMessage({ id: 'schema.field.kind' }, { path: label })}
          onChange={(kind) => update((schema) => changeKind(schema, ref, kind))}
        />
        {node.type === 'string' ? (
          <FormatSelect
            value={node.format}
            label={intl.formatMessage({ id: 'schema.field.format' }, { path: label })}
            onChange={(format) => update((schema) => setFormat(schema, ref, format))}
          />
        ) : null}
        <label htmlFor={requiredId} className="flex items-center gap-2 text-sm">
          <Checkbox
            id={requiredId}
            data-testid="schema-property-required"
            checked={node.required}
            onChange={(event) => update((schema) => setRequired(schema, ref, event.target.checked))}
          />
          <FormattedMessage id="schema.required" />
          <span className="sr-only">{label}</span>
        </label>
        {editable ? (
          <div className="ml-auto flex items-center gap-1">
            <Button
              ref={upRef}
              variant="ghost"
              size="icon"
              data-testid="schema-move-up"
              disabled={first}
              aria-label={intl.formatMessage({ id: 'schema.moveUp' }, { path: label })}
              title={intl.formatMessage({ id: 'schema.moveUp' }, { path: label })}
              onClick={() => move(-1)}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              ref={downRef}
              variant="ghost"
              size="icon"
              data-testid="schema-move-down"
              disabled={last}
              aria-label={intl.formatMessage({ id: 'schema.moveDown' }, { path: label })}
              title={intl.formatMessage({ id: 'schema.moveDown' }, { path: label })}
              onClick={() => move(1)}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              data-testid="schema-remove"
              className="text-destructive"
              aria-label={intl.formatMessage({ id: 'schema.remove' }, { path: label })}
              title={intl.formatMessage({ id: 'schema.remove' }, { path: label })}
              onClick={remove}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </div>
      <Input
        data-testid="schema-property-description"
        aria-label={intl.formatMessage({ id: 'schema.field.description' }, { path: label })}
        placeholder={intl.formatMessage({ id: 'schema.descriptionPlaceholder' })}
        value={node.description}
        onChange={(event) => update((schema) => setDescription(schema, ref, event.target.value))}
      />
      <IssueList id={errorId} issues={issues} />
      {node.type === 'object' ? (
        <div className="flex flex-col gap-2 border-l-2 border-border pl-3">
          <PropertyList properties={node.properties} parentPath={path} parentDisplayPath={where} />
          {editable ? <AddChildButton path={path} label={intl.formatMessage({ id: 'schema.addChild' })} /> : null}
        </div>
      ) : null}
      {node.type === 'array' ? <ItemsNode node={node.items} path={path} items={1} parentDisplayPath={where} /> : null}
    </li>
  );
}

/** Properties of one level; nested levels render themselves inside their parent's row. */
export function PropertyList({
  properties,
  parentPath,
  parentDisplayPath,
  className,
}: {
  properties: TEditorProperty[];
  parentPath: TPropertyPath;
  parentDisplayPath: string;
  className?: string;
}) {
  if (properties.length === 0) {
    return null;
  }
  return (
    <ul className={cn('flex flex-col gap-2', className)}>
      {properties.map((property, index) => (
        <PropertyRow
          key={property.id}
          property={property}
          path={[...parentPath, property.id]}
          parentDisplayPath={parentDisplayPath}
          siblings={properties}
          index={index}
        />
      ))}
    </ul>
  );
}
