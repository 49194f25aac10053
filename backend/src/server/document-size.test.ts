import { describe, expect, it } from 'vitest';
import { documentNameSize, documentSize, valueSize } from './document-size';

describe('Firestore storage-size formula', () => {
  it('matches the worked example of the documentation (document name and fields)', () => {
    // users/jeff/tasks/my_task_id: 6 + 5 + 6 + 11 + 16 = 44 bytes
    expect(documentNameSize(['users', 'jeff', 'tasks', 'my_task_id'])).toBe(44);
    const fields = {
      type: { stringValue: 'Personal' },
      done: { booleanValue: false },
      priority: { integerValue: '1' },
      description: { stringValue: 'Learn Cloud Firestore' },
    };
    // fields: type 5+9, done 5+1, priority 9+8, description 12+22 = 71; 44 + 71 + 32 = 147 bytes,
    // the total the documentation gives for this task document.
    expect(documentSize(['users', 'jeff', 'tasks', 'my_task_id'], fields)).toBe(147);
  });

  it('counts UTF-8 bytes plus one for strings, and sums arrays and maps', () => {
    expect(valueSize({ stringValue: 'é' })).toBe(3);
    expect(valueSize({ arrayValue: { values: [{ integerValue: '1' }, { nullValue: null }] } })).toBe(9);
    expect(valueSize({ mapValue: { fields: { ab: { booleanValue: true } } } })).toBe(4);
    expect(valueSize({ bytesValue: Buffer.alloc(10).toString('base64') })).toBe(10);
    expect(valueSize({ geoPointValue: { latitude: 1, longitude: 2 } })).toBe(16);
  });
});
