/**
 * SPEC §6: agent contract prompts are shown only to member types other than 4 (free/trial) and
 * 40, 41, 42. The one place the rule lives; an unknown type gets no prompt.
 */
export const NO_AGENT_PROMPT_TYPES: readonly number[] = [4, 40, 41, 42];

export function showsAgentPrompts(type: number | null | undefined): boolean {
  return typeof type === 'number' && !NO_AGENT_PROMPT_TYPES.includes(type);
}
