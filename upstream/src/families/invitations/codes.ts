/**
 * A user's invitation code: their id through a bijection of 32-bit integers (multiplying by an
 * odd constant), in base 36, seven characters: distinct for every user, not their id in the clear.
 */
export function inviteCodeOf(userId: number): string {
  return (Math.imul(userId, 0x9e3779b1) >>> 0).toString(36).toUpperCase().padStart(7, '0');
}
