import type { CategoryTree } from '@mayorista/shared/catalog';
import { ArrowDownUp } from 'lucide-react';
import { SortableList } from '@/components/ui/sortable-list';
import { Spinner } from '@/components/ui/spinner';
import { StatusBadge } from '@/components/ui/status-badge';
import { CATEGORY_TEXTS } from '../lib/messages';
import { arrange, type ReorderState } from '../lib/reorder';
import { type CategoryActions, CategoryButtons } from './category-buttons';

/** The reorder mode's part of the actions: one category at a time. */
export type ReorderActions = {
  reorder: ReorderState | null;
  saving: boolean;
  onStart: (parent: CategoryTree) => void;
  onMove: (ids: number[]) => void;
  onSave: () => void;
  onCancel: () => void;
};

type SubcategoryListProps = {
  parent: CategoryTree;
  /** The parent's level: 1 for a main category. */
  level: number;
  actions: CategoryActions;
  ordering: ReorderActions;
};

const countText = (count: number) => (count === 1 ? '1 producto' : `${count} productos`);

/**
 * The children of a category (backoffice §2.3): 'Subcategorías (arrastra para reordenar)' with a
 * 'Reordenar' button, or 'Sin subcategorías'; in reorder mode the rows get drag handles, numbers,
 * move up and down, and 'Guardar orden'.
 */
export function SubcategoryList({ parent, level, actions, ordering }: SubcategoryListProps) {
  const { reorder, saving } = ordering;
  if (parent.children.length === 0) {
    return level === 1 ? <p className="mt-2 text-sm text-stone-600">{CATEGORY_TEXTS.noChildren}</p> : null;
  }
  const active = reorder?.parentId === parent.id;
  const Heading = level === 1 ? 'h2' : 'h3';

  return (
    <div className="mt-3 rounded-xl border border-stone-200 bg-stone-50/70 p-2 sm:p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <Heading className="text-sm font-semibold text-stone-700">{CATEGORY_TEXTS.childrenHeading}</Heading>
        {active ? null : (
          <button
            type="button"
            className="inline-flex h-8 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-xs font-semibold text-stone-800 hover:border-brand-700 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
            aria-label={`Reordenar subcategorías de ${parent.name}`}
            title={reorder ? 'Guarda o cancela el orden que estás editando primero' : undefined}
            disabled={reorder !== null}
            onClick={() => ordering.onStart(parent)}
          >
            <ArrowDownUp aria-hidden="true" className="size-3.5" /> Reordenar
          </button>
        )}
      </div>

      {active && reorder ? (
        <div>
          <SortableList
            label={`Subcategorías de ${parent.name}`}
            items={arrange(parent.children, reorder.ids)}
            getId={(child) => child.id}
            getLabel={(child) => child.name}
            onReorder={(ids) => ordering.onMove(ids.map(Number))}
            disabled={saving}
            renderItem={(child) => (
              <div className="min-w-0">
                <p className="truncate font-medium text-stone-900">{child.name}</p>
                <p className="truncate text-xs text-stone-600">{child.slug}</p>
              </div>
            )}
          />
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button
              type="button"
              className="btn-primary px-4 py-2"
              onClick={ordering.onSave}
              disabled={saving}
              aria-busy={saving || undefined}
            >
              {saving ? (
                <>
                  <Spinner className="size-4" /> Guardando...
                </>
              ) : (
                'Guardar orden'
              )}
            </button>
            <button
              type="button"
              className="btn-secondary px-4 py-2"
              onClick={ordering.onCancel}
              disabled={saving}
            >
              Cancelar
            </button>
            {reorder.changed ? <StatusBadge tone="warning">Cambios sin guardar</StatusBadge> : null}
          </div>
        </div>
      ) : (
        <ul aria-label={`Subcategorías de ${parent.name}`} className="space-y-2">
          {parent.children.map((child) => (
            <li
              key={child.id}
              className="flex flex-col gap-2 rounded-lg bg-white px-2.5 py-2.5 sm:px-3 ring-1 ring-stone-200 sm:flex-row sm:items-start sm:justify-between"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words text-stone-900">{child.name}</p>
                <p className="text-xs text-stone-600">
                  <span className="break-all">{child.slug}</span> ·{' '}
                  <span className="whitespace-nowrap">{countText(child.product_count)}</span>
                </p>
                <SubcategoryList parent={child} level={level + 1} actions={actions} ordering={ordering} />
              </div>
              <CategoryButtons category={child} parent={parent} level={level + 1} actions={actions} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
