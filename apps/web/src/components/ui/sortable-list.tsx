import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { type ReactNode, useState } from 'react';

type SortableListProps<Item> = {
  /** Accessible name of the list. */
  label: string;
  items: readonly Item[];
  getId: (item: Item) => UniqueIdentifier;
  /** How an item is named in its buttons and in what screen readers hear. */
  getLabel: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** The ids in their new order, after each move. */
  onReorder: (ids: UniqueIdentifier[]) => void;
  disabled?: boolean;
};

const INSTRUCTIONS =
  'Para mover un elemento, presiona Espacio o Enter sobre su manija, usa las flechas arriba y abajo para cambiar su posición y presiona Espacio o Enter para soltarlo. Escape cancela el movimiento.';

/**
 * A list reordered by dragging its handles (mouse, touch or keyboard: dnd-kit with KeyboardSensor)
 * or with its 'Subir' and 'Bajar' buttons; every move is announced in Spanish.
 */
export function SortableList<Item>({
  label,
  items,
  getId,
  getLabel,
  renderItem,
  onReorder,
  disabled,
}: SortableListProps<Item>) {
  const [message, setMessage] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const total = items.length;
  const nameOf = (id: UniqueIdentifier) => {
    const item = items[ids.indexOf(id)];
    return item === undefined ? '' : getLabel(item);
  };
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(id) + 1);

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Tomaste ${nameOf(active.id)}. Está en la posición ${position(active.id)} de ${total}.`,
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? `${nameOf(active.id)} pasa a la posición ${position(over.id)} de ${total}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Soltaste ${nameOf(active.id)} en la posición ${position(over.id)} de ${total}.`
        : `Soltaste ${nameOf(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Movimiento cancelado. ${nameOf(active.id)} sigue en la posición ${position(active.id)} de ${total}.`,
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= total || from === to) return;
    onReorder(arrayMove(ids, from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(active.id), ids.indexOf(over.id));
  };

  const moveWithButton = (index: number, to: number) => {
    const id = ids[index];
    if (id === undefined) return;
    move(index, to);
    setMessage(`${nameOf(id)} pasó a la posición ${to + 1} de ${total}.`);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ol aria-label={label} className="space-y-2">
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] as UniqueIdentifier}
              index={index}
              name={getLabel(item)}
              isFirst={index === 0}
              isLast={index === total - 1}
              disabled={disabled}
              onMove={(to) => moveWithButton(index, to)}
            >
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
      <p aria-live="polite" className="sr-only">
        {message}
      </p>
    </DndContext>
  );
}

type SortableRowProps = {
  id: UniqueIdentifier;
  index: number;
  name: string;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onMove: (to: number) => void;
  children: ReactNode;
};

const moveButton =
  'grid size-8 place-items-center rounded-md text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:pointer-events-none disabled:opacity-30';

function SortableRow({ id, index, name, isFirst, isLast, disabled, onMove, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      data-sortable-index={index}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center gap-2 rounded-xl border bg-white px-2 py-2 ${
        isDragging ? 'relative z-10 border-brand-600 shadow-lg' : 'border-stone-200'
      }`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Mover ${name}`}
        disabled={disabled}
        className="grid size-8 cursor-grab touch-none place-items-center rounded-md text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-800 active:cursor-grabbing"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="w-6 text-right text-sm font-semibold text-stone-600 tabular-nums">{index + 1}.</span>
      <div className="min-w-0 flex-1">{children}</div>
      <button
        type="button"
        aria-label={`Subir ${name}`}
        disabled={disabled || isFirst}
        onClick={() => onMove(index - 1)}
        className={moveButton}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Bajar ${name}`}
        disabled={disabled || isLast}
        onClick={() => onMove(index + 1)}
        className={moveButton}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
