import { describe, expect, it } from 'vitest';
import { showsAgentPrompts } from './agentPrompts';

describe('agent contract prompts (SPEC §6)', () => {
  it('are shown to the real member types and any other type but 4, 40, 41 and 42', () => {
    for (const type of [0, 1, 2, 3, 5, 39, 43]) expect(showsAgentPrompts(type), String(type)).toBe(true);
  });

  it('are never shown to types 4, 40, 41 and 42, nor when the type is not known', () => {
    for (const type of [4, 40, 41, 42, null, undefined]) expect(showsAgentPrompts(type), String(type)).toBe(false);
  });
});
