/** A username as other players may see it (winner board, a member's invited players): its first two letters and last one. */
export function maskName(name: string): string {
  return name.length <= 3 ? `${name[0]}**` : `${name.slice(0, 2)}***${name.slice(-1)}`;
}
