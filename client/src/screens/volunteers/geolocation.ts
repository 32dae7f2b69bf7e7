/** The device's position once (the browser asks for the permission); null when refused or unavailable. */
export function currentPosition(timeoutMs = 10_000): Promise<{ longitude: number; latitude: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ longitude: p.coords.longitude, latitude: p.coords.latitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}
