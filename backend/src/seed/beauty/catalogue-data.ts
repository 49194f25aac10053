// The beauty shop's catalogue plan, in the order the shop lists its categories.
import { BATH_BODY, FRAGRANCE, HAIR_CARE } from './catalogue-body';
import { MAKEUP, SKINCARE } from './catalogue-face';
import { GIFT_SETS, MENS_GROOMING, TOOLS_BRUSHES } from './catalogue-more';
import type { CategorySpec } from './catalogue-types';

export type { CategorySpec, ChoiceSpec, ProductSpec, SubcategorySpec } from './catalogue-types';

export const BEAUTY_CATEGORY_SPECS: readonly CategorySpec[] = [SKINCARE, MAKEUP, HAIR_CARE, FRAGRANCE, BATH_BODY, TOOLS_BRUSHES, MENS_GROOMING, GIFT_SETS];
