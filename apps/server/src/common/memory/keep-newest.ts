/**
 * Sets `key` in `map` as its newest entry, first forgetting the oldest when `map` already holds
 * `max`: a per-process memory that cannot grow without bound. A Map iterates in insertion order,
 * so its first key is the oldest.
 */
export function keepNewest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key); // an existing key becomes the newest, not kept at its old place
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
