// The categories in their shop order, reordered by dragging (dnd-kit: pointer, touch and keyboard —
// Space to lift, arrows to move, Space to drop, announced to screen readers) or with the Move up /
// Move down buttons. The new order is saved at once for all categories; a failure puts it back.
import { useState } from 'react';
import { Link } from 'shared-router';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CategoryInfo } from 'shared-data';
import { formatNumber } from 'shared-ui';

export interface CategoryOrderProps {
  categories: CategoryInfo[];
  /** Saves the order (all slugs); rejects with a message to show. */
  /** Saves the new order: true when saved; false puts the old order back. */
  onReorder: (slugs: string[]) => Promise<boolean>;
  onEdit: (slug: string) => void;
  busy: boolean;
}

function CategoryRow({
  category,
  index,
  count,
  move,
  onEdit,
  busy,
}: {
  category: CategoryInfo;
  index: number;
  count: number;
  move: (from: number, to: number) => void;
  onEdit: (slug: string) => void;
  busy: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: category.slug, disabled: busy });
  // Styles only while dragging, set from script (never in the server's markup, which the CSP forbids).
  const style = transform ? { transform: CSS.Transform.toString(transform), transition: transition ?? undefined } : undefined;
  return (
    <li ref={setNodeRef} style={style} className={`category-row${isDragging ? ' category-row--dragging' : ''}`}>
      <button type="button" className="category-row__handle" aria-label={`Drag ${category.name} to reorder`} {...attributes} {...listeners}>
        ⠿
      </button>
      <span className="category-row__name">
        <strong>{category.name}</strong>
        <span className="data-table__sub">
          {formatNumber(category.productCount)} active {category.productCount === 1 ? 'product' : 'products'} · {category.subcategories.length}{' '}
          {category.subcategories.length === 1 ? 'subcategory' : 'subcategories'}
        </span>
      </span>
      <span className="category-row__actions">
        <button type="button" className="button" disabled={busy || index === 0} onClick={() => move(index, index - 1)} aria-label={`Move ${category.name} up`}>
          ↑
        </button>
        <button
          type="button"
          className="button"
          disabled={busy || index === count - 1}
          onClick={() => move(index, index + 1)}
          aria-label={`Move ${category.name} down`}
        >
          ↓
        </button>
        <button type="button" className="button" onClick={() => onEdit(category.slug)}>
          Edit<span className="visually-hidden"> {category.name}</span>
        </button>
        <Link className="button" to={`/category/${encodeURIComponent(category.slug)}`}>
          View<span className="visually-hidden"> {category.name} on the shop</span>
        </Link>
      </span>
    </li>
  );
}

export function CategoryOrder({ categories, onReorder, onEdit, busy }: CategoryOrderProps) {
  const [order, setOrder] = useState(categories);
  const [shownFor, setShownFor] = useState(categories);
  // New data from the server (after a save or a reload) replaces the local order.
  if (shownFor !== categories) {
    setShownFor(categories);
    setOrder(categories);
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const move = (from: number, to: number) => {
    if (to < 0 || to >= order.length || from === to) return;
    const previous = order;
    const next = arrayMove(order, from, to);
    setOrder(next);
    void onReorder(next.map((category) => category.slug)).then((saved) => {
      if (!saved) setOrder(previous);
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(
      order.findIndex((category) => category.slug === active.id),
      order.findIndex((category) => category.slug === over.id),
    );
  };

  const name = (id: string | number) => order.find((category) => category.slug === id)?.name ?? String(id);
  return (
    <DndContext
      id="admin-category-order"
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active }) => `Picked up ${name(active.id)}.`,
          onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${name(over.id)}.` : `${name(active.id)} is no longer over a category.`),
          onDragEnd: ({ active, over }) => (over ? `${name(active.id)} was dropped at the place of ${name(over.id)}.` : `${name(active.id)} was dropped.`),
          onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={order.map((category) => category.slug)} strategy={verticalListSortingStrategy}>
        <ol className="category-order" aria-label="Categories in shop order">
          {order.map((category, index) => (
            <CategoryRow key={category.slug} category={category} index={index} count={order.length} move={move} onEdit={onEdit} busy={busy} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
