/**
 * A small seeded random source (sfc32), so a simulation replays the same operations from its seed.
 * Never used for anything secret.
 */
export interface Random {
  readonly seed: number;
  /** Uniform in [0, 1). */
  next(): number;
  /** Whole number in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A version-4-shaped UUID drawn from this source: transfer ids replay with the seed. */
  uuid(): string;
}

export function createRandom(seed: number): Random {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Warm up so that nearby seeds do not start with nearby numbers.
  for (let i = 0; i < 15; i += 1) next32();
  const random: Random = {
    seed,
    next: () => next32() / 2 ** 32,
    int: (min, max) => min + Math.floor(random.next() * (max - min + 1)),
    chance: (probability) => random.next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[random.int(0, items.length - 1)] as T;
    },
    uuid() {
      const hex = Array.from({ length: 4 }, () => next32().toString(16).padStart(8, '0')).join('');
      const variant = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
  return random;
}
