// Evaluates a NormalizedFilter against one document, with Firestore's semantics: a filter on a
// missing field never matches; comparisons only match values of the same type order, except
// NOT_EQUAL and NOT_IN which match any non-null value of a present field; equality filters never
// match NaN (IS_NAN does); a null inside IN or ARRAY_CONTAINS_ANY matches nothing (== null is
// IS_NULL, a filter of its own).

import type { NormalizedFilter, Value } from '../firestore-types';
import { getField, isNameField } from './field-path';
import type { StoredDoc } from './stored-document';
import { compareValues, filterEquals, isNaNValue, isNullValue, typeOrder } from './value-order';

export function nameValue(root: string, doc: StoredDoc): Value {
  return { referenceValue: `${root}/${doc.path}` };
}

function fieldValue(doc: StoredDoc, field: readonly string[], root: string): Value | undefined {
  return isNameField(field) ? nameValue(root, doc) : getField(doc.fields, field);
}

function listValues(v: Value): Value[] {
  return 'arrayValue' in v ? (v.arrayValue.values ?? []) : [];
}

export function matchesFilter(filter: NormalizedFilter, doc: StoredDoc, root: string): boolean {
  if (filter.kind === 'composite') {
    return filter.op === 'AND' ? filter.filters.every((f) => matchesFilter(f, doc, root)) : filter.filters.some((f) => matchesFilter(f, doc, root));
  }
  const v = fieldValue(doc, filter.field, root);
  if (filter.kind === 'unary') {
    switch (filter.op) {
      case 'IS_NAN':
        return isNaNValue(v);
      case 'IS_NULL':
        return isNullValue(v);
      case 'IS_NOT_NAN':
        return v !== undefined && !isNullValue(v) && !isNaNValue(v);
      case 'IS_NOT_NULL':
        return v !== undefined && !isNullValue(v);
    }
  }
  if (v === undefined) return false;
  const operand = filter.value;
  switch (filter.op) {
    case 'EQUAL':
      return filterEquals(v, operand);
    case 'NOT_EQUAL':
      return !isNullValue(v) && compareValues(v, operand) !== 0;
    case 'LESS_THAN':
      return typeOrder(v) === typeOrder(operand) && compareValues(v, operand) < 0;
    case 'LESS_THAN_OR_EQUAL':
      return typeOrder(v) === typeOrder(operand) && compareValues(v, operand) <= 0;
    case 'GREATER_THAN':
      return typeOrder(v) === typeOrder(operand) && compareValues(v, operand) > 0;
    case 'GREATER_THAN_OR_EQUAL':
      return typeOrder(v) === typeOrder(operand) && compareValues(v, operand) >= 0;
    case 'ARRAY_CONTAINS':
      return listValues(v).some((e) => filterEquals(e, operand));
    case 'ARRAY_CONTAINS_ANY': {
      const wanted = listValues(operand).filter((w) => !isNullValue(w));
      return listValues(v).some((e) => wanted.some((w) => filterEquals(e, w)));
    }
    case 'IN':
      return listValues(operand).some((w) => !isNullValue(w) && filterEquals(v, w));
    case 'NOT_IN': {
      const excluded = listValues(operand);
      if (excluded.some(isNullValue)) return false;
      return !isNullValue(v) && !excluded.some((w) => compareValues(v, w) === 0);
    }
  }
}
