import type { CategoryTree } from '@mayorista/shared/catalog';
import { CATEGORY_MAX_DEPTH } from '@mayorista/shared/catalog-admin';
import { Pencil, Plus, Trash2 } from 'lucide-react';

/** What a row's buttons and the sub-lists ask the page to do. */
export type CategoryActions = {
  onAddChild: (parent: CategoryTree) => void;
  onEdit: (category: CategoryTree, parent: CategoryTree | null) => void;
  onDelete: (category: CategoryTree, isSubcategory: boolean) => void;
};

const iconButton =
  'grid size-9 place-items-center rounded-lg border border-stone-300 bg-white text-stone-700 hover:border-brand-700 hover:text-brand-800';

/** 'Subcategoría' (while a level is left, decision 018), edit and delete for one category. */
export function CategoryButtons({
  category,
  parent,
  level,
  actions,
}: {
  category: CategoryTree;
  parent: CategoryTree | null;
  /** 1 for a main category. */
  level: number;
  actions: CategoryActions;
}) {
  return (
    <div className="flex shrink-0 flex-wrap items-center gap-2 md:flex-nowrap">
      {level < CATEGORY_MAX_DEPTH ? (
        <button
          type="button"
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-800 hover:border-brand-700 hover:text-brand-800"
          aria-label={`Subcategoría nueva en ${category.name}`}
          onClick={() => actions.onAddChild(category)}
        >
          <Plus aria-hidden="true" className="size-4" /> Subcategoría
        </button>
      ) : null}
      <button
        type="button"
        className={iconButton}
        aria-label={`Editar ${category.name}`}
        title="Editar"
        onClick={() => actions.onEdit(category, parent)}
      >
        <Pencil aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        className={`${iconButton} hover:border-red-600 hover:text-red-700`}
        aria-label={`Eliminar ${category.name}`}
        title="Eliminar"
        onClick={() => actions.onDelete(category, parent !== null)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
